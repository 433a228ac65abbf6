import { beforeEach, describe, expect, it } from 'vitest';
import events from '../../netlify/functions/events.mts';
import medias from '../../netlify/functions/medias.mts';
import posts from '../../netlify/functions/posts.mts';
import products from '../../netlify/functions/products.mts';
import type { Role } from '../../src/lib/roles';
import { createUser, resetDb } from '../helpers/db';
import { seedEvent, seedEventsFeature } from '../helpers/events';
import { seedMedia, seedMediasFeature } from '../helpers/medias';
import { seedPost, seedPostsFeature } from '../helpers/posts';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call, type Handler } from '../helpers/request';

// The read rule of a feature section (src/server/http/section-access.ts), the same for the four sections:
// drafts for admin always and for super while the feature is on; published entries for everyone else while it
// is on; 404 (the section's message) for everyone but admin while it is off, whatever the browser shows.
type Section = {
  name: string;
  handler: Handler;
  url: string;
  feature: (enabled: boolean) => Promise<unknown>;
  seed: (status: 'draft' | 'published') => Promise<{ id: string; slug: string }>;
  closed: string;
};

const SECTIONS: Section[] = [
  { name: 'posts', handler: posts, url: '/api/posts', feature: seedPostsFeature, seed: (status) => seedPost({ status }), closed: 'Notícias não encontradas.' },
  { name: 'events', handler: events, url: '/api/events', feature: seedEventsFeature, seed: (status) => seedEvent({ status }), closed: 'Eventos não encontrados.' },
  { name: 'medias', handler: medias, url: '/api/medias', feature: seedMediasFeature, seed: (status) => seedMedia({ status }), closed: 'Biblioteca não encontrada.' },
  { name: 'products', handler: products, url: '/api/products', feature: seedProductsFeature, seed: (status) => seedProduct({ status }), closed: 'Produtos não encontrados.' },
];

// [reader, feature on, list total (null: 404), draft readable, published readable]
const CASES: [Role | 'anonymous', boolean, number | null, boolean, boolean][] = [
  ['anonymous', true, 1, false, true],
  ['user', true, 1, false, true],
  ['admin', true, 2, true, true],
  ['super', true, 2, true, true],
  ['anonymous', false, null, false, false],
  ['user', false, null, false, false],
  ['admin', false, 2, true, true],
  ['super', false, null, false, false],
];

beforeEach(resetDb);

describe.each(SECTIONS)('reading $name', ({ handler, url, feature, seed, closed }) => {
  it.each(CASES)('%s, feature on %s: list total %s, draft readable %s, published readable %s', async (reader, on, total, draftOk, publishedOk) => {
    await feature(on);
    const draft = await seed('draft');
    const published = await seed('published');
    const token = reader === 'anonymous' ? undefined : (await createUser({ role: reader })).token;
    const list = await call(handler, 'GET', url, { token });
    if (total === null) expect(list).toMatchObject({ status: 404, body: { message: closed } });
    else expect(list).toMatchObject({ status: 200, body: { total } });
    const read = (id: string) => call(handler, 'GET', `${url}/${id}`, { token, params: { id } });
    expect((await read(draft.id)).status).toBe(draftOk ? 200 : 404);
    expect((await read(draft.slug)).status).toBe(draftOk ? 200 : 404);
    expect((await read(published.id)).status).toBe(publishedOk ? 200 : 404);
  });
});
