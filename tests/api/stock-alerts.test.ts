import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import products from '../../netlify/functions/products.mts';
import stockAlerts from '../../netlify/functions/stock-alerts.mts';
import { STOCK_ALERT_CONSENT, STOCK_ALERT_VARIANT_ID } from '../../src/lib/schemas/stock-alert';
import { getSql } from '../../src/server/db/client';
import { expireOrders } from '../../src/server/shop/flows/order-actions';
import {
  ALERT_PRODUCT_IN_STOCK,
  ALERT_VARIANT_FOREIGN,
  ALERT_VARIANT_IN_STOCK,
  ALERT_VARIANT_REQUIRED,
  ALERTS_NO_SITE_URL,
} from '../../src/server/shop/catalog/stock-alerts';
import { useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { orderBody, placeOrder, seedCheckoutShop } from '../helpers/orders';
import { PRODUCT_BODY, seedProduct } from '../helpers/products';
import { buildRequest, call } from '../helpers/request';
import { signUpConfirmed } from '../helpers/stock-alerts';

const SITE = 'https://loja.exemplo.org';
const alertsPath = (id: string) => ({ url: `/api/products/${id}/alerts`, params: { id } });
// A sign-up taken is confirmed by the link mailed to it (double opt-in: tests/api/stock-alerts-confirm.test.ts).
const subscribe = (id: string, body: Record<string, unknown>, ip = '203.0.113.50') => signUpConfirmed(() => outbox.mails(), id, body, ip);
const counts = (token: string | undefined, id: string) => call(stockAlerts, 'GET', alertsPath(id).url, { ...alertsPath(id), token });
const ask = (email: string, extra: Record<string, unknown> = {}) => ({ email, consent: true, ...extra });

/** The admin's save of a product's stock (and its variants'), as the form sends it over what it read. */
async function saveStock(token: string, id: string, stock: number | null, variants?: { option_values: string[]; stock: number | null; read: number | null }[]) {
  const [read] = await getSql()<{ stock: number | null; options: string[]; name: string; slug: string }[]>`
    select stock, options, name, slug from products where id = ${id}`;
  const body = {
    ...PRODUCT_BODY,
    name: read.name,
    slug: read.slug,
    stock,
    stock_expected: read.stock,
    options: read.options,
    variants: (variants ?? []).map((v) => ({ option_values: v.option_values, stock: v.stock, stock_expected: v.read })),
  };
  const res = await call(products, 'PUT', `/api/products/${id}`, { params: { id }, token, body });
  expect(res.status).toBe(200);
  return res;
}

/** The back-in-stock mails written so far (the order e-mails of the same tests left out). */
async function alertMails(): Promise<string[]> {
  return (await outbox.mails()).filter((mail) => mail.includes('List-Unsubscribe-Post'));
}
const recipients = (mails: string[]) => mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]).sort();
const waiting = async () =>
  (await getSql()<{ email: string }[]>`select email from stock_alerts where notified_at is null order by email`).map((r) => r.email);
const tokenIn = (mail: string) => /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  await seedCheckoutShop();
  vi.stubEnv('SITE_URL', SITE);
  outbox = await useTempOutbox();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await outbox.cleanup();
});

describe('POST /api/products/:id/alerts', () => {
  it('records a sold-out product\'s subscriber, lower-cased, in the language of the page; again is the same subscription', async () => {
    const product = await seedProduct({ stock: 0 });
    const first = await subscribe(product.id, ask('  Ana@Exemplo.org ', { locale: 'en-US' }));
    expect(first).toMatchObject({ status: 200, body: { subscribed: true } });
    const again = await subscribe(product.id, ask('ana@exemplo.org'));
    expect(again).toEqual({ ...first, headers: again.headers });
    const rows = await getSql()`select email, locale, variant_id, notified_at from stock_alerts`;
    expect(rows).toEqual([{ email: 'ana@exemplo.org', locale: 'pt', variant_id: null, notified_at: null }]);
  });

  it('takes a sold-out variant of a product with variants, and refuses a missing, foreign or available one', async () => {
    const shirt = await seedProduct({ options: ['Tamanho'], variants: [{ option_values: ['P'], stock: 0 }, { option_values: ['M'], stock: 3 }] });
    const other = await seedProduct({ options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 0 }] });
    const [soldOut, inStock] = shirt.variants;
    expect((await subscribe(shirt.id, ask('ana@exemplo.org', { variant_id: Number(soldOut) }))).status).toBe(200);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'variant_id', ALERT_VARIANT_REQUIRED],
      [{ variant_id: other.variants[0] }, 'variant_id', ALERT_VARIANT_FOREIGN],
      [{ variant_id: inStock }, 'variant_id', ALERT_VARIANT_IN_STOCK],
      [{ variant_id: 'abc' }, 'variant_id', STOCK_ALERT_VARIANT_ID],
    ];
    for (const [extra, field, message] of cases) {
      const res = await subscribe(shirt.id, ask('bia@exemplo.org', extra));
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    const plain = await seedProduct({ stock: 0 });
    expect((await subscribe(plain.id, ask('bia@exemplo.org', { variant_id: soldOut }))).body.errors.variant_id).toEqual([ALERT_VARIANT_FOREIGN]);
    expect(await waiting()).toEqual(['ana@exemplo.org']);
  });

  it.each([
    ['a product in stock', { stock: 4 }],
    ['a product with unlimited stock', { stock: null }],
  ])('refuses %s with a 422 on product_id', async (_name, seed) => {
    const product = await seedProduct(seed);
    const res = await subscribe(product.id, ask('ana@exemplo.org'));
    expect(res).toMatchObject({ status: 422, body: { errors: { product_id: [ALERT_PRODUCT_IN_STOCK] } } });
  });

  it.each([
    ['email', { email: undefined }, 'O campo E-mail é obrigatório.'],
    ['email', { email: 'ana' }, 'O campo E-mail deve ser um e-mail válido.'],
    ['email', { email: '<script>@x' }, 'O campo E-mail deve ser um e-mail válido.'],
    ['consent', { consent: undefined }, STOCK_ALERT_CONSENT],
    ['consent', { consent: false }, STOCK_ALERT_CONSENT],
    ['consent', { consent: 'true' }, STOCK_ALERT_CONSENT],
    ['locale', { locale: 'fr' }, 'O campo Idioma deve ser pt, en ou es.'],
  ])('answers 422 on %s for %j, storing nothing', async (field, change, message) => {
    const product = await seedProduct({ stock: 0 });
    const res = await subscribe(product.id, { ...ask('ana@exemplo.org'), ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await waiting()).toEqual([]);
  });

  it('answers 404 for a draft, a missing product and while the shop is off; 400 for a body that is not JSON', async () => {
    const draft = await seedProduct({ stock: 0, status: 'draft' });
    expect((await subscribe(draft.id, ask('ana@exemplo.org'))).status).toBe(404);
    expect((await subscribe('999999', ask('ana@exemplo.org'))).status).toBe(404);
    expect((await call(stockAlerts, 'POST', alertsPath('x').url, { params: { id: 'x' }, body: ask('a@b.co') })).status).toBe(404);
    expect((await call(stockAlerts, 'POST', alertsPath(draft.id).url, { ...alertsPath(draft.id), raw: 'email=a' })).status).toBe(400);
    const product = await seedProduct({ stock: 0 });
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await subscribe(product.id, ask('ana@exemplo.org'))).status).toBe(404);
    expect(await waiting()).toEqual([]);
  });

  it('answers 429 to the 11th request from one address within 10 minutes (a bad one does not count)', async () => {
    const product = await seedProduct({ stock: 0 });
    for (let i = 0; i < 3; i += 1) expect((await subscribe(product.id, ask('x'), '10.7.7.7')).status).toBe(422);
    for (let i = 0; i < 10; i += 1) expect((await subscribe(product.id, ask(`p${i}@exemplo.org`), '10.7.7.7')).status).toBe(200);
    const refused = await subscribe(product.id, ask('late@exemplo.org'), '10.7.7.7');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Você pediu muitos avisos. Tente novamente em alguns minutos.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await subscribe(product.id, ask('late@exemplo.org'), '10.7.7.8')).status).toBe(200);
    expect((await waiting()).length).toBe(11);
  });

  it('20 requests of one e-mail at once make one subscription', async () => {
    const product = await seedProduct({ stock: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe(product.id, ask('ana@exemplo.org'), `10.8.0.${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await waiting()).toEqual(['ana@exemplo.org']);
  });
});

describe('the back-in-stock e-mail', () => {
  it('an admin\'s save from 0 to 5 mails each subscriber once, in their language, with the link and the unsubscribe headers', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 0, name: 'Caneca Aurora' });
    await subscribe(product.id, ask('ana@exemplo.org'));
    await subscribe(product.id, ask('bob@example.com', { locale: 'en' }));
    const other = await seedProduct({ stock: 0 });
    await subscribe(other.id, ask('cid@exemplo.org'));

    // A save that leaves it at 0 tells nobody.
    await saveStock(admin.token, product.id, 0);
    expect(await alertMails()).toEqual([]);

    await saveStock(admin.token, product.id, 5);
    const mails = await alertMails();
    expect(recipients(mails)).toEqual(['ana@exemplo.org', 'bob@example.com']);
    const ana = mails.find((m) => m.includes('To: ana@exemplo.org')) as string;
    expect(ana).toContain(`${SITE}/loja/${product.slug}`);
    expect(ana).toContain('Boa notícia: Caneca Aurora voltou ao estoque.');
    expect(ana).toMatch(new RegExp(`^List-Unsubscribe: <${SITE}/api/stock-alerts/unsubscribe\\?token=[A-Za-z0-9_-]{32}>\\r?$`, 'm'));
    expect(ana).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const bob = mails.find((m) => m.includes('To: bob@example.com')) as string;
    expect(bob).toContain('Good news: Caneca Aurora is back in stock.');
    expect(await waiting()).toEqual(['cid@exemplo.org']);

    // Saved again (5 -> 8, then back through 0): nobody is mailed twice.
    await saveStock(admin.token, product.id, 8);
    await saveStock(admin.token, product.id, 0);
    await saveStock(admin.token, product.id, 3);
    expect((await alertMails()).length).toBe(2);
  });

  it('a variant back (and one made unlimited) mails its own subscribers, not those of the others', async () => {
    const admin = await createUser({ role: 'admin' });
    const shirt = await seedProduct({
      options: ['Tamanho'],
      variants: [{ option_values: ['P'], stock: 0 }, { option_values: ['M'], stock: 0 }, { option_values: ['G'], stock: 0 }],
    });
    const [p, m, g] = shirt.variants;
    await subscribe(shirt.id, ask('p@exemplo.org', { variant_id: p }));
    await subscribe(shirt.id, ask('m@exemplo.org', { variant_id: m }));
    await subscribe(shirt.id, ask('g@exemplo.org', { variant_id: g }));
    await saveStock(admin.token, shirt.id, null, [
      { option_values: ['P'], stock: 2, read: 0 },
      { option_values: ['M'], stock: 0, read: 0 },
      { option_values: ['G'], stock: null, read: 0 },
    ]);
    const mails = await alertMails();
    expect(recipients(mails)).toEqual(['g@exemplo.org', 'p@exemplo.org']);
    expect(mails.find((x) => x.includes('To: p@exemplo.org'))).toContain('(P) voltou ao estoque');
    expect(await waiting()).toEqual(['m@exemplo.org']);
    const admins = await counts(admin.token, shirt.id);
    expect(admins.body).toEqual({ waiting: 1, variants: [{ variant_id: m, option_values: ['M'], waiting: 1 }] });
  });

  it('a buyer\'s cancel and an admin\'s cancel give units back and mail the waiting subscribers once', async () => {
    const admin = await createUser({ role: 'admin' });
    const buyer = await createUser();
    const product = await seedProduct({ stock: 2 });
    const first = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }]));
    expect(first.status).toBe(201);
    await subscribe(product.id, ask('ana@exemplo.org'));
    const canceled = await call(orders, 'POST', `/api/orders/${first.body.id}/cancel`, { params: { id: first.body.id }, token: buyer.token });
    expect(canceled.status).toBe(200);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org']);

    const second = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 2 }]));
    await subscribe(product.id, ask('bia@exemplo.org'));
    const byAdmin = await call(orders, 'POST', `/api/orders/${second.body.id}/status`, {
      params: { id: second.body.id },
      token: admin.token,
      body: { status: 'canceled' },
    });
    expect(byAdmin.status).toBe(200);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org', 'bia@exemplo.org']);
  });

  it('an expired order\'s units back (the expiry job) mail the subscribers of each of its products', async () => {
    const buyer = await createUser();
    const one = await seedProduct({ stock: 1 });
    const two = await seedProduct({ options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 1 }] });
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: one.id, quantity: 1 }, { product_id: two.id, variant_id: two.variants[0], quantity: 1 }]));
    expect(placed.status).toBe(201);
    await subscribe(one.id, ask('ana@exemplo.org'));
    await subscribe(two.id, ask('bia@exemplo.org', { variant_id: two.variants[0] }));
    expect(await expireOrders(getSql(), new Date(Date.now() + 10 * 24 * 3600 * 1000))).toBe(1);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org', 'bia@exemplo.org']);
    expect(await waiting()).toEqual([]);
  });

  it('concurrent restocks (8 cancels and an admin save at once) mail each subscriber exactly once', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 8 });
    const placed = [];
    for (let i = 0; i < 8; i += 1) {
      const buyer = await createUser();
      placed.push({ buyer, order: (await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]))).body });
    }
    const emails = Array.from({ length: 6 }, (_, i) => `s${i}@exemplo.org`);
    for (const email of emails) expect((await subscribe(product.id, ask(email))).status).toBe(200);
    const [read] = await getSql()<{ stock: number }[]>`select stock from products where id = ${product.id}`;
    expect(read.stock).toBe(0);
    await Promise.all([
      ...placed.map(({ buyer, order }) => call(orders, 'POST', `/api/orders/${order.id}/cancel`, { params: { id: order.id }, token: buyer.token })),
      call(products, 'PUT', `/api/products/${product.id}`, {
        params: { id: product.id },
        token: admin.token,
        body: { ...PRODUCT_BODY, stock: 3, stock_expected: 0 },
      }),
    ]);
    const mails = await alertMails();
    expect(recipients(mails)).toEqual(emails);
    expect(await waiting()).toEqual([]);
  });

  it('a subscriber notified and sold out again may subscribe again and is mailed on the next restock', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 0 });
    await subscribe(product.id, ask('ana@exemplo.org'));
    await saveStock(admin.token, product.id, 1);
    await saveStock(admin.token, product.id, 0);
    expect((await subscribe(product.id, ask('ana@exemplo.org'))).status).toBe(200);
    await saveStock(admin.token, product.id, 4);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org', 'ana@exemplo.org']);
  });

  it('waits, telling nobody, while the product is a draft, and sends once it is published in stock', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 0 });
    await subscribe(product.id, ask('ana@exemplo.org'));
    await getSql()`update products set status = 'draft' where id = ${product.id}`;
    const [read] = await getSql()<{ stock: number }[]>`select stock from products where id = ${product.id}`;
    const draftSave = await call(products, 'PUT', `/api/products/${product.id}`, {
      params: { id: product.id },
      token: admin.token,
      body: { ...PRODUCT_BODY, status: 'draft', stock: 5, stock_expected: read.stock },
    });
    expect(draftSave.status).toBe(200);
    expect(await alertMails()).toEqual([]);
    await saveStock(admin.token, product.id, 5);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org']);
  });

  it('while the shop is off, a cancel giving units back mails nobody and the subscribers keep waiting', async () => {
    const admin = await createUser({ role: 'admin' });
    const buyer = await createUser();
    const product = await seedProduct({ stock: 1 });
    const placed = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }]));
    await subscribe(product.id, ask('ana@exemplo.org'));
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    const canceled = await call(orders, 'POST', `/api/orders/${placed.body.id}/status`, {
      params: { id: placed.body.id },
      token: admin.token,
      body: { status: 'canceled' },
    });
    expect(canceled.status).toBe(200);
    expect(await alertMails()).toEqual([]);
    expect(await waiting()).toEqual(['ana@exemplo.org']);
  });

  it('without SITE_URL sends nothing and keeps the subscribers waiting (logged)', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 0 });
    await subscribe(product.id, ask('ana@exemplo.org'));
    vi.stubEnv('SITE_URL', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await saveStock(admin.token, product.id, 5);
    expect(await alertMails()).toEqual([]);
    expect(logged).toHaveBeenCalledWith(ALERTS_NO_SITE_URL);
    expect(await waiting()).toEqual(['ana@exemplo.org']);
  });

  it('with waitUntil, the admin\'s save answers before the e-mails are sent', async () => {
    const admin = await createUser({ role: 'admin' });
    const product = await seedProduct({ stock: 0 });
    await subscribe(product.id, ask('ana@exemplo.org'));
    const later: Promise<unknown>[] = [];
    const request = buildRequest('PUT', `/api/products/${product.id}`, { token: admin.token, body: { ...PRODUCT_BODY, stock: 2, stock_expected: 0 } });
    const res = await products(request, { params: { id: product.id }, waitUntil: (p: Promise<unknown>) => void later.push(p) });
    expect(res.status).toBe(200);
    expect(later.length).toBeGreaterThan(0);
    await Promise.all(later);
    expect(recipients(await alertMails())).toEqual(['ana@exemplo.org']);
  });
});

describe('unsubscribing', () => {
  it('GET asks to confirm (a link scanner changes nothing); POST one-click deletes every alert of the e-mail', async () => {
    const admin = await createUser({ role: 'admin' });
    const one = await seedProduct({ stock: 0 });
    const two = await seedProduct({ stock: 0 });
    await subscribe(one.id, ask('ana@exemplo.org'));
    await subscribe(two.id, ask('ana@exemplo.org'));
    await subscribe(two.id, ask('bia@exemplo.org'));
    await saveStock(admin.token, one.id, 3);
    const [mail] = await alertMails();
    const token = tokenIn(mail);
    const url = `/api/stock-alerts/unsubscribe?token=${token}`;

    const page = await stockAlerts(buildRequest('GET', url, { headers: { accept: 'text/html' } }), { params: {} });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Não enviar mais avisos de estoque para <strong>ana@exemplo.org</strong>?');
    expect(html).toContain(`<form method="post" action="${url}">`);
    expect(await waiting()).toEqual(['ana@exemplo.org', 'bia@exemplo.org']);

    // What a mail program sends for RFC 8058's one-click.
    const oneClick = new Request(new URL(url, 'http://localhost:8888'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const done = await stockAlerts(oneClick, { params: {} });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('<strong>ana@exemplo.org</strong> não receberá mais avisos de estoque');
    expect(await waiting()).toEqual(['bia@exemplo.org']);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from stock_alerts where email = 'ana@exemplo.org'`;
    expect(n).toBe(0);

    // Again, or a token that never was: nothing else changes.
    const again = await stockAlerts(buildRequest('POST', url), { params: {} });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Este link não vale mais');
    expect((await stockAlerts(buildRequest('GET', url), { params: {} })).status).toBe(404);
    expect((await stockAlerts(buildRequest('GET', '/api/stock-alerts/unsubscribe?token=%27%3Cx%3E'), { params: {} })).status).toBe(404);
    expect((await stockAlerts(buildRequest('GET', '/api/stock-alerts/unsubscribe'), { params: {} })).status).toBe(404);
    expect(await waiting()).toEqual(['bia@exemplo.org']);
  });
});

describe('GET /api/products/:id/alerts', () => {
  it('tells managers how many wait; refuses others', async () => {
    const admin = await createUser({ role: 'admin' });
    const customer = await createUser();
    const product = await seedProduct({ stock: 0 });
    await subscribe(product.id, ask('ana@exemplo.org'));
    await subscribe(product.id, ask('bia@exemplo.org'));
    expect((await counts(admin.token, product.id)).body).toEqual({ waiting: 2, variants: [] });
    expect((await counts(customer.token, product.id)).status).toBe(403);
    expect((await counts(undefined, product.id)).status).toBe(401);
    expect((await counts(admin.token, '999999')).status).toBe(404);
    const none = await seedProduct({ stock: 3 });
    expect((await counts(admin.token, none.id)).body).toEqual({ waiting: 0, variants: [] });
  });
});
