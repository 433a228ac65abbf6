import { createServer, connect, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { closeSql, createSql, getSql, type Sql } from '../../src/server/db/client';
import { isConnectionFault, isTimeoutFault, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../../src/server/db/faults';
import { JOB_LIMITS, limitsFor } from '../../src/server/db/limits';
import { transaction } from '../../src/server/db/transaction';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { countOrders, orderBody, placeOrder, seedCheckoutShop, stockOf } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// The requests' limits shortened, so a wait on a lock costs this file a fraction of a second, not 2 s each.
const LOCK_MS = 300;
const STATEMENT_MS = 400;

/** A pool of its own, without limits (a script's): it holds the locks the requests meet. */
let other: Sql;

beforeAll(async () => {
  await closeSql();
  vi.stubEnv('DATABASE_LOCK_TIMEOUT_MS', String(LOCK_MS));
  vi.stubEnv('DATABASE_STATEMENT_TIMEOUT_MS', String(STATEMENT_MS));
  other = createSql(process.env.DATABASE_URL as string, 2);
});
afterAll(async () => {
  await other.end({ timeout: 5 });
  await closeSql();
  vi.unstubAllEnvs();
});

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
});
afterEach(() => outbox.cleanup());

/** Runs `work` while another transaction holds the product's row (`select … for update`), then lets it go. */
async function whileLocked<T>(productId: string, work: () => Promise<T>): Promise<T> {
  const holder = await other.reserve();
  try {
    await holder`begin`;
    await holder`select id from products where id = ${productId} for update`;
    return await work();
  } finally {
    await holder`rollback`;
    holder.release();
  }
}

/** The time `work` takes, in milliseconds, with its result. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

describe('every wait is bounded: a request gives up on a lock and answers 503', () => {
  it('a request pool has the limits, a job pool longer ones, a script pool none', async () => {
    const [request] = await getSql()<{ statement: string; lock: string }[]>`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`;
    expect(request).toEqual({ statement: `${STATEMENT_MS}ms`, lock: `${LOCK_MS}ms` });
    expect(limitsFor('job')).toEqual(JOB_LIMITS);
    const [script] = await other<{ statement: string; lock: string }[]>`
      select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`;
    expect(script).toEqual({ statement: '0', lock: '0' });
  });

  it('an order meeting its product locked by another transaction waits at most the lock limit: 503, nothing made', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5, price_cents: 2500 });
    const buyer = await createUser();
    const key = crypto.randomUUID();
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ms, result } = await timed(() => whileLocked(product.id, () => placeOrder(buyer.token, body, key)));
    vi.restoreAllMocks();
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(result.body).toEqual({ message: SERVICE_UNAVAILABLE });
    expect(ms).toBeLessThan(LOCK_MS + 1500);
    expect(await countOrders()).toBe(0);
    expect(await stockOf(product.id)).toBe(5);
    // The lock gone, the same key places the order once.
    const again = await placeOrder(buyer.token, body, key);
    expect(again.status).toBe(201);
    expect(await stockOf(product.id)).toBe(4);
  });

  it("an admin's product save meeting its row locked waits at most the lock limit: 503, nothing saved", async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5, price_cents: 2500, name: 'Caneca' });
    const admin = await createUser({ role: 'admin' });
    const read = await call(products, 'GET', `/api/products/${product.id}`, { token: admin.token, params: { id: product.id } });
    const form = { ...read.body, name: 'Caneca nova', stock_expected: read.body.stock };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ms, result } = await timed(() =>
      whileLocked(product.id, () => call(products, 'PUT', `/api/products/${product.id}`, { token: admin.token, params: { id: product.id }, body: form })),
    );
    vi.restoreAllMocks();
    expect(result.status).toBe(503);
    expect(result.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(ms).toBeLessThan(LOCK_MS + 1500);
    const [row] = await getSql()<{ name: string }[]>`select name from products where id = ${product.id}`;
    expect(row.name).toBe('Caneca');
  });

  it('a statement running past the limit is canceled (57014, a timeout fault)', async () => {
    const error = await getSql()`select pg_sleep(5)`.then(() => null, (e: unknown) => e);
    expect(isTimeoutFault(error)).toBe(true);
  });
});

describe('transaction() on a connection that dies', () => {
  it('throws a connection fault, does not hang, and the pool serves the next query on a fresh connection', async () => {
    // One connection: were the dead one handed back, the next query would go to it.
    const sql = createSql(process.env.DATABASE_URL as string, 1);
    try {
      const [{ pid: first }] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const failure = await transaction(sql, async (tx) => {
        await tx`select 1`;
        await other`select pg_terminate_backend(${first})`;
        await tx`select 2`;
      }).then(() => null, (e: unknown) => e);
      expect(isConnectionFault(failure)).toBe(true);
      // postgres.js 3.4.9 may answer the first query on the new connection with the old backend's error (57P01):
      // a connection fault, which a request runs again (route()). The second must pass, and nothing may hang.
      const next = async (): Promise<number> => {
        try {
          return (await sql<{ pid: number }[]>`select pg_backend_pid() as pid`)[0].pid;
        } catch (error) {
          if (!isConnectionFault(error)) throw error;
          return (await sql<{ pid: number }[]>`select pg_backend_pid() as pid`)[0].pid;
        }
      };
      const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the pool hangs')), 5000));
      const second = await Promise.race([next(), deadline]);
      expect(second).not.toBe(first);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});

describe('through the transaction pooler (port 6543), which keeps no session setting', () => {
  it('sends no startup parameters, and transaction() sets the limits for its own transaction only', async () => {
    // A stand-in for the pooler: port 6543 (how the code knows it) on another loopback address, passing bytes on.
    const target = new URL(process.env.DATABASE_URL as string);
    const proxy: Server = createServer((client) => {
      const server = connect(Number(target.port || 5432), target.hostname);
      client.pipe(server).pipe(client);
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(6543, '127.0.0.2', resolve));
    const url = new URL(target);
    url.hostname = '127.0.0.2';
    url.port = '6543';
    const sql = createSql(url.toString(), 1, { statementTimeoutMs: 1234, lockTimeoutMs: 567 });
    try {
      const setting = `select current_setting('statement_timeout') as statement, current_setting('lock_timeout') as lock`;
      const [outside] = await sql.unsafe<{ statement: string; lock: string }[]>(setting);
      expect(outside).toEqual({ statement: '0', lock: '0' });
      const inside = await transaction(sql, async (tx) => (await tx.unsafe<{ statement: string; lock: string }[]>(setting))[0]);
      expect(inside).toEqual({ statement: '1234ms', lock: '567ms' });
      const [after] = await sql.unsafe<{ statement: string; lock: string }[]>(setting);
      expect(after).toEqual({ statement: '0', lock: '0' });
    } finally {
      await sql.end({ timeout: 1 });
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
