import { createSql } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/** Applies the pending migrations over one connection and says which files ran. */
export async function applyMigrations(url: string): Promise<string[]> {
  const sql = createSql(url, 1);
  try {
    const applied = await migrate(sql);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date.');
    return applied;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
