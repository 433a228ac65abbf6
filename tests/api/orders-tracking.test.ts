import { describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import type { OrderStatus } from '../../src/lib/shop/orders';
import { getSql } from '../../src/server/db/client';
import { CORREIOS_CODE_SHAPE, TRACKING_CODE_SHAPE } from '../../src/lib/shop/tracking';
import { RECEIVE_ONLY_SENT } from '../../src/server/shop/flows/order-actions';
import { createUser } from '../helpers/db';
import { seedPendingOrder, useOrderMails } from '../helpers/orders';
import { call } from '../helpers/request';

// "Tracking": the link to follow a sent order (e-mail, order, "Meus pedidos") and "Recebi meu pedido".

const item = (id: string, suffix = '') => ({ url: `/api/orders/${id}${suffix}`, params: { id } });
const get = (token: string | undefined, id: string) => call(orders, 'GET', item(id).url, { ...item(id), token });
const move = (token: string | undefined, id: string, body: unknown) =>
  call(orders, 'POST', item(id, '/status').url, { ...item(id, '/status'), token, body });
const received = (token: string | undefined, id: string) =>
  call(orders, 'POST', item(id, '/received').url, { ...item(id, '/received'), token });
const cancel = (token: string | undefined, id: string) => call(orders, 'POST', item(id, '/cancel').url, { ...item(id, '/cancel'), token });
const force = (id: string, status: OrderStatus) => getSql()`update orders set status = ${status} where id = ${id}`;
const shopOn = (enabled: boolean) =>
  getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', ${getSql().json(enabled)}) where id = 1`;
const CORREIOS = 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR';

/** A pending order taken by an admin to "sent" with a tracking code, through the API. */
async function sentOrder() {
  const seeded = await seedPendingOrder();
  const admin = await createUser({ role: 'admin' });
  for (const status of ['paid', 'processing'] as const) expect((await move(admin.token, seeded.order.id, { status })).status).toBe(200);
  expect((await move(admin.token, seeded.order.id, { status: 'sent', tracking_code: 'aa123456789br' })).status).toBe(200);
  return { ...seeded, admin };
}

const outbox = useOrderMails();

describe('the tracking link of a sent order', () => {
  it('is in the customer’s e-mail, on the order and in "Meus pedidos"', async () => {
    const { buyer, order } = await sentOrder();
    const mail = (await outbox().mails()).find((m) => m.includes('foi enviado')) as string;
    expect(mail).toContain('Código de rastreio: AA123456789BR');
    expect(mail).toContain(`Acompanhe a entrega em Correios: ${CORREIOS}`);
    // The HTML part makes it a link too.
    expect(mail).toContain(`<a href="${CORREIOS}"`);
    expect((await get(buyer.token, order.id)).body.tracking_code).toBe('AA123456789BR');
    const list = await call(orders, 'GET', '/api/orders', { token: buyer.token });
    expect(list.body.data[0]).toMatchObject({ id: order.id, status: 'sent', tracking_code: 'AA123456789BR' });
  });

  it('an order whose carrier is not known (the Correios) takes only a Correios code: 422 on the field, nothing moves', async () => {
    const { buyer, order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    await force(order.id, 'processing');
    for (const [code, message] of [['10083202600123', CORREIOS_CODE_SHAPE], ['AA12345678BR', CORREIOS_CODE_SHAPE], ['nope', TRACKING_CODE_SHAPE], ['AA/123456789BR', TRACKING_CODE_SHAPE]]) {
      const res = await move(admin.token, order.id, { status: 'sent', tracking_code: code });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ tracking_code: [message] });
    }
    expect((await get(buyer.token, order.id)).body).toMatchObject({ status: 'processing', tracking_code: null });
    expect((await outbox().mails()).some((m) => m.includes('foi enviado'))).toBe(false);
  });

  it('is absent before the order is sent', async () => {
    const { buyer, order } = await seedPendingOrder();
    expect((await get(buyer.token, order.id)).body.tracking_code).toBeNull();
    expect((await call(orders, 'GET', '/api/orders', { token: buyer.token })).body.data[0].tracking_code).toBeNull();
  });
});

describe('"Recebi meu pedido" (POST /api/orders/:id/received)', () => {
  it('the buyer marks an own sent order received, once; a second click is a 409 and changes nothing', async () => {
    const { buyer, order } = await sentOrder();
    const res = await received(buyer.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'received', tracking_code: 'AA123456789BR' });
    // The customer's history: no internal note, nor who moved it.
    expect(res.body.history.at(-1)).toMatchObject({ from: 'sent', to: 'received', by: null, note: null });
    const again = await received(buyer.token, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${RECEIVE_ONLY_SENT} O pedido está em "Produto recebido" e não pode passar para "Produto recebido".`);
    const history = (await get(buyer.token, order.id)).body.history as { to: string }[];
    expect(history.filter((h) => h.to === 'received')).toHaveLength(1);
  });

  it('the admin (and a super while the shop is on) may mark it too, recorded with their name', async () => {
    const { order } = await sentOrder();
    const superUser = await createUser({ role: 'super', name: 'Supervisora' });
    const res = await received(superUser.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.history.at(-1)).toMatchObject({ from: 'sent', to: 'received', by: { name: 'Supervisora' } });
  });

  it('someone else’s order is a 404, anonymous a 401, a super while the shop is off a 404: nothing changes', async () => {
    const { buyer, order } = await sentOrder();
    const other = await createUser();
    const superUser = await createUser({ role: 'super' });
    expect((await received(other.token, order.id)).status).toBe(404);
    expect((await received(undefined, order.id)).status).toBe(401);
    await shopOn(false);
    expect((await received(superUser.token, order.id)).status).toBe(404);
    await shopOn(true);
    expect((await received(buyer.token, '999999')).status).toBe(404);
    expect((await received(buyer.token, 'abc')).status).toBe(404);
    expect((await get(buyer.token, order.id)).body.status).toBe('sent');
  });

  it('any status but sent is a 409 naming it', async () => {
    const { buyer, order } = await seedPendingOrder();
    for (const status of ['pending', 'paid', 'failed', 'processing', 'canceled'] as const) {
      await force(order.id, status);
      const res = await received(buyer.token, order.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(new RegExp(`^${RECEIVE_ONLY_SENT} O pedido está em ".+" e não pode passar para "Produto recebido"\\.$`));
      expect((await get(buyer.token, order.id)).body.status).toBe(status);
    }
  });

  it('after a cancel it is a 409 (a canceled order never arrives)', async () => {
    const { buyer, order } = await seedPendingOrder();
    expect((await cancel(buyer.token, order.id)).status).toBe(200);
    expect((await received(buyer.token, order.id)).status).toBe(409);
    expect((await get(buyer.token, order.id)).body.status).toBe('canceled');
  });

  it('the buyer and the admin at once: one moves it, the other gets a 409', async () => {
    const { buyer, admin, order } = await sentOrder();
    const results = await Promise.all([received(buyer.token, order.id), move(admin.token, order.id, { status: 'received' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = (await get(admin.token, order.id)).body.history as { to: string }[];
    expect(history.filter((h) => h.to === 'received')).toHaveLength(1);
  });

  it('is refused for other methods (405)', async () => {
    const { buyer, order } = await sentOrder();
    expect((await call(orders, 'GET', item(order.id, '/received').url, { ...item(order.id, '/received'), token: buyer.token })).status).toBe(405);
  });
});
