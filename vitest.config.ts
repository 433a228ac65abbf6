import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './tests/helpers/databases';

/**
 * Test files running at once, each worker on its own copy of the migrated TEST_DATABASE_URL database
 * (tests/helpers/global-setup.ts). At least 2: much of a file's time is spent waiting on PostgreSQL, so even a
 * 2-core machine gains from a second worker (vitest's default there would be 1).
 */
const WORKERS = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    maxWorkers: WORKERS,
    // A worker imports the modules once and runs file after file (a process per file cost ~0.5 s each, a third
    // of the run): tests/helpers/setup.ts undoes a file's changes to process.env and closes its pool.
    isolate: false,
    // DATABASE_URL, the worker's own database, is set by tests/helpers/setup.ts.
    env: { TEST_DATABASE_URL: testDatabaseUrl(), DATABASE_POOL_MAX: '3' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
