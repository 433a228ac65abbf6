// npm run db:reset: empties the database and applies the migrations again.
// Embedded: deletes .data/db (local data). DATABASE_URL: drops and recreates schema public, only on this
// machine unless --force is given.
import './lib/load-env';
import { createSql } from '../src/server/db/client';
import { describeUrl, externalUrl, refuseRemote } from './lib/database';
import { deleteEmbedded, freePort, startEmbedded } from './lib/embedded-db';
import { applyMigrations } from './lib/migrations';

async function resetExternal(url: string): Promise<void> {
  refuseRemote(url, 'drop its data');
  const sql = createSql(url, 1);
  try {
    await sql`drop schema if exists public cascade`;
    await sql`create schema public`;
    console.log(`Dropped and recreated schema public on ${describeUrl(url)}.`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  await applyMigrations(url);
}

async function main(): Promise<void> {
  const url = externalUrl();
  if (url) return resetExternal(url);
  await deleteEmbedded();
  console.log('Deleted the embedded database (.data/db).');
  const db = await startEmbedded(await freePort());
  try {
    await applyMigrations(db.url);
  } finally {
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run db:reset: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
