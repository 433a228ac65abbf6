import { defineConfig } from 'vitest/config';

/** The PostgreSQL server the API tests run against; its public schema is dropped and migrated at start. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    // The API files share one database, so they run one after another.
    fileParallelism: false,
    env: { TEST_DATABASE_URL, DATABASE_URL: TEST_DATABASE_URL, DATABASE_POOL_MAX: '3' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
