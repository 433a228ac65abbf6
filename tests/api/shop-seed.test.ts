import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import { seedAccounts } from '../../scripts/seed/accounts';
import { seedProducts } from '../../scripts/seed/products';
import { seedReviews } from '../../scripts/seed/reviews';
import { seedSettings } from '../../scripts/seed/settings';
import { seedShopSettings } from '../../scripts/seed/shop-settings';
import { seedUsers } from '../../scripts/seed/users';
import { STATES } from '../../src/lib/br-places';
import { stateOfCep } from '../../src/lib/cep-states';
import { getSql } from '../../src/server/db/client';
import { listReviews, productReviews } from '../../src/server/shop/catalog/reviews';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { cartItem } from '../helpers/cart';
import { registrationBody, useTempOutbox } from '../helpers/accounts';
import { resetDb } from '../helpers/db';
import { orderBody, placeOrder } from '../helpers/orders';
import { call } from '../helpers/request';

beforeEach(resetDb);

// One CEP of each state: the first of its first range.
const CEPS = STATES.map((state) => {
  for (let prefix = 1000; prefix <= 99999; prefix += 100) {
    const cep = `${String(prefix).padStart(5, '0')}000`;
    if (stateOfCep(cep) === state.code) return [state.code, cep];
  }
  return [state.code, ''];
});

describe('the demo shop (npm run db:seed)', () => {
  it.each(CEPS)('quotes PAC and SEDEX to %s (%s) from the table, with no outside service', async (_state, cep) => {
    await seedShopSettings(getSql());
    const { options, fallback } = await quoteShipping(getSql(), { postal_code: cep, items: [cartItem(800, [30, 20, 10], 2)] });
    expect(fallback).toBe(false);
    expect(options.filter((o) => o.provider === 'tabela').map((o) => o.service)).toEqual(expect.arrayContaining(['04510', '04014']));
    expect(options.every((o) => o.provider === 'retirada' || o.price_cents > 0)).toBe(true);
  });

  it('quotes a 1 kg parcel to the city of São Paulo: PAC free from R$ 300,00, SEDEX, SEDEX 10 and pickup', async () => {
    await seedShopSettings(getSql());
    const { options } = await quoteShipping(getSql(), { postal_code: '04538-133', items: [cartItem(800, [30, 20, 10])], subtotal_cents: 30_000 });
    // 800 g + 200 g of packaging = 1 kg: the 1 kg bands; one handling day added.
    expect(options).toEqual([
      { service: '04510', name: 'PAC', price_cents: 0, days: 4, provider: 'tabela' },
      { service: '04014', name: 'SEDEX', price_cents: 3480, days: 2, provider: 'tabela' },
      { service: '04790', name: 'SEDEX 10', price_cents: 3990, days: 2, provider: 'tabela' },
      { service: 'retirada', name: 'Retirar no local', price_cents: 0, days: 1, provider: 'retirada' },
    ]);
  });

  it('leaves settings already there alone', async () => {
    await seedShopSettings(getSql());
    await getSql()`update shop_settings set handling_days = 9`;
    expect(await seedShopSettings(getSql())).toBe('shop: shipping settings already there, left as they are');
    expect((await getSql()`select handling_days from shop_settings`)[0].handling_days).toBe(9);
  });

  it("gives a newcomer's first order by Pix / transferência the BR Code of the organisation's CNPJ key, and its QR", async () => {
    const sql = getSql();
    const outbox = await useTempOutbox();
    onTestFinished(() => outbox.cleanup());
    for (const seed of [seedSettings, seedProducts, seedShopSettings]) await seed(sql);
    const [mug] = await sql<{ id: string }[]>`select id::text as id from products where slug = 'caneca-da-associacao'`;
    const newcomer = await call(register, 'POST', '/api/auth/register', { body: registrationBody() });
    expect(newcomer.status).toBe(201);
    const placed = await placeOrder(newcomer.body.token, orderBody([{ product_id: mug.id, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const { id, number, total_cents } = placed.body as { id: string; number: number; total_cents: number };

    const res = await call(orderPayments, 'GET', `/api/orders/${id}/payment`, { params: { id }, token: newcomer.body.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ method: 'pix_manual', status: 'pending' });
    expect(res.body.pix).toEqual({ copia_e_cola: expect.stringMatching(/^000201/), qr_svg: expect.stringMatching(/^<svg/) });
    const parsed = parsePix(res.body.pix.copia_e_cola);
    if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${res.body.pix.copia_e_cola}`);
    expect(parsed).toMatchObject({
      pixKey: '12345678000195',
      merchantName: 'ASSOCIACAO VITRINE DEMO',
      merchantCity: 'SAO PAULO',
      transactionAmount: total_cents / 100,
      txid: String(number),
    });
  });
});

describe('the demo reviews (npm run db:seed)', () => {
  /** What the demo reviews touch, counted: a second seed run must change none of it. */
  const footprint = async () => {
    const [row] = await getSql()`
      select (select count(*)::int from orders) as orders, (select count(*)::int from order_history) as history,
        (select count(*)::int from stock_history) as stock_history, (select count(*)::int from product_reviews) as reviews,
        (select sum(stock)::int from products) as stock`;
    return row;
  };

  it('gives the product page bench:web opens approved reviews from buyers of received orders, one review pending, once', async () => {
    const sql = getSql();
    const outbox = await useTempOutbox();
    onTestFinished(() => outbox.cleanup());
    for (const seed of [seedUsers, seedSettings, seedAccounts, seedProducts, seedShopSettings]) await seed(sql);
    expect(await seedReviews(sql)).toBe('reviews: 3 received orders, 6 reviews (5 approved, 1 pending)');
    // The demo customer's order goes to her default address, which stays one of her two; the others' to a new one.
    const addresses = await sql<{ email: string; n: number }[]>`
      select u.email, count(a.id)::int as n from users u join orders o on o.user_id = u.id left join addresses a on a.user_id = u.id
      group by u.email order by u.email`;
    expect(addresses.map((a) => [a.email, a.n])).toEqual([
      ['carla.mendes@exemplo.com.br', 1], ['cliente@vitrine.local', 2], ['rafael.costa@exemplo.com.br', 1],
    ]);

    // The first product as scripts/bench-web.ts picks it.
    const [first] = await sql<{ id: string; stock: number }[]>`
      select id::text as id, stock from products where status = 'published' order by id limit 1`;
    const page = await productReviews(sql, first.id, false, { page: 1, per_page: 10 });
    expect(page).toMatchObject({ count: 3, average: 4, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } });
    expect(page.data.filter((r) => r.reply)).toHaveLength(1);
    // Three customers bought one each, through the order code: the stock went down and its history says why.
    expect(first.stock).toBe(27);
    const [{ sold }] = await sql<{ sold: number }[]>`
      select coalesce(-sum(quantity), 0)::int as sold from stock_history where product_id = ${first.id} and order_id is not null`;
    expect(sold).toBe(3);

    // Every review's author has a received order of its product, which went through each status.
    const unverified = await sql`
      select r.id from product_reviews r where not exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        where o.user_id = r.user_id and i.product_id = r.product_id and o.status = 'received'
          and (select array_agg(h.to_status::text order by h.id) from order_history h where h.order_id = o.id)
            @> array['paid', 'processing', 'sent', 'received'])`;
    expect(unverified).toEqual([]);
    const pending = await listReviews(sql, { status: 'pending', page: 1, per_page: 20 });
    expect(pending.total).toBe(1);
    expect(pending.data[0].rating).toBeGreaterThanOrEqual(3);
    // No e-mail: neither the orders' nor the review invitations (the orders are marked invited).
    expect(await outbox.mails()).toEqual([]);
    const [{ uninvited }] = await sql<{ uninvited: number }[]>`select count(*)::int as uninvited from orders where review_invited_at is null`;
    expect(uninvited).toBe(0);

    const before = await footprint();
    expect(await seedReviews(sql)).toBe('reviews: 6 already there, left as they are');
    expect(await footprint()).toEqual(before);
  });

  it('skips, saying why, when the shop refuses the demo orders (its payment settings are not the demo ones)', async () => {
    const sql = getSql();
    for (const seed of [seedUsers, seedSettings, seedProducts]) await seed(sql);
    expect(await seedReviews(sql)).toMatch(/^reviews: skipped, the shop refused a demo order \(.+\)$/);
    expect(await footprint()).toMatchObject({ orders: 0, reviews: 0 });
  });
});
