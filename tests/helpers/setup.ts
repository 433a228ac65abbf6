import { afterAll } from 'vitest';
import { closeSql } from '../../src/server/db/client';
import { testDatabaseUrl, workerDatabaseUrl } from './databases';
import { snapshotEnv } from './env';

// Each worker runs its files on its own copy of the migrated database (tests/helpers/global-setup.ts):
// VITEST_POOL_ID numbers the workers running at once, 1 to maxWorkers.
process.env.DATABASE_URL = workerDatabaseUrl(testDatabaseUrl(), Number(process.env.VITEST_POOL_ID ?? 1));

// A worker runs file after file in one process (isolate: false in vitest.config.ts): whatever a file changed in
// process.env is undone when it ends, so the next file starts from the same environment.
const restoreEnv = snapshotEnv();

// Each test file closes the shared pool it opened, so no connection outlives its file.
afterAll(async () => {
  restoreEnv();
  await closeSql();
});
