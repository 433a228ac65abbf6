import { createSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/** Drops and recreates the test database's public schema, then applies every migration once per run. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  process.env.DATABASE_URL = url;
  const sql = createSql(url, 1);
  try {
    await sql`drop schema if exists public cascade`;
    await sql`create schema public`;
    await migrate(sql);
  } catch (error) {
    throw new Error(`Could not prepare the test database at ${url} (is PostgreSQL running?): ${String(error)}`, {
      cause: error,
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
