// npm run db:seed: demo content, idempotent (what is already there is left alone). Works on DATABASE_URL, or
// on the embedded database: through the running `npm run dev` (port 54322) or by opening .data/db itself.
// The demo accounts have a published password: refused on a database off this machine unless --force is given.
import './lib/load-env';
import { createSql } from '../src/server/db/client';
import { externalUrl, refuseRemote, resolveDatabase } from './lib/database';
import { applyMigrations } from './lib/migrations';
import { seedDemo } from './seed/all';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users';

async function main(): Promise<void> {
  const url = externalUrl();
  if (url) refuseRemote(url, `create the demo accounts (password ${DEMO_PASSWORD}) there`);
  const target = await resolveDatabase();
  try {
    console.log(`Database: ${target.label}`);
    await applyMigrations(target.url);
    const sql = createSql(target.url, 1);
    try {
      for (const line of await seedDemo(sql)) console.log(`  ${line}`);
    } finally {
      await sql.end({ timeout: 5 });
    }
    console.log(`Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.slice(0, 3).map((a) => `${a.email} (${a.role})`).join(', ')} and ${DEMO_ACCOUNTS.length - 3} more customers`);
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run db:seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
