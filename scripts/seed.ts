// npm run db:seed: demo content, idempotent (what is already there is left alone). Works on DATABASE_URL, or
// on the embedded database: through the running `npm run dev` (port 54322) or by opening .data/db itself.
import './lib/load-env';
import { createSql } from '../src/server/db/client';
import { resolveDatabase } from './lib/database';
import { applyMigrations } from './lib/migrations';
import { seedAccounts } from './seed/accounts';
import { seedContacts } from './seed/contacts';
import { seedEvents } from './seed/events';
import { seedMenus } from './seed/menus';
import { seedPages } from './seed/pages';
import { seedPosts } from './seed/posts';
import { seedSettings } from './seed/settings';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedUsers } from './seed/users';

// Menus before settings, so the feature menus the settings create come after Início and Sobre.
const SEEDERS = [seedUsers, seedMenus, seedSettings, seedContacts, seedAccounts, seedPosts, seedEvents, seedPages];

async function main(): Promise<void> {
  const target = await resolveDatabase();
  try {
    console.log(`Database: ${target.label}`);
    await applyMigrations(target.url);
    const sql = createSql(target.url, 1);
    try {
      for (const seed of SEEDERS) console.log(`  ${await seed(sql)}`);
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
