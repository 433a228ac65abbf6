import type { Db, Sql } from './client';

/**
 * A transaction whose `begin` goes out with its first statement instead of alone: postgres.js's `sql.begin` awaits
 * its `begin` before running the work, a round trip of its own (120 ms between Netlify's Ohio and a São Paulo
 * database). The work runs on one connection of the pool, reserved until the commit or the rollback; a failure of the
 * work (or of any statement) rolls everything back and is thrown, as does a statement's failure the work caught.
 * Statements sent together inside (`together`) go out together too, in the order given.
 */
export async function transaction<T>(sql: Sql, work: (tx: Db) => Promise<T>): Promise<T> {
  const tx = await sql.reserve();
  try {
    // Not awaited alone: it is written to the connection now, and the work's first statement follows it at once.
    const begun = tx`begin`.execute();
    let result: T;
    try {
      const [, value] = await Promise.all([begun, work(tx)]);
      result = value;
    } catch (error) {
      await tx`rollback`.catch((rollbackError: unknown) => console.error('[db] rollback failed:', rollbackError));
      throw error;
    }
    // A statement that failed inside (its error caught by the work) left the transaction aborted: its commit rolls back.
    const committed = await tx`commit`;
    if (committed.command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements failed.');
    return result;
  } finally {
    tx.release();
  }
}
