import { beforeEach, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import dashboard from '../../netlify/functions/dashboard.mts';
import events from '../../netlify/functions/events.mts';
import medias from '../../netlify/functions/medias.mts';
import menus from '../../netlify/functions/menus.mts';
import orders from '../../netlify/functions/orders.mts';
import posts from '../../netlify/functions/posts.mts';
import products from '../../netlify/functions/products.mts';
import publish from '../../netlify/functions/publish.mts';
import users from '../../netlify/functions/users.mts';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import type { Role } from '../../src/lib/roles';
import type { Dashboard } from '../../src/lib/schemas/dashboard';
import { getSql } from '../../src/server/db/client';
import type { FeatureKey } from '../../src/server/features/features';
import { createUser, resetDb } from '../helpers/db';
import { seedEvent } from '../helpers/events';
import { seedMedia } from '../helpers/medias';
import { seedPendingOrder } from '../helpers/orders';
import { seedPost } from '../helpers/posts';
import { seedProduct } from '../helpers/products';
import { movePublishClock, setHookUrl, startFakeHook } from '../helpers/publish';
import { call, type Handler } from '../helpers/request';

// GET /api/dashboard: the manager dashboard's ten calls in one. Each part is what its own endpoint answers the same
// caller, and is left out where that endpoint refuses them (a super's section while it is off: 404 for its list,
// 403 for the orders' summary).

beforeEach(resetDb);

/** Every section on, or every section on but those in `off`. */
const features = (...off: FeatureKey[]) =>
  Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, feature]) => [key, { ...feature, enabled: !off.includes(key as FeatureKey) }]));
const setFeatures = (map: ReturnType<typeof features>) => getSql()`update settings set features = ${getSql().json(map)}`;

/**
 * A site with something in every part: a pending order (its product, in stock; its buyer), news, agenda and library
 * entries with drafts, sold-out products (one by its own stock, one by every variant), messages read and unread,
 * menus enabled and not.
 */
async function seedSite(): Promise<{ soldOut: { id: string; name: string }[] }> {
  await seedPendingOrder();
  await Promise.all([seedPost(), seedPost({ status: 'draft' }), seedEvent(), seedEvent({ status: 'draft' }), seedEvent(), seedMedia()]);
  const book = await seedProduct({ name: 'Livro esgotado', stock: 0 });
  const shirt = await seedProduct({ name: 'Camiseta sem tamanhos', options: ['Tamanho'], variants: [{ option_values: ['P'], stock: 0 }, { option_values: ['M'], stock: 0 }] });
  await seedProduct({ name: 'Rascunho esgotado', status: 'draft', stock: 0 });
  await seedProduct({ name: 'Caneca', stock: 3 });
  const sql = getSql();
  await sql`insert into contacts (name, email, message, read_at) values
    ('Ana', 'ana@exemplo.org', 'Olá', null), ('Bia', 'bia@exemplo.org', 'Oi', now()), ('Caio', 'caio@exemplo.org', 'Bom dia', null)`;
  await sql`insert into menus (name, url, enabled) values ('Início', '/', true), ('Antigo', '/antigo', false)`;
  await setFeatures(features());
  const [draft] = await sql<{ id: string }[]>`select id::text as id from products where name = 'Rascunho esgotado'`;
  return { soldOut: [{ id: draft.id, name: 'Rascunho esgotado' }, { id: shirt.id, name: 'Camiseta sem tamanhos' }, { id: book.id, name: 'Livro esgotado' }] };
}

const get = (handler: Handler, url: string, token: string) => call(handler, 'GET', url, { token });

/** The answer the dashboard must give `token`: what each endpoint it replaces answers, a refused part left out. */
async function endpointsAnswer(token: string): Promise<Dashboard> {
  const [unread, accounts, menuList, summary, status] = await Promise.all([
    get(contacts, '/api/contacts?unread=1&per_page=1', token),
    get(users, '/api/users?per_page=1', token),
    get(menus, '/api/menus?all=1', token),
    get(orders, '/api/orders/summary', token),
    get(publish, '/api/publish', token),
  ]);
  const sections = { posts, events, medias, produtos: products } as const;
  const counts: Dashboard['counts'] = { contacts_unread: unread.body.total, users: accounts.body.total, menus: menuList.body.length };
  for (const [key, handler] of Object.entries(sections)) {
    const list = await get(handler, `/api/${key === 'produtos' ? 'products' : key}?per_page=1`, token);
    expect([200, 404]).toContain(list.status);
    if (list.status === 200) counts[key as FeatureKey] = list.body.total;
  }
  const soldOut = await get(products, '/api/products?stock=out&per_page=5', token);
  expect([200, 404]).toContain(soldOut.status);
  expect([200, 403]).toContain(summary.status);
  return {
    counts,
    out_of_stock: soldOut.status === 200 ? { total: soldOut.body.total, data: soldOut.body.data.map(({ id, name }: { id: string; name: string }) => ({ id, name })) } : null,
    orders: summary.status === 200 ? summary.body : null,
    publish: status.body,
  };
}

const dashboardOf = async (role: Role) => {
  const { token } = await createUser({ role });
  return { token, res: await get(dashboard, '/api/dashboard', token) };
};

describe('GET /api/dashboard', () => {
  it('answers 401 without a session and 403 to a customer, with no data', async () => {
    const anonymous = await call(dashboard, 'GET', '/api/dashboard');
    expect(anonymous.status).toBe(401);
    expect(Object.keys(anonymous.body)).toEqual(['message']);
    const customer = await dashboardOf('user');
    expect(customer.res.status).toBe(403);
    expect(Object.keys(customer.res.body)).toEqual(['message']);
  });

  it('gives an admin every part, drafts counted, whatever the sections\' switches', async () => {
    const { soldOut } = await seedSite();
    await setFeatures(features('posts', 'events', 'medias', 'produtos'));
    const { token, res } = await dashboardOf('admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The users: the order's buyer and this admin.
    expect(res.body.counts).toEqual({ contacts_unread: 2, users: 2, menus: 2, posts: 2, events: 3, medias: 1, produtos: 5 });
    expect(res.body.out_of_stock).toEqual({ total: 3, data: soldOut });
    expect(res.body.orders).toMatchObject({ by_status: { pending: 1 }, month_paid_cents: 0 });
    expect(res.body.orders.latest).toHaveLength(1);
    expect(res.body.publish).toMatchObject({ hook_configured: false, pending: false });
    expect(res.body).toEqual(await endpointsAnswer(token));
  });

  it('gives a super a section\'s count, the sold-out products and the orders only while the section is on', async () => {
    await seedSite();
    await setFeatures(features('events', 'produtos'));
    const { token, res } = await dashboardOf('super');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ contacts_unread: 2, users: 2, menus: 2, posts: 2, medias: 1 });
    expect(res.body).toMatchObject({ out_of_stock: null, orders: null });
    // What the endpoints answer this super: a 404 for the closed sections' lists, a 403 for the orders' summary.
    expect(res.body).toEqual(await endpointsAnswer(token));

    await setFeatures(features());
    const on = await get(dashboard, '/api/dashboard', token);
    expect(Object.keys(on.body.counts).sort()).toEqual(['contacts_unread', 'events', 'medias', 'menus', 'posts', 'produtos', 'users']);
    expect(on.body.out_of_stock.total).toBe(3);
    expect(on.body.orders.by_status.pending).toBe(1);
    expect(on.body).toEqual(await endpointsAnswer(token));
  });

  it('answers the same to an admin and to a super while every section is on', async () => {
    await seedSite();
    const admin = await dashboardOf('admin');
    const { res } = await dashboardOf('super');
    // One more account since the admin's answer.
    expect(res.body).toEqual({ ...admin.res.body, counts: { ...admin.res.body.counts, users: admin.res.body.counts.users + 1 } });
  });

  it('sends a pending rebuild whose minute has passed before answering the publishing state, as GET /api/publish does', async () => {
    const hook = await startFakeHook();
    setHookUrl(hook.url);
    try {
      await getSql()`insert into publish_state (id, last_requested_at, pending_since, last_reason) values (1, now(), now(), 'menus')`;
      await movePublishClock(120);
      const { res } = await dashboardOf('admin');
      expect(res.status).toBe(200);
      expect(hook.calls).toHaveLength(1);
      expect(res.body.publish).toMatchObject({ hook_configured: true, pending: false, last_reason: 'menus', last_error: null });
    } finally {
      setHookUrl(undefined);
      await hook.close();
    }
  });

  it('refuses other methods with 405', async () => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(dashboard, 'POST', '/api/dashboard', { token })).status).toBe(405);
  });
});
