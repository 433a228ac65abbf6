import { beforeEach, describe, expect, it, vi } from 'vitest';
import webhook from '../../netlify/functions/payments-mercadopago.mts';
import { APPROVED_WHILE_CANCELED } from '../../src/lib/shop/payment-mapping';
import { getSql } from '../../src/server/db/client';
import { SIGNATURE_REFUSED } from '../../src/server/shop/flows/mercadopago-webhook';
import type { MercadoPagoServer } from '../helpers/mercadopago-server';
import { stockOf } from '../helpers/orders';
import { notification, seedMercadoPagoAccount, seedMercadoPagoOrder, usePaymentsSetup } from '../helpers/payments';

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const post = async (request: Request) => {
  const res = await webhook(request, {});
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const orderState = async (id: string) => {
  const [row] = await getSql()<{ status: string; payment_flag: string | null }[]>`select status, payment_flag from orders where id = ${id}`;
  const [{ moves }] = await getSql()<{ moves: number }[]>`select count(*)::int as moves from order_history where order_id = ${id}`;
  return { ...row, moves };
};

/** An order with a payment at Mercado Pago in `status` (amount: the order's total unless given). */
async function orderWithPayment(status: string, amountCents?: number) {
  const seeded = await seedMercadoPagoOrder({ stock: 5, quantity: 2 });
  await seedMercadoPagoAccount();
  const paymentId = mp.addPayment({
    external_reference: seeded.order.id,
    status,
    transaction_amount: (amountCents ?? seeded.order.total_cents) / 100,
  });
  return { ...seeded, paymentId };
}

describe('POST /api/payments/mercadopago: the signature', () => {
  it('refuses unsigned, wrongly signed, tampered and stale notifications with 401, and changes nothing', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    const old = Math.floor(Date.now() / 1000) - 3600;
    for (const request of [
      notification(paymentId, { signature: null }),
      notification(paymentId, { secret: 'outro-segredo' }),
      notification(paymentId, { signature: 'ts=1,v1=zz' }),
      notification(paymentId, { ts: old }),
    ]) {
      expect(await post(request)).toEqual({ status: 401, body: { message: SIGNATURE_REFUSED } });
    }
    expect(mp.calls('/v1/payments/')).toHaveLength(0);
    expect(await orderState(order.id)).toMatchObject({ status: 'pending', moves: 1 });
  });

  it('refuses every notification while no webhook secret is stored', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    await seedMercadoPagoAccount({ secret: null });
    expect((await post(notification(paymentId))).status).toBe(401);
    expect((await orderState(order.id)).status).toBe('pending');
  });
});

describe('POST /api/payments/mercadopago: the payment read from Mercado Pago', () => {
  it('marks the order paid exactly once under 20 repeated and concurrent notifications', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(notification(paymentId))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await orderState(order.id)).toEqual({ status: 'paid', payment_flag: null, moves: 2 });
    const [payment] = await getSql()`select status, amount_cents::int as amount_cents, order_id::text as order_id from payments`;
    expect(payment).toEqual({ status: 'approved', amount_cents: order.total_cents, order_id: order.id });
    // One "payment confirmed" to the customer, however many notifications came.
    const confirmed = (await outbox.mails()).filter((mail) => mail.includes('O pagamento do seu pedido'));
    expect(confirmed).toHaveLength(1);
  });

  it('never believes the body: a payment still pending at Mercado Pago leaves the order pending', async () => {
    const { order, paymentId } = await orderWithPayment('pending');
    expect((await post(notification(paymentId))).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'pending', moves: 1 });
  });

  it('rejected -> failed', async () => {
    const rejected = await orderWithPayment('rejected');
    await post(notification(rejected.paymentId));
    expect((await orderState(rejected.order.id)).status).toBe('failed');
  });

  // A Pix charge that ends without money ends its attempt: the order fails (the buyer may pay again, or
  // cancel; the expiry job ends it at its deadline), holding its units until then.
  it.each(['expired', 'cancelled'])('%s -> failed once, the units still held, however many notifications come', async (status) => {
    const { order, product, paymentId } = await orderWithPayment(status);
    expect(await stockOf(product.id)).toBe(3);
    await Promise.all(Array.from({ length: 5 }, () => post(notification(paymentId))));
    expect(await orderState(order.id)).toMatchObject({ status: 'failed', moves: 2 });
    expect(await stockOf(product.id)).toBe(3);
  });

  it('a late "pending" after "approved" does nothing: an order never moves backwards', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    await post(notification(paymentId));
    mp.setPayment(paymentId, { status: 'pending' });
    await post(notification(paymentId));
    expect(await orderState(order.id)).toMatchObject({ status: 'paid', moves: 2 });
  });

  it('approved after the order was canceled: flagged for the admin, not paid', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    await getSql()`update orders set status = 'canceled' where id = ${order.id}`;
    await post(notification(paymentId));
    expect(await orderState(order.id)).toMatchObject({ status: 'canceled', payment_flag: APPROVED_WHILE_CANCELED });
  });

  it('an approved amount that differs from the total is flagged, not paid', async () => {
    const { order, paymentId } = await orderWithPayment('approved', 100);
    await post(notification(paymentId));
    const state = await orderState(order.id);
    expect(state.status).toBe('pending');
    expect(state.payment_flag).toMatch(/difere do total/);
  });

  it('refunded -> canceled with the refund recorded', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    await post(notification(paymentId));
    mp.setPayment(paymentId, { status: 'refunded' });
    await post(notification(paymentId));
    expect((await orderState(order.id)).status).toBe('canceled');
    const [payment] = await getSql()<{ refunded: boolean }[]>`select refunded_at is not null as refunded from payments`;
    expect(payment.refunded).toBe(true);
  });

  it('an unknown payment, another topic or another shop\'s reference changes nothing', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    expect(await post(notification('999999999'))).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await post(notification(paymentId, { type: 'merchant_order' }))).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const foreign = mp.addPayment({ external_reference: 'outra-loja-42', status: 'approved', transaction_amount: 10 });
    expect((await post(notification(foreign))).status).toBe(200);
    expect(await orderState(order.id)).toMatchObject({ status: 'pending', moves: 1 });
  });

  it('answers 502 while Mercado Pago fails, so the notification comes again; the next one applies', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mp.mode = 'error';
    expect((await post(notification(paymentId))).status).toBe(502);
    expect((await orderState(order.id)).status).toBe('pending');
    mp.mode = 'success';
    expect((await post(notification(paymentId))).status).toBe(200);
    expect((await orderState(order.id)).status).toBe('paid');
  });

  it('answers the same 502 within MERCADOPAGO_TIMEOUT_MS while Mercado Pago never answers', async () => {
    const { order, paymentId } = await orderWithPayment('approved');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('MERCADOPAGO_TIMEOUT_MS', '200');
    mp.mode = 'silent';
    const started = Date.now();
    expect(await post(notification(paymentId))).toMatchObject({ status: 502, body: { message: 'O Mercado Pago não respondeu em 0,2 s. Tente novamente.' } });
    expect(Date.now() - started).toBeLessThan(1500);
    expect((await orderState(order.id)).status).toBe('pending');
    mp.mode = 'success';
    expect((await post(notification(paymentId))).status).toBe(200);
    expect((await orderState(order.id)).status).toBe('paid');
  });
});
