import { beforeEach, describe, expect, it } from 'vitest';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { addSiteBusinessDays } from '../../src/lib/business-days';
import { formatDate } from '../../src/lib/date-time';
import { boletoDeadline } from '../../src/lib/shop/payment-mapping';
import { getSql } from '../../src/server/db/client';
import { expireOrders } from '../../src/server/shop/flows/order-actions';
import { reconcileMercadoPago } from '../../src/server/shop/flows/apply-payment';
import { mercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { createUser } from '../helpers/db';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, stockOf } from '../helpers/orders';
import { buyerWithDocument, MP_WEBHOOK_SECRET, notification, usePaymentsSetup } from '../helpers/payments';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';
import { seedShop, shopBody } from '../helpers/shop';

// Card installments and boleto through Mercado Pago, against the stand-in Mercado Pago.

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
});

type Checkout = { enabled: boolean; window_days: number; max_installments?: number; boleto_enabled?: boolean; boleto_window_days?: number };
const client = () => mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN });
const paymentOf = (token: string, id: string) =>
  call(orderPayments, 'GET', `/api/orders/${id}/payment`, { token, params: { id } });
const orderOf = (token: string, id: string) => call(orders, 'GET', `/api/orders/${id}`, { token, params: { id } });
const deliver = async (paymentId: string) => expect((await webhook(notification(paymentId), {})).status).toBe(200);
const expiresAt = async (id: string) => {
  const [row] = await getSql()<{ expires_at: Date }[]>`select expires_at from orders where id = ${id}`;
  return row.expires_at;
};

/** The shop with Mercado Pago's Pix and Checkout Pro on, Checkout Pro as given. */
async function seedShopWith(checkout: Checkout) {
  await seedProductsFeature();
  await seedShop({
    payments: {
      pix_manual: { enabled: false, instructions: null, window_days: 3 },
      mercadopago_pix: { enabled: true, window_days: 1 },
      mercadopago_checkout: checkout,
    },
    mercadopago_access_token: MP_ACCESS_TOKEN,
    mercadopago_webhook_secret: MP_WEBHOOK_SECRET,
  });
}

/** A buyer's order (2 units of R$ 49,90) by the method; the preference made for it, when Checkout Pro. */
async function orderBy(method: 'mercadopago_pix' | 'mercadopago_checkout') {
  const product = await seedProduct({ stock: 5, price_cents: 4990 });
  const buyer = await buyerWithDocument();
  const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }], { payment_method: method }));
  expect(res.status).toBe(201);
  const order = res.body as { id: string; number: number; total_cents: number };
  const preference = [...mp.preferences.values()].find((p) => p.external_reference === order.id);
  return { product, buyer, order, preference };
}

describe('/conta/shop: installments and boleto', () => {
  it('a shop saved before them offers 12× and no boleto, 3 business days when turned on', async () => {
    await seedShopWith({ enabled: true, window_days: 3 });
    const admin = await createUser({ role: 'admin' });
    const view = await call(shopSettings, 'GET', '/api/shop/settings', { token: admin.token });
    expect(view.body.payments.mercadopago_checkout).toEqual({
      enabled: true,
      window_days: 3,
      max_installments: 12,
      boleto_enabled: false,
      boleto_window_days: 3,
    });
  });

  it('saves the most installments and the boleto with its window; Pix and the card keep theirs', async () => {
    await seedShopWith({ enabled: true, window_days: 3 });
    const admin = await createUser({ role: 'admin' });
    const payments = {
      pix_manual: { enabled: false, window_days: 3 },
      mercadopago_pix: { enabled: true, window_days: 2 },
      mercadopago_checkout: { enabled: true, window_days: 4, max_installments: 6, boleto_enabled: true, boleto_window_days: 5 },
    };
    const saved = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody({ payments }) });
    expect(saved.status).toBe(200);
    expect(saved.body.payments.mercadopago_pix).toEqual({ enabled: true, window_days: 2 });
    expect(saved.body.payments.mercadopago_checkout).toEqual(payments.mercadopago_checkout);
  });

  it.each([
    ['max_installments', 0, 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.'],
    ['max_installments', 13, 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.'],
    ['max_installments', 2.5, 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.'],
    ['max_installments', '6', 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.'],
    ['max_installments', null, 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.'],
    ['boleto_window_days', 0, 'O campo Prazo do boleto (dias úteis) deve ser um número inteiro de 1 a 30.'],
    ['boleto_window_days', 31, 'O campo Prazo do boleto (dias úteis) deve ser um número inteiro de 1 a 30.'],
    ['boleto_enabled', 'sim', 'O campo Boleto bancário deve ser verdadeiro ou falso.'],
  ])('refuses %s = %j with a 422 on the field, changing nothing', async (field, value, message) => {
    await seedShopWith({ enabled: true, window_days: 3, max_installments: 4 });
    const admin = await createUser({ role: 'admin' });
    const payments = {
      pix_manual: { enabled: false, window_days: 3 },
      mercadopago_pix: { enabled: true, window_days: 1 },
      mercadopago_checkout: { enabled: true, window_days: 3, [field]: value },
    };
    const res = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody({ payments }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [`payments.mercadopago_checkout.${field}`]: [message] });
    const view = await call(shopSettings, 'GET', '/api/shop/settings', { token: admin.token });
    expect(view.body.payments.mercadopago_checkout.max_installments).toBe(4);
  });

  it('refuses the settings to a customer (403) and to anonymous (401)', async () => {
    await seedShopWith({ enabled: true, window_days: 3 });
    const buyer = await createUser();
    const body = shopBody();
    expect((await call(shopSettings, 'PUT', '/api/shop/settings', { token: buyer.token, body })).status).toBe(403);
    expect((await call(shopSettings, 'PUT', '/api/shop/settings', { body })).status).toBe(401);
  });
});

describe('the Checkout Pro preference', () => {
  it('sends the most installments and excludes boleto while it is off (the page cannot issue one)', async () => {
    await seedShopWith({ enabled: true, window_days: 3, max_installments: 6 });
    const { preference } = await orderBy('mercadopago_checkout');
    const body = preference?.body as Record<string, unknown>;
    expect(body.payment_methods).toEqual({ installments: 6, excluded_payment_types: [{ id: 'ticket' }] });
    expect(body).not.toHaveProperty('date_of_expiration');
    expect(() => mp.issueBoleto(preference?.id as string)).toThrow(/excludes ticket/);
  });

  it('offers boleto while it is on, due at the end of its last business day in Brasília time', async () => {
    await seedShopWith({ enabled: true, window_days: 3, max_installments: 12, boleto_enabled: true, boleto_window_days: 3 });
    const before = new Date();
    const { preference } = await orderBy('mercadopago_checkout');
    const body = preference?.body as Record<string, unknown>;
    expect(body.payment_methods).toEqual({ installments: 12 });
    expect(body.date_of_expiration).toBe(`${addSiteBusinessDays(before, 3)}T23:59:59.999-03:00`);
  });

  it('a Pix through Mercado Pago is unchanged: no installments nor boleto sent', async () => {
    await seedShopWith({ enabled: true, window_days: 3, boleto_enabled: true });
    await orderBy('mercadopago_pix');
    const sent = JSON.parse(mp.calls('/v1/payments')[0].body);
    expect(sent).not.toHaveProperty('payment_methods');
    expect(sent.payment_method_id).toBe('pix');
  });
});

describe('a boleto issued on the Checkout Pro page', () => {
  async function boletoOrder() {
    await seedShopWith({ enabled: true, window_days: 3, boleto_enabled: true, boleto_window_days: 3 });
    const placed = await orderBy('mercadopago_checkout');
    const first = await expiresAt(placed.order.id);
    const boletoId = mp.issueBoleto(placed.preference?.id as string);
    const due = mp.payments.get(boletoId)?.date_of_expiration as string;
    return { ...placed, first, boletoId, due };
  }

  it('is shown on the order with its link and due date, and the order waits for it: due date + 2 business days', async () => {
    const { buyer, order, first, boletoId, due } = await boletoOrder();
    await deliver(boletoId);
    const payment = await paymentOf(buyer.token, order.id);
    expect(payment.body).toMatchObject({
      status: 'pending',
      boleto: { url: `https://www.mercadopago.com.br/payments/${boletoId}/ticket?caller_id=1&hash=abc`, due_at: new Date(due).toISOString() },
      paid_with: null,
    });
    const deadline = await expiresAt(order.id);
    expect(deadline.toISOString()).toBe(boletoDeadline(due));
    expect(deadline.getTime()).toBeGreaterThan(first.getTime());
    // The order answers the same deadline (what "pague até" of the order shows).
    expect((await orderOf(buyer.token, order.id)).body.expires_at).toBe(deadline.toISOString());
  });

  it('mails "Boleto emitido" with its link once, however often the payment is read', async () => {
    const { order, boletoId, due } = await boletoOrder();
    await deliver(boletoId);
    await deliver(boletoId);
    await reconcileMercadoPago(getSql(), client());
    await Promise.all([deliver(boletoId), deliver(boletoId)]);
    const boletoMails = (await outbox.mails()).filter((m) => m.includes('Boleto emitido'));
    expect(boletoMails).toHaveLength(1);
    expect(boletoMails[0]).toContain(`Boleto emitido: pague até ${formatDate(due)}.`);
    expect(boletoMails[0]).toContain(`https://www.mercadopago.com.br/payments/${boletoId}/ticket`);
    expect(boletoMails[0]).toContain(`/conta/pedidos/${order.id}`);
  });

  it('the expiry job keeps the order while its boleto can be paid, even when the notification was lost', async () => {
    const { buyer, product, order, first } = await boletoOrder();
    // No notification: the job reads the payments first, which extends the deadline.
    expect(await expireOrders(getSql(), new Date(first.getTime() + 3_600_000), client())).toBe(0);
    expect((await orderOf(buyer.token, order.id)).body.status).toBe('pending');
    expect(await stockOf(product.id)).toBe(3);
    // Past the boleto's deadline, unpaid: canceled, the units back, the boleto cancelled at Mercado Pago.
    const after = new Date((await expiresAt(order.id)).getTime() + 60_000);
    expect(await expireOrders(getSql(), after, client())).toBe(1);
    expect((await orderOf(buyer.token, order.id)).body.status).toBe('canceled');
    expect(await stockOf(product.id)).toBe(5);
    expect((await paymentOf(buyer.token, order.id)).body.boleto).toBeNull();
  });

  it('paid, it pays the order, which shows "Boleto" and no longer the boleto to pay', async () => {
    const { buyer, order, boletoId } = await boletoOrder();
    await deliver(boletoId);
    mp.setPayment(boletoId, { status: 'approved', status_detail: 'accredited' });
    await deliver(boletoId);
    const payment = await paymentOf(buyer.token, order.id);
    expect(payment.body).toMatchObject({ status: 'paid', boleto: null, paid_with: { kind: 'boleto', installments: null } });
    // A late "waiting" read after the approval changes nothing and mails nothing more.
    mp.setPayment(boletoId, { status: 'pending', status_detail: 'pending_waiting_payment' });
    await deliver(boletoId);
    expect((await orderOf(buyer.token, order.id)).body.status).toBe('paid');
    expect((await outbox.mails()).filter((m) => m.includes('Boleto emitido'))).toHaveLength(1);
  });

  it('never shortens a later deadline', async () => {
    const { order, boletoId } = await boletoOrder();
    const far = new Date(Date.now() + 40 * 86_400_000);
    await getSql()`update orders set expires_at = ${far} where id = ${order.id}`;
    await deliver(boletoId);
    expect((await expiresAt(order.id)).toISOString()).toBe(far.toISOString());
  });

  it('another customer sees neither the boleto nor the order (404)', async () => {
    const { order, boletoId } = await boletoOrder();
    await deliver(boletoId);
    const other = await createUser();
    expect((await paymentOf(other.token, order.id)).status).toBe(404);
  });
});

describe('how a paid order was paid', () => {
  it('a card in 3× on the Checkout Pro page: "card", 3', async () => {
    await seedShopWith({ enabled: true, window_days: 3, max_installments: 6 });
    const { buyer, order, preference } = await orderBy('mercadopago_checkout');
    const declined = mp.payOnPreference(preference?.id as string, { status: 'rejected', status_detail: 'cc_rejected_insufficient_amount' });
    await deliver(declined);
    expect((await paymentOf(buyer.token, order.id)).body.paid_with).toBeNull();
    const paid = mp.payOnPreference(preference?.id as string, { status: 'approved', status_detail: 'accredited', installments: 3 });
    await deliver(paid);
    expect((await paymentOf(buyer.token, order.id)).body).toMatchObject({ status: 'paid', paid_with: { kind: 'card', installments: 3 } });
  });

  it('a Pix through Mercado Pago: "pix"; still shown once the order moves on', async () => {
    await seedShopWith({ enabled: true, window_days: 3 });
    const { buyer, order } = await orderBy('mercadopago_pix');
    const [{ id }] = [...mp.payments.values()];
    mp.setPayment(String(id), { status: 'approved', status_detail: 'accredited' });
    await deliver(String(id));
    expect((await paymentOf(buyer.token, order.id)).body.paid_with).toEqual({ kind: 'pix', installments: null });
    const admin = await createUser({ role: 'admin' });
    await call(orders, 'POST', `/api/orders/${order.id}/status`, { token: admin.token, params: { id: order.id }, body: { status: 'processing' } });
    expect((await paymentOf(buyer.token, order.id)).body.paid_with).toEqual({ kind: 'pix', installments: null });
  });

  it('an order paid by hand, with no Mercado Pago payment, says nothing', async () => {
    await seedShopWith({ enabled: true, window_days: 3 });
    const { buyer, order } = await orderBy('mercadopago_pix');
    const admin = await createUser({ role: 'admin' });
    await call(orders, 'POST', `/api/orders/${order.id}/status`, { token: admin.token, params: { id: order.id }, body: { status: 'paid' } });
    expect((await paymentOf(buyer.token, order.id)).body.paid_with).toBeNull();
  });
});
