// npm run build: migrates the target database, then `astro build` pre-renders the public pages from it.
// On Netlify DATABASE_URL is Supabase's; locally it is DATABASE_URL or the embedded database.
import './lib/load-env';
import { bin, runChild } from './lib/child';
import { externalUrl, resolveDatabase } from './lib/database';
import { applyMigrations } from './lib/migrations';
import { JOB_LIMITS } from '../src/server/db/limits';

async function main(): Promise<void> {
  // On Netlify an embedded database would be empty: the site would be built as "not set up yet".
  if (process.env.NETLIFY === 'true' && !externalUrl()) {
    throw new Error("DATABASE_URL is not set: add Supabase's pooled connection string to the Netlify site's environment.");
  }
  const target = await resolveDatabase();
  try {
    console.log(`Database: ${target.label}`);
    await applyMigrations(target.url);
    // The pages' reads get a scheduled job's limits, not a request's (src/server/db/limits.ts).
    const env: Record<string, string> = {
      DATABASE_URL: target.url,
      DATABASE_STATEMENT_TIMEOUT_MS: String(JOB_LIMITS.statementTimeoutMs),
      DATABASE_LOCK_TIMEOUT_MS: String(JOB_LIMITS.lockTimeoutMs),
    };
    if (target.embedded) env.DATABASE_POOL_MAX = '1';
    process.exitCode = await runChild(bin('astro'), ['build', ...process.argv.slice(2)], env);
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run build: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
