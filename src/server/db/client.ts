import { appendFileSync } from 'node:fs';
import postgres from 'postgres';
import { envValue, serverEnv } from '../env';

/** The postgres.js client type used across the server code. */
export type Sql = postgres.Sql;
/** Anything that runs queries: the pool or an open transaction. */
export type Db = postgres.ISql;

type Holder = { __vitrineSql?: Sql; __vitrineSqlUrl?: string };
// astro dev may evaluate function modules again per request: keep one pool per process on globalThis.
const holder = globalThis as unknown as Holder;

/** Returns the shared connection pool for DATABASE_URL, creating it on first use. */
export function getSql(): Sql {
  const url = serverEnv().databaseUrl;
  if (holder.__vitrineSql && holder.__vitrineSqlUrl === url) return holder.__vitrineSql;
  holder.__vitrineSql = createSql(url);
  holder.__vitrineSqlUrl = url;
  return holder.__vitrineSql;
}

// Supabase's transaction pooler (port 6543) hands each transaction to any server connection, so named
// prepared statements would be missing there: that port gets unnamed statements only.
const isTransactionPooler = (url: string): boolean => URL.canParse(url) && new URL(url).port === '6543';

/**
 * The opt-in query log of the build bench: with DB_QUERY_LOG set to a file, every query sent appends one line
 * (its text) there. Unset (always, outside the bench), the pool gets no `debug` hook and costs nothing.
 */
function queryLogger(): { debug?: (connection: number, query: string) => void } {
  const file = envValue('DB_QUERY_LOG');
  if (!file) return {};
  return { debug: (_connection, query) => appendFileSync(file, `${query.replace(/\s+/g, ' ').trim()}\n`) };
}

/** Opens a new pool on a connection string; embedded PGlite runs one query at a time, so pools stay small. */
export function createSql(url: string, max = serverEnv().databasePoolMax): Sql {
  return postgres(url, {
    ...queryLogger(),
    max,
    prepare: !isTransactionPooler(url),
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => {},
    types: { bigint: postgres.BigInt },
    transform: { undefined: null },
  });
}

/** Closes the shared pool (scripts and tests call this before exiting). */
export async function closeSql(): Promise<void> {
  const sql = holder.__vitrineSql;
  holder.__vitrineSql = undefined;
  holder.__vitrineSqlUrl = undefined;
  if (sql) await sql.end({ timeout: 5 });
}
