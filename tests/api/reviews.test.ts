import { describe, expect, it } from 'vitest';
import profile from '../../netlify/functions/profile.mts';
import profileData from '../../netlify/functions/profile-data.mts';
import reviews from '../../netlify/functions/reviews.mts';
import { RETURNED_AFTER_SHIPPING } from '../../src/lib/shop/payment-mapping';
import type { OrderStatus } from '../../src/lib/shop/orders';
import { getSql } from '../../src/server/db/client';
import {
  loadReviewsForBuild,
  REVIEW_AUTHOR_ONLY,
  REVIEW_CHANGED,
  REVIEW_NOT_BOUGHT,
  REVIEW_RULE,
  REVIEW_TWICE,
} from '../../src/server/shop/catalog/reviews';
import { createUser, DEFAULT_PASSWORD } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { seedPendingOrder } from '../helpers/orders';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

// Reviews from verified buyers: who may write one (an order of the product paid or later, not canceled, its payment
// not returned), once per product, plain text within limits; the managers' moderation and its rebuilds; the public
// list of approved reviews with its stats; the author's edit that waits again; the account's copy and deletion.

const hook = useFakeHook();

const at = (id: string, suffix = '') => ({ url: `/api/products/${id}/reviews${suffix}`, params: { id } });
const post = (token: string | undefined, productId: string, body: unknown) =>
  call(reviews, 'POST', at(productId).url, { params: at(productId).params, token, body });
const publicList = (productId: string, query = '', token?: string) =>
  call(reviews, 'GET', at(productId, query).url, { params: at(productId).params, token });
const put = (token: string | undefined, id: string, body: unknown) =>
  call(reviews, 'PUT', `/api/reviews/${id}`, { params: { id }, token, body });
const list = (token: string | undefined, query = '') => call(reviews, 'GET', `/api/reviews${query}`, { token });
const mine = (token: string | undefined) => call(reviews, 'GET', '/api/reviews/mine', { token });
const force = (id: string, status: OrderStatus) => getSql()`update orders set status = ${status} where id = ${id}`;

const REVIEW = { rating: 5, title: 'Ótima camiseta', body: 'Tecido macio e chegou rápido.' };

/** A buyer whose order of a product is in `status` (paid unless told): the ids and tokens a test needs. */
async function buyerWith(status: OrderStatus = 'paid', name = 'Ana Souza', shopSeeded = false) {
  const seeded = await seedPendingOrder({ shopSeeded });
  await getSql()`update users set name = ${name} where id = ${seeded.buyer.user.id}`;
  await force(seeded.order.id, status);
  return seeded;
}

/** A buyer's review, approved by a manager; answers its id. */
async function approvedReview(buyerToken: string, productId: string, adminToken: string, body: Record<string, unknown> = REVIEW) {
  const created = await post(buyerToken, productId, body);
  expect(created.status).toBe(201);
  expect((await put(adminToken, created.body.id, { status: 'approved' })).status).toBe(200);
  return created.body.id as string;
}

describe('POST /api/products/:id/reviews: verified buyers only', () => {
  it('answers 401 without a session and 403 to someone without an order of the product', async () => {
    const { product } = await buyerWith('paid');
    const stranger = await createUser();
    expect((await post(undefined, product.id, REVIEW)).status).toBe(401);
    const refused = await post(stranger.token, product.id, REVIEW);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(REVIEW_NOT_BOUGHT);
  });

  it.each(['paid', 'processing', 'sent', 'received'] as const)('takes the review of a buyer whose order is %s, waiting', async (status) => {
    const { product, buyer } = await buyerWith(status);
    const res = await post(buyer.token, product.id, REVIEW);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ product_id: product.id, rating: 5, title: 'Ótima camiseta', status: 'pending', reply: null, author: 'Ana S.' });
  });

  it.each(['pending', 'failed', 'canceled'] as const)('refuses a buyer whose only order is %s (403)', async (status) => {
    const { product, buyer } = await buyerWith(status);
    expect((await post(buyer.token, product.id, REVIEW)).status).toBe(403);
  });

  it('refuses a buyer whose payment went back after shipping, and another product than the one bought', async () => {
    const { product, buyer, order } = await buyerWith('received');
    const other = await seedProduct();
    expect((await post(buyer.token, other.id, REVIEW)).status).toBe(403);
    await getSql()`update orders set payment_flag = ${RETURNED_AFTER_SHIPPING} where id = ${order.id}`;
    expect((await post(buyer.token, product.id, REVIEW)).status).toBe(403);
  });

  it('takes one review per customer and product: a second POST is a 409', async () => {
    const { product, buyer } = await buyerWith('paid');
    expect((await post(buyer.token, product.id, REVIEW)).status).toBe(201);
    const twice = await post(buyer.token, product.id, { ...REVIEW, rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(REVIEW_TWICE);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from product_reviews`;
    expect(n).toBe(1);
  });

  it('answers 404 for a draft, a donation, a product that does not exist and while the shop is off', async () => {
    const { product, buyer } = await buyerWith('paid');
    const donation = await seedProduct({ kind: 'donation', price_cents: 1000 });
    expect((await post(buyer.token, donation.id, REVIEW)).status).toBe(404);
    expect((await post(buyer.token, '999999', REVIEW)).status).toBe(404);
    await getSql()`update products set status = 'draft' where id = ${product.id}`;
    expect((await post(buyer.token, product.id, REVIEW)).status).toBe(404);
    await getSql()`update products set status = 'published' where id = ${product.id}`;
    await getSql()`delete from settings`;
    await seedProductsFeature(false);
    expect((await post(buyer.token, product.id, REVIEW)).status).toBe(404);
  });

  it('answers 422 per field, in Portuguese, for a rating, title or text out of bounds or with HTML', async () => {
    const { product, buyer } = await buyerWith('paid');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...REVIEW, rating: 0 }, 'rating', 'O campo Nota deve ser no mínimo 1.'],
      [{ ...REVIEW, rating: 6 }, 'rating', 'O campo Nota deve ser no máximo 5.'],
      [{ ...REVIEW, rating: 4.5 }, 'rating', 'O campo Nota deve ser um número inteiro de 1 a 5.'],
      [{ ...REVIEW, rating: '5' }, 'rating', 'O campo Nota deve ser um número de 1 a 5.'],
      [{ title: 'x', body: REVIEW.body }, 'rating', 'O campo Nota deve ser um número de 1 a 5.'],
      [{ ...REVIEW, title: 'x'.repeat(121) }, 'title', 'O campo Título deve ter no máximo 120 caracteres.'],
      [{ ...REVIEW, title: 5 }, 'title', 'O campo Título deve ser um texto.'],
      [{ ...REVIEW, title: '<b>Ótimo</b>' }, 'title', 'O campo Título deve ser texto simples, sem HTML.'],
      [{ ...REVIEW, body: '   curto   ' }, 'body', 'O campo Avaliação deve ter no mínimo 10 caracteres.'],
      [{ ...REVIEW, body: 'x'.repeat(2001) }, 'body', 'O campo Avaliação deve ter no máximo 2000 caracteres.'],
      [{ ...REVIEW, body: 'Bom <script>alert(1)</script> produto' }, 'body', 'O campo Avaliação deve ser texto simples, sem HTML.'],
      [{ rating: 5 }, 'body', 'O campo Avaliação é obrigatório.'],
      [{ ...REVIEW, body: ['lista'] }, 'body', 'O campo Avaliação é obrigatório.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(buyer.token, product.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(body)).toContain(message);
    }
    expect((await post(buyer.token, product.id, 'não é objeto')).status).toBe(400);
    // Plain text that merely has a "<" is kept as typed; control characters are taken out.
    const kept = await post(buyer.token, product.id, { rating: 4, title: '', body: 'Vale a pena <3, preço < 50\u0007 reais' });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ title: null, body: 'Vale a pena <3, preço < 50 reais' });
  });

  it('limits a customer to REVIEW_RULE writes an hour (429 past it)', async () => {
    const { product, buyer } = await buyerWith('paid');
    const created = await post(buyer.token, product.id, REVIEW);
    for (let i = 1; i < REVIEW_RULE.max; i += 1) expect((await put(buyer.token, created.body.id, REVIEW)).status).toBe(200);
    const refused = await put(buyer.token, created.body.id, REVIEW);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('moderation: GET /api/reviews and PUT /api/reviews/:id with a status', () => {
  it('lists the reviews of a status to the managers only, in pages', async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const created = await post(buyer.token, product.id, REVIEW);
    expect((await list(undefined)).status).toBe(401);
    expect((await list(buyer.token)).status).toBe(403);
    const pending = await list(admin.token);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect(pending.body.data[0]).toMatchObject({ id: created.body.id, status: 'pending', author_email: buyer.user.email, product_name: expect.any(String) });
    expect((await list(admin.token, '?status=approved')).body).toMatchObject({ data: [], total: 0 });
    expect((await list(admin.token, '?status=spam')).status).toBe(422);
    expect((await list(admin.token, '?status=pending&per_page=0')).status).toBe(422);
  });

  it('lets a super moderate while the shop is on only', async () => {
    const { product, buyer } = await buyerWith('paid');
    const superUser = await createUser({ role: 'super' });
    const created = await post(buyer.token, product.id, REVIEW);
    expect((await put(superUser.token, created.body.id, { status: 'approved' })).status).toBe(200);
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await put(superUser.token, created.body.id, { status: 'rejected' })).status).toBe(403);
    expect((await list(superUser.token)).status).toBe(403);
  });

  it('refuses a moderation by anyone but a manager, the author included', async () => {
    const { product, buyer } = await buyerWith('paid');
    const created = await post(buyer.token, product.id, REVIEW);
    expect((await put(undefined, created.body.id, { status: 'approved' })).status).toBe(401);
    expect((await put(buyer.token, created.body.id, { status: 'approved' })).status).toBe(403);
    expect((await publicList(product.id)).body.count).toBe(0);
  });

  it('approves, answers and rejects; a rebuild is asked for each change that the product page shows', async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const created = await post(buyer.token, product.id, REVIEW);
    expect(hook.calls).toHaveLength(0);

    const approved = await put(admin.token, created.body.id, { status: 'approved', reply: '  Obrigado, Ana!  ' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reply: 'Obrigado, Ana!', replied_at: expect.any(String) });
    expect(hook.calls).toHaveLength(1);

    // Approved again without `reply`: the reply and its time are kept.
    const again = await put(admin.token, created.body.id, { status: 'approved' });
    expect(again.body).toMatchObject({ reply: 'Obrigado, Ana!', replied_at: approved.body.replied_at });
    // Removed with null.
    expect((await put(admin.token, created.body.id, { status: 'approved', reply: null })).body).toMatchObject({ reply: null, replied_at: null });

    const rejected = await put(admin.token, created.body.id, { status: 'rejected' });
    expect(rejected.body.status).toBe('rejected');
    expect((await publicList(product.id)).body.count).toBe(0);

    // A review that neither is nor was approved changes nothing public: no rebuild asked for (the debounce would
    // otherwise mark the state pending).
    const [state] = await getSql()<{ pending_since: Date | null }[]>`select pending_since from publish_state where id = 1`;
    expect(state.pending_since).not.toBeNull();
    await getSql()`update publish_state set pending_since = null where id = 1`;
    expect((await put(admin.token, created.body.id, { status: 'rejected' })).status).toBe(200);
    const [after] = await getSql()<{ pending_since: Date | null }[]>`select pending_since from publish_state where id = 1`;
    expect(after.pending_since).toBeNull();
  });

  it("answers 409 to a moderation of a review the author changed since the manager read it", async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const created = await post(buyer.token, product.id, REVIEW);
    const [read] = (await list(admin.token)).body.data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put(buyer.token, created.body.id, { ...REVIEW, body: 'Mudei de ideia: não gostei.' })).status).toBe(200);
    const stale = await put(admin.token, created.body.id, { status: 'approved', updated_at: read.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(REVIEW_CHANGED);
    const [fresh] = (await list(admin.token)).body.data;
    expect((await put(admin.token, created.body.id, { status: 'rejected', updated_at: fresh.updated_at })).status).toBe(200);
    expect((await put(admin.token, created.body.id, { status: 'rejected', updated_at: 'ontem' })).status).toBe(422);
    expect((await put(admin.token, '987654', { status: 'rejected', updated_at: fresh.updated_at })).status).toBe(404);
  });

  it('answers 422 for a status it does not know or a reply with HTML, 404 for a review that does not exist', async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const created = await post(buyer.token, product.id, REVIEW);
    const bad = await put(admin.token, created.body.id, { status: 'pending' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['O campo Situação deve ser approved ou rejected.']);
    const html = await put(admin.token, created.body.id, { status: 'approved', reply: '<a href="x">oi</a>' });
    expect(html.body.errors.reply).toEqual(['O campo Resposta deve ser texto simples, sem HTML.']);
    expect((await put(admin.token, '987654', { status: 'approved' })).status).toBe(404);
    expect((await put(admin.token, 'abc', { status: 'approved' })).status).toBe(404);
  });
});

describe('PUT /api/reviews/:id without a status: the author edits their own', () => {
  it('saves the new text, which waits again; an approved one leaves the page and asks for a rebuild', async () => {
    const { product, buyer } = await buyerWith('received');
    const admin = await createUser({ role: 'admin' });
    const id = await approvedReview(buyer.token, product.id, admin.token);
    await put(admin.token, id, { status: 'approved', reply: 'Obrigado!' });
    hook.calls.length = 0;
    await getSql()`update publish_state set last_requested_at = null, pending_since = null where id = 1`;

    const edited = await put(buyer.token, id, { rating: 3, body: 'Bom, mas desbotou na lavagem.' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 3, title: null, body: 'Bom, mas desbotou na lavagem.', status: 'pending', reply: 'Obrigado!' });
    expect(hook.calls).toHaveLength(1);
    expect((await publicList(product.id)).body).toMatchObject({ count: 0, data: [] });
    expect((await mine(buyer.token)).body).toEqual([expect.objectContaining({ id, status: 'pending', rating: 3 })]);
  });

  it("answers 404 to another customer, 403 to a manager (who moderates with a status), 422 per field", async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const other = await createUser();
    const created = await post(buyer.token, product.id, REVIEW);
    expect((await put(other.token, created.body.id, REVIEW)).status).toBe(404);
    const manager = await put(admin.token, created.body.id, REVIEW);
    expect(manager.status).toBe(403);
    expect(manager.body.message).toBe(REVIEW_AUTHOR_ONLY);
    expect((await put(buyer.token, created.body.id, { rating: 9, body: 'x' })).body.errors).toMatchObject({
      rating: ['O campo Nota deve ser no máximo 5.'],
      body: ['O campo Avaliação deve ter no mínimo 10 caracteres.'],
    });
    expect((await put(undefined, created.body.id, REVIEW)).status).toBe(401);
    expect((await mine(undefined)).status).toBe(401);
    expect((await mine(other.token)).body).toEqual([]);
  });
});

describe('GET /api/products/:id/reviews: public, approved only', () => {
  it('answers the approved reviews newest first, in pages, with the average, count and distribution', async () => {
    const admin = await createUser({ role: 'admin' });
    const first = await buyerWith('paid', 'Bruno Lima');
    const product = first.product;
    const ratings = [5, 4, 4, 2];
    const ids: string[] = [await approvedReview(first.buyer.token, product.id, admin.token, { ...REVIEW, rating: ratings[0] })];
    for (const rating of ratings.slice(1)) {
      const buyer = await createUser({ name: 'Carla Dias' });
      const [order] = await getSql()<{ id: string }[]>`
        insert into orders (user_id, status, customer_name, customer_email, shipping, payment_method, subtotal_cents, shipping_cents, total_cents)
        values (${buyer.user.id}, 'sent', 'Carla', ${buyer.user.email}, '{}', 'pix_manual', 1000, 0, 1000) returning id::text as id`;
      await getSql()`insert into order_items (order_id, position, product_id, name, unit_price_cents, quantity) values (${order.id}, 0, ${product.id}, 'x', 1000, 1)`;
      ids.push(await approvedReview(buyer.token, product.id, admin.token, { ...REVIEW, rating }));
    }
    // A pending and a rejected review are not shown nor counted.
    const waiting = await buyerWith('paid', 'Davi Rocha', true);
    await getSql()`insert into order_items (order_id, position, product_id, name, unit_price_cents, quantity) values (${waiting.order.id}, 1, ${product.id}, 'x', 1000, 1)`;
    const pendingOne = await post(waiting.buyer.token, product.id, { ...REVIEW, rating: 1 });
    expect(pendingOne.status).toBe(201);
    await put(admin.token, ids[3], { status: 'rejected' });

    const res = await publicList(product.id, '?per_page=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ average: 4.3, count: 3, total: 3, page: 1, per_page: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(res.body.data.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['author', 'body', 'created_at', 'id', 'rating', 'replied_at', 'reply', 'title']);
    expect(res.body.data[0].author).toBe('Carla D.');
    expect(JSON.stringify(res.body)).not.toContain('@');
    expect((await publicList(product.id, '?page=2&per_page=2')).body.data.map((r: { id: string }) => r.id)).toEqual([ids[0]]);

    // The build's read: the same stats and the newest approved ones.
    const build = await loadReviewsForBuild(getSql());
    expect(build[product.id].stats).toEqual({ average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(build[product.id].latest.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('answers empty stats for a product without reviews; 404 for a draft (to the public), an unknown product and a closed shop', async () => {
    const { product } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    expect((await publicList(product.id)).body).toMatchObject({ average: null, count: 0, data: [], distribution: { 1: 0, 5: 0 } });
    expect((await publicList('999999')).status).toBe(404);
    expect((await publicList(product.id, '?page=0')).status).toBe(422);
    await getSql()`update products set status = 'draft' where id = ${product.id}`;
    expect((await publicList(product.id)).status).toBe(404);
    expect((await publicList(product.id, '', admin.token)).status).toBe(200);
    await getSql()`update products set status = 'published' where id = ${product.id}`;
    await getSql()`update settings set features = jsonb_set(features, '{produtos,enabled}', 'false')`;
    expect((await publicList(product.id)).status).toBe(404);
  });
});

describe("the account's reviews", () => {
  it('are in the copy of the account, and deleted with it', async () => {
    const { product, buyer } = await buyerWith('paid');
    await post(buyer.token, product.id, REVIEW);
    const copy = await call(profileData, 'GET', '/api/profile/export', { token: buyer.token });
    expect(copy.body.product_reviews).toEqual([expect.objectContaining({ product: expect.any(String), rating: 5, body: REVIEW.body, status: 'pending' })]);
    await getSql()`update orders set status = 'received'`;
    const gone = await call(profile, 'DELETE', '/api/profile', { token: buyer.token, body: { password: DEFAULT_PASSWORD } });
    expect(gone.status).toBe(200);
    expect(await getSql()`select 1 from product_reviews`).toHaveLength(0);
    // A pending review was not on any page: no rebuild.
    expect(hook.calls).toHaveLength(0);
  });

  it('asks for a rebuild when the deleted account had an approved review (it leaves the product page)', async () => {
    const { product, buyer } = await buyerWith('received');
    const admin = await createUser({ role: 'admin' });
    await approvedReview(buyer.token, product.id, admin.token);
    hook.calls.length = 0;
    await getSql()`update publish_state set last_requested_at = null, pending_since = null where id = 1`;
    const gone = await call(profile, 'DELETE', '/api/profile', { token: buyer.token, body: { password: DEFAULT_PASSWORD } });
    expect(gone.status).toBe(200);
    expect(hook.calls).toHaveLength(1);
    expect((await publicList(product.id)).body.count).toBe(0);
  });
});


describe('bad input', () => {
  it('never answers 500 to a hostile value in any field, a body that is not an object, or a strange id', async () => {
    const { product, buyer } = await buyerWith('paid');
    const admin = await createUser({ role: 'admin' });
    const created = await post(buyer.token, product.id, REVIEW);
    const fields = ['rating', 'title', 'body', 'status', 'reply', 'updated_at'];
    for (const value of HOSTILE_VALUES) {
      for (const field of fields) {
        const body = { ...REVIEW, [field]: value };
        for (const res of [
          await post(buyer.token, product.id, body),
          await put(buyer.token, created.body.id, body),
          await put(admin.token, created.body.id, { status: 'approved', [field]: value }),
        ]) {
          expect(res.status, `${field}: ${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
    for (const raw of rawBodies('{"body":"\\u0000"}', '{"__proto__":{"status":"approved"}}')) {
      const res = await call(reviews, 'PUT', `/api/reviews/${created.body.id}`, { params: { id: created.body.id }, token: admin.token, raw });
      expect(res.status, raw).toBeLessThan(500);
      const posted = await call(reviews, 'POST', at(product.id).url, { params: at(product.id).params, token: buyer.token, raw });
      expect(posted.status, raw).toBeLessThan(500);
    }
    for (const id of ['0', '-1', '1.5', '99999999999999999999', 'x']) {
      expect((await put(admin.token, id, { status: 'approved' })).status).toBe(404);
      expect((await publicList(id)).status).toBe(404);
    }
    for (const query of ['?page=abc', '?per_page=1000', '?status=todas']) expect((await list(admin.token, query)).status).toBe(422);
  });
});
