import type postgres from 'postgres';
import type { Db, Sql } from '../db/client';
import { HttpError } from './http-error';
import type { RouteContext } from './route';

/** How long counted events are kept (the scheduled purge drops older ones): the longest window a rule may have. */
export const RATE_EVENTS_KEPT_SECONDS = 24 * 60 * 60;

/** A limit: at most `max` counted events per key within `windowSeconds`. */
export type RateRule = { bucket: string; max: number; windowSeconds: number; message: string };

/** Defines a rule; a window longer than what the purge keeps would reopen early, so it is refused at start. */
export function rateRule(rule: RateRule): RateRule {
  if (rule.windowSeconds > RATE_EVENTS_KEPT_SECONDS || rule.max < 1) {
    throw new Error(`Rate rule ${rule.bucket}: max must be at least 1 and the window at most ${RATE_EVENTS_KEPT_SECONDS} s.`);
  }
  return rule;
}

/** One slot to take: a rule and the key it counts (an address, an e-mail, both). */
export type SlotRequest = { rule: RateRule; key: string };

/** A take's outcome: the ids of the events now counted, or the full rule and the seconds until it frees a slot. */
export type SlotResult = { granted: true; ids: string[] } | { granted: false; rule: RateRule; retryAfter: number };

/** The client's address, from Netlify's context or its client-IP header. */
export function clientIp(request: Request, context: RouteContext & { ip?: string }): string {
  return (
    context.ip ??
    request.headers.get('x-nf-client-connection-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

const lockName = ({ rule, key }: SlotRequest): string => `${rule.bucket}\u0000${key}`;

/**
 * Takes one slot of every request, all or none, in one statement: the database function `take_rate_slots`
 * (migration 20261126000500) locks each (bucket, key) for the transaction (a transaction-scoped advisory lock, taken
 * in one order so two takes cannot wait on each other), then counts and records: parallel requests for a key queue
 * on its lock, so at most `max` of them are ever granted. Times are the clock's, not the transaction's start, so an
 * event's time follows the order the lock granted. On the pool the statement is its own transaction; inside the
 * caller's, its locks are held until that ends and a rollback gives the slots back. The order's own slot is taken
 * by `place_order`, which calls the same function.
 */
export async function tryTakeSlots(db: Db, requests: SlotRequest[]): Promise<SlotResult> {
  const ordered = [...requests].sort((a, b) => (lockName(a) < lockName(b) ? -1 : 1));
  const [taken] = await db<{ ids: string[] | null; refused: number | null; retry_after: number | null }[]>`
    select ids, refused, retry_after from take_rate_slots(${db.json(ordered.map(slotJson))})`;
  if (taken.refused === null) return { granted: true, ids: taken.ids ?? [] };
  return { granted: false, rule: ordered[taken.refused].rule, retryAfter: taken.retry_after ?? 1 };
}

/** A slot request as `take_rate_slots` reads it (a new order passes its own to `place_order` in this form). */
export const slotJson = ({ rule, key }: SlotRequest) => ({ bucket: rule.bucket, key, max: rule.max, window: rule.windowSeconds });

/** The 429 of a refused take: the full rule's message and a truthful Retry-After. */
export const tooMany = (result: Extract<SlotResult, { granted: false }>): HttpError =>
  new HttpError(429, result.rule.message, undefined, { 'retry-after': String(result.retryAfter) });

/** Takes the slots (see tryTakeSlots) or answers 429 with the full rule's message and a truthful Retry-After. */
export async function takeSlots(sql: Sql, requests: SlotRequest[]): Promise<string[]> {
  const result = await tryTakeSlots(sql, requests);
  if (!result.granted) throw tooMany(result);
  return result.ids;
}

/** Gives slots back (an attempt that turned out not to count, such as a successful login). */
export async function releaseSlots(sql: Sql, ids: string[]): Promise<void> {
  if (ids.length > 0) await sql`delete from rate_events where id in ${sql(ids)}`;
}

/**
 * Forgets every event of the keys (a successful login clears its failures) and the events of `released` (its own
 * slots), in one statement: two deletes of the same rows on two connections could deadlock. On the pool or in a
 * transaction.
 */
export async function clearEvents(db: postgres.ISql, requests: SlotRequest[], released: string[] = []): Promise<void> {
  if (requests.length === 0 && released.length === 0) return;
  const buckets = requests.map(({ rule }) => rule.bucket);
  const keys = requests.map(({ key }) => key);
  await db`
    delete from rate_events
    where id = any(${released}::bigint[])
      or (bucket, key) in (select * from unnest(${buckets}::text[], ${keys}::text[]))`;
}

/** Remembers a fact about a key for its rule's window (one event, replacing the key's older ones): no limit is taken. */
export async function rememberEvent(db: postgres.ISql, { rule, key }: SlotRequest): Promise<void> {
  await db`
    with gone as (delete from rate_events where bucket = ${rule.bucket} and key = ${key})
    insert into rate_events (bucket, key, created_at) values (${rule.bucket}, ${key}, clock_timestamp())`;
}

/** Whether a key has an event of the rule within the rule's window (see rememberEvent). */
export async function hasEvent(db: postgres.ISql, { rule, key }: SlotRequest): Promise<boolean> {
  const [row] = await db<{ found: boolean }[]>`
    select exists (
      select 1 from rate_events
      where bucket = ${rule.bucket} and key = ${key} and created_at > now() - make_interval(secs => ${rule.windowSeconds})
    ) as found`;
  return row.found;
}

/** Forgets every event of a rule whose key starts with `prefix` (compared as text, no pattern characters). */
export async function clearEventsByPrefix(db: postgres.ISql, rule: RateRule, prefix: string): Promise<void> {
  await db`delete from rate_events where bucket = ${rule.bucket} and starts_with(key, ${prefix})`;
}

/** Drops the events older than any window (the scheduled purge); how many were dropped. */
export async function purgeRateEvents(sql: Sql): Promise<number> {
  const result = await sql`
    delete from rate_events where created_at < now() - make_interval(secs => ${RATE_EVENTS_KEPT_SECONDS})`;
  return result.count;
}
