import postgres from 'postgres';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { loadHome, loadPageSite, pagePaths } from '../../src/server/pages/page-site';
import { resetDb, seedSettings } from '../helpers/db';
import { seedPage } from '../helpers/pages';
import { seedPost } from '../helpers/posts';
import { seedProduct } from '../helpers/products';

const features = (on: boolean) => ({
  ...DEFAULT_FEATURES,
  posts: { ...DEFAULT_FEATURES.posts, enabled: on },
  events: { ...DEFAULT_FEATURES.events, enabled: on },
  medias: { ...DEFAULT_FEATURES.medias, enabled: on },
  produtos: { ...DEFAULT_FEATURES.produtos, enabled: on },
});

async function seedEvent(slug: string, startsInDays: number, status = 'published') {
  await getSql()`insert into events (title, slug, starts_at, status)
    values (${slug}, ${slug}, now() + make_interval(days => ${startsInDays}), ${status})`;
}

beforeEach(resetDb);

describe('the pages site (what the build renders)', () => {
  it('builds one path per published page, with the news, events and items its blocks show', async () => {
    await seedSettings({ features: features(true) });
    const old = await seedPost({ title: 'Antiga', published_at: new Date('2025-01-01T12:00:00Z') });
    for (let i = 0; i < 4; i += 1) await seedPost();
    await seedEvent('passado', -3);
    await seedEvent('logo', 2);
    await seedEvent('depois', 9);
    await seedEvent('rascunho', 1, 'draft');
    await seedPage({ slug: 'com-blocos', blocks: [
      { id: 'a', type: 'posts_grid', mode: 'latest', count: 2, title: '', post_ids: [] },
      { id: 'b', type: 'posts_grid', mode: 'chosen', count: 6, title: '', post_ids: [old.id] },
      { id: 'c', type: 'events', count: 5, title: '' },
    ] });
    await seedPage({ slug: 'rascunho', status: 'draft' });
    const site = await loadPageSite(getSql());
    expect(pagePaths(site).map((path) => path.params.slug)).toEqual(['com-blocos']);
    expect(site.data.posts.map((post) => post.title)).toHaveLength(3);
    expect(site.data.posts.at(-1)?.title).toBe('Antiga');
    expect(site.data.events.map((event) => event.slug)).toEqual(['logo', 'depois']);
    expect(site.data.medias).toEqual([]);
  });

  it('loads the products of the products blocks in one query: latest, featured and chosen, never drafts', async () => {
    await seedSettings({ features: features(true) });
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    const chosen = await seedProduct({ slug: 'antigo', created_at: minutesAgo(50) });
    await seedProduct({ slug: 'destaque-antigo', featured: true, created_at: minutesAgo(40) });
    await seedProduct({ slug: 'destaque', featured: true, created_at: minutesAgo(30) });
    const draft = await seedProduct({ slug: 'rascunho', featured: true, status: 'draft', created_at: minutesAgo(1) });
    await seedProduct({ slug: 'novo', created_at: minutesAgo(10) });
    await seedPage({ slug: 'loja-em-destaque', blocks: [
      { id: 'a', type: 'products_grid', mode: 'latest', count: 1, title: '', product_ids: [] },
      { id: 'b', type: 'products_grid', mode: 'featured', count: 1, title: '', product_ids: [] },
      { id: 'c', type: 'products_grid', mode: 'chosen', count: 4, title: '', product_ids: [chosen.id, draft.id] },
    ] });
    // The cards' rating: approved reviews only.
    const [buyer] = await getSql()<{ id: string }[]>`
      insert into users (name, email, password_hash) values ('Ana', 'ana.bloco@exemplo.org', 'x') returning id::text as id`;
    const [other] = await getSql()<{ id: string }[]>`
      insert into users (name, email, password_hash) values ('Bia', 'bia.bloco@exemplo.org', 'x') returning id::text as id`;
    await getSql()`insert into product_reviews (product_id, user_id, rating, body, status) values
      (${chosen.id}, ${buyer.id}, 5, 'Excelente produto.', 'approved'), (${chosen.id}, ${other.id}, 1, 'Não recomendo.', 'pending')`;
    const { data } = await loadPageSite(getSql());
    expect(data.products.map((p) => [p.s, p.featured])).toEqual([['novo', false], ['destaque', true], ['antigo', false]]);
    expect(data.products.map((p) => p.r ?? null)).toEqual([null, null, [5, 1]]);
  });

  it('loads nothing for the blocks of disabled sections', async () => {
    await seedSettings({ features: features(false) });
    await seedPost();
    await seedEvent('logo', 2);
    await seedProduct();
    await seedPage({ blocks: [
      { id: 'a', type: 'posts_grid', mode: 'latest', count: 2, title: '', post_ids: [] },
      { id: 'c', type: 'events', count: 5, title: '' },
      { id: 'd', type: 'products_grid', mode: 'latest', count: 2, title: '', product_ids: [] },
    ] });
    expect((await loadPageSite(getSql())).data).toEqual({ posts: [], events: [], medias: [], products: [] });
  });

  it('shows the home page at / only while it is published, else the default home with news and events', async () => {
    await seedSettings({ features: features(true) });
    await seedPost({ title: 'Recente' });
    const { id } = await seedPage({ title: 'Início', is_home: true, status: 'draft' });
    const fallback = await loadHome(getSql());
    expect(fallback.page).toBeNull();
    expect(fallback.data.posts.map((post) => post.title)).toEqual(['Recente']);
    await getSql()`update pages set status = 'published' where id = ${id}`;
    expect((await loadHome(getSql())).page?.title).toBe('Início');
  });

  it('makes the same number of queries for 1 page as for 30 pages full of data blocks', async () => {
    await seedSettings({ features: features(true) });
    const blocks = [
      { id: 'a', type: 'posts_grid', mode: 'latest', count: 3, title: '', post_ids: [] },
      { id: 'c', type: 'events', count: 3, title: '' },
      { id: 'd', type: 'media_grid', count: 3, title: '' },
      { id: 'f', type: 'products_grid', mode: 'featured', count: 3, title: '', product_ids: [] },
    ];
    const counted = async () => {
      let queries = 0;
      const sql = postgres(process.env.DATABASE_URL ?? '', { max: 1, onnotice: () => {}, debug: () => (queries += 1) });
      try {
        await loadPageSite(sql);
      } finally {
        await sql.end({ timeout: 5 });
      }
      return queries;
    };
    await seedPage({ blocks });
    const one = await counted();
    for (let i = 0; i < 29; i += 1) await seedPage({ blocks: [...blocks, { id: 'e', type: 'posts_grid', mode: 'chosen', count: 3, title: '', post_ids: [String(i + 1)] }] });
    expect(await counted()).toBe(one);
    // Settings, menus, pages, and one query per kind of data block (posts, events, library, products).
    expect(one).toBeLessThanOrEqual(9);
  });

  it('has nothing to build before the setup', async () => {
    await seedPage();
    expect(pagePaths(await loadPageSite(getSql()))).toEqual([]);
    expect((await loadHome(getSql())).settings).toBeNull();
  });
});
