import { beforeEach, describe, expect, it, vi } from 'vitest';
import orderPayments from '../../netlify/functions/order-payments.mts';
import shopCheckout from '../../netlify/functions/shop-checkout.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { getSql } from '../../src/server/db/client';
import { DOCUMENT_FOR_PIX } from '../../src/server/shop/checkout/create-order';
import { NO_RETRY, REFUND_ONLY_PAID } from '../../src/server/shop/flows/mercadopago-actions';
import { createUser } from '../helpers/db';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, stockOf } from '../helpers/orders';
import { buyerWithDocument, MP_WEBHOOK_SECRET, notification, seedMercadoPagoShop, usePaymentsSetup } from '../helpers/payments';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';
import { shopBody } from '../helpers/shop';

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
});

const path = (id: string, tail = '') => ({ url: `/api/orders/${id}/${tail || 'payment'}`, params: { id } });
const payment = (token: string, id: string) => call(orderPayments, 'GET', path(id).url, { ...path(id), token });
const action = (token: string, id: string, tail: string) => call(orderPayments, 'POST', path(id, tail).url, { ...path(id, tail), token });

async function mercadoPagoOrder(method: 'mercadopago_pix' | 'mercadopago_checkout' = 'mercadopago_pix') {
  await seedMercadoPagoShop();
  const product = await seedProduct({ stock: 5, price_cents: 4990 });
  const buyer = await buyerWithDocument();
  const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], { payment_method: method }));
  expect(res.status).toBe(201);
  return { product, buyer, order: res.body as { id: string; number: number; total_cents: number } };
}

describe('Mercado Pago in /conta/shop', () => {
  it('keeps the token and the webhook secret write-only, and needs both to turn a method on', async () => {
    const admin = await createUser({ role: 'admin' });
    await seedMercadoPagoShop();
    const view = await call(shopSettings, 'GET', '/api/shop/settings', { token: admin.token });
    // The address to set in Mercado Pago's panel is the server's SITE_URL, whatever host the request named.
    expect(view.body.mercadopago).toEqual({
      has_access_token: true,
      has_webhook_secret: true,
      webhook_url: 'https://loja.exemplo.org/api/payments/mercadopago',
    });
    expect(JSON.stringify(view.body)).not.toContain(MP_ACCESS_TOKEN);
    expect(JSON.stringify(view.body)).not.toContain(MP_WEBHOOK_SECRET);

    const on = { pix_manual: { enabled: false, window_days: 3 }, mercadopago_pix: { enabled: true, window_days: 1 } };
    const cleared = await call(shopSettings, 'PUT', '/api/shop/settings', {
      token: admin.token,
      body: shopBody({ payments: on, mercadopago_clear: true }),
    });
    expect(cleared.status).toBe(422);
    expect(Object.keys(cleared.body.errors)).toEqual(['mercadopago_access_token', 'mercadopago_webhook_secret']);
    // Left empty, the stored secrets stay.
    const kept = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody({ payments: on }) });
    expect(kept.status).toBe(200);
    expect(kept.body.mercadopago).toMatchObject({ has_access_token: true, has_webhook_secret: true });
  });

  it('names no notification address while the server has no SITE_URL', async () => {
    vi.stubEnv('SITE_URL', '');
    const admin = await createUser({ role: 'admin' });
    const view = await call(shopSettings, 'GET', '/api/shop/settings', { token: admin.token });
    expect(view.body.mercadopago.webhook_url).toBeNull();
  });

  it('offers the Mercado Pago methods at checkout once they are on', async () => {
    await seedMercadoPagoShop();
    const res = await call(shopCheckout, 'GET', '/api/shop/checkout');
    expect(res.body.payment_methods.map((m: { code: string }) => m.code)).toEqual(['pix_manual', 'mercadopago_pix', 'mercadopago_checkout']);
  });
});

describe('paying an order through Mercado Pago', () => {
  it('creates the Pix charge with the order: the QR, the total, the buyer, the order as reference, a stable key', async () => {
    const { buyer, order } = await mercadoPagoOrder();
    const [created] = mp.calls('/v1/payments');
    expect(JSON.parse(created.body)).toMatchObject({
      transaction_amount: order.total_cents / 100,
      payment_method_id: 'pix',
      external_reference: order.id,
      payer: { identification: { type: 'CPF', number: '52998224725' } },
      notification_url: 'https://loja.exemplo.org/api/payments/mercadopago',
    });
    expect(created.headers['x-idempotency-key']).toBe(`order-${order.id}-pix-1`);
    const res = await payment(buyer.token, order.id);
    expect(res.body).toMatchObject({ method: 'mercadopago_pix', status: 'pending', can_retry: false, flag: null, attempts: [] });
    expect(res.body.mercadopago.qr_code).toMatch(/^000201/);
    expect(res.body.mercadopago.qr_code_base64.length).toBeGreaterThan(10);
  });

  it('refuses Mercado Pago Pix to a buyer without CPF or CNPJ, before any order exists', async () => {
    await seedMercadoPagoShop();
    const product = await seedProduct({ stock: 5 });
    const buyer = await buyerWithDocument(null);
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: 'mercadopago_pix' }));
    expect(res).toMatchObject({ status: 422, body: { errors: { payment_method: [DOCUMENT_FOR_PIX] } } });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('keeps the order when Mercado Pago is down, and the buyer starts the charge again later', async () => {
    await seedMercadoPagoShop();
    mp.mode = 'error';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const product = await seedProduct({ stock: 5 });
    const buyer = await buyerWithDocument();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: 'mercadopago_pix' }));
    expect(res.status).toBe(201);
    expect((await payment(buyer.token, res.body.id)).body).toMatchObject({ mercadopago: null, can_retry: true });
    mp.mode = 'success';
    const retried = await action(buyer.token, res.body.id, 'payment/retry');
    expect(retried.status).toBe(200);
    expect(retried.body.mercadopago.qr_code).toMatch(/^000201/);
    expect((await action(buyer.token, res.body.id, 'payment/retry')).body.message).toBe(NO_RETRY);
  });

  it('answers the order within MERCADOPAGO_TIMEOUT_MS when Mercado Pago never answers: pending, the charge to start again', async () => {
    await seedMercadoPagoShop();
    vi.stubEnv('MERCADOPAGO_TIMEOUT_MS', '200');
    mp.mode = 'silent';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const product = await seedProduct({ stock: 5 });
    const buyer = await buyerWithDocument();
    const started = Date.now();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { payment_method: 'mercadopago_pix' }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(mp.calls('/v1/payments')).toHaveLength(1);
    expect(errors.mock.calls.flat().join(' ')).toContain('TimeoutError');
    expect((await payment(buyer.token, res.body.id)).body).toMatchObject({ mercadopago: null, can_retry: true });
    // The buyer's retry while it is still silent: the same 502 as when it is down, no 500.
    const silent = await action(buyer.token, res.body.id, 'payment/retry');
    expect(silent).toMatchObject({ status: 502, body: { message: 'O Mercado Pago não respondeu em 0,2 s. Tente novamente.' } });
    mp.mode = 'success';
    expect((await action(buyer.token, res.body.id, 'payment/retry')).body.mercadopago.qr_code).toMatch(/^000201/);
  });

  it('sends a card buyer to Checkout Pro with the items, the shipping and the way back to the order', async () => {
    const { buyer, order } = await mercadoPagoOrder('mercadopago_checkout');
    const [preference] = mp.calls('/checkout/preferences');
    expect(JSON.parse(preference.body)).toMatchObject({
      external_reference: order.id,
      back_urls: { success: `https://loja.exemplo.org/conta/pedidos/${order.id}` },
      notification_url: 'https://loja.exemplo.org/api/payments/mercadopago',
    });
    const { items } = JSON.parse(preference.body) as { items: { title: string; quantity: number; unit_price: number }[] };
    expect(items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0)).toBe(order.total_cents);
    expect((await payment(buyer.token, order.id)).body.mercadopago.init_point).toMatch(/^https?:\/\//);
  });

  it('a rejected payment mails the buyer a link to try again; trying again goes back to pending with a new charge', async () => {
    const { buyer, order } = await mercadoPagoOrder();
    const [{ id: paymentId }] = [...mp.payments.values()];
    mp.setPayment(String(paymentId), { status: 'rejected' });
    expect((await webhook(notification(String(paymentId)), {})).status).toBe(200);
    const mails = await outbox.mails();
    expect(mails.some((m) => m.includes('não foi aprovado') && m.includes(`/conta/pedidos/${order.id}`))).toBe(true);
    expect((await payment(buyer.token, order.id)).body).toMatchObject({ status: 'failed', can_retry: true });
    const retried = await action(buyer.token, order.id, 'payment/retry');
    expect(retried.body).toMatchObject({ status: 'pending', can_retry: false });
    expect(mp.calls('/v1/payments').at(-1)?.headers['x-idempotency-key']).toBe(`order-${order.id}-pix-2`);
  });

  it('"Consultar pagamento" applies what Mercado Pago says now; "Estornar" refunds once and cancels with the units back', async () => {
    const { product, order } = await mercadoPagoOrder();
    const admin = await createUser({ role: 'admin' });
    const [{ id: paymentId }] = [...mp.payments.values()];
    mp.setPayment(String(paymentId), { status: 'approved' });
    const checked = await action(admin.token, order.id, 'payment/check');
    expect(checked.body).toMatchObject({ status: 'paid' });
    expect(checked.body.attempts[0]).toMatchObject({ status: 'approved', amount_cents: order.total_cents });
    expect(await stockOf(product.id)).toBe(3);
    const refunds = await Promise.all([action(admin.token, order.id, 'refund'), action(admin.token, order.id, 'refund')]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(mp.calls(`/v1/payments/${paymentId}/refunds`).length).toBeGreaterThanOrEqual(1);
    const [{ status }] = await getSql()<{ status: string }[]>`select status from orders where id = ${order.id}`;
    expect(status).toBe('canceled');
    expect(await stockOf(product.id)).toBe(5);
    expect((await action(admin.token, order.id, 'refund')).body.message).toBe(REFUND_ONLY_PAID);
  });

  it('a customer cannot consult or refund; another customer cannot see or retry the payment', async () => {
    const { buyer, order } = await mercadoPagoOrder();
    const other = await createUser();
    expect((await action(buyer.token, order.id, 'payment/check')).status).toBe(403);
    expect((await action(buyer.token, order.id, 'refund')).status).toBe(403);
    expect((await payment(other.token, order.id)).status).toBe(404);
    expect((await action(other.token, order.id, 'payment/retry')).status).toBe(404);
    expect((await call(orderPayments, 'GET', path(order.id).url, path(order.id))).status).toBe(401);
  });
});
