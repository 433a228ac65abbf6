import { beforeEach, describe, expect, it } from 'vitest';
import coupons from '../../netlify/functions/coupons.mts';
import events from '../../netlify/functions/events.mts';
import mediaUploads from '../../netlify/functions/media-uploads.mts';
import medias from '../../netlify/functions/medias.mts';
import orderPayments from '../../netlify/functions/order-payments.mts';
import orders from '../../netlify/functions/orders.mts';
import posts from '../../netlify/functions/posts.mts';
import productCategories from '../../netlify/functions/product-categories.mts';
import products from '../../netlify/functions/products.mts';
import settings from '../../netlify/functions/settings.mts';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import stockAlerts from '../../netlify/functions/stock-alerts.mts';
import type { Role } from '../../src/lib/roles';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { FEATURE_DISABLED, type FeatureKey } from '../../src/server/features/features';
import { SECTION_CLOSED_TO_SUPER } from '../../src/server/http/section-access';
import { FEATURES_BY_ADMINS } from '../../src/server/settings/settings';
import { COUPONS_CLOSED_TO_SUPER } from '../../src/server/shop/coupons/coupons';
import { ORDERS_CLOSED_TO_SUPER } from '../../src/server/shop/orders/order-access';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { seedEvent } from '../helpers/events';
import { seedMedia } from '../helpers/medias';
import { seedPendingOrder } from '../helpers/orders';
import { seedPost } from '../helpers/posts';
import { PRODUCT_BODY, seedCategory } from '../helpers/products';
import { buildRequest, type Handler } from '../helpers/request';
import { shopBody } from '../helpers/shop';

// One access rule for what a feature section manages (src/server/http/section-access.ts, `featureManagers` and
// `featureWriters`): admin always, super while the feature is on. With the feature off a super gets a 403 and no
// data on every route below; an admin gets what the route answers (its content writes a 409: nothing is written
// to a section that is off); with the feature on a super gets what an admin gets.

/** What one test seeds: a pending order of a product (with its stock history), a coupon, a category, one entry of each section. */
type World = { product: string; order: string; coupon: string; category: string; post: string; event: string; media: string };

type Row = {
  name: string;
  feature: FeatureKey;
  handler: Handler;
  method: string;
  url: (w: World) => string;
  params?: (w: World) => Record<string, string>;
  body?: (w: World) => unknown;
  /** The admin's answer with the feature off (and anyone's allowed answer with it on, unless `on` says otherwise). */
  off: number;
  on?: number;
  /** The super's 403 message with the feature off. */
  closed: string;
};

const SHOP = SECTION_CLOSED_TO_SUPER.produtos;
const ROWS: Row[] = [
  // The shop's management
  { name: 'stock history', feature: 'produtos', handler: products, method: 'GET', url: (w) => `/api/products/${w.product}/stock-history`, params: (w) => ({ id: w.product }), off: 200, closed: SHOP },
  { name: 'alert counts', feature: 'produtos', handler: stockAlerts, method: 'GET', url: (w) => `/api/products/${w.product}/alerts`, params: (w) => ({ id: w.product }), off: 200, closed: SHOP },
  { name: 'shop settings read', feature: 'produtos', handler: shopSettings, method: 'GET', url: () => '/api/shop/settings', off: 200, closed: SHOP },
  { name: 'shop settings save', feature: 'produtos', handler: shopSettings, method: 'PUT', url: () => '/api/shop/settings', body: () => shopBody(), off: 200, closed: SHOP },
  { name: 'coupon list', feature: 'produtos', handler: coupons, method: 'GET', url: () => '/api/coupons', off: 200, closed: COUPONS_CLOSED_TO_SUPER },
  { name: 'coupon create', feature: 'produtos', handler: coupons, method: 'POST', url: () => '/api/coupons', body: () => ({ code: 'NOVO5', kind: 'percent', percent: 5 }), off: 201, closed: COUPONS_CLOSED_TO_SUPER },
  { name: 'coupon read', feature: 'produtos', handler: coupons, method: 'GET', url: (w) => `/api/coupons/${w.coupon}`, params: (w) => ({ id: w.coupon }), off: 200, closed: COUPONS_CLOSED_TO_SUPER },
  { name: 'coupon save', feature: 'produtos', handler: coupons, method: 'PUT', url: (w) => `/api/coupons/${w.coupon}`, params: (w) => ({ id: w.coupon }), body: () => ({ code: 'DEZ', kind: 'percent', percent: 20 }), off: 200, closed: COUPONS_CLOSED_TO_SUPER },
  { name: 'coupon delete', feature: 'produtos', handler: coupons, method: 'DELETE', url: (w) => `/api/coupons/${w.coupon}`, params: (w) => ({ id: w.coupon }), off: 200, closed: COUPONS_CLOSED_TO_SUPER },
  { name: 'dashboard', feature: 'produtos', handler: orders, method: 'GET', url: () => '/api/orders/summary', off: 200, closed: ORDERS_CLOSED_TO_SUPER },
  { name: 'orders export', feature: 'produtos', handler: orders, method: 'GET', url: () => '/api/orders/export.csv', off: 200, closed: ORDERS_CLOSED_TO_SUPER },
  { name: 'order status', feature: 'produtos', handler: orders, method: 'POST', url: (w) => `/api/orders/${w.order}/status`, params: (w) => ({ id: w.order }), body: () => ({ status: 'paid' }), off: 200, closed: ORDERS_CLOSED_TO_SUPER },
  // A Pix / transferência order has no Mercado Pago payment to consult or refund: 404 once past the access rule.
  { name: 'payment check', feature: 'produtos', handler: orderPayments, method: 'POST', url: (w) => `/api/orders/${w.order}/payment/check`, params: (w) => ({ id: w.order }), off: 404, closed: ORDERS_CLOSED_TO_SUPER },
  { name: 'refund', feature: 'produtos', handler: orderPayments, method: 'POST', url: (w) => `/api/orders/${w.order}/refund`, params: (w) => ({ id: w.order }), off: 404, closed: ORDERS_CLOSED_TO_SUPER },
  { name: 'duplicate refund', feature: 'produtos', handler: orderPayments, method: 'POST', url: (w) => `/api/orders/${w.order}/payment/refund-duplicate`, params: (w) => ({ id: w.order }), body: () => ({ payment_id: '123' }), off: 404, closed: ORDERS_CLOSED_TO_SUPER },
  // The shop's content
  { name: 'product create', feature: 'produtos', handler: products, method: 'POST', url: () => '/api/products', body: () => ({ ...PRODUCT_BODY, slug: 'outro-produto' }), off: 409, on: 201, closed: SHOP },
  { name: 'product save', feature: 'produtos', handler: products, method: 'PUT', url: (w) => `/api/products/${w.product}`, params: (w) => ({ id: w.product }), body: () => ({ ...PRODUCT_BODY, slug: 'salvo', stock: 8 }), off: 409, on: 200, closed: SHOP },
  { name: 'product delete', feature: 'produtos', handler: products, method: 'DELETE', url: (w) => `/api/products/${w.product}`, params: (w) => ({ id: w.product }), off: 409, on: 200, closed: SHOP },
  { name: 'category create', feature: 'produtos', handler: productCategories, method: 'POST', url: () => '/api/product-categories', body: () => ({ name: 'Nova', slug: 'nova' }), off: 409, on: 201, closed: SHOP },
  { name: 'category delete', feature: 'produtos', handler: productCategories, method: 'DELETE', url: (w) => `/api/product-categories/${w.category}`, params: (w) => ({ id: w.category }), off: 409, on: 200, closed: SHOP },
  // The other sections' content
  { name: 'post create', feature: 'posts', handler: posts, method: 'POST', url: () => '/api/posts', body: () => ({ title: 'Rascunho', status: 'draft' }), off: 409, on: 201, closed: SECTION_CLOSED_TO_SUPER.posts },
  { name: 'post delete', feature: 'posts', handler: posts, method: 'DELETE', url: (w) => `/api/posts/${w.post}`, params: (w) => ({ id: w.post }), off: 409, on: 200, closed: SECTION_CLOSED_TO_SUPER.posts },
  { name: 'event create', feature: 'events', handler: events, method: 'POST', url: () => '/api/events', body: () => ({ title: 'Palestra', starts_at: '2026-03-10T09:30:00-03:00' }), off: 409, on: 201, closed: SECTION_CLOSED_TO_SUPER.events },
  { name: 'event delete', feature: 'events', handler: events, method: 'DELETE', url: (w) => `/api/events/${w.event}`, params: (w) => ({ id: w.event }), off: 409, on: 200, closed: SECTION_CLOSED_TO_SUPER.events },
  { name: 'library delete', feature: 'medias', handler: medias, method: 'DELETE', url: (w) => `/api/medias/${w.media}`, params: (w) => ({ id: w.media }), off: 409, on: 200, closed: SECTION_CLOSED_TO_SUPER.medias },
  { name: 'library upload', feature: 'medias', handler: mediaUploads, method: 'POST', url: () => '/api/media-uploads', body: () => ({ name: 'ata.pdf', size: 1000 }), off: 409, on: 201, closed: SECTION_CLOSED_TO_SUPER.medias },
];

/** Every section on, or every section on but `off`. */
const features = (off?: FeatureKey) =>
  Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, feature]) => [key, { ...feature, enabled: key !== off }]));

const setFeatures = (map: ReturnType<typeof features>) => getSql()`update settings set features = ${getSql().json(map)}`;
const turnOff = (key: FeatureKey) => setFeatures(features(key));

async function seedWorld(): Promise<World> {
  const { product, order } = await seedPendingOrder();
  await setFeatures(features());
  const sql = getSql();
  const [{ id: coupon }] = await sql<{ id: string }[]>`insert into coupons (code, kind, percent) values ('DEZ', 'percent', 10) returning id::text`;
  const category = await seedCategory();
  const [post, event, media] = await Promise.all([seedPost(), seedEvent(), seedMedia()]);
  return { product: product.id, order: order.id, coupon, category: category.id, post: post.id, event: event.id, media: media.id };
}


async function send(row: Row, world: World, role: Role): Promise<{ status: number; text: string }> {
  const { token } = await createUser({ role });
  const request = buildRequest(row.method, row.url(world), { token, body: row.body?.(world) });
  const response = await row.handler(request, { params: row.params?.(world) ?? {}, ip: '198.51.100.7' });
  return { status: response.status, text: await response.text() };
}

beforeEach(resetDb);

describe('a section managed by admin always, by super while it is on', () => {
  it.each(ROWS)('$feature: $method $name: a super gets 403 and no data while the feature is off', async (row) => {
    const world = await seedWorld();
    await turnOff(row.feature);
    const answer = await send(row, world, 'super');
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ message: row.closed });
  });

  it.each(ROWS)('$feature: $method $name: an admin gets $off while the feature is off', async (row) => {
    const world = await seedWorld();
    await turnOff(row.feature);
    const answer = await send(row, world, 'admin');
    expect(answer.status, answer.text).toBe(row.off);
    if (row.off === 409 && row.on !== undefined) expect(JSON.parse(answer.text).message).toBe(FEATURE_DISABLED[row.feature]);
  });

  it.each(ROWS)('$feature: $method $name: a super passes while the feature is on', async (row) => {
    const world = await seedWorld();
    const answer = await send(row, world, 'super');
    expect(answer.status, answer.text).toBe(row.on ?? row.off);
  });
});

describe('the features are changed by admins only', () => {
  const put = async (role: Role, body: Record<string, unknown>) => {
    const { token } = await createUser({ role });
    const response = await settings(buildRequest('PUT', '/api/settings', { token, body }), { params: {} });
    return { status: response.status, body: await response.json() };
  };
  const shopEnabled = async () => (await getSql()<{ on: boolean }[]>`select (features->'produtos'->>'enabled')::boolean as on from settings`)[0].on;

  it('refuses a super turning the shop back on (403 on features), changing nothing', async () => {
    await seedSettings({ features: features('produtos') as never });
    const res = await put('super', { title: 'Outro', features: features() });
    expect(res).toMatchObject({ status: 403, body: { message: FEATURES_BY_ADMINS, errors: { features: [FEATURES_BY_ADMINS] } } });
    expect(await shopEnabled()).toBe(false);
    expect((await getSql()<{ title: string }[]>`select title from settings`)[0].title).not.toBe('Outro');
  });

  it('refuses a super renaming or adding a feature', async () => {
    await seedSettings({ features: features() as never });
    const renamed = { ...features(), posts: { title: 'Blog', url: '/noticias', enabled: true } };
    expect((await put('super', { features: renamed })).status).toBe(403);
    const added = { ...features(), extra: { title: 'Extra', url: '/extra', enabled: true } };
    expect((await put('super', { features: added })).status).toBe(403);
  });

  it('takes a super\'s save with the features sent back as read, and an admin\'s change of them', async () => {
    await seedSettings({ features: features('produtos') as never });
    const read = (await settings(buildRequest('GET', '/api/settings'), { params: {} }).then((r) => r.json())) as Record<string, unknown>;
    expect(await put('super', { ...read, title: 'Salvo pelo super' })).toMatchObject({ status: 200, body: { title: 'Salvo pelo super' } });
    expect((await put('admin', { features: features() })).status).toBe(200);
    expect(await shopEnabled()).toBe(true);
  });
});
