import { beforeEach, describe, expect, it } from 'vitest';
import coupons from '../../netlify/functions/coupons.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';

const LIST = '/api/coupons';
const CHECK = '/api/coupons/check';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const admin = async () => (await createUser({ role: 'admin' })).token;
const closeShop = () => getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from coupons`)[0].n;

const PERCENT = { code: 'bem-vindo10', kind: 'percent', percent: 10 };

async function create(token: string | undefined, body: Record<string, unknown>) {
  return call(coupons, 'POST', LIST, { token, body });
}

beforeEach(async () => {
  await resetDb();
  await seedProductsFeature();
});

describe('coupons: access', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('answers %s with %i on every management endpoint, changing nothing', async (role, status) => {
    const token = role === 'anonymous' ? undefined : (await createUser()).token;
    const made = await create(await admin(), PERCENT);
    expect((await call(coupons, 'GET', LIST, { token })).status).toBe(status);
    expect((await create(token, { ...PERCENT, code: 'OUTRO' })).status).toBe(status);
    const one = item(made.body.id);
    expect((await call(coupons, 'GET', one.url, { ...one, token })).status).toBe(status);
    expect((await call(coupons, 'PUT', one.url, { ...one, token, body: { ...PERCENT, percent: 90 } })).status).toBe(status);
    expect((await call(coupons, 'DELETE', one.url, { ...one, token })).status).toBe(status);
    expect(await count()).toBe(1);
    const [row] = await getSql()<{ percent: number }[]>`select percent from coupons`;
    expect(row.percent).toBe(10);
  });

  it('lets a super manage coupons while the shop is on, and refuses with 403 while it is off (an admin still can)', async () => {
    const superToken = (await createUser({ role: 'super' })).token;
    expect((await create(superToken, PERCENT)).status).toBe(201);
    await closeShop();
    const refused = await call(coupons, 'GET', LIST, { token: superToken });
    expect(refused).toMatchObject({ status: 403, body: { message: 'A loja está desativada: só um administrador gerencia os cupons enquanto isso.' } });
    expect((await call(coupons, 'GET', LIST, { token: await admin() })).status).toBe(200);
  });
});

describe('coupons: create, list, change, delete', () => {
  it('stores the code upper-case, refuses the same code in another case with 409, and lists the coupons with their uses', async () => {
    const token = await admin();
    const made = await create(token, { ...PERCENT, max_discount_cents: 5000, starts_at: '2026-12-01T00:00', ends_at: '2026-12-31T23:59' });
    expect(made).toMatchObject({
      status: 201,
      body: {
        code: 'BEM-VINDO10',
        kind: 'percent',
        percent: 10,
        amount_cents: null,
        max_discount_cents: 5000,
        // São Paulo time (UTC-3)
        starts_at: '2026-12-01T03:00:00.000Z',
        ends_at: '2027-01-01T02:59:00.000Z',
        active: true,
        used_count: 0,
        paid_count: 0,
        product_ids: [],
        category_ids: [],
      },
    });
    const taken = await create(token, { code: 'Bem-Vindo10', kind: 'fixed', amount_cents: 500 });
    expect(taken).toMatchObject({ status: 409, body: { errors: { code: ['Já existe um cupom com este código.'] } } });
    await create(token, { code: 'FRETE', kind: 'free_shipping' });
    const list = await call(coupons, 'GET', `${LIST}?q=frete`, { token });
    expect(list).toMatchObject({ status: 200, body: { total: 1, page: 1, data: [{ code: 'FRETE', kind: 'free_shipping' }] } });
    const all = await call(coupons, 'GET', LIST, { token });
    expect(all.body.data.map((c: { code: string }) => c.code)).toEqual(['FRETE', 'BEM-VINDO10']);
  });

  it.each([
    [{ ...PERCENT, code: 'ab' }, 'code', 'O campo Código deve ter de 3 a 40 letras, números, hífen (-) ou sublinhado (_).'],
    [{ ...PERCENT, code: 'com espaço' }, 'code', 'O campo Código deve ter de 3 a 40 letras, números, hífen (-) ou sublinhado (_).'],
    [{ ...PERCENT, code: 'X'.repeat(41) }, 'code', 'O campo Código deve ter de 3 a 40 letras, números, hífen (-) ou sublinhado (_).'],
    [{ ...PERCENT, code: 42 }, 'code', 'O campo Código é obrigatório.'],
    [{ ...PERCENT, kind: 'brinde' }, 'kind', 'O campo Tipo deve ser Percentual, Valor fixo ou Frete grátis.'],
    [{ ...PERCENT, percent: 0 }, 'percent', 'O campo Percentual deve ser um número inteiro de 1 a 100.'],
    [{ ...PERCENT, percent: 101 }, 'percent', 'O campo Percentual deve ser um número inteiro de 1 a 100.'],
    [{ ...PERCENT, percent: null }, 'percent', 'O campo Percentual é obrigatório.'],
    [{ code: 'FIXO', kind: 'fixed' }, 'amount_cents', 'O campo Valor do desconto é obrigatório.'],
    [{ code: 'FIXO', kind: 'fixed', amount_cents: 1.5 }, 'amount_cents', 'O campo Valor do desconto deve ser um valor em centavos.'],
    [{ code: 'FIXO', kind: 'fixed', amount_cents: -100 }, 'amount_cents', 'O campo Valor do desconto deve ser maior que zero.'],
    [{ ...PERCENT, min_subtotal_cents: '100' }, 'min_subtotal_cents', 'O campo Pedido mínimo deve ser um valor em centavos.'],
    [{ ...PERCENT, usage_limit: 0 }, 'usage_limit', 'O campo Limite de usos deve ser um número inteiro de 1 a 1000000.'],
    [{ ...PERCENT, per_customer_limit: 2.5 }, 'per_customer_limit', 'O campo Limite por cliente deve ser um número inteiro de 1 a 1000000.'],
    [{ ...PERCENT, starts_at: 'amanhã' }, 'starts_at', 'O campo Início deve ser uma data e hora válida.'],
    [{ ...PERCENT, starts_at: '2026-12-10T10:00', ends_at: '2026-12-10T09:00' }, 'ends_at', 'O campo Término deve ser depois do Início.'],
    [{ ...PERCENT, product_ids: ['1', 'x'] }, 'product_ids.1', 'O campo Produtos deve ter ids de produtos.'],
    [{ ...PERCENT, category_ids: '3' }, 'category_ids', 'O campo Categorias deve ser uma lista.'],
    [{ ...PERCENT, active: 'sim' }, 'active', 'O campo Ativo deve ser verdadeiro ou falso.'],
  ])('refuses %j with a 422 on the field, creating nothing', async (body, field, message) => {
    const res = await create(await admin(), body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await count()).toBe(0);
  });

  it('keeps only the value of its kind, changes a coupon, and refuses a usage limit below the uses taken', async () => {
    const token = await admin();
    const made = await create(token, { code: 'FIXO5', kind: 'fixed', amount_cents: 500, percent: 30 });
    expect(made.body).toMatchObject({ kind: 'fixed', amount_cents: 500, percent: null });
    const one = item(made.body.id);
    const changed = await call(coupons, 'PUT', one.url, { ...one, token, body: { code: 'fixo7', kind: 'fixed', amount_cents: 700, usage_limit: 2 } });
    expect(changed).toMatchObject({ status: 200, body: { code: 'FIXO7', amount_cents: 700, usage_limit: 2 } });
    await getSql()`update coupons set used_count = 2 where id = ${made.body.id}`;
    const below = await call(coupons, 'PUT', one.url, { ...one, token, body: { code: 'FIXO7', kind: 'fixed', amount_cents: 700, usage_limit: 1 } });
    expect(below).toMatchObject({ status: 422, body: { errors: { usage_limit: ['O campo Limite de usos não pode ser menor que os usos já feitos (2).'] } } });
    expect((await call(coupons, 'GET', one.url, { ...one, token })).body).toMatchObject({ usage_limit: 2, used_count: 2 });
    const missing = item('999999');
    expect((await call(coupons, 'PUT', missing.url, { ...missing, token, body: PERCENT })).status).toBe(404);
    expect((await call(coupons, 'GET', `${LIST}/abc`, { params: { id: 'abc' }, token })).status).toBe(404);
  });

  it('deletes an unused coupon, and turns off one that an order used instead of deleting it', async () => {
    const token = await admin();
    const unused = await create(token, PERCENT);
    const del = await call(coupons, 'DELETE', item(unused.body.id).url, { ...item(unused.body.id), token });
    expect(del).toMatchObject({ status: 200, body: { deleted: true, coupon: null } });
    expect((await call(coupons, 'DELETE', item(unused.body.id).url, { ...item(unused.body.id), token })).status).toBe(404);

    const used = await create(token, { code: 'USADO', kind: 'fixed', amount_cents: 100 });
    const buyer = await createUser();
    const sql = getSql();
    const [order] = await sql<{ id: string }[]>`
      insert into orders (user_id, customer_name, customer_email, address, shipping, payment_method, subtotal_cents, shipping_cents,
        discount_cents, total_cents, expires_at)
      values (${buyer.user.id}, 'Ana', 'ana@example.com', '{}', '{}', 'pix_manual', 1000, 0, 100, 900, now() + interval '1 day')
      returning id::text as id`;
    await sql`insert into coupon_redemptions (coupon_id, order_id, user_id, discount_cents) values (${used.body.id}, ${order.id}, ${buyer.user.id}, 100)`;
    const off = await call(coupons, 'DELETE', item(used.body.id).url, { ...item(used.body.id), token });
    expect(off).toMatchObject({ status: 200, body: { deleted: false, coupon: { code: 'USADO', active: false } } });
    expect(await count()).toBe(1);
  });
});

describe('POST /api/coupons/check', () => {
  const check = (body: unknown, token?: string) => call(coupons, 'POST', CHECK, { body, token });

  it('answers the discount of each kind on the cart, computed from the current prices', async () => {
    const token = await admin();
    const shirt = await seedProduct({ price_cents: 5990 });
    const mug = await seedProduct({ price_cents: 2500 });
    await create(token, PERCENT);
    await create(token, { code: 'MENOS30', kind: 'fixed', amount_cents: 3000 });
    await create(token, { code: 'FRETEGRATIS', kind: 'free_shipping' });
    const items = [{ product_id: shirt.id, quantity: 2 }, { product_id: mug.id, quantity: 1 }];
    expect(await check({ code: 'bem-vindo10', items, price_cents: 1 })).toMatchObject({
      status: 200,
      body: { code: 'BEM-VINDO10', kind: 'percent', discount_cents: 1448, free_shipping: false },
    });
    expect((await check({ code: 'menos30', items })).body).toEqual({ code: 'MENOS30', kind: 'fixed', discount_cents: 3000, free_shipping: false });
    expect((await check({ code: 'FreteGratis', items, postal_code: '01001-000' })).body).toEqual({
      code: 'FRETEGRATIS',
      kind: 'free_shipping',
      discount_cents: 0,
      free_shipping: true,
    });
  });

  it('applies a scoped coupon only to the lines of its products and categories, and caps it by its maximum', async () => {
    const token = await admin();
    const books = await seedCategory('Livros', 'livros');
    const book = await seedProduct({ price_cents: 4000, category_id: books.id });
    const shirt = await seedProduct({ price_cents: 10000 });
    const mug = await seedProduct({ price_cents: 3000 });
    await create(token, { code: 'LIVROS50', kind: 'percent', percent: 50, category_ids: [books.id], product_ids: [mug.id] });
    await create(token, { code: 'TETO', kind: 'percent', percent: 50, max_discount_cents: 1000 });
    const items = [{ product_id: book.id, quantity: 1 }, { product_id: shirt.id, quantity: 1 }, { product_id: mug.id, quantity: 1 }];
    expect((await check({ code: 'LIVROS50', items })).body.discount_cents).toBe(3500);
    expect((await check({ code: 'TETO', items })).body.discount_cents).toBe(1000);
    const none = await check({ code: 'LIVROS50', items: [{ product_id: shirt.id, quantity: 1 }] });
    expect(none).toMatchObject({ status: 422, body: { errors: { code: ['Este cupom não vale para os produtos do carrinho.'] } } });
  });

  it('refuses an unknown, inactive, not yet valid, expired, exhausted or below-minimum coupon with the reason on code', async () => {
    const token = await admin();
    const product = await seedProduct({ price_cents: 5000 });
    const items = [{ product_id: product.id, quantity: 1 }];
    await create(token, { code: 'DESLIGADO', kind: 'percent', percent: 5, active: false });
    await create(token, { code: 'FUTURO', kind: 'percent', percent: 5, starts_at: '2099-01-10T09:30' });
    await create(token, { code: 'VELHO', kind: 'percent', percent: 5, starts_at: '2026-01-01T00:00', ends_at: '2026-12-31T23:59:59-03:00' });
    await create(token, { code: 'MINIMO', kind: 'fixed', amount_cents: 1000, min_subtotal_cents: 10000 });
    const gone = await create(token, { code: 'ESGOTADO', kind: 'fixed', amount_cents: 1000, usage_limit: 3 });
    await getSql()`update coupons set used_count = 3 where id = ${gone.body.id}`;
    const reason = async (code: string) => (await check({ code, items })).body.errors?.code?.[0];
    expect(await reason('NAOEXISTE')).toBe('Cupom inválido ou inativo.');
    expect(await reason('desligado')).toBe('Cupom inválido ou inativo.');
    expect(await reason('FUTURO')).toBe('Cupom válido a partir de 10/01/2099 09:30');
    // Ends at 2026-12-31 23:59:59 in São Paulo: already past today (the test clock is real).
    if (Date.now() > Date.parse('2027-01-01T02:59:59Z')) expect(await reason('VELHO')).toBe('Cupom expirado em 31/12/2026');
    expect(await reason('MINIMO')).toBe('Pedido mínimo de R$ 100,00 para este cupom');
    // Every use taken is not the buyer's to know: answered as an unknown code.
    expect(await reason('ESGOTADO')).toBe('Cupom inválido ou inativo.');
  });

  it('counts a logged-in buyer’s own uses against the per-customer limit', async () => {
    const token = await admin();
    const product = await seedProduct({ price_cents: 5000 });
    const once = await create(token, { code: 'UMAVEZ', kind: 'percent', percent: 10, per_customer_limit: 1 });
    const buyer = await createUser();
    const other = await createUser();
    const sql = getSql();
    const [order] = await sql<{ id: string }[]>`
      insert into orders (user_id, customer_name, customer_email, address, shipping, payment_method, subtotal_cents, shipping_cents,
        discount_cents, total_cents, expires_at)
      values (${buyer.user.id}, 'Ana', 'ana@example.com', '{}', '{}', 'pix_manual', 5000, 0, 500, 4500, now() + interval '1 day')
      returning id::text as id`;
    await sql`insert into coupon_redemptions (coupon_id, order_id, user_id, discount_cents) values (${once.body.id}, ${order.id}, ${buyer.user.id}, 500)`;
    const items = [{ product_id: product.id, quantity: 1 }];
    expect(await check({ code: 'UMAVEZ', items }, buyer.token)).toMatchObject({
      status: 422,
      body: { errors: { code: ['Você já usou este cupom o número máximo de vezes.'] } },
    });
    expect((await check({ code: 'UMAVEZ', items }, other.token)).status).toBe(200);
    await sql`update coupon_redemptions set status = 'released'`;
    expect((await check({ code: 'UMAVEZ', items }, buyer.token)).status).toBe(200);
  });

  it.each([
    [{ items: [{ product_id: '1', quantity: 1 }] }, 'code'],
    [{ code: '%%', items: [{ product_id: '1', quantity: 1 }] }, 'code'],
    [{ code: 'X'.repeat(500), items: [] }, 'code'],
    [{ code: 'CUPOM', items: [] }, 'items'],
    [{ code: 'CUPOM', items: 'tudo' }, 'items'],
    [{ code: 'CUPOM', items: [{ product_id: '01', quantity: 1 }] }, 'items.0.product_id'],
  ])('answers %j with a 422 on %s', async (body, field) => {
    const res = await check(body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
  });

  it('is closed (404) while the shop is off', async () => {
    await closeShop();
    expect((await check({ code: 'X12', items: [{ product_id: '1', quantity: 1 }] })).status).toBe(404);
  });
});
