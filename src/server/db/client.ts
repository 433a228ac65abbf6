import { appendFileSync } from 'node:fs';
import postgres from 'postgres';
import { envValue, serverEnv } from '../env';
import { limitsFor, NO_LIMITS, startupParameters, type DbLimits, type DbUse } from './limits';

/** The postgres.js client type used across the server code. */
export type Sql = postgres.Sql;
/** Anything that runs queries: the pool or an open transaction. */
export type Db = postgres.ISql;

type Holder = { __vitrineSql?: Sql; __vitrineSqlUrl?: string };
// astro dev may evaluate function modules again per request: keep one pool per process on globalThis.
const holder = globalThis as unknown as Holder;

/**
 * Returns the shared connection pool for DATABASE_URL, creating it on first use with the limits of its use
 * (`src/server/db/limits.ts`): a request's by default; a scheduled job asks for `'job'` first thing, and the pool
 * it opens serves the rest of its run (a function's process serves one function).
 */
export function getSql(use: DbUse = 'request'): Sql {
  const { databaseUrl: url, databasePoolMax } = serverEnv();
  if (holder.__vitrineSql && holder.__vitrineSqlUrl === url) return holder.__vitrineSql;
  holder.__vitrineSql = createSql(url, databasePoolMax, limitsFor(use));
  holder.__vitrineSqlUrl = url;
  return holder.__vitrineSql;
}

// Supabase's transaction pooler (port 6543) hands each transaction to any server connection, so named
// prepared statements would be missing there: that port gets unnamed statements only. Nor does it keep a client's
// session settings (its startup parameters included): there the limits are the role's defaults (README, deploying)
// and `transaction()` sets its own with `set local`.
export const isTransactionPooler = (url: string): boolean => URL.canParse(url) && new URL(url).port === '6543';

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
  const pooler = isTransactionPooler(url);
  const sql = postgres(url, {
    ...queryLogger(),
    max,
    prepare: !pooler,
    ...(pooler ? {} : { connection: startupParameters(limits) }),
    idle_timeout: 20,
    connect_timeout: 10,
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
  if (sql) await sql.end({ timeout: 5 });
}
