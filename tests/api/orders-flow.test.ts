import { describe, expect, it } from 'vitest';
import expire from '../../netlify/functions/orders-expire.mts';
import orders from '../../netlify/functions/orders.mts';
import products from '../../netlify/functions/products.mts';
import shopCheckout from '../../netlify/functions/shop-checkout.mts';
import { canMoveByHand, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../src/lib/shop/orders';
import { getSql } from '../../src/server/db/client';
import { expireOrders, PROVIDER_MOVE_ONLY } from '../../src/server/shop/flows/order-actions';
import { ORDERS_CLOSED_TO_SUPER } from '../../src/server/shop/orders/order-access';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop, seedPendingOrder, stockOf, useOrderMails } from '../helpers/orders';
import { seedProduct } from '../helpers/products';
import { call } from '../helpers/request';

const item = (id: string, suffix = '') => ({ url: `/api/orders/${id}${suffix}`, params: { id } });
const get = (token: string | undefined, id: string) => call(orders, 'GET', item(id).url, { ...item(id), token });
const move = (token: string | undefined, id: string, body: unknown) =>
  call(orders, 'POST', item(id, '/status').url, { ...item(id, '/status'), token, body });
const cancel = (token: string | undefined, id: string) => call(orders, 'POST', item(id, '/cancel').url, { ...item(id, '/cancel'), token });
/** Turns the shop (the `produtos` feature) on or off in the stored settings. */
const shopOn = (enabled: boolean) =>
  getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', ${getSql().json(enabled)}) where id = 1`;
/** Puts an order straight into a status (the table's paths are tested one by one below). */
const force = (id: string, status: OrderStatus) => getSql()`update orders set status = ${status} where id = ${id}`;

const outbox = useOrderMails();

describe('who sees which order', () => {
  it('a customer sees only own orders; admin and super see all; anonymous gets 401', async () => {
    const { buyer, order } = await seedPendingOrder();
    const other = await createUser();
    const admin = await createUser({ role: 'admin' });
    const superUser = await createUser({ role: 'super' });
    expect((await get(buyer.token, order.id)).status).toBe(200);
    expect((await get(other.token, order.id)).status).toBe(404);
    expect((await get(admin.token, order.id)).status).toBe(200);
    expect((await get(superUser.token, order.id)).status).toBe(200);
    expect((await get(undefined, order.id)).status).toBe(401);
    expect((await get(buyer.token, '999999')).status).toBe(404);
    const list = (token?: string) => call(orders, 'GET', '/api/orders', { token });
    expect((await list(buyer.token)).body.total).toBe(1);
    expect((await list(other.token)).body).toMatchObject({ total: 0, data: [] });
    expect((await list(admin.token)).body.data[0]).toMatchObject({ id: order.id, number: 1001, status: 'pending', item_count: 2 });
    expect((await list()).status).toBe(401);
  });

  it('only admin and super change a status, read the summary or export; a customer gets 403, anonymous 401', async () => {
    const { buyer, order } = await seedPendingOrder();
    for (const token of [buyer.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await move(token, order.id, { status: 'paid' })).status).toBe(expected);
      expect((await call(orders, 'GET', '/api/orders/summary', { token })).status).toBe(expected);
      expect((await call(orders, 'GET', '/api/orders/export.csv', { token })).status).toBe(expected);
    }
    expect((await get(buyer.token, order.id)).body.status).toBe('pending');
  });

  it('a super manages orders only while the shop is on (as the menu shows "Pedidos"); an admin always', async () => {
    const { order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    const superUser = await createUser({ role: 'super' });
    await shopOn(false);
    expect((await get(superUser.token, order.id)).status).toBe(404);
    expect((await call(orders, 'GET', '/api/orders', { token: superUser.token })).body.total).toBe(0);
    const refused = await move(superUser.token, order.id, { status: 'paid' });
    expect(refused).toMatchObject({ status: 403, body: { message: ORDERS_CLOSED_TO_SUPER } });
    expect((await call(orders, 'GET', '/api/orders/summary', { token: superUser.token })).status).toBe(403);
    expect((await call(orders, 'GET', '/api/orders/export.csv', { token: superUser.token })).status).toBe(403);
    expect((await move(admin.token, order.id, { status: 'paid' })).status).toBe(200);
    await shopOn(true);
    expect((await move(superUser.token, order.id, { status: 'processing' })).status).toBe(200);
  });

  it('hides the internal notes and who changed the status from the customer', async () => {
    const { buyer, order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin', name: 'Gestora' });
    await move(admin.token, order.id, { status: 'paid', note: 'Conferido no extrato' });
    const customer = (await get(buyer.token, order.id)).body;
    expect(customer.history.map((h: { to: string; note: string | null; by: unknown }) => [h.to, h.note, h.by])).toEqual([
      ['pending', null, null],
      ['paid', null, null],
    ]);
    const manager = (await get(admin.token, order.id)).body;
    expect(manager.history[1]).toMatchObject({ from: 'pending', to: 'paid', note: 'Conferido no extrato', by: { name: 'Gestora' } });
  });
});

describe('the transition table', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('%s -> %s follows the table', async (from, to) => {
    const { order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    await force(order.id, from);
    const body = to === 'sent' ? { status: to, tracking_code: 'AA123456789BR' } : { status: to };
    const res = await move(admin.token, order.id, body);
    if (canMoveByHand(from, to)) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      expect(res.body.history.at(-1)).toMatchObject({ from, to });
    } else {
      expect(res.status).toBe(409);
      // failed -> paid is in the table for a provider's confirmed payment only: nobody makes it by hand.
      const prefix = ORDER_TRANSITIONS[from].includes(to) ? `${PROVIDER_MOVE_ONLY} ` : '';
      expect(res.body.message).toMatch(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}O pedido está em ".+" e não pode passar para ".+"\\.$`));
      expect((await get(admin.token, order.id)).body.status).toBe(from);
    }
  });

  it('"sent" takes a valid tracking code, kept on the order', async () => {
    const { buyer, order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    await force(order.id, 'processing');
    const without = await move(admin.token, order.id, { status: 'sent' });
    expect(without.status).toBe(422);
    expect(without.body.errors.tracking_code).toBeDefined();
    expect((await move(admin.token, order.id, { status: 'sent', tracking_code: 'nope' })).status).toBe(422);
    const sent = await move(admin.token, order.id, { status: 'sent', tracking_code: 'aa 123456789 br' });
    expect(sent.body).toMatchObject({ status: 'sent', tracking_code: 'AA123456789BR' });
    expect((await get(buyer.token, order.id)).body.tracking_code).toBe('AA123456789BR');
  });
});

describe('canceling', () => {
  it('the customer cancels an own pending order; the units come back once', async () => {
    const { buyer, product, order } = await seedPendingOrder({ stock: 10, quantity: 3 });
    expect(await stockOf(product.id)).toBe(7);
    const other = await createUser();
    expect((await cancel(other.token, order.id)).status).toBe(404);
    const res = await cancel(buyer.token, order.id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('canceled');
    expect(await stockOf(product.id)).toBe(10);
    expect((await cancel(buyer.token, order.id)).status).toBe(409);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('a customer cannot cancel a paid order', async () => {
    const { buyer, order } = await seedPendingOrder();
    await force(order.id, 'paid');
    const res = await cancel(buyer.token, order.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Só é possível cancelar um pedido enquanto ele aguarda o pagamento\./);
  });

  it('an admin canceling a paid order gives the units back too', async () => {
    const { product, order } = await seedPendingOrder({ stock: 5, quantity: 2 });
    const admin = await createUser({ role: 'admin' });
    await move(admin.token, order.id, { status: 'paid' });
    await move(admin.token, order.id, { status: 'canceled', note: 'Desistência' });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('cancel racing an admin\'s "paid": one wins, the units are counted once', async () => {
    for (let round = 0; round < 15; round += 1) {
      await resetDb();
      const { buyer, product, order } = await seedPendingOrder({ stock: 4, quantity: 2 });
      const admin = await createUser({ role: 'admin' });
      const [canceled, paid] = await Promise.all([cancel(buyer.token, order.id), move(admin.token, order.id, { status: 'paid' })]);
      expect([canceled.status, paid.status].sort()).toEqual([200, 409]);
      const final = (await get(admin.token, order.id)).body;
      expect(final.history).toHaveLength(2);
      expect(await stockOf(product.id)).toBe(final.status === 'canceled' ? 4 : 2);
    }
  });
});

describe('the expiry job', () => {
  it('cancels pending orders past their payment window, gives their units back, and leaves the others', async () => {
    const { product, order } = await seedPendingOrder({ stock: 6, quantity: 2 });
    const buyer = await createUser();
    const fresh = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    const paid = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    await force(paid.body.id, 'paid');
    await getSql()`update orders set expires_at = now() - interval '1 minute' where id in ${getSql()([order.id, paid.body.id])}`;
    expect(await stockOf(product.id)).toBe(2);
    const response = await expire();
    expect(response.status).toBe(204);
    const admin = await createUser({ role: 'admin' });
    expect((await get(admin.token, order.id)).body).toMatchObject({
      status: 'canceled',
      history: [{ to: 'pending' }, { from: 'pending', to: 'canceled', by: null, note: 'Prazo de pagamento encerrado.' }],
    });
    expect((await get(admin.token, fresh.body.id)).body.status).toBe('pending');
    expect((await get(admin.token, paid.body.id)).body.status).toBe('paid');
    expect(await stockOf(product.id)).toBe(4);
    expect(await expireOrders(getSql())).toBe(0);
  });

  it('uses the window set in /conta/shop', async () => {
    await seedCheckoutShop();
    await getSql()`update shop_settings set payments = '{"pix_manual": {"enabled": true, "instructions": "Pague", "window_days": 7}}'`;
    const product = await seedProduct();
    const buyer = await createUser();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });
});

describe('lists, export and dashboard', () => {
  it('filters by status, by number, name, e-mail or CPF/CNPJ, and by São Paulo days', async () => {
    const { order } = await seedPendingOrder();
    const admin = await createUser({ role: 'admin' });
    const buyer = await createUser({ name: 'Bruno Lima', email: 'bruno@exemplo.org' });
    await getSql()`update users set document = '52998224725' where id = ${buyer.user.id}`;
    const product = await seedProduct();
    const second = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    await force(second.body.id, 'paid');
    const ids = async (query: string) =>
      (await call(orders, 'GET', `/api/orders?${query}`, { token: admin.token })).body.data.map((o: { id: string }) => o.id);
    expect(await ids('status=paid')).toEqual([second.body.id]);
    expect(await ids('q=%231001')).toEqual([order.id]);
    expect(await ids('q=bruno')).toEqual([second.body.id]);
    expect(await ids('q=529.982.247-25')).toEqual([second.body.id]);
    expect(await ids('q=100%25')).toEqual([]);
    // An alphanumeric CNPJ is found by its mask, in any case, or by a part of it.
    await getSql()`update orders set customer_document = '12ABC34501DE35' where id = ${order.id}`;
    expect(await ids('q=12.abc.345%2F01de-35')).toEqual([order.id]);
    expect(await ids('q=abc.345')).toEqual([order.id]);
    await getSql()`update orders set created_at = '2026-03-01T02:30:00Z' where id = ${order.id}`; // 28/02 23:30 in São Paulo
    expect(await ids('from=2026-02-28&to=2026-02-28')).toEqual([order.id]);
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([]);
    const bad = await call(orders, 'GET', '/api/orders?status=pago&from=ontem', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);
  });

  it('exports a CSV a Brazilian spreadsheet opens: BOM, semicolons, 1.234,56 and São Paulo times', async () => {
    await seedCheckoutShop();
    const product = await seedProduct({ price_cents: 123456 });
    const buyer = await createUser({ name: 'Ana; "Aninha"', email: 'ana@exemplo.org' });
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    await getSql()`update orders set created_at = '2026-11-20T13:05:00Z' where id = ${placed.body.id}`;
    const admin = await createUser({ role: 'admin' });
    const response = await orders(
      new Request('http://localhost/api/orders/export.csv?status=pending', { headers: { authorization: `Token ${admin.token}` } }),
      {},
    );
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pedidos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Número;Data;Status;Cliente;E-mail;CPF/CNPJ;Telefone;Itens;Subtotal;Doação;Frete;Serviço de entrega;Transportadora;Desconto;Cupom;Total;Pagamento;Código de rastreio;Cidade;UF');
    expect(lines[1]).toBe(
      `1001;20/11/2026 10:05;Confirmação Pendente;"Ana; ""Aninha""";ana@exemplo.org;;;1;1.234,56;0,00;${'15,00'};PAC;Correios;0,00;;1.249,56;Pix / transferência;;São Paulo;SP`,
    );
    expect(lines.at(-1)).toBe('');
  });

  it('sums this month\'s paid orders for the dashboard, counts by status and lists the latest', async () => {
    const { order } = await seedPendingOrder({ price_cents: 2500, quantity: 2 });
    const admin = await createUser({ role: 'admin' });
    await move(admin.token, order.id, { status: 'paid' });
    const res = await call(orders, 'GET', '/api/orders/summary', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      by_status: { pending: 0, paid: 1, failed: 0, processing: 0, sent: 0, received: 0, canceled: 0 },
      // An order with a delivery waits for someone to prepare it.
      waiting: { pending: 0, paid: 1, processing: 0 },
      month_paid_count: 1,
      month_paid_cents: 5000 + 1500,
    });
    expect(res.body.latest.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('ranks "Mais vendidos" by units of paid orders', async () => {
    await seedCheckoutShop();
    const seller = await seedProduct({ name: 'Mais vendido', created_at: new Date('2026-01-01') });
    const unpaid = await seedProduct({ name: 'Só pedido', created_at: new Date('2026-02-01') });
    const recent = await seedProduct({ name: 'Recente', created_at: new Date('2026-03-01') });
    const buyer = await createUser();
    const paid = await placeOrder(buyer.token, orderBody([{ product_id: seller.id, quantity: 3 }]));
    await force(paid.body.id, 'paid');
    await placeOrder(buyer.token, orderBody([{ product_id: unpaid.id, quantity: 5 }]));
    const res = await call(products, 'GET', '/api/products?sort=best');
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual([seller.id, recent.id, unpaid.id]);
  });
});

describe('GET /api/shop/checkout', () => {
  it('answers the payment methods on offer while the shop is open, and 404 while it is off', async () => {
    await seedCheckoutShop();
    const res = await call(shopCheckout, 'GET', '/api/shop/checkout');
    expect(res.body).toEqual({ payment_methods: [{ code: 'pix_manual', name: 'Pix / transferência', instructions: 'Pix para a chave contato@vitrine.local' }] });
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await call(shopCheckout, 'GET', '/api/shop/checkout')).status).toBe(404);
  });
});

describe('order e-mails', () => {
  it('tells the customer (in the order\'s language) and the shop of a new order, a payment, the shipping and a cancel', async () => {
    await seedSettings({ title: 'Associação Aurora', email: 'loja@aurora.org', primary_color: '#aa3300' });
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'true')`;
    await getSql()`insert into shop_settings (id, payments) values (1, '{"pix_manual": {"enabled": true, "instructions": "Chave Pix: loja@aurora.org", "window_days": 3}}')`;
    await getSql()`insert into shipping_rates (position, service, states, max_weight_g, price_cents, days) values (0, '04510', '{SP}', 30000, 1500, 3)`;
    await getSql()`update shop_settings set services = '[{"code": "04510", "name": "PAC", "enabled": true, "contract_code": null}]'`;
    const product = await seedProduct({ name: 'Caneca', price_cents: 3490 });
    const buyer = await createUser({ name: 'Ana', email: 'ana@exemplo.org' });
    const admin = await createUser({ role: 'admin' });
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { locale: 'en' }));
    expect(placed.status).toBe(201);
    let mails = await outbox().mails();
    expect(mails).toHaveLength(2);
    const toCustomer = mails.find((m) => m.includes('To: ana@exemplo.org')) as string;
    expect(toCustomer).toContain('Content-Type: multipart/alternative');
    expect(toCustomer).toContain(`Subject: =?UTF-8?B?${Buffer.from('Order #1001 received - Associação Aurora').toString('base64')}?=`);
    expect(toCustomer).toContain('We have received your order #1001.');
    expect(toCustomer).toContain('Chave Pix: loja@aurora.org');
    expect(toCustomer).toContain('https://loja.exemplo.org/conta/pedidos/');
    expect(toCustomer).toContain('background:#aa3300');
    const toShop = mails.find((m) => m.includes('To: loja@aurora.org')) as string;
    expect(toShop).toContain('Novo pedido #1001 de Ana (ana@exemplo.org): R$ 49,90, Pix / transferência.');

    await move(admin.token, placed.body.id, { status: 'paid' });
    mails = await outbox().mails();
    expect(mails).toHaveLength(4);
    expect(mails.some((m) => m.includes('The payment of your order #1001 has been confirmed.'))).toBe(true);
    expect(mails.some((m) => m.includes('O pagamento do pedido #1001 de Ana (ana@exemplo.org) foi confirmado: R$ 49,90.'))).toBe(true);

    await move(admin.token, placed.body.id, { status: 'processing' });
    expect(await outbox().mails()).toHaveLength(4);
    await move(admin.token, placed.body.id, { status: 'sent', tracking_code: 'AA123456789BR' });
    mails = await outbox().mails();
    const sent = mails.find((m) => m.includes('has been shipped')) as string;
    expect(sent).toContain('Tracking code: AA123456789BR');
    expect(sent).toContain('Follow the delivery at Correios: https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR');

    const second = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    await cancel(buyer.token, second.body.id);
    mails = await outbox().mails();
    expect(mails.some((m) => m.includes('O seu pedido #1002 foi cancelado.'))).toBe(true);
  });
});
