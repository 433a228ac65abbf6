import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { countOrders, orderBody, placeOrder, seedPendingOrder, SP_ADDRESS } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
});
afterEach(() => outbox.cleanup());

// No order endpoint answers 500 to anything a client can send, and a refused body makes no order.
describe('orders under hostile input', () => {
  it('POST /api/orders answers every hostile field and body with a field error (or takes a null optional field), never a 500', async () => {
    const { product, buyer } = await seedPendingOrder();
    const line = { product_id: product.id, quantity: 1 };
    const donation = await seedProduct({ kind: 'donation', name: 'Apoie', price_cents: 1000, suggested_amounts_cents: [2000] });
    const gift = { product_id: donation.id, quantity: 1, amount_cents: 2000 };
    const bodies = HOSTILE_VALUES.flatMap((value) => [
      // A donation's amount, on a donation line and on a product's.
      orderBody([line, { ...gift, amount_cents: value }]),
      orderBody([{ ...line, amount_cents: value }]),
      orderBody([line], { items: value }),
      orderBody([{ ...line, product_id: value }]),
      orderBody([{ ...line, variant_id: value }]),
      orderBody([{ ...line, quantity: value }]),
      orderBody([line], { address_id: value, address: null }),
      orderBody([line], { address: value }),
      orderBody([line], { address: { ...SP_ADDRESS, cep: value } }),
      orderBody([line], { shipping_service: value }),
      orderBody([line], { payment_method: value }),
      orderBody([line], { notes: value }),
      orderBody([line], { locale: value }),
    ]);
    for (const body of bodies) {
      const res = await placeOrder(buyer.token, body);
      // null is a fine value for the optional fields (variant, notes, locale): those make an order.
      expect([201, 422], JSON.stringify(body).slice(0, 120)).toContain(res.status);
      if (res.status === 422) expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    for (const raw of rawBodies('{"items":[{"product_id":"\\u0000","quantity":1}]}')) {
      const res = await call(orders, 'POST', '/api/orders', { raw, token: buyer.token, headers: { 'idempotency-key': 'chave-de-teste-1' } });
      expect(res.status, raw).toBeLessThan(500);
    }
    expect(await countOrders()).toBeLessThanOrEqual(1 + HOSTILE_VALUES.length * 5);
  });

  it('the status change, the list filters and the ids answer hostile values with a 4xx, never a 500', async () => {
    const { order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    const params = { id: order.id };
    for (const value of HOSTILE_VALUES) {
      for (const body of [{ status: value }, { status: 'sent', tracking_code: value }, { status: 'paid', note: value }]) {
        const res = await call(orders, 'POST', `/api/orders/${order.id}/status`, { token: admin.token, params, body });
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
        if (body.status !== 'paid' || value !== null) expect(res.status).toBeGreaterThanOrEqual(400);
      }
    }
    for (const query of ['page=-1', 'per_page=1e9', 'status=pago', 'delivery=sim', 'q=%00', `q=${'x'.repeat(500)}`, 'from=2026-02-30', 'to=x']) {
      expect((await call(orders, 'GET', `/api/orders?${query}`, { token: admin.token })).status, query).toBe(422);
      expect((await call(orders, 'GET', `/api/orders/export.csv?${query}`, { token: admin.token })).status, query).toBe(422);
    }
    for (const id of ['abc', '0', '-1', '99999999999999999999', "1' or 1=1"]) {
      expect((await call(orders, 'GET', `/api/orders/${id}`, { token: admin.token, params: { id } })).status, id).toBe(404);
    }
  });
});
