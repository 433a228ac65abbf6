import { createSql } from '../../src/server/db/client';
import { testDatabaseUrl, withDatabase } from '../../tests/helpers/databases';
import { resolveDatabase, type Target } from '../lib/database';

const BENCH_DB = 'vitrine_bench';

/** Creates a database (vitrine_bench unless named) on the test server and empties it; null when it does not answer. */
export async function freshBenchDatabase(name = BENCH_DB): Promise<string | null> {
  const base = testDatabaseUrl();
  const admin = createSql(base, 1);
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!found) await admin.unsafe(`create database ${name}`);
  } catch (error) {
    console.log(`The test server (${new URL(base).host}) did not answer: ${error instanceof Error ? error.message : error}`);
    return null;
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = withDatabase(base, name);
  const sql = createSql(url, 1);
  try {
    await sql`drop schema if exists public cascade`;
    await sql`create schema public`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  return url;
}

/**
 * The benchmark's database: a dedicated vitrine_bench on the TEST_DATABASE_URL server (emptied first), else
 * DATABASE_URL or the embedded one (left as they are; the demo seed only adds what is missing).
 */
export async function benchDatabase(concurrency: number): Promise<Target> {
  const url = await freshBenchDatabase();
  if (url) {
    const label = `${BENCH_DB} on the test server ${new URL(url).host} (emptied and migrated)`;
    return { url, label, embedded: false, poolMax: concurrency, stop: async () => {} };
  }
  return resolveDatabase();
}
