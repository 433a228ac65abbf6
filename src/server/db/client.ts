import { appendFileSync } from 'node:fs';
import postgres from 'postgres';
import { envValue, serverEnv } from '../env';
import { guardStrayRejections } from './stray-rejections';
import { limitsFor, NO_LIMITS, startupParameters, type DbLimits, type DbUse } from './limits';

/** The postgres.js client type used across the server code. */
export type Sql = postgres.Sql;
/** Anything that runs queries: the pool or an open transaction. */
export type Db = postgres.ISql;

type Holder = { __vitrineSql?: Sql; __vitrineSqlUrl?: string; __vitrineSqlUse?: DbUse };
// astro dev may evaluate function modules again per request: keep one pool per process on globalThis.
const holder = globalThis as unknown as Holder;

/**
 * Returns the shared connection pool for DATABASE_URL, creating it on first use with the limits of its use
 * (`src/server/db/limits.ts`): a request's by default; a scheduled job asks for `'job'` first thing, and the pool
 * it opens serves the rest of its run (a function's process serves one function), a renewed one too (`renewSql`).
 */
export function getSql(use?: DbUse): Sql {
  const { databaseUrl: url, databasePoolMax } = serverEnv();
  if (holder.__vitrineSql && holder.__vitrineSqlUrl === url) return holder.__vitrineSql;
  use ??= holder.__vitrineSqlUse ?? 'request';
  holder.__vitrineSql = createSql(url, databasePoolMax, limitsFor(use));
  holder.__vitrineSqlUrl = url;
  holder.__vitrineSqlUse = use;
  return holder.__vitrineSql;
}

/** The shared pool as it is now (none before the first `getSql()`): `renewSql` compares it. */
export const currentSql = (): Sql | undefined => holder.__vitrineSql;

/**
 * After a lost connection, the next `getSql()` opens a new pool, unless the shared one is already another than
 * `failed` (a request running at the same time renewed it). postgres.js 3.4.9 may keep the state of a connection
 * killed mid-query (the old backend's error answered to the next query there; a reset connection that hangs after
 * one more query): a new pool has none of it. The old one ends in the background, its running queries given 5 s.
 */
export function renewSql(failed: Sql | undefined): void {
  const sql = holder.__vitrineSql;
  if (!sql || (failed && sql !== failed)) return;
  holder.__vitrineSql = undefined;
  holder.__vitrineSqlUrl = undefined;
  sql.end({ timeout: 5 }).catch(() => {});
}

// Supabase's transaction pooler (port 6543) hands each transaction to any server connection, so named
// prepared statements would be missing there: that port gets unnamed statements only. Nor does it keep a client's
// session settings (its startup parameters included): there the limits are the role's defaults (docs/DEPLOY.md)
// and `transaction()` sets its own with `set local`.
export const isTransactionPooler = (url: string): boolean => URL.canParse(url) && new URL(url).port === '6543';

/** Who waits on the close of a pool's connections (`watchClose`). */
const closeWatchers = new WeakMap<object, Set<(connectionId: number) => void>>();

/** Calls `watch` with the id of each connection of the pool that closes, until the answered function is called. */
export function watchClose(sql: Sql, watch: (connectionId: number) => void): () => void {
  const watchers = closeWatchers.get(sql) ?? new Set();
  closeWatchers.set(sql, watchers);
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/** Each pool's limits and whether it goes through the transaction pooler (`transaction()` reads them). */
const poolLimits = new WeakMap<object, { limits: DbLimits; pooler: boolean }>();

/** The limits a pool was opened with, and whether its connections are the transaction pooler's. */
export const limitsOf = (sql: object) => poolLimits.get(sql) ?? { limits: NO_LIMITS, pooler: false };

/**
 * The opt-in query log of the build bench: with DB_QUERY_LOG set to a file, every query sent appends one line
 * (its text) there. Unset (always, outside the bench), the pool gets no `debug` hook and costs nothing.
 */
function queryLogger(): { debug?: (connection: number, query: string) => void } {
  const file = envValue('DB_QUERY_LOG');
  if (!file) return {};
  return { debug: (_connection, query) => appendFileSync(file, `${query.replace(/\s+/g, ' ').trim()}\n`) };
}

/**
 * Opens a new pool on a connection string; embedded PGlite runs one query at a time, so pools stay small. Its
 * statement and lock limits (`src/server/db/limits.ts`) go as the connections' startup parameters: none for the
 * scripts (migrations, seed, benches), which so also lift a role's default; the pool of a request has its own.
 */
export function createSql(url: string, max = serverEnv().databasePoolMax, limits: DbLimits = NO_LIMITS): Sql {
  guardStrayRejections();
  const pooler = isTransactionPooler(url);
  const sql: Sql = postgres(url, {
    ...queryLogger(),
    max,
    prepare: !pooler,
    ...(pooler ? {} : { connection: startupParameters(limits) }),
    idle_timeout: 20,
    connect_timeout: 10,
    // After a connection closed on an error, the next one is opened within a second (postgres.js's own backoff grows
    // to 20 s when many close at once, as when the pooler restarts: longer than a request may wait).
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
    onclose: (connectionId: number) => closeWatchers.get(sql)?.forEach((watch) => watch(connectionId)),
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    transform: { undefined: null },
  });
  poolLimits.set(sql, { limits, pooler });
  return sql;
}

/** Closes the shared pool (scripts and tests call this before exiting). */
export async function closeSql(): Promise<void> {
  const sql = holder.__vitrineSql;
  holder.__vitrineSql = undefined;
  holder.__vitrineSqlUrl = undefined;
  holder.__vitrineSqlUse = undefined;
  if (sql) await sql.end({ timeout: 5 });
}
