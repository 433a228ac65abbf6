import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import dataRequests from '../../netlify/functions/data-requests.mts';
import orders from '../../netlify/functions/orders.mts';
import profileData from '../../netlify/functions/profile-data.mts';
import profile from '../../netlify/functions/profile.mts';
import users from '../../netlify/functions/users.mts';
import type { OrderStatus } from '../../src/lib/shop/orders';
import { getSql } from '../../src/server/db/client';
import { EXPORT_RULE, WRONG_PASSWORD } from '../../src/server/privacy/account-data';
import { eraseExpiredOrderData } from '../../src/server/privacy/order-retention';
import { seedAddress } from '../helpers/accounts';
import { createUser, DEFAULT_PASSWORD, resetDb } from '../helpers/db';
import { seedPendingOrder } from '../helpers/orders';
import { call } from '../helpers/request';

beforeEach(resetDb);

const EXPORT = '/api/profile/export';
const exportOwn = (token?: string) => call(profileData, 'GET', EXPORT, { token });
const deleteOwn = (token: string | undefined, body?: unknown) => call(profile, 'DELETE', '/api/profile', { token, body });
const userItem = (id: string, suffix = '') => ({ url: `/api/users/${id}${suffix}`, params: { id } });
const adminExport = (token: string, id: string) => call(users, 'GET', userItem(id, '/export').url, { ...userItem(id, '/export'), token });
const adminDelete = (token: string, id: string) => call(users, 'DELETE', userItem(id).url, { ...userItem(id), token });
const force = (id: string, status: OrderStatus) => getSql()`update orders set status = ${status} where id = ${id}`;
const exists = async (id: string) => (await getSql()`select 1 from users where id = ${id}`).length === 1;

/** A contact message and a back-in-stock alert left with an e-mail (the forms need no account). */
async function seedMessageAndAlert(email: string, productId: string) {
  const sql = getSql();
  await sql`insert into contacts (name, email, message) values ('Ana', ${email}, 'Quando abre a loja?')`;
  await sql`insert into stock_alerts (product_id, email, token) values (${productId}, ${email}, ${`token-${email}-0123456789abcdef`})`;
}

describe('GET /api/profile/export', () => {
  it('is a JSON download of everything kept about the account, and nothing of anyone else', async () => {
    const { product, buyer, order } = await seedPendingOrder();
    const other = await createUser();
    await seedAddress(buyer.user.id);
    await seedMessageAndAlert(buyer.user.email.toUpperCase(), product.id);
    await seedMessageAndAlert(other.user.email, product.id);
    await call(profileData, 'POST', '/api/profile/consent', { token: buyer.token, body: { choice: 'accepted' } });

    const res = await exportOwn(buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const copy = res.body;
    expect(copy).toMatchObject({ format: 'vitrine-dados-pessoais', version: 1, account: { id: buyer.user.id, email: buyer.user.email } });
    // The one the order saved, and the one added after.
    expect(copy.addresses).toHaveLength(2);
    expect(copy.orders).toMatchObject([{ id: order.id, number: order.number, status: 'pending', items: [{ product_id: product.id, quantity: 2 }] }]);
    expect(copy.orders[0].history[0]).toMatchObject({ to: 'pending', by: null, note: null });
    expect(copy.contact_messages).toEqual([expect.objectContaining({ message: 'Quando abre a loja?', email: buyer.user.email.toUpperCase() })]);
    expect(copy.stock_alerts).toHaveLength(1);
    expect(copy.consent_choices).toEqual([expect.objectContaining({ choice: 'accepted' })]);
    expect(copy.data_requests).toEqual([expect.objectContaining({ kind: 'export', by_admin: false })]);
    expect(copy.coupon_uses).toEqual([]);
    const text = JSON.stringify(copy);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain('password');
    expect(text).not.toContain('token');
  });

  it('answers 401 without a session', async () => {
    expect((await exportOwn()).status).toBe(401);
    expect((await exportOwn('x'.repeat(40))).status).toBe(401);
  });

  it(`allows ${EXPORT_RULE.max} copies an hour per account, then 429 with Retry-After (another account is not held)`, async () => {
    const one = await createUser();
    const two = await createUser();
    for (let i = 0; i < EXPORT_RULE.max; i += 1) expect((await exportOwn(one.token)).status).toBe(200);
    const refused = await exportOwn(one.token);
    expect(refused).toMatchObject({ status: 429, body: { message: EXPORT_RULE.message } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await exportOwn(two.token)).status).toBe(200);
    const [{ n }] = await getSql()<{ n: number }[]>`select count(*)::int as n from data_requests where subject_id = ${one.user.id}`;
    expect(n).toBe(EXPORT_RULE.max);
  });
});

describe('POST /api/profile/consent', () => {
  it('keeps the answer with the account; a bad choice is a 422 on choice; anonymous 401', async () => {
    const { token, user } = await createUser();
    expect(await call(profileData, 'POST', '/api/profile/consent', { token, body: { choice: 'rejected' } })).toMatchObject({
      status: 201,
      body: { choice: 'rejected' },
    });
    for (const body of [{}, { choice: 'maybe' }, { choice: 1 }]) {
      const res = await call(profileData, 'POST', '/api/profile/consent', { token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.choice).toEqual(['O campo Escolha deve ser accepted ou rejected.']);
    }
    expect((await call(profileData, 'POST', '/api/profile/consent', { body: { choice: 'accepted' } })).status).toBe(401);
    const rows = await getSql()`select choice from consent_choices where user_id = ${user.id}`;
    expect(rows.map((row) => row.choice)).toEqual(['rejected']);
  });
});

describe('DELETE /api/profile', () => {
  it.each([
    [undefined, 'O campo Senha é obrigatório.'],
    [{}, 'O campo Senha é obrigatório.'],
    [{ password: '' }, 'O campo Senha é obrigatório.'],
    [{ password: 42 }, 'O campo Senha é obrigatório.'],
    [{ password: 'x'.repeat(201) }, 'O campo Senha deve ter no máximo 200 caracteres.'],
    [{ password: 'senha-errada' }, WRONG_PASSWORD],
  ])('refuses %j with a 422 on password and changes nothing', async (body, message) => {
    const { token, user } = await createUser();
    const res = await deleteOwn(token, body);
    expect(res).toMatchObject({ status: 422, body: { errors: { password: [message] } } });
    expect(await exists(user.id)).toBe(true);
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
  });

  it('answers 401 without a session and 400 to a body that is not JSON', async () => {
    expect((await deleteOwn(undefined, { password: DEFAULT_PASSWORD })).status).toBe(401);
    const { token } = await createUser();
    expect((await call(profile, 'DELETE', '/api/profile', { token, raw: '{nope' })).status).toBe(400);
  });

  it.each(['paid', 'processing', 'sent'] as const)('is a 409 naming the orders while one is %s, and changes nothing', async (status) => {
    const { buyer, order } = await seedPendingOrder();
    await force(order.id, status);
    const res = await deleteOwn(buyer.token, { password: DEFAULT_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`#${order.number}`);
    expect(res.body.orders).toEqual([{ id: order.id, number: order.number, status }]);
    expect(await exists(buyer.user.id)).toBe(true);
    expect(await getSql()`select 1 from data_requests`).toHaveLength(0);
  });

  it('erases the account and what hangs on it, and keeps its orders detached and marked', async () => {
    const { product, buyer, order } = await seedPendingOrder();
    await force(order.id, 'received');
    const other = await createUser();
    const admin = await createUser({ role: 'admin' });
    await seedAddress(buyer.user.id);
    await seedMessageAndAlert(buyer.user.email, product.id);
    await seedMessageAndAlert(other.user.email, product.id);
    await call(profileData, 'POST', '/api/profile/consent', { token: buyer.token, body: { choice: 'accepted' } });

    expect(await deleteOwn(buyer.token, { password: DEFAULT_PASSWORD })).toMatchObject({ status: 200, body: { ok: true } });

    const sql = getSql();
    expect(await exists(buyer.user.id)).toBe(false);
    // The session ended with the account, and the login is gone.
    expect((await call(profile, 'GET', '/api/profile', { token: buyer.token })).status).toBe(401);
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: buyer.user.email, password: DEFAULT_PASSWORD } });
    expect(login.status).toBe(401);
    for (const table of ['addresses', 'sessions', 'consent_choices'] as const) {
      expect(await sql`select 1 from ${sql(table)} where user_id = ${buyer.user.id}`).toHaveLength(0);
    }
    expect((await sql<{ email: string }[]>`select email from contacts`).map((row) => row.email)).toEqual([other.user.email]);
    expect((await sql<{ email: string }[]>`select email from stock_alerts`).map((row) => row.email)).toEqual([other.user.email]);
    // The order stays for the fiscal period, with the buyer's copy, detached; the admin sees it.
    const [kept] = await sql`select user_id, account_deleted_at, customer_name from orders where id = ${order.id}`;
    expect(kept.user_id).toBeNull();
    expect(kept.account_deleted_at).toBeInstanceOf(Date);
    expect(kept.customer_name).toBe(buyer.user.name);
    const read = await call(orders, 'GET', `/api/orders/${order.id}`, { token: admin.token, params: { id: order.id } });
    expect(read).toMatchObject({ status: 200, body: { customer: { id: null, name: buyer.user.name } } });
    const [record] = await sql`select kind, subject_id::text as subject_id, actor_id, by_admin from data_requests`;
    expect(record).toEqual({ kind: 'delete', subject_id: buyer.user.id, actor_id: null, by_admin: false });
  });

  it('lets an admin leave while another admin remains, never the last one', async () => {
    const first = await createUser({ role: 'admin' });
    expect(await deleteOwn(first.token, { password: DEFAULT_PASSWORD })).toMatchObject({
      status: 409,
      body: { message: 'Esta é a última conta de administrador: o site precisa de pelo menos um administrador.' },
    });
    await createUser({ role: 'admin' });
    expect((await deleteOwn(first.token, { password: DEFAULT_PASSWORD })).status).toBe(200);
  });

  it('two deletions of the same account at once: one deletes, the other finds nothing; never a 500', async () => {
    const { token, user } = await createUser();
    const results = await Promise.all([deleteOwn(token, { password: DEFAULT_PASSWORD }), deleteOwn(token, { password: DEFAULT_PASSWORD })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 404]);
    expect(await exists(user.id)).toBe(false);
    expect(await getSql()`select 1 from data_requests`).toHaveLength(1);
  });
});

describe('the admin serves requests that came by e-mail', () => {
  it("exports an account's data as a download, recorded as served by an admin", async () => {
    const admin = await createUser({ role: 'admin' });
    const { user } = await createUser();
    const res = await adminExport(admin.token, user.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="dados-conta-${user.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(res.body.account.email).toBe(user.email);
    const [record] = await getSql()`select kind, actor_id::text as actor_id, by_admin from data_requests`;
    expect(record).toEqual({ kind: 'export', actor_id: admin.user.id, by_admin: true });
  });

  it('answers 401, 403 (a customer; a super for an admin) and 404 as the users screen does', async () => {
    const admin = await createUser({ role: 'admin' });
    const superUser = await createUser({ role: 'super' });
    const customer = await createUser();
    expect((await call(users, 'GET', userItem(customer.user.id, '/export').url, userItem(customer.user.id, '/export'))).status).toBe(401);
    expect((await adminExport(customer.token, admin.user.id)).status).toBe(403);
    expect((await adminExport(superUser.token, admin.user.id)).status).toBe(403);
    expect((await adminExport(superUser.token, customer.user.id)).status).toBe(200);
    expect((await adminExport(admin.token, '999999')).status).toBe(404);
    expect((await adminDelete(superUser.token, admin.user.id)).status).toBe(403);
    expect((await adminDelete(admin.token, admin.user.id)).body.message).toBe('Você não pode excluir a sua própria conta.');
  });

  it('deletes an account under the same rules (409 while a paid order is on its way), recorded', async () => {
    const admin = await createUser({ role: 'admin' });
    const { buyer, order } = await seedPendingOrder();
    await force(order.id, 'paid');
    const refused = await adminDelete(admin.token, buyer.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.orders).toEqual([{ id: order.id, number: order.number, status: 'paid' }]);
    await force(order.id, 'canceled');
    expect((await adminDelete(admin.token, buyer.user.id)).status).toBe(200);
    expect(await exists(buyer.user.id)).toBe(false);
    const [record] = await getSql()`select kind, actor_id::text as actor_id, by_admin from data_requests`;
    expect(record).toEqual({ kind: 'delete', actor_id: admin.user.id, by_admin: true });
  });
});

describe('GET /api/data-requests', () => {
  it('lists the record newest first for managers, with the subject while the account exists', async () => {
    const admin = await createUser({ role: 'admin' });
    const superUser = await createUser({ role: 'super' });
    const kept = await createUser({ name: 'Bruna Lima' });
    const gone = await createUser();
    await exportOwn(kept.token);
    await deleteOwn(gone.token, { password: DEFAULT_PASSWORD });
    const res = await call(dataRequests, 'GET', '/api/data-requests', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(res.body.data).toMatchObject([
      { kind: 'delete', subject: { id: gone.user.id, name: null, email: null }, actor: null, by_admin: false },
      { kind: 'export', subject: { id: kept.user.id, name: 'Bruna Lima', email: kept.user.email }, actor: { id: kept.user.id }, by_admin: false },
    ]);
    const exports = await call(dataRequests, 'GET', '/api/data-requests?kind=export', { token: superUser.token });
    expect(exports.body.data.map((row: { kind: string }) => row.kind)).toEqual(['export']);
  });

  it('answers 401, 403 to a customer and 422 to a bad filter', async () => {
    const customer = await createUser();
    const admin = await createUser({ role: 'admin' });
    expect((await call(dataRequests, 'GET', '/api/data-requests')).status).toBe(401);
    expect((await call(dataRequests, 'GET', '/api/data-requests', { token: customer.token })).status).toBe(403);
    const bad = await call(dataRequests, 'GET', '/api/data-requests?kind=all&page=0', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['kind', 'page']);
  });
});

describe('the fiscal period of the orders of deleted accounts', () => {
  it('erases the buyer from an order older than 5 years whose account was deleted, and only that', async () => {
    const admin = await createUser({ role: 'admin' });
    const sql = getSql();
    const seeded = [];
    for (let i = 0; i < 3; i += 1) seeded.push(await seedPendingOrder({ shopSeeded: i > 0 }));
    const [old, recent, living] = seeded;
    await sql`update orders set created_at = now() - interval '5 years 1 day' where id in ${sql([old.order.id, living.order.id])}`;
    await sql`update orders set created_at = now() - interval '4 years 11 months' where id = ${recent.order.id}`;
    for (const { buyer } of [old, recent]) expect((await adminDelete(admin.token, buyer.user.id)).status).toBe(200);

    expect(await eraseExpiredOrderData(sql)).toBe(1);
    const rows = await sql`
      select id::text as id, customer_name, customer_email, customer_document, address, personal_data_erased_at
      from orders order by id`;
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[old.order.id]).toMatchObject({ customer_name: '', customer_email: '', customer_document: null });
    expect(byId[old.order.id].address).toEqual({
      recipient: '', cep: '', street: '', number: '', complement: null, district: '', city: 'São Paulo', state: 'SP',
    });
    expect(byId[recent.order.id].customer_name).toBe(recent.buyer.user.name);
    expect(byId[living.order.id].customer_name).toBe(living.buyer.user.name);
    // Erased once: the next run finds nothing.
    expect(await eraseExpiredOrderData(sql)).toBe(0);
  });
});
