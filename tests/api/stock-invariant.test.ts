import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import { productSchema } from '../../src/lib/schemas/product';
import { HOLDS_STOCK, type OrderStatus } from '../../src/lib/shop/orders';
import { insertAddress } from '../../src/server/accounts/addresses';
import { getSql } from '../../src/server/db/client';
import { HttpError } from '../../src/server/http/http-error';
import { expireOrders } from '../../src/server/shop/flows/order-actions';
import { moveOrder, type OrderMove } from '../../src/server/shop/orders/transitions';
import { createProduct, updateProduct } from '../../src/server/shop/catalog/products';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop, SP_ADDRESS } from '../helpers/orders';
import { PRODUCT_BODY } from '../helpers/products';
import { call } from '../helpers/request';

// The stock ledger's invariant, for any sequence of what changes stock: orders (POST /api/orders), cancels by the
// buyer and by an admin (their endpoints), failures (pending -> failed), refunds (paid -> canceled, stockReason
// refund), expiries (the expiry job) and admin saves of the product form, fresh or stale (updateProduct over the
// stock the form read). After every step, each stock row holds its start plus the adjustments accepted minus the
// units of the orders that still hold stock, never less than zero, and its start plus the sum of its history.
// One database for all runs: the catalogue is made once, and each run deletes the orders and history it made.

const RUNS = Number(process.env.STOCK_INVARIANT_RUNS ?? 500);

/** The stock rows: a product without variants (A), the two variants of a shirt (P, M), an unlimited product (U). */
const ROWS = ['A', 'P', 'M', 'U'] as const;
type RowName = (typeof ROWS)[number];
const LIMITED = ['A', 'P', 'M'] as const;
type Limited = (typeof LIMITED)[number];
/** The two products an admin edits: A alone, and the shirt with both variants in one form. */
const FORMS = ['A', 'shirt'] as const;
type FormName = (typeof FORMS)[number];
const FORM_ROWS: Record<FormName, readonly Limited[]> = { A: ['A'], shirt: ['P', 'M'] };

type Command =
  | { kind: 'order'; buyer: number; lines: { row: RowName; quantity: number }[] }
  | { kind: 'buyerCancel' | 'adminCancel' | 'fail' | 'pay' | 'refund' | 'expire'; pick: number }
  | { kind: 'read'; form: FormName }
  | { kind: 'save'; form: FormName; deltas: number[] };

const pick = fc.nat({ max: 7 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      buyer: fc.integer({ min: 0, max: 1 }),
      lines: fc.array(fc.record({ row: fc.constantFrom(...ROWS), quantity: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 2 }),
    }),
  },
  ...(['buyerCancel', 'adminCancel', 'fail', 'pay', 'refund', 'expire'] as const).map((kind) => ({
    weight: kind === 'pay' ? 2 : 1,
    arbitrary: fc.record({ kind: fc.constant(kind), pick }),
  })),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), form: fc.constantFrom(...FORMS) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      form: fc.constantFrom(...FORMS),
      deltas: fc.array(fc.integer({ min: -3, max: 4 }), { minLength: 2, maxLength: 2 }),
    }),
  },
);
const scenario = fc.record({
  start: fc.record({ A: fc.nat({ max: 5 }), P: fc.nat({ max: 5 }), M: fc.nat({ max: 5 }) }),
  commands: fc.array(command, { minLength: 1, maxLength: 12 }),
});

type Catalogue = { a: string; shirt: string; p: string; m: string; u: string };
type Buyer = { id: string; token: string; addressId: string };
let catalogue: Catalogue;
let buyers: Buyer[];
let admin: { user: { id: string; role: 'admin' } & Record<string, unknown>; token: string };
let outbox: Awaited<ReturnType<typeof useTempOutbox>>;

const sql = () => getSql();
const rowTarget = (row: RowName) =>
  ({
    A: { product_id: catalogue.a },
    P: { product_id: catalogue.shirt, variant_id: catalogue.p },
    M: { product_id: catalogue.shirt, variant_id: catalogue.m },
    U: { product_id: catalogue.u },
  })[row];

/** Every stock row's stock now, and the sum of its history, in one query. */
async function readRows(): Promise<Record<RowName, { stock: number | null; history: number; entries: number }>> {
  const rows = await sql()<{ key: string; stock: number | null; history: number; entries: number }[]>`
    select 'p' || p.id as key, p.stock,
      coalesce((select sum(h.quantity) from stock_history h where h.product_id = p.id and h.variant_id is null), 0)::int as history,
      (select count(*) from stock_history h where h.product_id = p.id and h.variant_id is null)::int as entries
    from products p where p.id in (${catalogue.a}, ${catalogue.u})
    union all
    select 'v' || v.id, v.stock, coalesce((select sum(h.quantity) from stock_history h where h.variant_id = v.id), 0)::int,
      (select count(*) from stock_history h where h.variant_id = v.id)::int
    from product_variants v where v.product_id = ${catalogue.shirt}`;
  const by = new Map(rows.map((row) => [row.key, row]));
  const get = (key: string) => {
    const row = by.get(key);
    if (!row) throw new Error(`no stock row ${key}`);
    return { stock: row.stock, history: row.history, entries: row.entries };
  };
  return { A: get(`p${catalogue.a}`), P: get(`v${catalogue.p}`), M: get(`v${catalogue.m}`), U: get(`p${catalogue.u}`) };
}

/** What one run knows: its starting stock, the adjustments accepted, the orders made (lines by row), the forms read. */
type Model = {
  start: Record<Limited, number>;
  adjusted: Record<Limited, number>;
  orders: { id: string; buyer: number; units: Partial<Record<RowName, number>> }[];
  read: Partial<Record<FormName, Record<Limited, number | null>>>;
};

async function statuses(): Promise<Map<string, OrderStatus>> {
  const rows = await sql()<{ id: string; status: OrderStatus }[]>`select id::text as id, status from orders`;
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** The invariant, checked against the database after every step. */
async function checkInvariant(model: Model): Promise<void> {
  const [rows, status] = await Promise.all([readRows(), statuses()]);
  for (const row of LIMITED) {
    const held = model.orders
      .filter((order) => HOLDS_STOCK(status.get(order.id) as OrderStatus))
      .reduce((sum, order) => sum + (order.units[row] ?? 0), 0);
    const { stock, history } = rows[row];
    expect(stock, `stock of ${row}`).toBe(model.start[row] + model.adjusted[row] - held);
    expect(stock as number, `stock of ${row} never below zero`).toBeGreaterThanOrEqual(0);
    expect(stock, `stock of ${row} = start + its history`).toBe(model.start[row] + history);
  }
  expect(rows.U, 'unlimited stays unlimited, without history').toEqual({ stock: null, history: 0, entries: 0 });
  // Each order's history: its sale rows, given back once when it no longer holds stock.
  const perOrder = await sql()<{ order_id: string; total: number }[]>`
    select order_id::text as order_id, sum(quantity)::int as total from stock_history where order_id is not null group by order_id`;
  const byOrder = new Map(perOrder.map((row) => [row.order_id, row.total]));
  for (const order of model.orders) {
    const limitedUnits = LIMITED.reduce((sum, row) => sum + (order.units[row] ?? 0), 0);
    const expected = HOLDS_STOCK(status.get(order.id) as OrderStatus) ? 0 - limitedUnits : 0;
    expect(byOrder.get(order.id) ?? 0, `history of order ${order.id}`).toBe(expected);
  }
}

/** A move the transition table may refuse (409): the refusal is part of the sequence, anything else is a failure. */
async function tryMove(id: string, move: OrderMove): Promise<void> {
  try {
    await sql().begin((tx) => moveOrder(tx, id, move));
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 409)) throw error;
  }
}

const orderAt = (model: Model, index: number) => (model.orders.length === 0 ? null : model.orders[index % model.orders.length]);
const statusCall = (token: string, id: string, suffix: string, body?: unknown) =>
  call(orders, 'POST', `/api/orders/${id}${suffix}`, { params: { id }, token, body });

/** The product form's body for a form: the product's fields, each row's stock as typed and as read. */
function formBody(form: FormName, stocks: Record<Limited, number | null>, read: Record<Limited, number | null>) {
  if (form === 'A') return { ...PRODUCT_BODY, name: 'Livro A', slug: 'livro-a', stock: stocks.A, stock_expected: read.A };
  return {
    ...PRODUCT_BODY,
    name: 'Camiseta',
    slug: 'camiseta',
    options: ['Tamanho'],
    variants: (['P', 'M'] as const).map((row) => ({ option_values: [row], stock: stocks[row], stock_expected: read[row] })),
  };
}

async function save(model: Model, form: FormName, deltas: number[]): Promise<void> {
  const read = model.read[form];
  if (!read) return;
  const now = await readRows();
  const wanted = { ...read };
  FORM_ROWS[form].forEach((row, i) => {
    wanted[row] = Math.max(0, (read[row] ?? 0) + deltas[i]);
  });
  // The server's rule, row by row: a stock the admin left as read is not written (whatever sold since), one already as
  // wanted needs no write; else it must still be what the form read.
  const untouched = (row: Limited) => wanted[row] === read[row];
  const accepted = FORM_ROWS[form].every((row) => untouched(row) || now[row].stock === wanted[row] || now[row].stock === read[row]);
  const id = form === 'A' ? catalogue.a : catalogue.shirt;
  const data = productSchema.parse(formBody(form, wanted, read));
  try {
    await updateProduct(sql(), id, data, admin.user.id);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 409)) throw error;
    expect(accepted, `a save of ${form} refused (409)`).toBe(false);
    const conflicts = (error.details?.stock_conflicts ?? []) as { field: string; stock: number | null }[];
    const stale = FORM_ROWS[form].filter((row) => !untouched(row) && now[row].stock !== wanted[row] && now[row].stock !== read[row]);
    expect(conflicts.map((c) => c.stock)).toEqual(stale.map((row) => now[row].stock));
    expect(await readRows()).toEqual(now);
    return;
  }
  expect(accepted, `a save of ${form} accepted`).toBe(true);
  for (const row of FORM_ROWS[form]) {
    if (!untouched(row) && now[row].stock !== wanted[row]) model.adjusted[row] += (wanted[row] as number) - (now[row].stock as number);
  }
  // The saved form is the admin's new read: what it wrote, and the stock now where it wrote nothing.
  model.read[form] = { ...read, ...Object.fromEntries(FORM_ROWS[form].map((row) => [row, untouched(row) ? now[row].stock : wanted[row]])) };
}

async function order(model: Model, buyer: number, lines: { row: RowName; quantity: number }[]): Promise<void> {
  const { token, addressId } = buyers[buyer];
  const items = lines.map(({ row, quantity }) => ({ ...rowTarget(row), quantity }));
  const res = await placeOrder(token, orderBody(items, { address: undefined, address_id: addressId }));
  const units: Partial<Record<RowName, number>> = {};
  for (const { row, quantity } of lines) units[row] = (units[row] ?? 0) + quantity;
  if (res.status === 409) {
    const now = await readRows();
    expect(LIMITED.some((row) => (units[row] ?? 0) > (now[row].stock as number)), 'an order refused only for stock').toBe(true);
    return;
  }
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  model.orders.push({ id: res.body.id, buyer, units });
}

async function run(model: Model, step: Command): Promise<void> {
  if (step.kind === 'order') return order(model, step.buyer, step.lines);
  if (step.kind === 'read') {
    const now = await readRows();
    model.read[step.form] = { A: now.A.stock, P: now.P.stock, M: now.M.stock };
    return;
  }
  if (step.kind === 'save') return save(model, step.form, step.deltas);
  const target = orderAt(model, step.pick);
  if (!target) return;
  if (step.kind === 'buyerCancel') {
    const res = await statusCall(buyers[target.buyer].token, target.id, '/cancel');
    expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
  } else if (step.kind === 'adminCancel') {
    const res = await statusCall(admin.token, target.id, '/status', { status: 'canceled' });
    expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
  } else if (step.kind === 'fail') {
    await tryMove(target.id, { to: 'failed', by: null });
  } else if (step.kind === 'pay') {
    await tryMove(target.id, { to: 'paid', by: null });
  } else if (step.kind === 'refund') {
    const [row] = await sql()<{ status: OrderStatus }[]>`select status from orders where id = ${target.id}`;
    if (row.status === 'paid') await tryMove(target.id, { to: 'canceled', by: admin.user.id, stockReason: 'refund' });
  } else {
    // Its payment window ends now: the expiry job cancels it if it is still waiting for payment.
    await sql()`update orders set expires_at = now() - interval '1 second' where id = ${target.id}`;
    await expireOrders(sql());
    await sql()`update orders set expires_at = now() + interval '3 days' where id = ${target.id} and status <> 'canceled'`;
  }
}

/** A fresh start for a run: no orders, no history, no rate events; the stock rows at the run's start. */
async function startRun(start: Record<Limited, number>): Promise<void> {
  await sql()`delete from stock_history`;
  await sql()`delete from orders`;
  await sql()`delete from order_idempotency`;
  await sql()`delete from rate_events`;
  await sql()`update products set stock = ${start.A} where id = ${catalogue.a}`;
  await sql()`update product_variants set stock = case id when ${catalogue.p} then ${start.P}::int else ${start.M}::int end
    where id in (${catalogue.p}, ${catalogue.m})`;
}

beforeAll(async () => {
  await resetDb();
  await seedCheckoutShop();
  outbox = await useTempOutbox();
  const a = await createProduct(sql(), productSchema.parse(formBody('A', { A: 0, P: null, M: null }, { A: null, P: null, M: null })));
  const shirt = await createProduct(sql(), productSchema.parse(formBody('shirt', { A: null, P: 0, M: 0 }, { A: null, P: null, M: null })));
  const u = await createProduct(sql(), productSchema.parse({ ...PRODUCT_BODY, name: 'Ilimitado', slug: 'ilimitado', stock: null }));
  catalogue = { a: a.id, shirt: shirt.id, p: shirt.variants[0].id, m: shirt.variants[1].id, u: u.id };
  buyers = [];
  for (let i = 0; i < 2; i += 1) {
    const buyer = await createUser();
    const address = await insertAddress(sql(), buyer.user.id, { ...SP_ADDRESS, cep: '01001000', complement: null, is_default: true });
    buyers.push({ id: buyer.user.id, token: buyer.token, addressId: address.id });
  }
  admin = (await createUser({ role: 'admin' })) as typeof admin;
});
afterAll(() => outbox?.cleanup());

describe('the stock ledger (property-based)', () => {
  it(`holds for ${RUNS} sequences of orders, cancels, failures, refunds, expiries and admin saves`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ start, commands }) => {
        await startRun(start);
        // The admin opened both forms before the sequence began; a later read refreshes one.
        const read = { ...start };
        const model: Model = { start, adjusted: { A: 0, P: 0, M: 0 }, orders: [], read: { A: read, shirt: read } };
        for (const step of commands) {
          await run(model, step);
          await checkInvariant(model);
        }
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
