import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import dashboard from '../../netlify/functions/dashboard.mts';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import products from '../../netlify/functions/products.mts';
import { closeSql, createSql, currentSql, getSql, renewSql } from '../../src/server/db/client';
import { isConnectionFault } from '../../src/server/db/faults';
import { reconcileMercadoPago } from '../../src/server/shop/flows/apply-payment';
import { mercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { createUser } from '../helpers/db';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, seedCheckoutShop, stockOf } from '../helpers/orders';
import { notification, seedMercadoPagoAccount, seedMercadoPagoOrder, usePaymentsSetup } from '../helpers/payments';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// Connections die mid-request (a pooler restart, an upgrade, a network blip): every request ends in the right answer
// or a 503 the client repeats, with nothing half-done. A killer connection terminates every other backend of this
// worker's database every few milliseconds while the requests run; then it stops and every failed request is sent
// again with its key until it answers.

// The requests' statement limit shortened (it also bounds the wait for a connection to reserve): the pools opened here
// take it from the environment, which the file restores when it ends (tests/helpers/setup.ts).
beforeAll(async () => {
  await closeSql();
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '1500';
});

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
beforeEach(() => {
  mp = setup.mp();
  // Every lost connection logs a line; hundreds of them here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long at most the killer runs while the first requests are answered. */
const KILLING_MS = 2000;

/**
 * Starts terminating every backend of this database but its own, every few milliseconds, for KILLING_MS at most;
 * `stop` answers how many it terminated.
 */
function startKiller() {
  const killer = createSql(process.env.DATABASE_URL as string, 1);
  let running = true;
  let killed = 0;
  const until = performance.now() + KILLING_MS;
  const loop = (async () => {
    while (running && performance.now() < until) {
      // One statement per pass: pg_stat_activity is read afresh (its snapshot lasts a transaction). A connection
      // still opening (no statement yet, or postgres.js reading the array types) is spared: postgres.js 3.4.9 rejects
      // a promise nobody holds when that read dies (porsager/postgres#1223), which would end a Node process.
      const rows = await killer<{ killed: boolean }[]>`
        select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
          and query <> '' and query not like '%typcategory%'`;
      killed += rows.filter((row) => row.killed).length;
      await sleep(3);
    }
  })();
  return {
    async stop(): Promise<number> {
      running = false;
      await loop;
      await killer.end({ timeout: 1 });
      // The test's own reads go to a new pool: the shared one lost its connections too.
      renewSql(currentSql());
      return killed;
    },
  };
}

/** Sends `send` again while it answers 503 (at most `tries` times, a little apart); answers every status seen. */
async function untilAnswered(send: () => Promise<{ status: number }>, first: number, tries = 10): Promise<number[]> {
  const seen = [first];
  while (seen.at(-1) === 503 && seen.length <= tries) {
    await sleep(20);
    seen.push((await send()).status);
  }
  return seen;
}

describe('a database that drops connections loses nothing', () => {
  it('40 buyers racing for 10 units under dropped connections: 10 orders, none doubled, stock 0, no 500', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 10, price_cents: 2500 });
    const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => createUser({ email: `comprador${i}@exemplo.org` })));
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const requests = buyers.map((buyer) => ({ token: buyer.token, key: randomUUID() }));
    const send = (r: (typeof requests)[number]) => placeOrder(r.token, body, r.key);

    const killer = startKiller();
    const first = await Promise.all(requests.map(send));
    const killed = await killer.stop();
    expect(killed).toBeGreaterThan(0);

    const histories = await Promise.all(requests.map((r, i) => untilAnswered(() => send(r), first[i].status)));
    const statuses = histories.flat();
    // Every answer was the right one or a 503 to repeat: never a 500.
    expect(statuses.filter((status) => ![201, 409, 503].includes(status))).toEqual([]);
    const finals = histories.map((seen) => seen.at(-1));
    expect(finals.filter((status) => status === 201)).toHaveLength(10);
    expect(finals.filter((status) => status === 409)).toHaveLength(30);

    const sql = getSql();
    const [orders] = await sql<{ orders: number; buyers: number; keys: number }[]>`
      select count(*)::int as orders, count(distinct user_id)::int as buyers,
        (select count(*)::int from order_idempotency where order_id is not null) as keys
      from orders`;
    expect(orders).toEqual({ orders: 10, buyers: 10, keys: 10 });
    expect(await stockOf(product.id)).toBe(0);
    const [history] = await sql<{ sales: number; units: number; orders: number }[]>`
      select count(*)::int as sales, coalesce(sum(-quantity), 0)::int as units, count(distinct order_id)::int as orders
      from stock_history where product_id = ${product.id} and kind = 'sale'`;
    expect(history).toEqual({ sales: 10, units: 10, orders: 10 });
    // A repeated key answers its order, never a second one.
    const winner = requests[finals.indexOf(201)];
    const replay = await send(winner);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('an order whose connection dies while it waits is run again once on a fresh connection: 201, one order', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 3, price_cents: 2500 });
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }]);
    const other = createSql(process.env.DATABASE_URL as string, 2);
    try {
      // The product's row held: the order's statement waits on it, and its backend is terminated while it waits.
      const holder = await other.reserve();
      await holder`begin`;
      await holder`select id from products where id = ${product.id} for update`;
      const answer = placeOrder(buyer.token, body);
      let killed = false;
      for (let tries = 0; tries < 100 && !killed; tries += 1) {
        await sleep(10);
        const [row] = await other<{ killed: boolean }[]>`
          select pg_terminate_backend(pid) as killed from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
        killed = row?.killed ?? false;
      }
      await holder`rollback`;
      holder.release();
      expect(killed).toBe(true);
      const res = await answer;
      expect(res.status).toBe(201);
      const [{ orders }] = await getSql()<{ orders: number }[]>`select count(*)::int as orders from orders`;
      expect(orders).toBe(1);
      expect(await stockOf(product.id)).toBe(2);
    } finally {
      await other.end({ timeout: 1 });
    }
  });

  it("the manager's dashboard read 8 times under dropped connections: 200 or a 503 with Retry-After, then the whole answer", async () => {
    await seedCheckoutShop();
    const admin = await createUser({ role: 'admin' });
    const read = () => call(dashboard, 'GET', '/api/dashboard', { token: admin.token });

    const killer = startKiller();
    const first = await Promise.all(Array.from({ length: 8 }, read));
    expect(await killer.stop()).toBeGreaterThan(0);

    for (const answer of first.filter((answer) => answer.status === 503)) expect(answer.headers.get('retry-after')).toBeTruthy();
    const histories = await Promise.all(first.map((answer) => untilAnswered(read, answer.status)));
    expect(histories.flat().filter((status) => ![200, 503].includes(status))).toEqual([]);
    expect(histories.map((seen) => seen.at(-1))).toEqual(Array(8).fill(200));
    const again = await read();
    expect(again.body).toMatchObject({ counts: { users: expect.any(Number) }, orders: expect.any(Object), publish: expect.any(Object) });
  });

  it("an admin's guarded stock save sent 6 times under dropped connections: written once, one adjustment", async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5, price_cents: 2500, name: 'Caneca' });
    const admin = await createUser({ role: 'admin' });
    const where = { token: admin.token, params: { id: product.id } };
    const read = await call(products, 'GET', `/api/products/${product.id}`, where);
    const form = { ...read.body, stock: 8, stock_expected: 5 };
    const put = () => call(products, 'PUT', `/api/products/${product.id}`, { ...where, body: form });

    const killer = startKiller();
    const first = await Promise.all(Array.from({ length: 6 }, put));
    expect(await killer.stop()).toBeGreaterThan(0);

    const histories = await Promise.all(first.map((answer) => untilAnswered(put, answer.status)));
    expect(histories.flat().filter((status) => ![200, 503].includes(status))).toEqual([]);
    expect(histories.map((seen) => seen.at(-1))).toEqual(Array(6).fill(200));
    expect(await stockOf(product.id)).toBe(8);
    const adjustments = await getSql()<{ quantity: number; stock_after: number }[]>`
      select quantity, stock_after from stock_history where product_id = ${product.id} and kind = 'adjustment'`;
    expect(adjustments).toEqual([{ quantity: 3, stock_after: 8 }]);
  });

  it("Mercado Pago's notifications under dropped connections: the payment applied once", async () => {
    const { order } = await seedMercadoPagoOrder({ stock: 5, quantity: 2 });
    await seedMercadoPagoAccount();
    const paymentId = mp.addPayment({ external_reference: order.id, status: 'approved', transaction_amount: order.total_cents / 100 });
    const post = async () => ({ status: (await webhook(notification(paymentId), {})).status });

    const killer = startKiller();
    const first = await Promise.all(Array.from({ length: 12 }, post));
    expect(await killer.stop()).toBeGreaterThan(0);

    const histories = await Promise.all(first.map((answer) => untilAnswered(post, answer.status)));
    expect(histories.flat().filter((status) => ![200, 503].includes(status))).toEqual([]);
    expect(histories.map((seen) => seen.at(-1))).toEqual(Array(12).fill(200));
    await expectPaidOnce(order.id);
  });

  it('the reconciliation under dropped connections: the payment applied once, the job run again until it ends', async () => {
    const { order } = await seedMercadoPagoOrder({ stock: 5, quantity: 2 });
    await seedMercadoPagoAccount();
    mp.addPayment({ external_reference: order.id, status: 'approved', transaction_amount: order.total_cents / 100 });
    const client = mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN, timeoutMs: 2000 });
    const reconcile = () =>
      reconcileMercadoPago(getSql('job'), client).then(
        () => 'done',
        (error: unknown) => {
          // A lost connection renews the pool for the next run, as route() does for a request.
          if (!isConnectionFault(error)) throw error;
          renewSql(currentSql());
          return 'lost';
        },
      );

    const killer = startKiller();
    const outcomes = await Promise.all(Array.from({ length: 6 }, reconcile));
    expect(await killer.stop()).toBeGreaterThan(0);
    expect(outcomes.every((outcome) => ['done', 'lost'].includes(outcome))).toBe(true);
    let last = 'lost';
    for (let run = 0; run < 5 && last !== 'done'; run += 1) last = await reconcile();
    expect(last).toBe('done');
    await expectPaidOnce(order.id);
  });
});

/** The order paid by one move (one history row to paid), its payment stored once. */
async function expectPaidOnce(orderId: string) {
  const sql = getSql();
  const [state] = await sql<{ status: string; to_paid: number; payments: number }[]>`
    select status,
      (select count(*)::int from order_history where order_id = ${orderId} and to_status = 'paid') as to_paid,
      (select count(*)::int from payments where order_id = ${orderId}) as payments
    from orders where id = ${orderId}`;
  expect(state).toEqual({ status: 'paid', to_paid: 1, payments: 1 });
}
