import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { getSql } from '../../src/server/db/client';
import { MELHORENVIO_RULE } from '../../src/server/shop/shipping/melhorenvio';
import { readMelhorEnvioState, rememberServices } from '../../src/server/shop/shipping/melhorenvio-state';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { getShopSettingsView } from '../../src/server/shop/config/shop-settings';
import { cartItem } from '../helpers/cart';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { MELHORENVIO_TOKEN, startMelhorEnvioServer, type MelhorEnvioServer } from '../helpers/melhorenvio-server';
import { orderBody, placeOrder } from '../helpers/orders';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';
import { seedShop, shopBody } from '../helpers/shop';

let me: MelhorEnvioServer;
const ENV = { MELHORENVIO_API_BASE: '', MELHORENVIO_TIMEOUT_MS: '400', MELHORENVIO_PAUSE_SECONDS: '60' };

beforeAll(async () => {
  me = await startMelhorEnvioServer();
  ENV.MELHORENVIO_API_BASE = me.url;
  Object.assign(process.env, ENV);
});
afterAll(async () => {
  for (const key of Object.keys(ENV)) delete process.env[key];
  await me.close();
});

let warnings: string[];
beforeEach(async () => {
  await resetDb();
  me.reset();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const EMAIL = 'tecnico@aurora.org.br';
const ME_FIELDS = { provider: 'melhorenvio' as const, melhorenvio_token: MELHORENVIO_TOKEN, melhorenvio_email: EMAIL };
const seedMelhorEnvio = (overrides = {}) => seedShop({ ...ME_FIELDS, ...overrides });

// Two books of 400 g (R$ 49,90 each) and a mug of 350 g: 1.15 kg, priced by the stand-in by its 2 started kg.
const cart = [{ ...cartItem(400, [23, 16, 3], 2), unit_price_cents: 4990 }, { ...cartItem(350, [12, 10, 10]), unit_price_cents: 2500 }];
const quote = (postal_code = '01001-000', items = cart) => quoteShipping(getSql(), { postal_code, items, subtotal_cents: 12_480 });

const PRICED = [
  { service: 'me-3', name: '.Package', carrier: 'Jadlog', price_cents: 1800, days: 6, provider: 'melhorenvio' },
  { service: 'me-17', name: 'Mini Envios', carrier: 'Correios', price_cents: 1300, days: 9, provider: 'melhorenvio' },
  { service: 'me-1', name: 'PAC', carrier: 'Correios', price_cents: 2200, days: 7, provider: 'melhorenvio' },
  { service: 'me-2', name: 'SEDEX', carrier: 'Correios', price_cents: 4000, days: 3, provider: 'melhorenvio' },
].sort((a, b) => a.price_cents - b.price_cents);
// The same cart by the test table: 1.35 kg with the 200 g of packaging, the 5 kg band to SP.
const TABLE = [
  { service: '04510', name: 'PAC', price_cents: 2500, days: 4, provider: 'tabela' },
  { service: '04014', name: 'SEDEX', price_cents: 4000, days: 1, provider: 'tabela' },
];
const pausedUntil = async () => (await getSql()<{ paused_until: Date | null }[]>`select paused_until from melhorenvio_state`)[0]?.paused_until ?? null;

describe('quotes through Melhor Envio (the stand-in API)', () => {
  it('offers each service the account answers with its carrier, price in cents and days, cheapest first', async () => {
    await seedMelhorEnvio();
    expect(await quote()).toEqual({ options: PRICED, fallback: false });
  });

  it('sends the CEPs and every cart line as a product (cm, kg, insurance in reais per unit) with the headers Melhor Envio requires', async () => {
    await seedSettings({ title: 'Associação Aurora — Loja' });
    await seedMelhorEnvio();
    await quote();
    const [call] = me.calls();
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe(`Bearer ${MELHORENVIO_TOKEN}`);
    expect(call.headers.accept).toBe('application/json');
    expect(call.headers['content-type']).toBe('application/json');
    // The site's title (accents dropped: a header is ASCII) and the technical e-mail.
    expect(call.headers['user-agent']).toBe(`Associacao Aurora  Loja (${EMAIL})`);
    expect(JSON.parse(call.body)).toEqual({
      from: { postal_code: '01310100' },
      to: { postal_code: '01001000' },
      products: [
        { id: '1', width: 16, height: 3, length: 23, weight: 0.4, insurance_value: 49.9, quantity: 2 },
        { id: '2', width: 10, height: 10, length: 12, weight: 0.35, insurance_value: 25, quantity: 1 },
      ],
      options: { receipt: false, own_hand: false },
    });
  });

  it('leaves out a service answered with `error` (SEDEX and Mini Envios cannot carry it)', async () => {
    await seedMelhorEnvio();
    me.mode = 'partial';
    expect((await quote()).options.map((o) => o.service)).toEqual(['me-3', 'me-1']);
  });

  it('offers only the services the admin chose, in the order of price', async () => {
    await seedMelhorEnvio({ melhorenvio_services: [3, 1] });
    expect((await quote()).options.map((o) => [o.service, o.carrier])).toEqual([['me-3', 'Jadlog'], ['me-1', 'Correios']]);
  });

  it('adds the handling days and pickup, and the free-shipping rule covers PAC through Melhor Envio, not Jadlog', async () => {
    await seedMelhorEnvio({
      handling_days: 2,
      pickup: { enabled: true, name: 'Retirar na sede', address: 'Rua A, 1' },
      free_shipping: { enabled: true, min_subtotal_cents: 10_000, services: ['04510'], states: ['SP'] },
    });
    const { options } = await quote();
    expect(options.find((o) => o.service === 'me-1')).toMatchObject({ price_cents: 0, days: 9 });
    expect(options.find((o) => o.service === 'me-3')).toMatchObject({ price_cents: 1800, days: 8 });
    expect(options.at(-1)).toMatchObject({ service: 'retirada', provider: 'retirada' });
  });

  it('reuses a quote for the same CEPs and cart (one call), and calls again for another CEP or cart', async () => {
    await seedMelhorEnvio();
    await quote();
    await quote();
    expect(me.calls()).toHaveLength(1);
    await quote('20040-020');
    await quote('01001-000', [cart[0]]);
    expect(me.calls()).toHaveLength(3);
  });

  it('racing quotes of new CEPs each get Melhor Envio prices, none falling back, the services remembered once', async () => {
    await seedMelhorEnvio();
    const ceps = ['01001-000', '20040-020', '30130-010', '70040-010', '80010-000', '01001-000'];
    const quotes = await Promise.all(ceps.map((cep) => quote(cep)));
    expect(quotes.every((q) => !q.fallback && q.options.length === 4)).toBe(true);
    expect(me.calls().length).toBeGreaterThanOrEqual(5);
    expect((await getShopSettingsView(getSql())).melhorenvio.known_services.map((s) => s.id)).toEqual([1, 2, 3, 17]);
  });

  it('remembers the services the account named, for /conta/shop to offer', async () => {
    await seedMelhorEnvio();
    me.mode = 'partial';
    await quote();
    const view = await getShopSettingsView(getSql());
    expect(view.melhorenvio.known_services).toEqual([
      { id: 1, name: 'PAC', carrier: 'Correios' },
      { id: 2, name: 'SEDEX', carrier: 'Correios' },
      { id: 3, name: '.Package', carrier: 'Jadlog' },
      { id: 17, name: 'Mini Envios', carrier: 'Correios' },
    ]);
  });
});

describe('the services Melhor Envio named', () => {
  it('are merged by id, a new name or carrier winning, and written only when something changed', async () => {
    const sql = getSql();
    await rememberServices(sql, [{ id: 2, name: 'SEDEX', carrier: 'Correios' }, { id: 1, name: 'PAC', carrier: 'Correios' }]);
    await rememberServices(sql, [{ id: 2, name: 'SEDEX Contrato', carrier: 'Correios' }, { id: 5, name: '.Com', carrier: 'Jadlog' }]);
    expect((await readMelhorEnvioState(sql)).services).toEqual([
      { id: 1, name: 'PAC', carrier: 'Correios' },
      { id: 2, name: 'SEDEX Contrato', carrier: 'Correios' },
      { id: 5, name: '.Com', carrier: 'Jadlog' },
    ]);
    const [before] = await sql`select xmin::text as version from melhorenvio_state`;
    await rememberServices(sql, [{ id: 5, name: '.Com', carrier: 'Jadlog' }]);
    const [after] = await sql`select xmin::text as version from melhorenvio_state`;
    expect(after.version).toBe(before.version);
  });
});

describe('when Melhor Envio fails, the table prices the cart with fallback: true', () => {
  it('a refused token (401): the table, the failure shown in /conta/shop, and a pause (no call meanwhile)', async () => {
    await seedMelhorEnvio();
    me.mode = 'unauthorized';
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    const view = await getShopSettingsView(getSql());
    expect(view.melhorenvio.status.last_error).toMatch(/recusou o token \(HTTP 401\)/);
    expect(warnings.join('\n')).toMatch(/Melhor Envio: .*HTTP 401.* Usando a tabela de fretes/);
    me.mode = 'success';
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(me.calls()).toHaveLength(1);
  });

  it('a timeout: the quote ends within the time limit with the table', async () => {
    await seedMelhorEnvio();
    me.mode = 'slow';
    const started = Date.now();
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(Date.now() - started).toBeLessThan(1200);
    expect((await getShopSettingsView(getSql())).melhorenvio.status.last_error).toBe('O Melhor Envio não respondeu em 0,4 s.');
  });

  it.each([
    ['never answers', 'silent'],
    ['sends its headers and never the body', 'stalled'],
  ] as const)('a Melhor Envio that %s: the table within MELHORENVIO_TIMEOUT_MS, the provider paused', async (_case, mode) => {
    await seedMelhorEnvio();
    vi.stubEnv('MELHORENVIO_TIMEOUT_MS', '200');
    me.mode = mode;
    const started = Date.now();
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings).toEqual(['[shipping] Melhor Envio: O Melhor Envio não respondeu em 0,2 s. Usando a tabela de fretes.']);
    expect(await pausedUntil()).not.toBeNull();
  });

  it("a 429: the table, and a pause of the answer's Retry-After; once it is over, Melhor Envio is called again", async () => {
    await seedMelhorEnvio();
    me.mode = 'limited';
    me.retryAfter = 90;
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    const until = (await pausedUntil()) as Date;
    expect(until.getTime() - Date.now()).toBeGreaterThan(85_000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(91_000);
    me.mode = 'success';
    await quote('20040-020');
    expect(me.calls()).toHaveLength(1);
    await getSql()`update melhorenvio_state set paused_until = now() - interval '1 second'`;
    expect(await quote('20040-020')).toEqual({ options: PRICED, fallback: false });
  });

  it.each([
    ['an error of the server (500)', 'error', 'O Melhor Envio respondeu HTTP 500.'],
    ['an answer that is not a list', 'invalid', 'O Melhor Envio respondeu algo que não é uma lista de serviços.'],
  ] as const)('%s: the table, and a pause', async (_case, mode, message) => {
    await seedMelhorEnvio();
    me.mode = mode;
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(await pausedUntil()).not.toBeNull();
    expect((await getShopSettingsView(getSql())).melhorenvio.status.last_error).toBe(message);
  });

  it('a cart or CEP Melhor Envio refuses (422): the table without a pause, and the next quote asks again', async () => {
    await seedMelhorEnvio();
    me.mode = 'refused';
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(await pausedUntil()).toBeNull();
    me.mode = 'success';
    expect(await quote()).toEqual({ options: PRICED, fallback: false });
  });

  it('keeps under the rate limit itself: at 240 calls in the minute, the table stands in without calling or pausing', async () => {
    await seedMelhorEnvio();
    const sql = getSql();
    const key = (await import('node:crypto')).createHash('sha256').update(MELHORENVIO_TOKEN).digest('hex');
    await sql`insert into rate_events (bucket, key, created_at)
      select ${MELHORENVIO_RULE.bucket}, ${key}, now() from generate_series(1, ${MELHORENVIO_RULE.max})`;
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(me.calls()).toHaveLength(0);
    expect(await pausedUntil()).toBeNull();
  });

  it('every service refused (all with `error`, or none chosen answered): the table, without a pause', async () => {
    await seedMelhorEnvio({ melhorenvio_services: [2, 17] });
    me.mode = 'partial';
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(await pausedUntil()).toBeNull();
  });

  it('never a zero or missing price: with no table row for the destination, no option rather than a free one', async () => {
    await seedMelhorEnvio();
    me.mode = 'error';
    // The test table has no row for Bahia.
    expect(await quote('40010-000')).toEqual({ options: [], fallback: true });
  });
});

describe('/conta/shop: choosing Melhor Envio (PUT and GET /api/shop/settings)', () => {
  const URL = '/api/shop/settings';
  const admin = async () => (await createUser({ role: 'admin' })).token;

  it('stores the token write-only: GET answers whether it is set, never its value', async () => {
    const token = await admin();
    const saved = await call(shopSettings, 'PUT', URL, { token, body: shopBody({ ...ME_FIELDS, melhorenvio_services: [3, 1, 3] }) });
    expect(saved.status).toBe(200);
    const read = await call(shopSettings, 'GET', URL, { token });
    expect(read.body.provider).toBe('melhorenvio');
    expect(read.body.melhorenvio).toEqual({
      has_token: true,
      email: EMAIL,
      services: [1, 3],
      known_services: [],
      status: { last_error: null, last_error_at: null },
    });
    expect(JSON.stringify(read.body)).not.toContain(MELHORENVIO_TOKEN);
    expect(JSON.stringify(saved.body)).not.toContain(MELHORENVIO_TOKEN);
    // Saving again with the field empty keeps the token; `melhorenvio_clear` removes it (and the provider must change).
    expect((await call(shopSettings, 'PUT', URL, { token, body: shopBody({ ...ME_FIELDS, melhorenvio_token: '' }) })).status).toBe(200);
    expect((await getShopSettingsView(getSql())).melhorenvio.has_token).toBe(true);
    const cleared = await call(shopSettings, 'PUT', URL, { token, body: shopBody({ melhorenvio_clear: true }) });
    expect(cleared.body.melhorenvio.has_token).toBe(false);
    const [row] = await getSql()`select melhorenvio_token from shop_settings`;
    expect(row.melhorenvio_token).toBeNull();
  });

  it.each([
    ['no token', { melhorenvio_token: null }, { melhorenvio_token: ['Informe o token do Melhor Envio para cotar fretes por ele.'] }],
    ['no technical e-mail', { melhorenvio_email: '' }, { melhorenvio_email: ['Informe o e-mail técnico que o Melhor Envio exige em cada chamada.'] }],
    ['a bad e-mail', { melhorenvio_email: 'tecnico@' }, { melhorenvio_email: ['O campo E-mail técnico do Melhor Envio deve ser um e-mail válido.'] }],
    ['services that are not ids', { melhorenvio_services: ['PAC'] }, { 'melhorenvio_services.0': ['O campo Serviços do Melhor Envio deve listar números de serviço.'] }],
    ['a provider it does not know', { provider: 'loggi' }, { provider: ['O campo Provedor deve ser Tabela, Correios ou Melhor Envio.'] }],
  ])('refuses %s with a 422 naming the field, changing nothing', async (_case, fields, errors) => {
    const token = await admin();
    const res = await call(shopSettings, 'PUT', URL, { token, body: { ...shopBody(ME_FIELDS), ...fields } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    const [row] = await getSql()`select count(*)::int as n from shop_settings`;
    expect(row.n).toBe(0);
  });

  it('a new token forgets the failure, the pause, the known services and the cached quotes of the old account', async () => {
    await seedMelhorEnvio();
    await quote();
    me.mode = 'unauthorized';
    await quote('20040-020');
    expect((await getShopSettingsView(getSql())).melhorenvio.status.last_error).not.toBeNull();
    await seedMelhorEnvio({ melhorenvio_token: `${MELHORENVIO_TOKEN}-novo` });
    const view = await getShopSettingsView(getSql());
    expect(view.melhorenvio.status.last_error).toBeNull();
    expect(view.melhorenvio.known_services).toEqual([]);
    const [cache] = await getSql()`select count(*)::int as n from shipping_quote_cache`;
    expect(cache.n).toBe(0);
  });

  it('the token typed again after a failure lifts the pause; saving with the field empty keeps both token and pause', async () => {
    await seedMelhorEnvio();
    me.mode = 'unauthorized';
    await quote();
    me.mode = 'success';
    await seedMelhorEnvio({ melhorenvio_token: '' });
    expect((await quote()).fallback).toBe(true);
    await seedMelhorEnvio();
    expect(await quote()).toEqual({ options: PRICED, fallback: false });
  });
});

describe('an order priced through Melhor Envio', () => {
  async function checkout(overrides = {}) {
    await seedProductsFeature();
    await seedMelhorEnvio({ payments: { pix_manual: { enabled: true, instructions: 'Pix para a chave contato@vitrine.local', window_days: 3 } }, ...overrides });
    const product = await seedProduct({ price_cents: 4990, stock: 5 });
    const buyer = await createUser();
    return { product, buyer };
  }

  it('keeps the carrier and service it was priced with, re-priced by the same provider (the quote cached: one call)', async () => {
    const { product, buyer } = await checkout();
    const items = [{ product_id: product.id, quantity: 1 }];
    const quoted = await call(shippingQuote, 'POST', '/api/shipping/quote', { body: { postal_code: '01001-000', items } });
    const jadlog = quoted.body.options.find((o: { carrier?: string }) => o.carrier === 'Jadlog');
    expect(jadlog).toMatchObject({ service: 'me-3', name: '.Package', provider: 'melhorenvio' });
    const res = await placeOrder(buyer.token, orderBody(items, { shipping_service: 'me-3' }));
    expect(res.status).toBe(201);
    expect(res.body.shipping).toEqual({ service: 'me-3', name: '.Package', carrier: 'Jadlog', price_cents: jadlog.price_cents, days: jadlog.days, provider: 'melhorenvio' });
    expect(res.body.shipping_cents).toBe(jadlog.price_cents);
    expect(me.calls()).toHaveLength(1);
    const [row] = await getSql()`select shipping from orders where id = ${res.body.id}`;
    expect(row.shipping.carrier).toBe('Jadlog');
  });

  it('a retry with the same key answers the order it made, without calling Melhor Envio again, even while it is down', async () => {
    const { product, buyer } = await checkout();
    const body = orderBody([{ product_id: product.id, quantity: 1 }], { shipping_service: 'me-1' });
    const first = await placeOrder(buyer.token, body, 'chave-melhor-envio-1');
    expect(first.status).toBe(201);
    me.mode = 'error';
    const calls = me.calls().length;
    const again = await placeOrder(buyer.token, body, 'chave-melhor-envio-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toMatchObject({ id: first.body.id, shipping: { service: 'me-1', carrier: 'Correios' } });
    expect(me.calls()).toHaveLength(calls);
    expect(await pausedUntil()).toBeNull();
  });

  it('refuses a service the admin did not choose, or one Melhor Envio refused, with a 422 on shipping_service', async () => {
    const { product, buyer } = await checkout({ melhorenvio_services: [1, 3] });
    const items = [{ product_id: product.id, quantity: 1 }];
    const refused = await placeOrder(buyer.token, orderBody(items, { shipping_service: 'me-2' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ shipping_service: ['O frete escolhido não está disponível para este endereço. Escolha outra opção.'] });
    const malformed = await placeOrder(buyer.token, orderBody(items, { shipping_service: 'me-x' }));
    expect(malformed.body.errors).toEqual({ shipping_service: ['O campo Frete deve ser uma das opções cotadas.'] });
  });

  it('while Melhor Envio is down, an order takes a table price (fallback), never a Melhor Envio option at no price', async () => {
    const { product, buyer } = await checkout();
    me.mode = 'error';
    const items = [{ product_id: product.id, quantity: 1 }];
    expect((await placeOrder(buyer.token, orderBody(items, { shipping_service: 'me-1' }))).status).toBe(422);
    const res = await placeOrder(buyer.token, orderBody(items, { shipping_service: '04510' }));
    expect(res.status).toBe(201);
    expect(res.body.shipping).toMatchObject({ service: '04510', provider: 'tabela', price_cents: 1500 });
  });

  it('an order while Melhor Envio never answers: answered within the limit, at a table price', async () => {
    const { product, buyer } = await checkout();
    vi.stubEnv('MELHORENVIO_TIMEOUT_MS', '200');
    me.mode = 'silent';
    const started = Date.now();
    const res = await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { shipping_service: '04510' }));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.status).toBe(201);
    expect(res.body.shipping).toMatchObject({ service: '04510', provider: 'tabela', price_cents: 1500 });
  });

  it("shows the carrier in the admin's CSV export", async () => {
    const { product, buyer } = await checkout();
    await placeOrder(buyer.token, orderBody([{ product_id: product.id, quantity: 1 }], { shipping_service: 'me-3' }));
    const { token } = await createUser({ role: 'admin' });
    const csv = await orders(new Request('http://localhost/api/orders/export.csv', { headers: { authorization: `Token ${token}` } }), {});
    const [header, line] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    const columns = header.split(';');
    const values = line.split(';');
    expect(values[columns.indexOf('Serviço de entrega')]).toBe('.Package');
    expect(values[columns.indexOf('Transportadora')]).toBe('Jadlog');
  });
});
