import { beforeEach, describe, expect, it } from 'vitest';
import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { FEED_SIZE, loadFeedData } from '../../src/server/seo/feed';
import { loadSitemapData, sitemapEntries } from '../../src/server/seo/sitemap';
import { resetDb, seedSettings } from '../helpers/db';
import { seedPost } from '../helpers/posts';
import { seedProduct } from '../helpers/products';

const features = (enabled: boolean): PublicSettings['features'] =>
  Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, { ...f, enabled }])) as PublicSettings['features'];

/** One published and one draft row of each of pages, events and library items. */
async function seedContent(): Promise<void> {
  const sql = getSql();
  await sql`insert into pages (title, slug, status, is_home) values
    ('Início', 'inicio', 'published', true), ('Sobre', 'sobre', 'published', false), ('Rascunho', 'pagina-rascunho', 'draft', false)`;
  await sql`insert into events (title, slug, starts_at, status) values
    ('Show', 'show', now(), 'published'), ('Ensaio', 'evento-rascunho', now(), 'draft')`;
  await sql`insert into medias (title, slug, publication_type, media_type, status) values
    ('Livro', 'livro', 'livro', 'pdf', 'published'), ('Guia', 'midia-rascunho', 'livro', 'pdf', 'draft')`;
  await seedPost({ slug: 'publicada' });
  await seedPost({ slug: 'post-rascunho', status: 'draft' });
  await seedPost({ slug: 'agendada', published_at: new Date(Date.now() + 86_400_000) });
  await seedProduct({ slug: 'caneca' });
  await seedProduct({ slug: 'produto-rascunho', status: 'draft' });
}

beforeEach(async () => {
  await resetDb();
});

describe('the sitemap data', () => {
  it('lists every published item of the enabled sections and no draft or scheduled post', async () => {
    await seedSettings({ features: features(true) });
    await seedContent();
    const paths = sitemapEntries(await loadSitemapData(getSql())).map((e) => e.path).sort();
    expect(paths).toEqual([
      '/', '/agenda', '/agenda/show', '/biblioteca', '/biblioteca/livro', '/loja', '/loja/caneca', '/noticias', '/noticias/publicada', '/sobre',
    ]);
  });

  it('reads no item of a disabled section', async () => {
    await seedSettings({ features: features(false) });
    await seedContent();
    const data = await loadSitemapData(getSql());
    expect(data.rows.map((r) => r.kind)).toEqual(['page', 'page']);
    expect(sitemapEntries(data).map((e) => e.path)).toEqual(['/', '/sobre']);
  });

  it('has only / before the setup', async () => {
    expect(sitemapEntries(await loadSitemapData(getSql()))).toEqual([{ path: '/', lastmod: null }]);
  });
});

describe('the news feed data', () => {
  it('takes the latest 50 due published posts, newest first', async () => {
    await seedSettings({ features: features(true) });
    const sql = getSql();
    await sql`insert into posts (title, slug, status, published_at)
      select 'Notícia ' || n, 'noticia-' || n, 'published', now() - make_interval(mins => n) from generate_series(1, 55) n`;
    await seedPost({ slug: 'rascunho', status: 'draft' });
    const data = await loadFeedData(sql);
    expect(data.enabled).toBe(true);
    expect(data.posts).toHaveLength(FEED_SIZE);
    expect(data.posts[0].slug).toBe('noticia-1');
    expect(data.posts.some((p) => p.slug === 'rascunho')).toBe(false);
  });

  it('is not built while the news section is off', async () => {
    await seedSettings({ features: features(false) });
    await seedPost();
    expect(await loadFeedData(getSql())).toMatchObject({ enabled: false, posts: [] });
  });
});
