import { describe, expect, it } from 'vitest';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import { APPROVED_WHILE_CANCELED, DOUBLE_PAYMENT } from '../../src/lib/shop/payment-mapping';
import { getSql } from '../../src/server/db/client';
import { expireOrders, PROVIDER_MOVE_ONLY } from '../../src/server/shop/flows/order-actions';
import { NOT_A_DUPLICATE } from '../../src/server/shop/flows/mercadopago-actions';
import { reconcileMercadoPago } from '../../src/server/shop/flows/apply-payment';
import { mercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { createUser } from '../helpers/db';
import { MP_ACCESS_TOKEN } from '../helpers/mercadopago-server';
import { orderBody, placeOrder, stockOf } from '../helpers/orders';
import { buyerWithDocument, notification, seedMercadoPagoShop, usePaymentsSetup } from '../helpers/payments';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

// Payments as real buyers and staff make them happen, one table of sequences. Each row is a list of steps
// (what Mercado Pago does, what the buyer or the staff do) and what the order ends as: its status, the product's stock,
// the managers' flag and the e-mails the buyer got. Every row runs twice: with each payment delivered by its signed
// notification (the webhook), and with nothing delivered but the scheduled reconciliation, which must reach the same end.

// The stand-in Mercado Pago and the outbox of the running test.
const { mp: standIn, outbox } = usePaymentsSetup();

type Delivery = 'webhook' | 'reconciliation';
type Method = 'mercadopago_pix' | 'mercadopago_checkout';

/** The world a step acts on: the order, its buyer, an admin, and the ids of the payments made so far. */
type World = {
  orderId: string;
  total: number;
  buyer: { token: string };
  admin: { token: string };
  payments: string[];
  delivery: Delivery;
};

const STOCK = 5;
const QUANTITY = 2;
const client = () => mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN });

/** Tells the shop what Mercado Pago now knows about `paymentId`: its notification, or the next reconciliation run. */
async function deliver(world: World, paymentId: string): Promise<void> {
  if (world.delivery === 'webhook') {
    const res = await webhook(notification(paymentId), {});
    expect(res.status).toBe(200);
  } else {
    await reconcileMercadoPago(getSql(), client());
  }
}

/** The newest Pix charge the shop created for the order (its current attempt's). */
const currentPix = async (world: World): Promise<string> => {
  const [row] = await getSql()<{ id: string }[]>`
    select provider_payment_id as id from payments where order_id = ${world.orderId} and provider_payment_id is not null
    order by attempt desc, id desc limit 1`;
  return row.id;
};
const currentPreference = async (world: World): Promise<string> => {
  const [row] = await getSql()<{ id: string }[]>`
    select preference_id as id from payments where order_id = ${world.orderId} and preference_id is not null order by id desc limit 1`;
  return row.id;
};

type Step = (world: World) => Promise<void>;

/** Mercado Pago changes the current Pix charge (the buyer paid it, it expired…), then the shop hears of it. */
const pix = (status: string): Step => async (world) => {
  const id = await currentPix(world);
  standIn().setPayment(id, { status });
  world.payments.push(id);
  await deliver(world, id);
};
/** A payment made by the buyer on the Checkout Pro page (a card declined, approved…), then the shop hears of it. */
const card = (status: string, detail?: string): Step => async (world) => {
  const id = standIn().payOnPreference(await currentPreference(world), { status, status_detail: detail });
  world.payments.push(id);
  await deliver(world, id);
};
/** An earlier payment's notification (or a reconciliation) again, late. */
const replay = (index: number): Step => async (world) => deliver(world, world.payments.at(index) as string);
/** Money back at Mercado Pago for a payment made earlier (a refund from its panel, a chargeback). */
const moneyBack = (index: number, status = 'refunded'): Step => async (world) => {
  const id = world.payments.at(index) as string;
  standIn().setPayment(id, { status });
  await deliver(world, id);
};
/** The buyer presses "Tentar pagar novamente". */
const retry: Step = async (world) => {
  const res = await call(orderPayments, 'POST', `/api/orders/${world.orderId}/payment/retry`, { token: world.buyer.token, params: { id: world.orderId } });
  expect(res.status).toBe(200);
};
/** The buyer cancels the order from its page. */
const buyerCancels: Step = async (world) => {
  const res = await call(orders, 'POST', `/api/orders/${world.orderId}/cancel`, { token: world.buyer.token, params: { id: world.orderId } });
  expect(res.status).toBe(200);
};
/** Mercado Pago approves the current Pix charge but the shop hears nothing yet (the notification lost or late). */
const paidUnheard: Step = async (world) => {
  const id = await currentPix(world);
  standIn().setPayment(id, { status: 'approved' });
  world.payments.push(id);
};
/** The deadline passes and the expiry job runs (it reads Mercado Pago first). */
const deadline: Step = async (world) => {
  await expireOrders(getSql(), new Date(Date.now() + 10 * 86_400_000), client());
};
/** The notification of the last payment arrives now (after whatever happened since it was made). */
const lateNotice: Step = async (world) => deliver(world, world.payments.at(-1) as string);

type Row = {
  name: string;
  method: Method;
  steps: Step[];
  status: string;
  stock: number;
  flag: string | null;
  /** The buyer's e-mails after the order's own "received", in order ("paid", "failed", "canceled"). */
  mails: string[];
  /** Whether an approved payment is offered to the managers to refund apart. */
  refundable?: boolean;
};

const HELD = STOCK - QUANTITY;

const SEQUENCES: Row[] = [
  { name: 'a card declined, then another approved on the same page', method: 'mercadopago_checkout',
    steps: [card('rejected', 'cc_rejected_insufficient_amount'), card('approved')], status: 'paid', stock: HELD, flag: null, mails: ['paid'] },
  { name: 'two cards approved on the same page (a double payment)', method: 'mercadopago_checkout',
    steps: [card('approved'), card('approved')], status: 'paid', stock: HELD, flag: DOUBLE_PAYMENT, mails: ['paid'], refundable: true },
  { name: 'approved, then refunded at Mercado Pago', method: 'mercadopago_pix',
    steps: [pix('approved'), moneyBack(-1)], status: 'canceled', stock: STOCK, flag: null, mails: ['paid', 'canceled'] },
  { name: 'approved, then charged back', method: 'mercadopago_checkout',
    steps: [card('approved'), moneyBack(-1, 'charged_back')], status: 'canceled', stock: STOCK, flag: null, mails: ['paid', 'canceled'] },
  { name: 'a Pix rejected, a retry, the stale rejection again, then the new Pix approved', method: 'mercadopago_pix',
    steps: [pix('rejected'), retry, replay(0), pix('approved')], status: 'paid', stock: HELD, flag: null, mails: ['failed', 'paid'] },
  { name: 'a Pix rejected, a retry, the stale rejection again: the new attempt stays open', method: 'mercadopago_pix',
    steps: [pix('rejected'), retry, replay(0)], status: 'pending', stock: HELD, flag: null, mails: ['failed'] },
  { name: 'a Pix expired (its attempt failed), then the same charge reported approved: money is money', method: 'mercadopago_pix',
    steps: [pix('expired'), async (w) => { standIn().setPayment(w.payments[0], { status: 'approved' }); await replay(0)(w); }],
    status: 'paid', stock: HELD, flag: null, mails: ['failed', 'paid'] },
  { name: 'the notification lost, then the deadline: the expiry job finds the approval and does not cancel', method: 'mercadopago_pix',
    steps: [paidUnheard, deadline], status: 'paid', stock: HELD, flag: null, mails: ['paid'] },
  { name: 'the deadline passes unpaid: canceled, its Pix closed at Mercado Pago', method: 'mercadopago_pix',
    steps: [deadline], status: 'canceled', stock: STOCK, flag: null, mails: ['canceled'] },
  { name: 'a failed order past its deadline is canceled too (its units back)', method: 'mercadopago_pix',
    steps: [pix('rejected'), deadline], status: 'canceled', stock: STOCK, flag: null, mails: ['failed', 'canceled'] },
  { name: 'notifications out of order: the approval, then the older pending and a rejection', method: 'mercadopago_checkout',
    steps: [card('approved'), card('rejected'), replay(0)], status: 'paid', stock: HELD, flag: null, mails: ['paid'] },
  { name: 'the buyer cancels while the approval is on its way: flagged, offered for refund', method: 'mercadopago_pix',
    steps: [paidUnheard, buyerCancels, lateNotice], status: 'canceled', stock: STOCK, flag: APPROVED_WHILE_CANCELED, mails: ['canceled'], refundable: true },
  { name: 'the buyer cancels a failed order', method: 'mercadopago_pix',
    steps: [pix('rejected'), buyerCancels], status: 'canceled', stock: STOCK, flag: null, mails: ['failed', 'canceled'] },
];

const KINDS: [RegExp, string][] = [
  [/^Subject: Pagamento confirmado/m, 'paid'],
  [/^Subject: Falha no pagamento/m, 'failed'],
  [/^Subject: Pedido \S+ cancelado/m, 'canceled'],
  [/^Subject: Pedido \S+ recebido/m, 'received'],
];

/** The kinds of the e-mails the buyer received, oldest first. */
async function buyerMails(email: string): Promise<string[]> {
  return (await outbox().mails())
    .filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'm').test(mail))
    .map((mail) => KINDS.find(([pattern]) => pattern.test(mail))?.[1] ?? 'other');
}

async function start(method: Method, delivery: Delivery): Promise<World & { productId: string; email: string }> {
  await seedMercadoPagoShop();
  const product = await seedProduct({ stock: STOCK, price_cents: 4990 });
  const buyer = await buyerWithDocument();
  const admin = await createUser({ role: 'admin' });
  const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: QUANTITY }], { payment_method: method }));
  expect(res.status).toBe(201);
  return {
    orderId: res.body.id,
    total: res.body.total_cents,
    buyer,
    admin,
    payments: [],
    delivery,
    productId: product.id,
    email: res.body.customer.email,
  };
}

describe.each<Delivery>(['webhook', 'reconciliation'])('payment sequences delivered by %s', (delivery) => {
  it.each(SEQUENCES)('$name', async (row) => {
    const world = await start(row.method, delivery);
    for (const step of row.steps) await step(world);

    const [order] = await getSql()<{ status: string; payment_flag: string | null }[]>`
      select status, payment_flag from orders where id = ${world.orderId}`;
    expect({ status: order.status, flag: order.payment_flag }).toEqual({ status: row.status, flag: row.flag });
    expect(await stockOf(world.productId)).toBe(row.stock);
    expect(await buyerMails(world.email)).toEqual(['received', ...row.mails]);

    const view = await call(orderPayments, 'GET', `/api/orders/${world.orderId}/payment`, { token: world.admin.token, params: { id: world.orderId } });
    expect(view.body.attempts.some((a: { refundable: boolean }) => a.refundable)).toBe(row.refundable ?? false);
    // Charges end with their orders: nothing is left payable at Mercado Pago once the order is paid or canceled.
    if (row.status !== 'pending') {
      const open = [...standIn().payments.values()].filter((p) => p.external_reference === world.orderId && ['pending', 'in_process'].includes(p.status));
      expect(open).toEqual([]);
      for (const preference of standIn().preferences.values()) expect(preference.expiration_date_to).not.toBeNull();
    }

    // Running everything again changes nothing: every payment replayed, the reconciliation and the expiry job run.
    const before = await getSql()`select status, payment_flag, paid_payment_id from orders where id = ${world.orderId}`;
    for (const id of world.payments) await webhook(notification(id), {});
    await reconcileMercadoPago(getSql(), client());
    if (row.status !== 'pending') await expireOrders(getSql(), new Date(Date.now() + 10 * 86_400_000), client());
    expect(await getSql()`select status, payment_flag, paid_payment_id from orders where id = ${world.orderId}`).toEqual(before);
    expect(await stockOf(world.productId)).toBe(row.stock);
    expect(await buyerMails(world.email)).toEqual(['received', ...row.mails]);
  });
});

describe('the managers’ side of a sequence', () => {
  const payment = (token: string, id: string) => call(orderPayments, 'GET', `/api/orders/${id}/payment`, { token, params: { id } });
  const refundApart = (token: string, id: string, body: unknown) =>
    call(orderPayments, 'POST', `/api/orders/${id}/payment/refund-duplicate`, { token, params: { id }, body });

  it('"Estornar pagamento duplicado" gives back the second payment only; the order stays paid, the flag goes', async () => {
    const world = await start('mercadopago_checkout', 'webhook');
    await card('approved')(world);
    await card('approved')(world);
    const view = await payment(world.admin.token, world.orderId);
    expect(view.body.flag).toBe(DOUBLE_PAYMENT);
    const [paying, duplicate] = world.payments;
    const rows = view.body.attempts as { id: string; provider_payment_id: string; refundable: boolean; paid_order: boolean }[];
    expect(rows.filter((a) => a.provider_payment_id).map((a) => [a.provider_payment_id, a.paid_order, a.refundable])).toEqual([
      [duplicate, false, true],
      [paying, true, false],
    ]);
    const duplicateRow = rows.find((a) => a.provider_payment_id === duplicate) as { id: string };
    const payingRow = rows.find((a) => a.provider_payment_id === paying) as { id: string };

    // The buyer cannot; a bad id is a 422 on the field; the paying payment is not a duplicate.
    expect((await refundApart(world.buyer.token, world.orderId, { payment_id: duplicateRow.id })).status).toBe(403);
    const bad = await refundApart(world.admin.token, world.orderId, { payment_id: 'abc' });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['payment_id']]);
    // Empty, too long, the wrong type and hostile values: a 422 on the field, nothing refunded.
    for (const payment_id of [undefined, '', '9'.repeat(40), true, { id: 1 }, "1; drop table payments", '<script>1</script>']) {
      const res = await refundApart(world.admin.token, world.orderId, { payment_id });
      expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['payment_id']]);
    }
    // An id that is not one of this order's payments: the same 409 as any payment that cannot be refunded apart.
    expect((await refundApart(world.admin.token, world.orderId, { payment_id: '999999' })).status).toBe(409);
    expect(standIn().calls('/v1/payments/').filter((c) => c.path.endsWith('/refunds'))).toHaveLength(0);
    const paid = await refundApart(world.admin.token, world.orderId, { payment_id: payingRow.id });
    expect([paid.status, paid.body.message]).toEqual([409, NOT_A_DUPLICATE]);

    const done = await refundApart(world.admin.token, world.orderId, { payment_id: duplicateRow.id });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'paid', flag: null });
    expect(standIn().payments.get(duplicate)?.status).toBe('refunded');
    expect(standIn().payments.get(paying)?.status).toBe('approved');
    // Clicked again: nothing left to refund apart, and Mercado Pago's notification of the refund changes nothing.
    expect((await refundApart(world.admin.token, world.orderId, { payment_id: duplicateRow.id })).status).toBe(409);
    await webhook(notification(duplicate), {});
    const [order] = await getSql()`select status, payment_flag from orders where id = ${world.orderId}`;
    expect(order).toEqual({ status: 'paid', payment_flag: null });
    expect(await stockOf(world.productId)).toBe(HELD);
  });

  it('a cancel is never blocked by Mercado Pago: the charge left open is shown, then closed by the reconciliation', async () => {
    const world = await start('mercadopago_pix', 'webhook');
    const pixId = await currentPix(world);
    standIn().mode = 'error';
    await buyerCancels(world);
    expect(await stockOf(world.productId)).toBe(STOCK);
    expect(standIn().payments.get(pixId)?.status).toBe('pending');
    const open = (await payment(world.admin.token, world.orderId)).body.attempts[0];
    expect(open.close_error).toMatch(/^Não foi possível encerrar esta cobrança no Mercado Pago: /);

    standIn().mode = 'success';
    await reconcileMercadoPago(getSql(), client());
    expect(standIn().payments.get(pixId)?.status).toBe('cancelled');
    expect((await payment(world.admin.token, world.orderId)).body.attempts[0]).toMatchObject({ status: 'cancelled', close_error: null });
  });

  it('an admin’s cancel closes the Checkout Pro page; nobody marks a failed order paid by hand', async () => {
    const world = await start('mercadopago_checkout', 'webhook');
    const status = (to: string) =>
      call(orders, 'POST', `/api/orders/${world.orderId}/status`, { token: world.admin.token, params: { id: world.orderId }, body: { status: to } });
    await getSql()`update orders set status = 'failed' where id = ${world.orderId}`;
    const refused = await status('paid');
    expect([refused.status, refused.body.message]).toEqual([409, `${PROVIDER_MOVE_ONLY} ${'O pedido está em "Falha no pagamento" e não pode passar para "Pagamento confirmado".'}`]);
    expect((await status('canceled')).status).toBe(200);
    const [preference] = standIn().preferences.values();
    expect(preference.expiration_date_to).not.toBeNull();
    expect(standIn().calls(`/checkout/preferences/${preference.id}`).map((c) => c.method)).toEqual(['PUT']);
  });
});
