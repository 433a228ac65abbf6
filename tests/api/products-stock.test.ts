import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { moveOrder } from '../../src/server/shop/orders/transitions';
import { STOCK_CHANGED } from '../../src/server/shop/catalog/stock-history';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop, stockOf } from '../helpers/orders';
import { PRODUCT_BODY, SHIRT_BODY } from '../helpers/products';
import { call } from '../helpers/request';

const item = (id: string, suffix = '') => ({ url: `/api/products/${id}${suffix}`, params: { id } });
const history = (token: string | undefined, id: string, query = '') =>
  call(products, 'GET', `${item(id, '/stock-history').url}${query}`, { ...item(id, '/stock-history'), token });
const put = (token: string, id: string, body: unknown) => call(products, 'PUT', item(id).url, { ...item(id), token, body });
const create = async (token: string, body: unknown) => {
  const res = await call(products, 'POST', '/api/products', { token, body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
/** What the product form sends back for a product it read: its fields, with the stock it read as `stock_expected`. */
const formOf = (product: any, changes: Record<string, unknown> = {}) => ({
  ...PRODUCT_BODY,
  name: product.name,
  slug: product.slug,
  stock: product.stock,
  stock_expected: product.stock,
  options: product.options,
  variants: product.variants.map((v: any) => ({ option_values: v.option_values, sku: v.sku, stock: v.stock, stock_expected: v.stock, price_cents: v.price_cents })),
  ...changes,
});
const kinds = async (productId: string) =>
  getSql()<{ kind: string; quantity: number | null; stock_after: number | null }[]>`
    select kind, quantity, stock_after from stock_history where product_id = ${productId} order by id`;

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  await seedCheckoutShop();
  outbox = await useTempOutbox();
});
afterEach(() => outbox.cleanup());

describe('an admin save never overwrites units sold since the form was read', () => {
  it('24 in stock, the form read, an order takes 3: the stale save of 24 keeps 21; a stale change of the stock is a 409 showing 21', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 24 });
    const read = (await call(products, 'GET', item(created.id).url, { ...item(created.id), token: admin.token })).body;
    const buyer = await createUser();
    expect((await placeOrder(buyer.token, orderBody([{ product_id: created.id, quantity: 3 }]))).status).toBe(201);
    expect(await stockOf(created.id)).toBe(21);

    // The form opened before the sale, saved with another name and the stock as it was read: the 3 units sold stay sold.
    const renamed = await put(admin.token, created.id, formOf(read, { name: 'Nome novo' }));
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Nome novo', stock: 21 } });
    expect(await stockOf(created.id)).toBe(21);

    // The same stale form with the stock changed (24 -> 30): refused, showing the 21 there now, nothing kept.
    const stale = await put(admin.token, created.id, formOf(read, { name: 'Outro nome', stock: 30 }));
    expect(stale).toMatchObject({
      status: 409,
      body: {
        message: STOCK_CHANGED,
        errors: { stock: ['O campo Estoque mudou desde que o formulário foi aberto: agora é 21.'] },
        stock_conflicts: [{ field: 'stock', variant_id: null, stock: 21 }],
      },
    });
    expect(await stockOf(created.id)).toBe(21);
    const [row] = await getSql()<{ name: string }[]>`select name from products where id = ${created.id}`;
    expect(row.name).toBe('Nome novo');

    // The admin decides: 24 again, now over the 21 the 409 showed, is written as +3.
    const again = await put(admin.token, created.id, formOf(read, { stock: 24, stock_expected: 21 }));
    expect(again).toMatchObject({ status: 200, body: { stock: 24 } });
    expect(await kinds(created.id)).toEqual([
      { kind: 'adjustment', quantity: 24, stock_after: 24 },
      { kind: 'sale', quantity: -3, stock_after: 21 },
      { kind: 'adjustment', quantity: 3, stock_after: 24 },
    ]);
  });

  it('a save that leaves the stock as it is writes no stock and no history row', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 5 });
    const res = await put(admin.token, created.id, formOf(created, { name: 'Outro nome' }));
    expect(res).toMatchObject({ status: 200, body: { name: 'Outro nome', stock: 5 } });
    // Another admin already set what this form sends: nothing to write, whatever the form read.
    await getSql()`update products set stock = 9 where id = ${created.id}`;
    expect((await put(admin.token, created.id, formOf(created, { stock: 9, stock_expected: 5 }))).status).toBe(200);
    expect(await kinds(created.id)).toEqual([{ kind: 'adjustment', quantity: 5, stock_after: 5 }]);
  });

  it('without stock_expected, only a save that leaves the stock as it is passes', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 5 });
    const { stock_expected: _read, ...body } = formOf(created);
    expect((await put(admin.token, created.id, body)).status).toBe(200);
    const changed = await put(admin.token, created.id, { ...body, stock: 8 });
    expect(changed).toMatchObject({ status: 409, body: { stock_conflicts: [{ field: 'stock', stock: 5 }] } });
    expect(await stockOf(created.id)).toBe(5);
  });

  it('guards each variant by the stock the form read: a stale one is a 409 naming its row, a fresh one is written', async () => {
    const admin = await createUser({ role: 'admin' });
    const shirt = await create(admin.token, SHIRT_BODY);
    const [small, medium] = shirt.variants;
    const buyer = await createUser();
    const order = await placeOrder(buyer.token, orderBody([{ product_id: shirt.id, variant_id: small.id, quantity: 2 }]));
    expect(order.status).toBe(201);
    const variants = (changes: Record<string, unknown>[]) =>
      formOf(shirt).variants.map((v: Record<string, unknown>, i: number) => ({ ...v, ...changes[i] }));

    const stale = await put(admin.token, shirt.id, formOf(shirt, { variants: variants([{ stock: 10 }, { stock: 4 }]) }));
    expect(stale).toMatchObject({
      status: 409,
      body: {
        errors: { 'variants.0.stock': ['Variação 1: o campo Estoque da variação mudou desde que o formulário foi aberto: agora é 3.'] },
        stock_conflicts: [{ field: 'variants.0.stock', variant_id: small.id, stock: 3 }],
      },
    });
    expect([await stockOf(shirt.id, small.id), await stockOf(shirt.id, medium.id)]).toEqual([3, 0]);

    // With what the 409 showed as read, both are written; a new size starts with its own adjustment.
    const fresh = variants([{ stock: 10, stock_expected: 3 }, { stock: 4 }]);
    fresh.push({ option_values: ['G', 'Branca'], sku: 'CAM-G-BR', stock: 6 });
    const res = await put(admin.token, shirt.id, formOf(shirt, { variants: fresh }));
    expect(res.status).toBe(200);
    expect(res.body.variants.map((v: any) => v.stock)).toEqual([10, 4, 6]);
    const rows = await getSql()<{ kind: string; variant_options: string[]; quantity: number; stock_after: number; by: string | null; order_id: string | null }[]>`
      select kind, variant_options, quantity, stock_after, user_id::text as by, order_id::text as order_id
      from stock_history where product_id = ${shirt.id} order by id`;
    expect(rows).toEqual([
      { kind: 'adjustment', variant_options: ['P', 'Branca'], quantity: 5, stock_after: 5, by: admin.user.id, order_id: null },
      { kind: 'adjustment', variant_options: ['M', 'Branca'], quantity: 0, stock_after: 0, by: admin.user.id, order_id: null },
      { kind: 'sale', variant_options: ['P', 'Branca'], quantity: -2, stock_after: 3, by: buyer.user.id, order_id: order.body.id },
      { kind: 'adjustment', variant_options: ['P', 'Branca'], quantity: 7, stock_after: 10, by: admin.user.id, order_id: null },
      { kind: 'adjustment', variant_options: ['M', 'Branca'], quantity: 4, stock_after: 4, by: admin.user.id, order_id: null },
      { kind: 'adjustment', variant_options: ['G', 'Branca'], quantity: 6, stock_after: 6, by: admin.user.id, order_id: null },
    ]);
  });

  it('records a change from or to unlimited without a quantity', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: null });
    expect((await put(admin.token, created.id, formOf(created, { stock: 7 }))).body.stock).toBe(7);
    expect((await put(admin.token, created.id, formOf(created, { stock: null, stock_expected: 7 }))).body.stock).toBeNull();
    expect(await kinds(created.id)).toEqual([
      { kind: 'adjustment', quantity: null, stock_after: 7 },
      { kind: 'adjustment', quantity: null, stock_after: null },
    ]);
  });

  it.each([
    [-1, 'O campo Estoque lido não pode ser negativo.'],
    [1.5, 'O campo Estoque lido deve ser um número inteiro ou null (ilimitado).'],
    ['3', 'O campo Estoque lido deve ser um número inteiro ou null (ilimitado).'],
  ])('answers 422 to stock_expected %j, naming the field', async (value, message) => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 5 });
    const res = await put(admin.token, created.id, formOf(created, { stock_expected: value }));
    expect(res).toMatchObject({ status: 422, body: { errors: { stock_expected: [message] } } });
  });
});

describe('GET /api/products/:id/stock-history', () => {
  it('lists every change newest first: kind, quantity, stock after, who and the order, in pages', async () => {
    const admin = await createUser({ role: 'admin', name: 'Bia Admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 10 });
    const buyer = await createUser({ name: 'Caio Comprador' });
    const first = (await placeOrder(buyer.token, orderBody([{ product_id: created.id, quantity: 2 }]))).body;
    const second = (await placeOrder(buyer.token, orderBody([{ product_id: created.id, quantity: 1 }]))).body;
    expect((await call(orders, 'POST', `/api/orders/${first.id}/cancel`, { params: { id: first.id }, token: buyer.token })).status).toBe(200);
    await getSql().begin((tx) => moveOrder(tx, second.id, { to: 'canceled', by: null, stockReason: 'expiry' }));

    const res = await history(admin.token, created.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, per_page: 20 });
    expect(res.body.data).toEqual([
      expect.objectContaining({ kind: 'expiry', quantity: 1, stock_after: 10, by: null, order: { id: second.id, number: second.number } }),
      expect.objectContaining({ kind: 'cancel', quantity: 2, stock_after: 9, by: { id: buyer.user.id, name: 'Caio Comprador' }, order: { id: first.id, number: first.number } }),
      expect.objectContaining({ kind: 'sale', quantity: -1, stock_after: 7, by: { id: buyer.user.id, name: 'Caio Comprador' }, order: { id: second.id, number: second.number } }),
      expect.objectContaining({ kind: 'sale', quantity: -2, stock_after: 8, order: { id: first.id, number: first.number } }),
      expect.objectContaining({ kind: 'adjustment', quantity: 10, stock_after: 10, by: { id: admin.user.id, name: 'Bia Admin' }, order: null, variant: null }),
    ]);
    expect(Number.isNaN(Date.parse(res.body.data[0].at))).toBe(false);

    const page2 = await history(admin.token, created.id, '?page=2&per_page=2');
    expect(page2.body).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page2.body.data.map((e: any) => e.kind)).toEqual(['sale', 'sale']);
  });

  it('records a refund as such, by whoever refunded', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 4 });
    const buyer = await createUser();
    const order = (await placeOrder(buyer.token, orderBody([{ product_id: created.id, quantity: 3 }]))).body;
    await getSql().begin(async (tx) => {
      await moveOrder(tx, order.id, { to: 'paid', by: null });
      await moveOrder(tx, order.id, { to: 'canceled', by: admin.user.id, stockReason: 'refund' });
    });
    const [latest] = (await history(admin.token, created.id)).body.data;
    expect(latest).toMatchObject({ kind: 'refund', quantity: 3, stock_after: 4, by: { id: admin.user.id }, order: { id: order.id } });
  });

  it('is for admin and super only; 404 for a missing product, 422 for a bad page', async () => {
    const admin = await createUser({ role: 'admin' });
    const created = await create(admin.token, { ...PRODUCT_BODY, stock: 1 });
    expect((await history(undefined, created.id)).status).toBe(401);
    expect((await history((await createUser()).token, created.id)).status).toBe(403);
    expect((await history((await createUser({ role: 'super' })).token, created.id)).status).toBe(200);
    expect((await history(admin.token, '999999')).status).toBe(404);
    expect((await history(admin.token, 'abc')).status).toBe(404);
    expect((await history(admin.token, created.id, '?per_page=500')).body).toMatchObject({ errors: { per_page: ['O parâmetro per_page deve ser no máximo 100.'] } });
    expect((await call(products, 'POST', item(created.id, '/stock-history').url, { ...item(created.id, '/stock-history'), token: admin.token })).status).toBe(405);
  });

  it('leaves a product whose slug is "stock-history" readable by its slug', async () => {
    const admin = await createUser({ role: 'admin' });
    await create(admin.token, { ...PRODUCT_BODY, slug: 'stock-history' });
    const res = await call(products, 'GET', '/api/products/stock-history', { params: { id: 'stock-history' } });
    expect(res).toMatchObject({ status: 200, body: { slug: 'stock-history' } });
  });
});
