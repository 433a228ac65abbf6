import { createSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { e2eDatabaseUrl, testDatabaseUrl, withDatabase } from './fixtures/env';

/** Creates the browser tests' database when missing, on the same server, through a database that exists. */
async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  let lastError: unknown;
  for (const admin of [withDatabase(url, 'postgres'), testDatabaseUrl()]) {
    const sql = createSql(admin, 1);
    try {
      const [found] = await sql`select 1 from pg_database where datname = ${name}`;
      if (!found) await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`);
      return;
    } catch (error) {
      lastError = error;
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  throw lastError;
}

/** Prepares the E2E database once per run: created if missing, public schema dropped and migrated. */
export default async function globalSetup(): Promise<void> {
  const url = e2eDatabaseUrl();
  try {
    await ensureDatabase(url);
    const sql = createSql(url, 1);
    try {
      await sql`drop schema if exists public cascade`;
      await sql`create schema public`;
      await migrate(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
  } catch (error) {
    throw new Error(`Could not prepare the E2E database at ${url} (is PostgreSQL running?): ${String(error)}`, {
      cause: error,
    });
  }
}
