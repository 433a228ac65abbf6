import { afterAll } from 'vitest';
import { closeSql } from '../../src/server/db/client';

// Each test file closes the shared pool it opened, so no connection outlives its file.
afterAll(async () => {
  await closeSql();
});
