import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSql } from '../../src/server/db/client';
import { testDatabaseUrl, withDatabase } from '../../tests/helpers/databases';
import { resolveDatabase, type Target } from '../lib/database';
import { isAlive } from '../lib/process-alive';

const BENCH_DB = 'vitrine_bench';

/**
 * Claims a bench database for this process until it exits: two benches at once on the same database (two
 * checkouts, or bench beside bench:web's rebuild) would empty and seed it under each other and measure each other. A
 * lock file in the system's temporary folder, named by the server and the database, holds the owner's pid; a
 * second bench stops with a message naming it, and a lock left by a process that died is taken over.
 */
export function claimBenchDatabase(url: string, name: string): void {
  const host = new URL(url).host.replace(/[^a-z0-9.-]+/gi, '_');
  const file = join(tmpdir(), `vitrine-bench-${host}-${name}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      process.once('exit', () => {
        if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid) return;
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(`Another bench (process ${owner}) is using the database ${name} on ${new URL(url).host}: wait for it to end (lock: ${file}).`);
      }
      rmSync(file, { force: true }); // its owner died without removing it
    }
  }
  throw new Error(`Could not claim the database ${name} (lock: ${file}).`);
}

/** Creates a database (vitrine_bench unless named) on the test server and empties it; null when it does not answer. */
export async function freshBenchDatabase(name = BENCH_DB): Promise<string | null> {
  const base = testDatabaseUrl();
  claimBenchDatabase(base, name);
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
