import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import addresses from '../../netlify/functions/addresses.mts';
import register from '../../netlify/functions/auth-register.mts';
import cart from '../../netlify/functions/cart.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { getSql } from '../../src/server/db/client';
import { addressBody, registrationBody, useTempOutbox } from '../helpers/accounts';
import { startCorreiosServer, type CorreiosServer } from '../helpers/correios-server';
import { createUser, resetDb } from '../helpers/db';
import { startMercadoPagoServer, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { countOrders, orderBody, placeOrder, PIX_RECEIVER, seedCheckoutShop, SP_ADDRESS, stockOf } from '../helpers/orders';
import { buyerWithDocument, seedMercadoPagoShop } from '../helpers/payments';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { statusCounts } from '../helpers/rate';
import { call } from '../helpers/request';
import { CORREIOS_FIELDS, seedShop } from '../helpers/shop';

// "Bad input, once more": what a client can send that answered 500 or was taken wrongly.

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
let mp: MercadoPagoServer;
let correios: CorreiosServer;
beforeAll(async () => {
  [mp, correios] = await Promise.all([startMercadoPagoServer(), startCorreiosServer()]);
});
afterAll(() => Promise.all([mp.close(), correios.close()]));
beforeEach(async () => {
  await resetDb();
  mp.reset();
  correios.reset();
  vi.stubEnv('MERCADOPAGO_API_BASE', mp.url);
  vi.stubEnv('CORREIOS_API_BASE', correios.url);
  vi.stubEnv('SITE_URL', 'https://loja.exemplo.org');
  outbox = await useTempOutbox();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await outbox.cleanup();
});

/** The most a product may cost (R$ 1.000.000,00). */
const MILLION = 100_000_000;
const TOO_MUCH = 'Item 2: o campo Quantidade faz o pedido passar do total máximo de R$ 20.000.000,00.';

describe('a total beyond the maximum order total (R$ 20.000.000,00)', () => {
  it('is a 422 on the quantity of the line that passes it, in the order, the cart check and the quote; nothing is reserved', async () => {
    await seedCheckoutShop();
    const book = await seedProduct({ price_cents: 4990, stock: 5 });
    const jewel = await seedProduct({ price_cents: MILLION, stock: 50 });
    const buyer = await createUser();
    const items = [{ product_id: book.id, quantity: 1 }, { product_id: jewel.id, quantity: 22 }];

    const order = await placeOrder(buyer.token, orderBody(items));
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ 'items.1.quantity': [TOO_MUCH] });
    expect([await countOrders(), await stockOf(book.id), await stockOf(jewel.id)]).toEqual([0, 5, 50]);
    expect(await outbox.mails()).toEqual([]);

    const checked = await call(cart, 'POST', '/api/cart/check', { body: { items } });
    expect(checked).toMatchObject({ status: 422, body: { errors: { 'items.1.quantity': [TOO_MUCH] } } });
    const quoted = await call(shippingQuote, 'POST', '/api/shipping/quote', { body: { postal_code: '01001000', items } });
    expect(quoted).toMatchObject({ status: 422, body: { errors: { 'items.1.quantity': [TOO_MUCH] } } });
  });

  it('takes a cart of exactly the maximum (the total with shipping), and refuses one whose shipping passes it', async () => {
    await seedCheckoutShop();
    const jewel = await seedProduct({ price_cents: MILLION, stock: null });
    const buyer = await createUser();
    // 20 units: R$ 20.000.000,00 of goods. Pickup (free) keeps the total at the maximum; PAC (R$ 60,00) passes it.
    await seedShop({
      pickup: { enabled: true, name: 'Retirar no local', address: 'Rua A, 1' },
      payments: { pix_manual: { enabled: true, instructions: 'Pix', window_days: 3 } },
    });
    const items = [{ product_id: jewel.id, quantity: 20 }];
    const pickup = await placeOrder(buyer.token, orderBody(items, { shipping_service: 'retirada' }));
    expect(pickup.status).toBe(201);
    expect(pickup.body.total_cents).toBe(2_000_000_000);
    const shipped = await placeOrder(buyer.token, orderBody(items));
    expect(shipped.status).toBe(422);
    expect(shipped.body.errors).toEqual({ 'items.0.quantity': [TOO_MUCH.replace('Item 2', 'Item 1')] });
    expect((await call(cart, 'POST', '/api/cart/check', { body: { items } })).status).toBe(200);
  });
});

describe('zero amounts', () => {
  const ZERO_FOR_MP =
    'O campo Forma de pagamento não aceita o Mercado Pago num pedido de total zero ou com item gratuito (o Mercado Pago recusa valores zero). Escolha outra forma de pagamento.';
  const freeShipping = { enabled: true, min_subtotal_cents: 0, services: ['04510'], states: [] };

  it.each(['mercadopago_pix', 'mercadopago_checkout'])(
    'with %s, a zero total or a free line is a 422 on payment_method before anything is reserved or mailed',
    async (method) => {
      await seedMercadoPagoShop();
      const free = await seedProduct({ price_cents: 0, stock: 5 });
      const paid = await seedProduct({ price_cents: 4990, stock: 5 });
      const buyer = await buyerWithDocument();
      for (const items of [[{ product_id: free.id, quantity: 1 }], [{ product_id: free.id, quantity: 1 }, { product_id: paid.id, quantity: 1 }]]) {
        const res = await placeOrder(buyer.token, orderBody(items, { payment_method: method }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ payment_method: [ZERO_FOR_MP] });
      }
      // A zero total made of free shipping too.
      await getSql()`update shop_settings set free_shipping = ${getSql().json(freeShipping)}`;
      const zero = await placeOrder(buyer.token, orderBody([{ product_id: free.id, quantity: 2 }], { payment_method: method }));
      expect(zero.body.errors).toEqual({ payment_method: [ZERO_FOR_MP] });
      expect([await countOrders(), await stockOf(free.id), await stockOf(paid.id)]).toEqual([0, 5, 5]);
      expect(await outbox.mails()).toEqual([]);
      expect(mp.received.length).toBe(0);
    },
  );

  it('with Pix / transferência, a zero total needs no payment: the order is paid at once and says there is nothing to pay', async () => {
    await seedProductsFeature();
    await seedShop({
      free_shipping: freeShipping,
      payments: { pix_manual: { enabled: true, pix_key: 'contato@vitrine.local', ...PIX_RECEIVER, instructions: 'Pague pelo Pix.', window_days: 3 } },
    });
    const free = await seedProduct({ name: 'Folheto', price_cents: 0, stock: 5 });
    const buyer = await createUser({ name: 'Ana Souza', email: 'ana@exemplo.org' });
    const res = await placeOrder(buyer.token, orderBody([{ product_id: free.id, quantity: 2 }]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'paid', total_cents: 0, payment_method: 'pix_manual' });
    expect(res.body.history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([[null, 'pending'], ['pending', 'paid']]);
    expect(await stockOf(free.id)).toBe(3);
    const [row] = await getSql()<{ payment_instructions: string; paid_at: Date | null }[]>`select payment_instructions, paid_at from orders`;
    expect(row.payment_instructions).toBe('Pedido sem valor a pagar: não há nenhum pagamento a fazer.');
    expect(row.paid_at).not.toBeNull();
    const [history] = await getSql()<{ note: string }[]>`select note from order_history where to_status = 'paid'`;
    expect(history.note).toBe('Pedido sem valor a pagar.');

    // No BR Code of R$ 0,00.
    const params = { id: res.body.id };
    const payment = await call(orderPayments, 'GET', `/api/orders/${res.body.id}/payment`, { token: buyer.token, params });
    expect(payment.status).toBe(200);
    expect(payment.body).toMatchObject({ status: 'paid', amount_cents: 0, pix: null });

    // The mail says so, without a code or a deadline to pay.
    const mail = (await outbox.mails()).find((m) => m.includes('To: ana@exemplo.org')) as string;
    expect(mail).toContain('Este pedido não tem valor a pagar.');
    expect(mail).not.toContain('Pague pelo Pix.');
    expect(mail).not.toContain('aguarda o pagamento');
    expect(mail).not.toMatch(/copia e cola/i);
  });
});

describe('a CEP of another state than the one given', () => {
  const SAO_PAULO_IN_MANAUS = { cep: '01001-000', state: 'AM', city: 'Manaus' };
  const MESSAGE = 'O campo CEP pertence ao estado SP, não a AM. Confira o CEP e o Estado.';

  it('is a 422 on cep for a saved address, a registration and a new address at checkout', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: 5 });
    const buyer = await createUser();
    const saved = await call(addresses, 'POST', '/api/addresses', { token: buyer.token, body: addressBody(SAO_PAULO_IN_MANAUS) });
    expect(saved).toMatchObject({ status: 422, body: { errors: { cep: [MESSAGE] } } });
    const registered = await call(register, 'POST', '/api/auth/register', { body: registrationBody(SAO_PAULO_IN_MANAUS) });
    expect(registered).toMatchObject({ status: 422, body: { errors: { cep: [MESSAGE] } } });
    const order = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { address: { ...SP_ADDRESS, ...SAO_PAULO_IN_MANAUS } }));
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ 'address.cep': [MESSAGE] });
    expect([await countOrders(), await stockOf(product.id)]).toEqual([0, 5]);
    // A CEP of Manaus in Manaus is fine.
    const manaus = await call(addresses, 'POST', '/api/addresses', { token: buyer.token, body: addressBody({ ...SAO_PAULO_IN_MANAUS, cep: '69005-040' }) });
    expect(manaus.status).toBe(201);
  });
});

describe('an order whose quote may call the Correios', () => {
  const QUOTE_FULL = 'Muitas consultas de frete. Tente novamente em alguns minutos.';

  it('takes a slot of the quote’s rate limit for the client’s address, so quotes and orders share the 60 per 5 minutes', async () => {
    vi.stubEnv('CORREIOS_TIMEOUT_MS', '2000');
    await seedProductsFeature();
    await seedShop({ provider: 'correios', ...CORREIOS_FIELDS, payments: { pix_manual: { enabled: true, instructions: 'Pix', window_days: 3 } } });
    const product = await seedProduct({ stock: null });
    const buyer = await createUser();
    const items = [{ product_id: product.id, quantity: 1 }];
    const quotes = [];
    for (let i = 0; i < 59; i++) quotes.push(await call(shippingQuote, 'POST', '/api/shipping/quote', { body: { postal_code: '01001000', items }, ip: '203.0.113.20' }));
    expect(statusCounts(quotes)).toEqual({ 200: 59 });
    const order = (key: string, ip = '203.0.113.20') =>
      call(orders, 'POST', '/api/orders', { token: buyer.token, body: orderBody(items), headers: { 'idempotency-key': key }, ip });
    const ordered = await order('pedido-correios-1');
    expect(ordered.status).toBe(201);
    expect(ordered.body.shipping).toMatchObject({ provider: 'correios' });
    const refused = await order('pedido-correios-2');
    expect(refused).toMatchObject({ status: 429, body: { message: QUOTE_FULL } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address goes on; a retry of the first order (the same key) is answered without quoting.
    expect((await order('pedido-correios-3', '203.0.113.21')).status).toBe(201);
    expect((await order('pedido-correios-1')).status).toBe(201);
    expect(await countOrders()).toBe(2);
  });

  it('takes no quote slot when the table prices the shipping (nothing outside is called)', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ stock: null });
    const buyer = await createUser();
    expect((await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]))).status).toBe(201);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from rate_events where bucket = 'shipping-quote'`;
    expect(n).toBe(0);
  });
});
