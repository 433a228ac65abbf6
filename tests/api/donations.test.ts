import { describe, expect, it } from 'vitest';
import cart from '../../netlify/functions/cart.mts';
import coupons from '../../netlify/functions/coupons.mts';
import orders from '../../netlify/functions/orders.mts';
import products from '../../netlify/functions/products.mts';
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { ADDRESS_REQUIRED, SHIPPING_REQUIRED } from '../../src/lib/schemas/order';
import { COUPON_NO_LINES } from '../../src/lib/shop/coupons';
import { manualMoves, NO_DELIVERY_MOVE } from '../../src/lib/shop/orders';
import { getSql } from '../../src/server/db/client';
import { KEY_REUSED } from '../../src/server/shop/checkout/create-order';
import { NO_DELIVERY } from '../../src/server/shop/orders/orders-csv';
import { preferenceLines } from '../../src/server/shop/flows/mercadopago-actions';
import { createUser } from '../helpers/db';
import { countOrders, orderBody, placeOrder, seedCheckoutShop, stockOf, useOrderMails } from '../helpers/orders';
import { PRODUCT_BODY, seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// Donations: a product of kind `donation` takes the amount the buyer types (at least its price, the
// minimum), has no stock and ships nothing; an order of donations only needs no address and no shipping.

const outbox = useOrderMails();

const admin = async () => (await createUser({ role: 'admin' })).token;
const DONATION_BODY = { name: 'Apoie a biblioteca', kind: 'donation', price_cents: 1000, suggested_amounts_cents: [10000, 2000, 5000], status: 'published' };
const check = (items: unknown) => call(cart, 'POST', '/api/cart/check', { body: { items } });
const donationOnly = (items: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  ({ items, payment_method: 'pix_manual', ...extra });
const seedDonation = () => seedProduct({ kind: 'donation', name: 'Apoie a biblioteca', price_cents: 1000, suggested_amounts_cents: [2000, 5000] });
const item = (id: string, suffix = '') => ({ url: `/api/orders/${id}${suffix}`, params: { id } });

describe('a donation product', () => {
  it('is created by a manager with its minimum and suggested amounts (sorted), without stock, measures or variants', async () => {
    await seedCheckoutShop();
    const res = await call(products, 'POST', '/api/products', {
      token: await admin(),
      body: { ...DONATION_BODY, stock: 5, options: [], variants: [] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'donation', price_cents: 1000, suggested_amounts_cents: [2000, 5000, 10000], stock: null, available: true,
      weight_g: 1, options: [], variants: [],
    });
    const listed = await call(products, 'GET', '/api/products');
    expect(listed.body.data[0]).toMatchObject({ kind: 'donation', suggested_amounts_cents: [2000, 5000, 10000] });
  });

  it('refuses a minimum under R$ 1,00, suggestions under the minimum, a "de" price and options, each on its field', async () => {
    await seedCheckoutShop();
    const token = await admin();
    const res = await call(products, 'POST', '/api/products', {
      token,
      body: { ...DONATION_BODY, price_cents: 50, suggested_amounts_cents: [20], compare_at_cents: 900, options: ['Cor'], variants: [{ option_values: ['Azul'] }] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      price_cents: ['O campo Valor mínimo deve ser de pelo menos R$ 1,00.'],
      suggested_amounts_cents: ['O campo Valores sugeridos deve ter só valores iguais ou maiores que o Valor mínimo.'],
      compare_at_cents: ['Uma doação não tem Preço "de".'],
      options: ['Uma doação não tem opções nem variações.'],
    });
    const many = await call(products, 'POST', '/api/products', { token, body: { ...DONATION_BODY, suggested_amounts_cents: [1, 2, 3, 4, 5, 6, 7] } });
    expect(many.body.errors.suggested_amounts_cents).toEqual(['O campo Valores sugeridos deve ter no máximo 6 valores.']);
    const kind = await call(products, 'POST', '/api/products', { token, body: { ...DONATION_BODY, kind: 'servico' } });
    expect(kind.body.errors.kind).toEqual(['O campo Tipo deve ser Produto ou Doação / valor livre.']);
    expect((await call(products, 'GET', '/api/products')).body.total).toBe(0);
  });

  it('keeps no stock when a product becomes a donation, and suggestions only for donations', async () => {
    await seedCheckoutShop();
    const token = await admin();
    const created = await call(products, 'POST', '/api/products', { token, body: { ...PRODUCT_BODY, stock: 8, suggested_amounts_cents: [500] } });
    expect(created.body).toMatchObject({ kind: 'product', stock: 8, suggested_amounts_cents: [] });
    const id = created.body.id as string;
    const turned = await call(products, 'PUT', `/api/products/${id}`, {
      params: { id },
      token,
      body: { ...PRODUCT_BODY, kind: 'donation', price_cents: 1500, stock: 8, stock_expected: 8 },
    });
    expect(turned.status).toBe(200);
    expect(turned.body).toMatchObject({ kind: 'donation', stock: null, available: true });
    expect(await stockOf(id)).toBeNull();
  });
});

describe('a donation in the cart', () => {
  it('costs the amount chosen, has no stock limit, and is a problem without an amount or below the minimum', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const ok = await check([{ product_id: donation.id, quantity: 1, amount_cents: 2500 }]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      lines: [{ kind: 'donation', unit_price_cents: 2500, line_total_cents: 2500, available: null, minimum_cents: 1000, problem: null }],
      subtotal_cents: 2500,
      problems: [],
    });
    const low = await check([{ product_id: donation.id, quantity: 1, amount_cents: 999 }, { product_id: donation.id, quantity: 1 }]);
    expect(low.body.problems).toEqual([
      { line: 0, code: 'amount', message: 'O valor da doação deve ser de pelo menos R$ 10,00.', available: null },
      { line: 1, code: 'amount', message: 'O valor da doação deve ser de pelo menos R$ 10,00.', available: null },
    ]);
    const bad = await check([{ product_id: donation.id, quantity: 1, amount_cents: 12.5 }]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['items.0.amount_cents']);
  });

  it('ships nothing: a cart of donations has no shipping options, a mixed cart is quoted for its products only', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const book = await seedProduct({ price_cents: 3000 });
    const quote = (items: unknown) => call(shippingQuote, 'POST', '/api/shipping/quote', { body: { postal_code: '01001000', items } });
    const alone = await quote([{ product_id: donation.id, quantity: 1, amount_cents: 5000 }]);
    expect(alone.status).toBe(200);
    expect(alone.body.options).toEqual([]);
    const mixed = await quote([{ product_id: book.id, quantity: 1 }, { product_id: donation.id, quantity: 1, amount_cents: 5000 }]);
    const plain = await quote([{ product_id: book.id, quantity: 1 }]);
    expect(mixed.body.options).toEqual(plain.body.options);
    expect(mixed.body.options.length).toBeGreaterThan(0);
  });
});

describe('an order with donations', () => {
  it('of donations only needs no address and no shipping, takes no stock, and says "Doação" in its e-mails', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const buyer = await createUser({ name: 'Bia Lima' });
    const res = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: 5000 }]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending', address: null, shipping: null, shipping_cents: 0, subtotal_cents: 5000, total_cents: 5000,
      items: [{ kind: 'donation', name: 'Apoie a biblioteca', unit_price_cents: 5000, quantity: 1, line_total_cents: 5000 }],
    });
    expect(await stockOf(donation.id)).toBeNull();
    const [customerMail] = (await outbox().mails()).filter((mail) => mail.includes(`To: ${buyer.user.email}`));
    const text = customerMail;
    expect(text).toContain('- 1 × Doação: Apoie a biblioteca: R$ 50,00');
    expect(text).not.toContain('Frete');
    expect(text).not.toContain('Endereço');

    const token = await admin();
    const paid = await call(orders, 'POST', item(res.body.id, '/status').url, { ...item(res.body.id, '/status'), token, body: { status: 'paid' } });
    expect(paid.status).toBe(200);
    const paidMail = (await outbox().mails()).filter((mail) => mail.includes(`To: ${buyer.user.email}`)).at(-1) as string;
    expect(paidMail).toContain('Obrigado pela sua doação!');

    const csv = await orders(new Request('http://localhost/api/orders/export.csv', { headers: { authorization: `Token ${token}` } }), {});
    const lines = new TextDecoder().decode(new Uint8Array(await csv.arrayBuffer()).slice(3)).split('\r\n');
    const columns = lines[0].split(';');
    const values = lines[1].split(';');
    expect(values[columns.indexOf('Doação')]).toBe('50,00');
    expect(values[columns.indexOf('Serviço de entrega')]).toBe(NO_DELIVERY);
    expect(values[columns.indexOf('Frete')]).toBe('0,00');
  });

  it('with products needs the address and the shipping of the products, and totals both', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const book = await seedProduct({ price_cents: 3000, stock: 4 });
    const buyer = await createUser();
    const items = [{ product_id: book.id, quantity: 1 }, { product_id: donation.id, quantity: 1, amount_cents: 2000 }];
    const noAddress = await placeOrder(buyer.token, donationOnly(items));
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.errors).toEqual({ address: [ADDRESS_REQUIRED] });
    const noShipping = await placeOrder(buyer.token, orderBody(items, { shipping_service: null }));
    expect(noShipping.body.errors).toEqual({ shipping_service: [SHIPPING_REQUIRED] });
    const res = await placeOrder(buyer.token, orderBody(items));
    expect(res.status).toBe(201);
    expect(res.body.subtotal_cents).toBe(5000);
    expect(res.body.shipping).toMatchObject({ service: '04510' });
    expect(res.body.total_cents).toBe(5000 + res.body.shipping_cents);
    expect(res.body.items.map((line: { kind: string }) => line.kind)).toEqual(['product', 'donation']);
    expect(await stockOf(book.id)).toBe(3);
  });

  it('refuses an amount under the minimum, or none, on the line, and writes nothing', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const buyer = await createUser();
    const low = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: 999 }]));
    expect(low.status).toBe(422);
    expect(low.body.errors).toEqual({ 'items.0.amount_cents': ['Item 1: O valor da doação deve ser de pelo menos R$ 10,00.'] });
    const none = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1 }]));
    expect(none.body.errors['items.0.amount_cents']).toEqual(['Item 1: O valor da doação deve ser de pelo menos R$ 10,00.']);
    expect(await countOrders()).toBe(0);
  });

  it('answers a retry with the same amount with the same order, and another amount under the same key with a 422', async () => {
    await seedCheckoutShop();
    const donation = await seedDonation();
    const buyer = await createUser();
    const key = 'doacao-0001';
    const first = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: 5000 }]), key);
    const again = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: 5000 }]), key);
    expect(again.body.id).toBe(first.body.id);
    const other = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: 7000 }]), key);
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual([KEY_REUSED]);
    expect(await countOrders()).toBe(1);
  });

  it('is never discounted by a coupon: the coupon counts and discounts the products only', async () => {
    await seedCheckoutShop();
    await getSql()`insert into coupons (code, kind, percent, min_subtotal_cents) values ('DEZ', 'percent', 10, 4000)`;
    const donation = await seedDonation();
    const book = await seedProduct({ price_cents: 3000 });
    const withCoupon = (items: unknown) => call(coupons, 'POST', '/api/coupons/check', { body: { code: 'DEZ', items } });
    const gift = { product_id: donation.id, quantity: 1, amount_cents: 10000 };
    const alone = await withCoupon([gift]);
    expect(alone.status).toBe(422);
    expect(alone.body.errors.code).toEqual([COUPON_NO_LINES]);
    // R$ 30 of products and R$ 100 given: below the coupon's R$ 40 minimum.
    expect((await withCoupon([{ product_id: book.id, quantity: 1 }, gift])).body.errors.code).toEqual(['Pedido mínimo de R$ 40,00 para este cupom']);
    const buyer = await createUser();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: book.id, quantity: 2 }, gift], { coupon_code: 'DEZ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ subtotal_cents: 16000, discount_cents: 600 });
  });
});

describe('Mercado Pago', () => {
  it('names a donation line as a donation in the Checkout Pro preference, with no shipping line without shipping', () => {
    const lines = preferenceLines(
      [{ name: 'Apoie a biblioteca', quantity: 1, unit_price_cents: 5000, kind: 'donation' }],
      { shipping_cents: 0, discount_cents: 0, total_cents: 5000, shipping: null },
      'Pedido #1001',
    );
    expect(lines).toEqual([{ title: 'Doação: Apoie a biblioteca', quantity: 1, unit_price_cents: 5000 }]);
  });
});

/** A shop, a donation and a buyer's order of it alone, placed (201). */
async function donationOrder(amountCents: number) {
  await seedCheckoutShop();
  const donation = await seedDonation();
  const buyer = await createUser();
  const placed = await placeOrder(buyer.token, donationOnly([{ product_id: donation.id, quantity: 1, amount_cents: amountCents }]));
  expect(placed.status).toBe(201);
  return { donation, buyer, placed };
}

describe('an order of donations only, once paid', () => {
  it('is never sent nor received: the move is a 422 on status and changes nothing; processing and a cancel still go', async () => {
    const { placed } = await donationOrder(2000);
    const token = await admin();
    const move = (body: Record<string, unknown>) => call(orders, 'POST', item(placed.body.id, '/status').url, { ...item(placed.body.id, '/status'), token, body });
    expect((await move({ status: 'paid' })).status).toBe(200);
    expect((await move({ status: 'processing' })).status).toBe(200);
    const sent = await move({ status: 'sent', tracking_code: 'AA123456789BR' });
    expect(sent.status).toBe(422);
    expect(sent.body.errors).toEqual({ status: [NO_DELIVERY_MOVE] });
    const [row] = await getSql()<{ status: string; tracking_code: string | null }[]>`select status, tracking_code from orders where id = ${placed.body.id}`;
    expect(row).toEqual({ status: 'processing', tracking_code: null });
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from order_history where order_id = ${placed.body.id} and to_status = 'sent'`;
    expect(n).toBe(0);
    // The manager's screen offers only what the server takes.
    expect(manualMoves('processing', false)).toEqual(['canceled']);
    expect(manualMoves('processing', true)).toEqual(['sent', 'canceled']);
    expect((await move({ status: 'canceled' })).status).toBe(200);
  });
});

describe('the orders dashboard and list, with orders of donations only', () => {
  it('count a paid order of donations only as waiting for no one, and list orders by delivery (with, without)', async () => {
    const { buyer, placed: gift } = await donationOrder(2000);
    const book = await seedProduct({ price_cents: 3000, stock: 4 });
    const parcel = await placeOrder(buyer.token, orderBody([{ product_id: book.id, quantity: 1 }]));
    expect(parcel.status).toBe(201);
    const token = await admin();
    for (const id of [gift.body.id, parcel.body.id]) {
      const res = await call(orders, 'POST', item(id, '/status').url, { ...item(id, '/status'), token, body: { status: 'paid' } });
      expect(res.status).toBe(200);
    }
    const summary = await call(orders, 'GET', '/api/orders/summary', { token });
    expect(summary.body.by_status).toMatchObject({ pending: 0, paid: 2 });
    // The donation is paid and done: only the parcel waits for someone to prepare and send it.
    expect(summary.body.waiting).toMatchObject({ pending: 0, paid: 1, processing: 0 });
    const list = async (query: string) => (await call(orders, 'GET', `/api/orders?${query}`, { token })).body.data.map((o: { id: string }) => o.id);
    expect(await list('status=paid&delivery=with')).toEqual([parcel.body.id]);
    expect(await list('delivery=without')).toEqual([gift.body.id]);
    expect((await list('status=paid')).sort()).toEqual([gift.body.id, parcel.body.id].sort());
    const csv = await orders(new Request('http://localhost/api/orders/export.csv?delivery=without', { headers: { authorization: `Token ${token}` } }), {});
    const rows = (await csv.text()).split('\r\n').slice(1).filter(Boolean);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(String(gift.body.number));
    const bad = await call(orders, 'GET', '/api/orders?delivery=talvez', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ delivery: ['O parâmetro delivery deve ser with (com entrega) ou without (só doações).'] });
  });
});

describe('a canceled order of a donation', () => {
  it('gives no stock back, even when its product has become one with stock since', async () => {
    const { donation, buyer, placed } = await donationOrder(5000);
    await getSql()`update products set kind = 'product', stock = 3 where id = ${donation.id}`;
    const canceled = await call(orders, 'POST', item(placed.body.id, '/cancel').url, { ...item(placed.body.id, '/cancel'), token: buyer.token });
    expect(canceled.status).toBe(200);
    expect(await stockOf(donation.id)).toBe(3);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from stock_history where kind = 'cancel'`;
    expect(n).toBe(0);
  });
});
