// POST /api/orders under load: 50 buyers at once, each with its own session and saved
// address, ordering 2 units of a demo product (its stock set unlimited so no order is refused) with a new
// Idempotency-Key each time. Each order prices the cart, quotes the table, reserves stock and writes the order; its
// mails to the customer and the shop (to a temporary outbox) go after the answer, as on Netlify.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSession } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { measureWithCpu, type BenchLimits, type BenchResult, type Handler } from './runner';

/** Buyers ordering at once: 50 concurrent clients, or BENCH_ORDER_CLIENTS (to see the cost of one order alone). */
export const ORDER_CLIENTS = Number(process.env.BENCH_ORDER_CLIENTS) || 50;

/**
 * `coupon`: every order also uses one 10 % coupon without limits, whose use each order takes in its own
 * transaction by a conditional update of the coupon's row: the orders of one coupon wait for each other there.
 */
export async function benchOrders(limits: BenchLimits, options: { coupon?: boolean } = {}): Promise<BenchResult> {
  const sql = getSql();
  if (options.coupon) {
    await sql`insert into coupons (code, kind, percent) values ('BENCH10', 'percent', 10) on conflict (code) do nothing`;
  }
  const [mug] = await sql<{ id: string }[]>`update products set stock = null where slug = 'caneca-da-associacao' returning id::text as id`;
  // At most 20 new orders per buyer in 10 minutes (ORDER_RULE): enough buyers that none is refused.
  const buyers = Math.max(ORDER_CLIENTS, Math.ceil(limits.requests / 20));
  const users = await sql<{ id: string }[]>`
    insert into users (name, email, password_hash, role)
    select 'Comprador ' || g, 'comprador' || g || '-' || ${randomUUID()} || '@bench.local', 'x', 'user' from generate_series(1, ${buyers}) g
    returning id::text as id`;
  const addresses = await sql<{ id: string; user_id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    select id, 'Comprador', '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP', true
    from users where id in ${sql(users.map((u) => u.id))} returning id::text as id, user_id::text as user_id`;
  const clients = await Promise.all(
    addresses.map(async (address) => ({ token: await createSession(sql, address.user_id), addressId: address.id })),
  );
  const outbox = await mkdtemp(join(tmpdir(), 'vitrine-bench-outbox-'));
  const previousOutbox = process.env.OUTBOX_DIR;
  process.env.OUTBOX_DIR = outbox;
  try {
    const orders = (await import('../../netlify/functions/orders.mts')).default as Handler;
    // As on Netlify, the order's e-mails go after the answer (waitUntil): timed is what the buyer waits for; the
    // mails are awaited after the case, outside the timing but inside its CPU count.
    const afterwards: Promise<unknown>[] = [];
    const handler: Handler = (request, context) => orders(request, { ...context, waitUntil: (p) => void afterwards.push(p) });
    const result = await measureWithCpu(
      handler,
      {
        name: `POST /api/orders${options.coupon ? ' with a coupon' : ''} (${ORDER_CLIENTS} at a time)`,
        status: 201,
        request: (i) => {
          const client = clients[i % clients.length];
          const body = JSON.stringify({
            items: [{ product_id: mug.id, quantity: 2 }],
            address_id: client.addressId,
            shipping_service: '04510',
            payment_method: 'pix_manual',
            ...(options.coupon ? { coupon_code: 'BENCH10' } : {}),
          });
          return new Request('http://localhost:8888/api/orders', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Token ${client.token}`, 'idempotency-key': randomUUID() },
            body,
          });
        },
      },
      { ...limits, concurrency: ORDER_CLIENTS },
      () => Promise.all(afterwards),
    );
    return result;
  } finally {
    if (previousOutbox === undefined) delete process.env.OUTBOX_DIR;
    else process.env.OUTBOX_DIR = previousOutbox;
    await rm(outbox, { recursive: true, force: true });
  }
}

/**
 * The floor under the orders case: what this machine gives 50 clients at a time for the least an order could be
 * through the same driver and pool (a session read, then a transaction of one insert: 4 round trips, no rendering,
 * no validation, no mail). An order makes 4 round trips before its answer (9 queries, its one-statement transaction
 * included) and its mails none; when this floor's p95 is already a large part of the target, the gap is the
 * machine's, not the code's.
 */
export async function benchTransactionFloor(limits: BenchLimits): Promise<BenchResult> {
  const sql = getSql();
  await sql`create table if not exists bench_floor (id bigint generated always as identity primary key, user_id bigint, note text)`;
  const [someone] = await sql<{ id: string }[]>`select id::text as id from users order by id limit 1`;
  const handler: Handler = async () => {
    const [user] = await sql<{ id: string }[]>`select id::text as id from users where id = ${someone.id}`;
    await sql.begin((tx) => tx`insert into bench_floor (user_id, note) values (${user.id}, 'pedido')`);
    return new Response(null, { status: 201 });
  };
  try {
    return await measureWithCpu(
      handler,
      { name: `floor: 1 read + 1-insert transaction (${ORDER_CLIENTS} at a time)`, status: 201, request: () => new Request('http://localhost:8888/') },
      { ...limits, concurrency: ORDER_CLIENTS },
    );
  } finally {
    await sql`drop table bench_floor`;
  }
}

/**
 * The orders concurrency target: at ORDER_CLIENTS clients (50), orders/s at least
 * half of this same run's floor case, so the machine's speed and load cancel out. The line to print, or null when
 * the run lacks one of the two cases or runs another number of clients (BENCH_ORDER_CLIENTS).
 */
export function floorRatioLine(results: BenchResult[]): string | null {
  const orders = results.find((r) => r.name.startsWith('POST /api/orders'));
  const floor = results.find((r) => r.name.startsWith('floor:'));
  if (ORDER_CLIENTS !== 50 || !orders || !floor || orders.seconds === 0 || floor.seconds === 0) return null;
  const perSecond = (r: BenchResult) => r.requests / r.seconds;
  const ratio = perSecond(orders) / perSecond(floor);
  const verdict = ratio >= 0.5 ? 'met' : 'NOT met';
  const cpu = (r: BenchResult) =>
    r.cpu ? `${r.cpu.process.toFixed(2)} ms of this process${r.cpu.database === null ? '' : ` + ${r.cpu.database.toFixed(2)} ms of PostgreSQL`}` : 'not measured';
  return [
    `Orders at 50 clients: ${perSecond(orders).toFixed(1)}/s, ${(ratio * 100).toFixed(1)} % of the floor's ${perSecond(floor).toFixed(1)}/s (target: at least 50 %, ${verdict}).`,
    `CPU per request (the case is CPU-bound at 50 clients): an order ${cpu(orders)}; the floor ${cpu(floor)}.`,
  ].join('\n');
}

