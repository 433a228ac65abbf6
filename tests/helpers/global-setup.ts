import type { TestProject } from 'vitest/node';
import { cloneDatabase, migrateFresh, testDatabaseUrl, workerDatabaseUrl } from './databases';

/**
 * Once per run: drops and migrates the TEST_DATABASE_URL database, then copies it into one database per worker
 * (`<name>_w1` … `<name>_wN`, see tests/helpers/setup.ts), so test files can run side by side without seeing
 * each other's rows. The TEST_DATABASE_URL database itself is only the template.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = testDatabaseUrl();
  try {
    await migrateFresh(url);
    const workers = Array.from({ length: project.config.maxWorkers }, (_, i) => i + 1);
    await Promise.all(workers.map((worker) => cloneDatabase(url, workerDatabaseUrl(url, worker))));
  } catch (error) {
    throw new Error(`Could not prepare the test databases from ${url} (is PostgreSQL running?): ${String(error)}`, {
      cause: error,
    });
  }
}
