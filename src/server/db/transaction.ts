import { limitsOf, type Db, type Sql } from './client';
import { isConnectionFault } from './faults';

/**
 * A transaction whose `begin` goes out with its first statement instead of alone: postgres.js's `sql.begin` awaits
 * its `begin` before running the work, a round trip of its own (120 ms between Netlify's Ohio and a São Paulo
 * database). The work runs on one connection of the pool, reserved until the commit or the rollback; a failure of the
 * work (or of any statement) rolls everything back and is thrown, as does a statement's failure the work caught.
 * Statements sent together inside (`together`) go out together too, in the order given. Through the transaction
 * pooler, the pool's limits (`src/server/db/limits.ts`) are set for the transaction with the `begin` (`set local`,
 * no round trip of its own). A connection lost on the way is thrown (`src/server/db/faults.ts`) and never handed
 * back to the pool: postgres.js opens a fresh one for the next query.
 */
export async function transaction<T>(sql: Sql, work: (tx: Db) => Promise<T>): Promise<T> {
  const tx = await sql.reserve();
  let lost = false;
  try {
    // Not awaited alone: it is written to the connection now, and the work's first statement follows it at once.
    const begun = tx`begin`.execute();
    const limited = poolerLimits(sql, tx);
    let result: T;
    try {
      const [, , value] = await Promise.all([begun, limited, work(tx)]);
      result = value;
    } catch (error) {
      lost = isConnectionFault(error);
      if (!lost) {
        await tx`rollback`.catch((rollbackError: unknown) => {
          lost = isConnectionFault(rollbackError);
          console.error('[db] rollback failed:', rollbackError);
        });
      }
      throw error;
    }
    // A statement that failed inside (its error caught by the work) left the transaction aborted: its commit rolls back.
    const committed = await tx`commit`.catch((error: unknown) => {
      lost = isConnectionFault(error);
      throw error;
    });
    if (committed.command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements failed.');
    return result;
  } finally {
    // postgres.js moved a closed connection to its closed queue; releasing it would put it back among the open
    // ones, socket gone, and the next query there would never be sent.
    if (!lost) tx.release();
  }
}

/** Through the transaction pooler, the pool's limits for this transaction only (sent with its `begin`); else nothing. */
function poolerLimits(sql: Sql, tx: Db): Promise<unknown> | null {
  const { limits, pooler } = limitsOf(sql);
  if (!pooler) return null;
  return tx`select set_config('statement_timeout', ${`${limits.statementTimeoutMs}ms`}, true),
    set_config('lock_timeout', ${`${limits.lockTimeoutMs}ms`}, true)`.execute();
}
