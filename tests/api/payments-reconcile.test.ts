import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { expireOrders } from '../../src/server/shop/flows/order-actions';
import { reconcileMercadoPago } from '../../src/server/shop/flows/apply-payment';
import { shopMercadoPago } from '../../src/server/shop/payments/mercadopago/mercadopago-account';
import { mercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { resetDb } from '../helpers/db';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { stockOf } from '../helpers/orders';
import { seedMercadoPagoAccount, seedMercadoPagoOrder, usePaymentsSetup } from '../helpers/payments';

const setup = usePaymentsSetup();
let mp: MercadoPagoServer;
let outbox: ReturnType<typeof setup.outbox>;
beforeEach(() => {
  mp = setup.mp();
  outbox = setup.outbox();
});

const client = () => mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN, timeoutMs: 500 });
const statusOf = async (id: string) => (await getSql()<{ status: string }[]>`select status from orders where id = ${id}`)[0].status;
const pay = (order: { id: string; total_cents: number }, status = 'approved') =>
  mp.addPayment({ external_reference: order.id, status, transaction_amount: order.total_cents / 100 });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the scheduled reconciliation', () => {
  it('catches an approved payment whose notification was lost; leaves orders older than 2 days alone', async () => {
    const lost = await seedMercadoPagoOrder();
    await seedMercadoPagoAccount();
    pay(lost.order);
    const old = await seedMercadoPagoOrder({ shopSeeded: true });
    await getSql()`update orders set created_at = ${daysAgo(3)} where id = ${old.order.id}`;
    pay(old.order);
    expect(await reconcileMercadoPago(getSql(), client())).toBe(1);
    expect([await statusOf(lost.order.id), await statusOf(old.order.id)]).toEqual(['paid', 'pending']);
    // Searched by the recent order's reference only.
    expect(mp.calls('/v1/payments/search').map((c) => c.query.external_reference)).toEqual([lost.order.id]);
    // A second run finds nothing to do.
    expect(await reconcileMercadoPago(getSql(), client())).toBe(0);
  });

  it('logs a provider failure and moves nothing', async () => {
    const waiting = await seedMercadoPagoOrder();
    await seedMercadoPagoAccount();
    pay(waiting.order);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mp.mode = 'error';
    expect(await reconcileMercadoPago(getSql(), client())).toBe(0);
    expect(await statusOf(waiting.order.id)).toBe('pending');
    expect(errors.mock.calls.flat().join(' ')).toContain(`reconciliation of order ${waiting.order.id} failed`);
  });
});

describe("the scheduled jobs' time limit", () => {
  it('gives each call MERCADOPAGO_SCHEDULED_TIMEOUT_MS, longer than a request\'s, and a silent Mercado Pago moves nothing', async () => {
    const waiting = await seedMercadoPagoOrder();
    await seedMercadoPagoAccount();
    pay(waiting.order);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('MERCADOPAGO_TIMEOUT_MS', '100');
    vi.stubEnv('MERCADOPAGO_SCHEDULED_TIMEOUT_MS', '400');
    // Answers after 250 ms: too late for a request, in time for the scheduled job.
    mp.mode = 'slow';
    mp.slowMs = 250;
    expect(await reconcileMercadoPago(getSql(), (await shopMercadoPago(getSql(), 'scheduled'))!)).toBe(1);
    expect(await statusOf(waiting.order.id)).toBe('paid');
    await expect((await shopMercadoPago(getSql()))!.getPayment('1')).rejects.toMatchObject({ status: 502, message: 'O Mercado Pago não respondeu em 0,1 s. Tente novamente.' });

    const other = await seedMercadoPagoOrder({ shopSeeded: true });
    pay(other.order);
    mp.mode = 'silent';
    const started = Date.now();
    expect(await reconcileMercadoPago(getSql(), (await shopMercadoPago(getSql(), 'scheduled'))!)).toBe(0);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await statusOf(other.order.id)).toBe('pending');
    expect(errors.mock.calls.flat().join(' ')).toContain(`reconciliation of order ${other.order.id} failed: O Mercado Pago não respondeu em 0,4 s.`);
  });
});

describe("the scheduled runs' time budget", () => {
  // Each call to a silent Mercado Pago waits its 300 ms limit; a 450 ms budget lets a run start two orders of four,
  // the rest left for the next run (which starts from the oldest), nothing changed meanwhile.
  it('the reconciliation and the expiry stop starting new orders once SCHEDULED_RUN_BUDGET_MS has passed', async () => {
    const orders = [(await seedMercadoPagoOrder()).order];
    await seedMercadoPagoAccount();
    for (let i = 0; i < 3; i += 1) orders.push((await seedMercadoPagoOrder({ shopSeeded: true })).order);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('MERCADOPAGO_SCHEDULED_TIMEOUT_MS', '300');
    vi.stubEnv('SCHEDULED_RUN_BUDGET_MS', '450');
    mp.mode = 'silent';
    const scheduled = (await shopMercadoPago(getSql(), 'scheduled'))!;
    expect(await reconcileMercadoPago(getSql(), scheduled)).toBe(0);
    expect(mp.calls('/v1/payments/search')).toHaveLength(2);
    expect(warnings.mock.calls.flat().join(' ')).toContain('reconciliation stopped at its time budget: 2 orders left for the next run');

    await getSql()`update orders set expires_at = ${daysAgo(1)}`;
    expect(await expireOrders(getSql(), new Date(), scheduled)).toBe(0);
    expect(mp.calls('/v1/payments/search')).toHaveLength(4);
    expect(warnings.mock.calls.flat().join(' ')).toContain('expiry stopped at its time budget: 2 orders left for the next run');
    for (const order of orders) expect(await statusOf(order.id)).toBe('pending');
  });
});

describe('the expiry job with Mercado Pago', () => {
  it('reads the payment before canceling: a paid order is not canceled, an unpaid one is, units back', async () => {
    const paid = await seedMercadoPagoOrder({ stock: 5, quantity: 2 });
    await seedMercadoPagoAccount();
    pay(paid.order);
    await getSql()`update orders set expires_at = ${daysAgo(1)}`;
    expect(await expireOrders(getSql(), new Date(), client())).toBe(0);
    expect(await statusOf(paid.order.id)).toBe('paid');

    await resetDb();
    mp.reset(); // the ids start again: the first order's payment would name the new order
    const unpaid = await seedMercadoPagoOrder({ stock: 5, quantity: 2 });
    await getSql()`update orders set expires_at = ${daysAgo(1)}`;
    expect(await expireOrders(getSql(), new Date(), client())).toBe(1);
    expect(await statusOf(unpaid.order.id)).toBe('canceled');
    expect(await stockOf(unpaid.product.id)).toBe(5);
  });

  it('keeps a due order while Mercado Pago cannot be read (it may have been paid)', async () => {
    const due = await seedMercadoPagoOrder();
    await getSql()`update orders set expires_at = ${daysAgo(1)}`;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mp.mode = 'error';
    expect(await expireOrders(getSql(), new Date(), client())).toBe(0);
    expect(await statusOf(due.order.id)).toBe('pending');
  });
});
