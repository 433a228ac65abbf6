import { cloneDatabase, ensureDatabase, migrateFresh } from '../helpers/databases';
import { E2E_WORKERS, e2eDatabaseUrl, e2eTemplateUrl } from './fixtures/env';
import { E2E_TARGET } from './fixtures/target';

/** The number of workers, hence of databases, of this run: one for the preview (one server, one build). */
export const runWorkers = (): number => (E2E_TARGET === 'preview' ? 1 : E2E_WORKERS);

/**
 * Prepares the browser tests' databases: the template (`vitrine_e2e`) is created if missing, its public schema
 * dropped and migrated, then copied into one database per worker (`vitrine_e2e_w0` …).
 */
export async function prepareDatabases(): Promise<void> {
  const template = e2eTemplateUrl();
  try {
    await ensureDatabase(template);
    await migrateFresh(template);
    const workers = Array.from({ length: runWorkers() }, (_, worker) => worker);
    await Promise.all(workers.map((worker) => cloneDatabase(template, e2eDatabaseUrl(worker))));
  } catch (error) {
    throw new Error(`Could not prepare the E2E databases from ${template} (is PostgreSQL running?): ${String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Once per run. The dev servers connect to their databases only when asked, so they are prepared here, after the
 * servers have started; the preview builds from its database before it listens, so tests/e2e/prepare-database.ts
 * prepares it before the server starts, and nothing is done here.
 */
export default async function globalSetup(): Promise<void> {
  if (E2E_TARGET !== 'preview') await prepareDatabases();
}
