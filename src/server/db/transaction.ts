import { limitsOf, watchClose, type Db, type Sql } from './client';
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
  const reserved = await reserve(sql);
  let lost = false;
  let connection: PoolConnection | undefined;
  // Not awaited alone: it is written to the connection now, and the work's first statement follows it at once.
  // postgres.js names the connection it runs on (its `onexecute` hook, which its own `sql.begin` uses too).
  const begun = reserved
    .unsafe('begin', [], { onexecute: (c: PoolConnection) => ((connection = c), true) } as Record<string, unknown>)
    .execute();
  const tx = whileOpen(reserved, () => connection !== undefined && !connection.reserved);
  // postgres.js leaves the statements still queued on a connection that closes unanswered: its close ends the wait.
  let unwatch = () => {};
  const closed = new Promise<never>((_, reject) => {
    unwatch = watchClose(sql, (id) => {
      if (id === connection?.id) reject(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }));
    });
  });
  closed.catch(() => {});
  try {
    const limited = poolerLimits(sql, tx);
    let result: T;
    try {
      const [, , value] = await Promise.race([Promise.all([begun, limited, work(tx)]), closed]);
      result = value;
    } catch (error) {
      lost = isConnectionFault(error);
      if (!lost) {
        await Promise.race([tx`rollback`, closed]).catch((rollbackError: unknown) => {
          lost = isConnectionFault(rollbackError);
          console.error('[db] rollback failed:', rollbackError);
        });
      }
      throw error;
    }
    // A statement that failed inside (its error caught by the work) left the transaction aborted: its commit rolls back.
    const committed = await Promise.race([tx`commit`, closed]).catch((error: unknown) => {
      lost = isConnectionFault(error);
      throw error;
    });
    if (committed.command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements failed.');
    return result;
  } finally {
    unwatch();
    // postgres.js moved a closed connection to its closed queue; releasing it would put it back among the open
    // ones, socket gone, and the next query there would never be sent.
    if (!lost) reserved.release();
  }
}

/**
 * A connection of the pool for a transaction, waited for at most the pool's statement limit (10 s without one): in
 * postgres.js 3.4.9 a connection reset mid-query may reconnect without ever becoming free again, and a transaction
 * waiting for it would wait for ever. Past the wait, a connection fault (CONNECT_TIMEOUT): the request's pool is
 * renewed (`renewSql`) and a connection reserved later is handed back at once.
 */
async function reserve(sql: Sql): Promise<Awaited<ReturnType<Sql['reserve']>>> {
  const waitMs = limitsOf(sql).limits.statementTimeoutMs || 10_000;
  const reserving = sql.reserve();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('CONNECT_TIMEOUT: no connection to reserve'), { code: 'CONNECT_TIMEOUT' })), waitMs);
  });
  try {
    return await Promise.race([reserving, late]);
  } catch (error) {
    reserving.then((tx) => tx.release(), () => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** What `transaction()` sees of postgres.js's connection: it is reserved until released or closed. */
type PoolConnection = { id: number; reserved?: unknown };

/**
 * The reserved connection, whose statements fail at once (CONNECTION_CLOSED) once it closed: postgres.js would
 * write them to the closed socket, an uncaught TypeError, and leave them unanswered for ever.
 */
function whileOpen(tx: Db, closed: () => boolean): Db {
  return new Proxy(tx, {
    apply(target, self, args: unknown[]) {
      const isStatement = Array.isArray(args[0]) && 'raw' in (args[0] as object);
      if (!isStatement || !closed()) return Reflect.apply(target, self, args);
      const refused = Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }));
      return Object.assign(refused, { execute: () => refused });
    },
  });
}

/** Through the transaction pooler, the pool's limits for this transaction only (sent with its `begin`); else nothing. */
function poolerLimits(sql: Sql, tx: Db): Promise<unknown> | null {
  const { limits, pooler } = limitsOf(sql);
  if (!pooler) return null;
  return tx`select set_config('statement_timeout', ${`${limits.statementTimeoutMs}ms`}, true),
    set_config('lock_timeout', ${`${limits.lockTimeoutMs}ms`}, true)`.execute();
}
