// npm run db:migrate: applies pending migrations to DATABASE_URL or to the embedded database.
import './lib/load-env';
import { resolveDatabase } from './lib/database';
import { applyMigrations } from './lib/migrations';

async function main(): Promise<void> {
  const target = await resolveDatabase();
  try {
    console.log(`Database: ${target.label}`);
    await applyMigrations(target.url);
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
