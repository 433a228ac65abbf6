import { ensureDatabase, migrateFresh } from '../helpers/databases';
import { e2eDatabaseUrl } from './fixtures/env';

/** Prepares the E2E database once per run: created if missing, public schema dropped and migrated. */
export default async function globalSetup(): Promise<void> {
  const url = e2eDatabaseUrl();
  try {
    await ensureDatabase(url);
    await migrateFresh(url);
  } catch (error) {
    throw new Error(`Could not prepare the E2E database at ${url} (is PostgreSQL running?): ${String(error)}`, {
      cause: error,
    });
  }
}
