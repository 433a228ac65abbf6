import { createSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

// How the test runners name and prepare their databases. Both runners give each parallel worker a database of
// its own, named after the one they were given (TEST_DATABASE_URL, E2E_DATABASE_URL), so that two checkouts
// testing on the same server at once keep apart as long as their variables differ.

/** The PostgreSQL server and database the tests use (TEST_DATABASE_URL), with its default on these machines. */
export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The same server as a connection string with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The database name of a connection string. */
export const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** The database of parallel worker `worker` (a number): `<name>_w<worker>` beside the database `url` names. */
export const workerDatabaseUrl = (url: string, worker: number): string =>
  withDatabase(url, `${databaseName(url)}_w${worker}`);

const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs statements that create, copy or drop databases, which need a connection to another database of the server
 * (`url`'s): `postgres`, else the TEST_DATABASE_URL one (a server may lack `postgres`), never one of `involved`.
 */
async function onServer(
  url: string,
  involved: string[],
  run: (sql: ReturnType<typeof createSql>) => Promise<void>,
): Promise<void> {
  const admins = [withDatabase(url, 'postgres'), withDatabase(url, databaseName(testDatabaseUrl()))].filter(
    (admin) => !involved.includes(databaseName(admin)),
  );
  let lastError: unknown;
  for (const admin of admins) {
    const sql = createSql(admin, 1);
    try {
      await sql`select 1`;
    } catch (error) {
      lastError = error;
      await sql.end({ timeout: 5 });
      continue;
    }
    try {
      return await run(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  throw lastError;
}

/** Creates the database `url` names when it is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onServer(url, [name], async (sql) => {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) await sql.unsafe(`create database ${quoteIdentifier(name)}`);
  });
}

/** Drops and recreates the public schema of the database `url` names, then applies every migration. */
export async function migrateFresh(url: string): Promise<void> {
  const sql = createSql(url, 1);
  try {
    await sql`drop schema if exists public cascade`;
    await sql`create schema public`;
    await migrate(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Makes `target` a fresh copy of `template` (both on the server `template` names): a copy of a migrated
 * database takes ~0.4 s here, about what migrating another one takes, and leaves nothing to go wrong midway.
 * The template must have no open connection while it is copied. A leftover copy (a run that was stopped) is
 * dropped first, its connections closed.
 */
export async function cloneDatabase(template: string, target: string): Promise<void> {
  const [from, to] = [databaseName(template), databaseName(target)];
  await onServer(template, [from, to], async (sql) => {
    await sql.unsafe(`drop database if exists ${quoteIdentifier(to)} with (force)`);
    await sql.unsafe(`create database ${quoteIdentifier(to)} template ${quoteIdentifier(from)}`);
  });
}
