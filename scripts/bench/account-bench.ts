// The authenticated reads a customer and an admin make most, in `npm run bench`: a customer's profile, order
// list, order and its payment (GET /api/profile, /api/orders, /api/orders/:id, /api/orders/:id/payment), and the
// admin's order list and order and the dashboard (GET /api/dashboard: every section on, no build hook). A customer places a few orders first (through POST /api/orders, so the rows are
// what the shop writes); every case then answers the same rows.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dashboard from '../../netlify/functions/dashboard.mts';
import orders from '../../netlify/functions/orders.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import profile from '../../netlify/functions/profile.mts';
import { createSession } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { measure, type BenchCase, type BenchLimits, type BenchResult, type Handler } from './runner';

const url = (path: string) => new URL(path, 'http://localhost:8888');

/** A customer (with a saved address and 5 orders of two demo products) and an admin, both logged in. */
async function accounts(): Promise<{ customer: string; admin: string; orderId: string }> {
  const sql = getSql();
  const [buyer] = await sql<{ id: string }[]>`
    insert into users (name, email, password_hash, role) values ('Cliente do bench', ${`cliente-${randomUUID()}@bench.local`}, 'x', 'user')
    returning id::text as id`;
  const [address] = await sql<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${buyer.id}, 'Cliente', '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP', true)
    returning id::text as id`;
  const products = await sql<{ id: string }[]>`
    update products set stock = null where id in (
      select id from products where status = 'published'
        and not exists (select 1 from product_variants v where v.product_id = products.id) order by id limit 2)
    returning id::text as id`;
  const [admin] = await sql<{ id: string }[]>`select id::text as id from users where role = 'admin' order by id limit 1`;
  const customer = await createSession(sql, buyer.id);
  const body = JSON.stringify({
    items: products.map((product) => ({ product_id: product.id, quantity: 1 })),
    address_id: address.id,
    shipping_service: '04510',
    payment_method: 'pix_manual',
  });
  let orderId = '';
  for (let i = 0; i < 5; i++) {
    const headers = { 'content-type': 'application/json', authorization: `Token ${customer}`, 'idempotency-key': randomUUID() };
    const res = await (orders as Handler)(new Request(url('/api/orders'), { method: 'POST', headers, body }), { params: {} });
    if (res.status !== 201) throw new Error(`account bench: an order answered ${res.status}: ${await res.text()}`);
    orderId = ((await res.json()) as { id: string }).id;
  }
  return { customer, admin: await createSession(sql, admin.id), orderId };
}

/** GET with a session token. */
const get = (path: string, token: string) => () => new Request(url(path), { headers: { authorization: `Token ${token}` } });

/** The cases: each GET with the customer's session, the lists and the order also with the admin's, and the admin's dashboard. */
export async function benchAccount(limits: BenchLimits): Promise<BenchResult[]> {
  const outbox = await mkdtemp(join(tmpdir(), 'vitrine-bench-outbox-'));
  const previousOutbox = process.env.OUTBOX_DIR;
  process.env.OUTBOX_DIR = outbox;
  try {
    const { customer, admin, orderId } = await accounts();
    const cases: [Handler, BenchCase][] = [
      [profile as Handler, { name: 'GET /api/profile', status: 200, request: get('/api/profile', customer) }],
      [orders as Handler, { name: 'GET /api/orders (customer)', status: 200, request: get('/api/orders', customer) }],
      [orders as Handler, { name: 'GET /api/orders (admin)', status: 200, request: get('/api/orders', admin) }],
      [orders as Handler, { name: 'GET /api/orders/:id (customer)', status: 200, request: get(`/api/orders/${orderId}`, customer) }],
      [orders as Handler, { name: 'GET /api/orders/:id (admin)', status: 200, request: get(`/api/orders/${orderId}`, admin) }],
      [dashboard as Handler, { name: 'GET /api/dashboard (admin)', status: 200, request: get('/api/dashboard', admin) }],
      [orderPayments as Handler, { name: 'GET /api/orders/:id/payment', status: 200, request: get(`/api/orders/${orderId}/payment`, customer) }],
    ];
    const results: BenchResult[] = [];
    for (const [handler, bench] of cases) results.push(await measure(handler, bench, limits));
    return results;
  } finally {
    if (previousOutbox === undefined) delete process.env.OUTBOX_DIR;
    else process.env.OUTBOX_DIR = previousOutbox;
    await rm(outbox, { recursive: true, force: true });
  }
}
