// Run by tests/api/stray-rejections.test.ts in a process of its own: a pool whose statement limit (1 ms) cancels
// postgres.js's read of the array types on every new connection, the rejection that read leaves unhandled.
// With `--unguarded`, the guard is marked installed before any pool opens, so Node's default applies.
import { createSql } from '../../../src/server/db/client';

if (process.argv.includes('--unguarded')) (globalThis as { __vitrineStrayRejections?: boolean }).__vitrineStrayRejections = true;
const sql = createSql(process.env.DATABASE_URL as string, 1, { statementTimeoutMs: 1, lockTimeoutMs: 1 });
const outcome = await sql`select 1 as one`.then(() => 'answered', (error: { code?: string }) => `failed ${error.code}`);
await new Promise((resolve) => setTimeout(resolve, 300));
console.log(`query ${outcome}; process alive`);
await sql.end({ timeout: 1 });
