import { beforeEach, describe, expect, it } from 'vitest';
import expire from '../../netlify/functions/orders-expire.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import { getSql } from '../../src/server/db/client';
import { preferenceLines } from '../../src/server/shop/flows/mercadopago-actions';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop, seedPixShop, stockOf } from '../helpers/orders';
import { seedCategory, seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

const item = (id: string, suffix = '') => ({ url: `/api/orders/${id}${suffix}`, params: { id } });
const cancel = (token: string, id: string) => call(orders, 'POST', item(id, '/cancel').url, { ...item(id, '/cancel'), token });
const move = (token: string, id: string, body: unknown) => call(orders, 'POST', item(id, '/status').url, { ...item(id, '/status'), token, body });

type CouponSeed = Partial<{
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  percent: number | null;
  amount_cents: number | null;
  max_discount_cents: number | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  category_ids: string[];
  active: boolean;
  ends_at: Date | null;
}>;

async function seedCoupon(seed: CouponSeed = {}): Promise<string> {
  const kind = seed.kind ?? 'percent';
  const [row] = await getSql()<{ id: string }[]>`
    insert into coupons (code, kind, percent, amount_cents, max_discount_cents, usage_limit, per_customer_limit, category_ids, active, ends_at)
    values (${seed.code ?? 'CUPOM10'}, ${kind}, ${kind === 'percent' ? (seed.percent ?? 10) : null},
      ${kind === 'fixed' ? (seed.amount_cents ?? 1000) : null}, ${seed.max_discount_cents ?? null}, ${seed.usage_limit ?? null},
      ${seed.per_customer_limit ?? null}, ${(seed.category_ids ?? []).map(Number)}, ${seed.active ?? true}, ${seed.ends_at ?? null})
    returning id::text as id`;
  return row.id;
}

const usesOf = async (id: string) =>
  (await getSql()<{ used_count: number }[]>`select used_count from coupons where id = ${id}`)[0].used_count;
const redemptions = async () =>
  getSql()<{ order_id: string; status: string; discount_cents: number }[]>`
    select order_id::text as order_id, status, discount_cents from coupon_redemptions order by id`;

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
  return () => outbox.cleanup();
});

describe('POST /api/orders with coupon_code', () => {
  it('takes the discount off the total, keeps a copy of the coupon, and shows it in the e-mail', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 10, price_cents: 5990 });
    const coupon = await seedCoupon({ code: 'BEMVINDO', percent: 10 });
    const buyer = await createUser();
    // 2 × R$ 59,90 = R$ 119,80; 10% = R$ 11,98; PAC to SP R$ 15,00.
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], { coupon_code: ' bemvindo ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subtotal_cents: 11980,
      shipping_cents: 1500,
      discount_cents: 1198,
      total_cents: 12282,
      coupon: { code: 'BEMVINDO', kind: 'percent', percent: 10, amount_cents: null },
    });
    expect(await usesOf(coupon)).toBe(1);
    expect(await redemptions()).toEqual([{ order_id: res.body.id, status: 'reserved', discount_cents: 1198 }]);
    // A later edit of the coupon does not change the order.
    await getSql()`update coupons set percent = 50 where id = ${coupon}`;
    const read = await call(orders, 'GET', item(res.body.id).url, { ...item(res.body.id), token: buyer.token });
    expect(read.body).toMatchObject({ discount_cents: 1198, total_cents: 12282, coupon: { percent: 10 } });
    const mail = (await outbox.mails()).find((m) => m.includes(`To: ${buyer.user.email}`)) as string;
    expect(mail).toContain('Desconto (cupom BEMVINDO): -R$ 11,98');
    expect(mail).toContain('Total: R$ 122,82');
  });

  it('zeroes the chosen shipping with a free-shipping coupon, and applies a scoped one to its lines only', async () => {
    await seedCheckoutShop();
    const books = await seedCategory('Livros', 'livros');
    const book = await seedProduct({ price_cents: 4000, category_id: books.id });
    const shirt = await seedProduct({ price_cents: 10000 });
    await seedCoupon({ code: 'FRETEZERO', kind: 'free_shipping' });
    await seedCoupon({ code: 'LIVROS', kind: 'fixed', amount_cents: 9000, category_ids: [books.id] });
    const buyer = await createUser();
    const lines = [{ product_id: book.id, quantity: 1 }, { product_id: shirt.id, quantity: 1 }];
    const free = await placeOrder(buyer.token, orderBody(lines, { coupon_code: 'FRETEZERO' }));
    expect(free.body).toMatchObject({ subtotal_cents: 14000, shipping_cents: 0, discount_cents: 0, total_cents: 14000, shipping: { price_cents: 0 } });
    const scoped = await placeOrder(buyer.token, orderBody(lines, { coupon_code: 'LIVROS' }));
    // R$ 90,00 off, but only the book's R$ 40,00 is in scope.
    expect(scoped.body).toMatchObject({ subtotal_cents: 14000, shipping_cents: 1500, discount_cents: 4000, total_cents: 11500 });
  });

  it('refuses an unknown, exhausted or bad coupon with a 422 on coupon_code (unknown and exhausted alike), taking no stock, use or order', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5, price_cents: 5000 });
    const full = await seedCoupon({ code: 'ESGOTADO', usage_limit: 1 });
    await getSql()`update coupons set used_count = 1 where id = ${full}`;
    const buyer = await createUser();
    const body = (code: unknown) => orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: code });
    expect((await placeOrder(buyer.token, body('NENHUM'))).body.errors).toEqual({ coupon_code: ['Cupom inválido ou inativo.'] });
    expect((await placeOrder(buyer.token, body('esgotado'))).body.errors).toEqual({ coupon_code: ['Cupom inválido ou inativo.'] });
    for (const bad of ['a', 42, { code: 'X' }, 'DROP TABLE;']) {
      const res = await placeOrder(buyer.token, body(bad));
      expect(res.status).toBe(422);
      expect(res.body.errors.coupon_code).toHaveLength(1);
    }
    expect((await placeOrder(buyer.token, body(''))).status).toBe(201);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from orders`;
    expect([n, await stockOf(product.id), await usesOf(full)]).toEqual([1, 4, 1]);
  });

  it('makes a zero total paid at once when a coupon takes everything, confirming the use', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 2000 });
    await seedCoupon({ code: 'TUDO', percent: 100 });
    await seedCoupon({ code: 'FRETEZERO', kind: 'free_shipping' });
    const buyer = await createUser();
    const half = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'TUDO' }));
    expect(half.body).toMatchObject({ status: 'pending', discount_cents: 2000, total_cents: 1500 });
    await getSql()`update products set price_cents = 0 where id = ${product.id}`;
    const zero = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'FRETEZERO' }));
    expect(zero.body).toMatchObject({ status: 'paid', total_cents: 0 });
    expect((await redemptions()).map((r) => r.status)).toEqual(['reserved', 'confirmed']);
  });

  it('answers a retry with the same key and coupon with the same order, taking one use', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 5000 });
    const coupon = await seedCoupon({ usage_limit: 5 });
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'CUPOM10' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(buyer.token, body, 'mesma-chave-123')));
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    expect(await usesOf(coupon)).toBe(1);
    // The same key with another coupon asked something else.
    const other = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]), 'mesma-chave-123');
    expect(other.status).toBe(422);
  });
});

describe('the coupon use follows the order', () => {
  it('confirms the use when the order is paid, gives it back when canceled, and keeps it while a failed order may be paid', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 10, price_cents: 3000 });
    const coupon = await seedCoupon({ usage_limit: 1 });
    const admin = await createUser({ role: 'admin' });
    const ana = await createUser();
    const bia = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'CUPOM10' });
    const first = await placeOrder(ana.token, body);
    expect(first.status).toBe(201);
    expect((await placeOrder(bia.token, body)).body.errors).toEqual({ coupon_code: ['Cupom inválido ou inativo.'] });
    await getSql()`update orders set status = 'failed' where id = ${first.body.id}`;
    expect((await placeOrder(bia.token, body)).status).toBe(422);
    await cancel(ana.token, first.body.id);
    expect(await usesOf(coupon)).toBe(0);
    const second = await placeOrder(bia.token, body);
    expect(second.status).toBe(201);
    expect((await move(admin.token, second.body.id, { status: 'paid' })).status).toBe(200);
    expect((await redemptions()).map((r) => r.status)).toEqual(['released', 'confirmed']);
    expect(await usesOf(coupon)).toBe(1);
    // A paid order canceled by the shop gives its use back too.
    expect((await move(admin.token, second.body.id, { status: 'canceled' })).status).toBe(200);
    expect(await usesOf(coupon)).toBe(0);
  });

  it('gives the use back when the order expires, so the buyer can use the coupon again', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 3000 });
    const coupon = await seedCoupon({ per_customer_limit: 1 });
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'CUPOM10' });
    const first = await placeOrder(buyer.token, body);
    expect((await placeOrder(buyer.token, body)).body.errors).toEqual({ coupon_code: ['Você já usou este cupom o número máximo de vezes.'] });
    await getSql()`update orders set expires_at = now() - interval '1 minute' where id = ${first.body.id}`;
    expect((await expire()).status).toBe(204);
    expect(await usesOf(coupon)).toBe(0);
    expect((await placeOrder(buyer.token, body)).status).toBe(201);
  });
});

describe('coupon limits under concurrency (real PostgreSQL)', () => {
  it('gives a 10-use coupon to exactly 10 of 200 buyers at once', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 5000 });
    const coupon = await seedCoupon({ usage_limit: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, (_, i) => createUser({ email: `cupom${i}@exemplo.org` })));
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'CUPOM10' });
    // Each from an address of its own: refused codes are limited per address.
    const answers = await Promise.all(buyers.map((buyer, i) => placeOrder(buyer.token, body, undefined, `10.0.${i >> 8}.${i & 255}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(190);
    expect(new Set(answers.filter((r) => r.status === 422).map((r) => r.body.errors.coupon_code[0]))).toEqual(new Set(['Cupom inválido ou inativo.']));
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from orders where coupon is not null`;
    expect([n, await usesOf(coupon), (await redemptions()).length]).toEqual([10, 10, 10]);
  }, 120_000);

  it('gives a once-per-customer coupon to one of 20 orders one customer sends at once', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 5000 });
    const coupon = await seedCoupon({ per_customer_limit: 1 });
    const buyer = await createUser();
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { coupon_code: 'CUPOM10' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(buyer.token, body)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(19);
    expect([await usesOf(coupon), (await redemptions()).length]).toEqual([1, 1]);
  }, 60_000);
});

describe('payments of a discounted order', () => {
  it('puts the discounted total in the Pix BR Code', async () => {
    await seedPixShop('11.222.333/0001-81');
    const product = await seedProduct({ price_cents: 2500 });
    await seedCoupon({ kind: 'fixed', amount_cents: 1000, code: 'DEZ' });
    const buyer = await createUser();
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], { coupon_code: 'DEZ' }));
    expect(placed.body.total_cents).toBe(5500);
    const path = { url: `/api/orders/${placed.body.id}/payment`, params: { id: placed.body.id } };
    const res = await call(orderPayments, 'GET', path.url, { ...path, token: buyer.token });
    expect(res.body.amount_cents).toBe(5500);
    expect(res.body.pix.copia_e_cola).toContain('540555.00');
  });

  it('lists a Checkout Pro preference as one line of the total when a coupon took something off', () => {
    const items = [{ name: 'Camiseta', quantity: 2, unit_price_cents: 5000 }];
    const plain = { shipping_cents: 1500, discount_cents: 0, total_cents: 11500, shipping: { name: 'PAC' } };
    expect(preferenceLines(items, plain, 'Pedido #1001 - Loja')).toEqual([
      { title: 'Camiseta', quantity: 2, unit_price_cents: 5000 },
      { title: 'Frete (PAC)', quantity: 1, unit_price_cents: 1500 },
    ]);
    expect(preferenceLines(items, { ...plain, discount_cents: 1000, total_cents: 10500 }, 'Pedido #1001 - Loja')).toEqual([
      { title: 'Pedido #1001 - Loja', quantity: 1, unit_price_cents: 10500 },
    ]);
  });
});
