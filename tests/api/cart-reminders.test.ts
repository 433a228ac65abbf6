import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import abandonedCarts from '../../netlify/functions/abandoned-carts.mts';
import orders from '../../netlify/functions/orders.mts';
import cart from '../../netlify/functions/cart.mts';
import remind from '../../netlify/functions/carts-remind.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { formatBrl } from '../../src/lib/money';
import { getSql } from '../../src/server/db/client';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop } from '../helpers/orders';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { shopBody } from '../helpers/shop';
import { call } from '../helpers/request';

// Carts that come back: one e-mail per cart left untouched for the shop's hours, at current prices, with a restore
// link (7 days) and a one-click unsubscribe; once under concurrent runs, never after an order, never to an opt-out.
// Run through the scheduled function as Netlify's scheduler calls it.

const SITE = 'https://loja.exemplo.org';
let outbox: Awaited<ReturnType<typeof useTempOutbox>>;

beforeEach(async () => {
  await resetDb();
  await seedCheckoutShop();
  vi.stubEnv('SITE_URL', SITE);
  outbox = await useTempOutbox();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await outbox.cleanup();
});

const put = (token: string, items: unknown[]) => call(cart, 'PUT', '/api/cart', { token, body: { items } });
const reminders = async () => (await outbox.mails()).filter((mail) => mail.includes('/api/cart/unsubscribe'));
const tokenIn = (mail: string) => /restaurar=([a-f0-9]+)/.exec(mail)?.[1] ?? '';
const restore = (token: string) => call(cart, 'GET', `/api/cart/restore?token=${token}`);
const unsubscribe = (method: 'GET' | 'POST', token: string) =>
  cart(new Request(`http://localhost:8888/api/cart/unsubscribe?token=${token}`, {
    method,
    headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
  }), {});

/** Runs the scheduled function; it always answers 204. */
async function run(): Promise<void> {
  expect((await remind()).status).toBe(204);
}

/** Moves an account's cart's last change `hours` back. */
const untouchedFor = (userId: string, hours: number) =>
  getSql()`update carts set updated_at = now() - make_interval(hours => ${hours}::int) where user_id = ${userId}`;

/** A customer whose cart holds 2 × a product (R$ 25,00) and 1 × a variant (R$ 40,00), left `hours` ago. */
async function abandoned(hours = 5, name = 'Ana') {
  const book = await seedProduct({ name: 'Livro', price_cents: 2500, stock: 10 });
  const shirt = await seedProduct({ name: 'Camiseta', price_cents: 4000, options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 3 }] });
  const buyer = await createUser({ name });
  const items = [{ product_id: Number(book.id), quantity: 2 }, { product_id: Number(shirt.id), variant_id: Number(shirt.variants[0]), quantity: 1 }];
  expect((await put(buyer.token, items)).status).toBe(200);
  await untouchedFor(buyer.user.id, hours);
  return { buyer, book, shirt, items };
}

describe('the abandoned-cart e-mail', () => {
  it('sends one e-mail with the lines at their current prices, the restore link and the RFC 8058 headers', async () => {
    const { buyer, book, items } = await abandoned();
    await getSql()`update products set price_cents = 3000 where id = ${book.id}`;
    await run();
    const [mail, ...more] = await reminders();
    expect(more).toHaveLength(0);
    expect(mail).toContain(`To: ${buyer.user.email}`);
    expect(mail).toContain(`Subject: =?UTF-8?B?${Buffer.from('Seus itens estão esperando - Vitrine de Teste').toString('base64')}?=`);
    expect(mail).toMatch(/List-Unsubscribe: <https:\/\/loja\.exemplo\.org\/api\/cart\/unsubscribe\?token=[a-f0-9]{64}>/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const text = mail.replace(/=\r?\n/g, '');
    expect(text).toContain(`- 2 × Livro: ${formatBrl(6000)}`);
    expect(text).toContain(`- 1 × Camiseta (Azul): ${formatBrl(4000)}`);
    expect(text).toContain(`Total dos itens: ${formatBrl(10000)}`);
    expect(text).toContain(`https://loja.exemplo.org/loja/carrinho?restaurar=${tokenIn(mail)}`);
    const [row] = await getSql()<{ value_cents: string; lines: { name: string; unit_price_cents: number; options: string[] }[] }[]>`
      select value_cents::text as value_cents, lines from cart_reminders`;
    expect(row.value_cents).toBe('10000');
    expect(row.lines.map((l) => [l.name, l.unit_price_cents, l.options])).toEqual([['Livro', 3000, []], ['Camiseta', 4000, ['Azul']]]);
    // The link restores the lines as they were e-mailed, to anyone holding it.
    expect(await restore(tokenIn(mail))).toMatchObject({ status: 200, body: { items } });
  });

  it('waits for the shop\'s hours, and sends nothing while it is turned off', async () => {
    const { buyer } = await abandoned(3);
    await run();
    expect(await reminders()).toHaveLength(0);
    await getSql()`update shop_settings set abandoned_cart_hours = 2`;
    await getSql()`update shop_settings set abandoned_cart_enabled = false`;
    await run();
    expect(await reminders()).toHaveLength(0);
    await getSql()`update shop_settings set abandoned_cart_enabled = true`;
    await run();
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]).toContain(`To: ${buyer.user.email}`);
  });

  it('sends once when two runs start together, never twice for the same cart; a cart changed after it is a new cart', async () => {
    const { buyer, items } = await abandoned();
    await Promise.all([run(), run(), run()]);
    expect(await reminders()).toHaveLength(1);
    await untouchedFor(buyer.user.id, 48);
    await run();
    expect(await reminders()).toHaveLength(1);
    // The same lines saved again are the same cart; a change is a new one, reminded once its hours pass.
    await put(buyer.token, items);
    await untouchedFor(buyer.user.id, 48);
    await run();
    expect(await reminders()).toHaveLength(1);
    await put(buyer.token, items.slice(0, 1));
    await run();
    expect(await reminders()).toHaveLength(1);
    await untouchedFor(buyer.user.id, 5);
    await run();
    expect(await reminders()).toHaveLength(2);
  });

  it('sends nothing after an order that bought the lines, nor after any order placed since the cart changed', async () => {
    const { buyer, book, shirt } = await abandoned();
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: book.id, quantity: 2 }, { product_id: shirt.id, variant_id: shirt.variants[0], quantity: 1 }]));
    expect(placed.status).toBe(201);
    await run();
    expect(await reminders()).toHaveLength(0);
    // Another customer's order of one line leaves the other in the cart: placed after its last change, no e-mail.
    const other = await abandoned(5, 'Bia');
    expect((await placeOrder(other.buyer.token, orderBody([{ product_id: other.book.id, quantity: 1 }]))).status).toBe(201);
    await untouchedFor(other.buyer.user.id, 5);
    await getSql()`update orders set created_at = now() - interval '1 hour'`;
    await run();
    expect(await reminders()).toHaveLength(0);
  });

  it('sends nothing to an account that opted out by the one-click unsubscribe; its page asks before a GET changes anything', async () => {
    const { buyer, items } = await abandoned();
    await run();
    const [mail] = await reminders();
    const token = /unsubscribe\?token=([a-f0-9]+)/.exec(mail)?.[1] ?? '';
    const page = await unsubscribe('GET', token);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(buyer.user.email);
    expect((await getSql()`select cart_reminders_off from users where id = ${buyer.user.id}`)[0].cart_reminders_off).toBe(false);
    const done = await unsubscribe('POST', token);
    expect(done.status).toBe(200);
    expect((await getSql()`select cart_reminders_off from users where id = ${buyer.user.id}`)[0].cart_reminders_off).toBe(true);
    expect((await unsubscribe('GET', 'f'.repeat(64))).status).toBe(404);
    expect((await unsubscribe('POST', 'f'.repeat(64))).status).toBe(404);
    // A new cart of that account is never reminded.
    await put(buyer.token, items.slice(0, 1));
    await untouchedFor(buyer.user.id, 50);
    await run();
    expect(await reminders()).toHaveLength(1);
  });

  it('restores only with a valid link: a forged or missing token and one older than 7 days are 404', async () => {
    await abandoned();
    await run();
    const token = tokenIn((await reminders())[0]);
    expect((await restore(token)).status).toBe(200);
    expect((await restore('0'.repeat(64))).status).toBe(404);
    expect((await call(cart, 'GET', '/api/cart/restore')).status).toBe(404);
    expect((await restore(`${token}'--`)).status).toBe(404);
    await getSql()`update cart_reminders set sent_at = now() - interval '7 days 1 minute'`;
    const expired = await restore(token);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toMatch(/7 dias/);
  });

  it('claims without a mail a cart past the maximum order total (nothing in it can be ordered as it is)', async () => {
    const jewel = await seedProduct({ name: 'Joia', price_cents: 100_000_000, stock: null });
    const buyer = await createUser();
    await put(buyer.token, [{ product_id: Number(jewel.id), quantity: 999 }]);
    await untouchedFor(buyer.user.id, 5);
    await run();
    expect(await reminders()).toHaveLength(0);
    expect((await getSql()`select reminded_at from carts where user_id = ${buyer.user.id}`)[0].reminded_at).toBeInstanceOf(Date);
  });

  it('skips a cart whose products are gone or unpublished, and sends nothing while the shop is off', async () => {
    const { book, shirt } = await abandoned();
    await getSql()`update products set status = 'draft' where id in (${book.id}, ${shirt.id})`;
    await run();
    expect(await reminders()).toHaveLength(0);
    expect(await getSql()`select 1 from cart_reminders`).toHaveLength(0);
    await abandoned(5, 'Bia');
    await seedProductsFeature(false).catch(async () => {
      await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    });
    await run();
    expect(await reminders()).toHaveLength(0);
  });
});

describe('the shop\'s settings of the e-mail', () => {
  it('are on, 4 hours for a shop never saved; 1 to 72 hours, 422 otherwise', async () => {
    const admin = await createUser({ role: 'admin' });
    const read = await call(shopSettings, 'GET', '/api/shop/settings', { token: admin.token });
    expect(read.body).toMatchObject({ abandoned_cart_enabled: true, abandoned_cart_hours: 4 });
    for (const hours of [0, 73, 2.5, '4']) {
      const bad = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody({ abandoned_cart_hours: hours as number }) });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.abandoned_cart_hours[0]).toMatch(/Horas até o lembrete/);
    }
    const saved = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody({ abandoned_cart_hours: 72, abandoned_cart_enabled: false }) });
    expect(saved.body).toMatchObject({ abandoned_cart_enabled: false, abandoned_cart_hours: 72 });
    // A client that leaves them out keeps them.
    const again = await call(shopSettings, 'PUT', '/api/shop/settings', { token: admin.token, body: shopBody() });
    expect(again.body).toMatchObject({ abandoned_cart_enabled: false, abandoned_cart_hours: 72 });
  });
});

describe('GET /api/shop/abandoned-carts', () => {
  it('is for the shop\'s managers only', async () => {
    const user = await createUser();
    const admin = await createUser({ role: 'admin' });
    const sup = await createUser({ role: 'super' });
    const list = (token?: string) => call(abandonedCarts, 'GET', '/api/shop/abandoned-carts', { token });
    expect((await list()).status).toBe(401);
    expect((await list(user.token)).status).toBe(403);
    expect((await list(admin.token)).status).toBe(200);
    expect((await list(sup.token)).status).toBe(200);
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await list(sup.token)).status).toBe(403);
    expect((await list(admin.token)).status).toBe(200);
    expect((await call(abandonedCarts, 'GET', '/api/shop/abandoned-carts?page=0', { token: admin.token })).status).toBe(422);
  });

  it('lists who, the lines, the value and when, and the sale that followed within 7 days as recovered, with the month\'s value', async () => {
    const admin = await createUser({ role: 'admin' });
    const ana = await abandoned(5, 'Ana');
    const bia = await abandoned(5, 'Bia');
    await run();
    expect(await reminders()).toHaveLength(2);
    // Ana comes back and buys (paid); Bia's order is still pending: not a sale.
    const anaOrder = await placeOrder(ana.buyer.token, orderBody([{ product_id: ana.book.id, quantity: 2 }]));
    await getSql()`update orders set status = 'paid' where id = ${anaOrder.body.id}`;
    expect((await placeOrder(bia.buyer.token, orderBody([{ product_id: bia.book.id, quantity: 1 }]))).status).toBe(201);
    const page = await call(abandonedCarts, 'GET', '/api/shop/abandoned-carts?per_page=1', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, per_page: 1, recovered_month_cents: anaOrder.body.total_cents });
    const all = await call(abandonedCarts, 'GET', '/api/shop/abandoned-carts', { token: admin.token });
    const byName = Object.fromEntries(all.body.data.map((row: { customer: { name: string } }) => [row.customer.name, row]));
    expect(byName.Ana).toMatchObject({
      customer: { email: ana.buyer.user.email },
      value_cents: 9000,
      recovered: { order_id: anaOrder.body.id, number: anaOrder.body.number, total_cents: anaOrder.body.total_cents },
    });
    expect(byName.Ana.lines).toHaveLength(2);
    expect(typeof byName.Ana.sent_at).toBe('string');
    expect(byName.Bia.recovered).toBeNull();
    // The dashboard shows the same month's recovered value.
    const dashboard = await call(orders, 'GET', '/api/orders/summary', { token: admin.token });
    expect(dashboard.body.month_recovered_cents).toBe(anaOrder.body.total_cents);
    // An order more than 7 days after the e-mail is not its recovery.
    await getSql()`update cart_reminders set sent_at = sent_at - interval '8 days'`;
    const later = await call(abandonedCarts, 'GET', '/api/shop/abandoned-carts', { token: admin.token });
    expect(later.body.data.every((row: { recovered: unknown }) => row.recovered === null)).toBe(true);
    expect(later.body.recovered_month_cents).toBe(0);
  });
});

describe('GET and PUT /api/cart/reminders (the customer\'s choice, /conta/privacidade)', () => {
  it('is on until the customer turns it off; off, no e-mail; 401 anonymous, 422 for a bad body', async () => {
    const { buyer } = await abandoned();
    const read = (token?: string) => call(cart, 'GET', '/api/cart/reminders', { token });
    const write = (token: string | undefined, body: unknown) => call(cart, 'PUT', '/api/cart/reminders', { token, body });
    expect((await read()).status).toBe(401);
    expect((await write(undefined, { enabled: false })).status).toBe(401);
    expect((await read(buyer.token)).body).toEqual({ enabled: true });
    const bad = await write(buyer.token, { enabled: 'não' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.enabled[0]).toMatch(/Lembretes de carrinho/);
    expect((await write(buyer.token, { enabled: false })).body).toEqual({ enabled: false });
    expect((await read(buyer.token)).body).toEqual({ enabled: false });
    await run();
    expect(await reminders()).toHaveLength(0);
    await write(buyer.token, { enabled: true });
    await run();
    expect(await reminders()).toHaveLength(1);
  });
});
