import type { Sql } from '../db/client';
import { HttpError } from './http-error';
import type { RouteContext } from './route';

/** A limit: at most `max` counted events per key within `windowSeconds`. */
export type RateRule = { bucket: string; max: number; windowSeconds: number; message: string };

/** The client's address, from Netlify's context or its client-IP header. */
export function clientIp(request: Request, context: RouteContext & { ip?: string }): string {
  return (
    context.ip ??
    request.headers.get('x-nf-client-connection-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

/** How many events of a key fall inside the rule's window. */
export async function countEvents(sql: Sql, rule: RateRule, key: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from rate_events
    where bucket = ${rule.bucket} and key = ${key}
      and created_at > now() - make_interval(secs => ${rule.windowSeconds})`;
  return row.n;
}

/** Throws 429 (with Retry-After) when the key has used up its window. */
export async function assertUnderLimit(sql: Sql, rule: RateRule, key: string): Promise<void> {
  if ((await countEvents(sql, rule, key)) >= rule.max) {
    throw new HttpError(429, rule.message, undefined, { 'retry-after': String(rule.windowSeconds) });
  }
}

/** Counts one event for a key, and drops the bucket's events older than a day. */
export async function recordEvent(sql: Sql, rule: RateRule, key: string): Promise<void> {
  await sql`insert into rate_events (bucket, key) values (${rule.bucket}, ${key})`;
  await sql`delete from rate_events where bucket = ${rule.bucket} and created_at < now() - interval '1 day'`;
}

/** Forgets a key's events (a successful login clears its failures). */
export async function clearEvents(sql: Sql, rule: RateRule, key: string): Promise<void> {
  await sql`delete from rate_events where bucket = ${rule.bucket} and key = ${key}`;
}
