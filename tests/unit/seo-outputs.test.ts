import { describe, expect, it } from 'vitest';
import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { buildRss, rfc822, type FeedPost } from '../../src/server/seo/feed';
import {
  buildSitemap,
  robotsTxt,
  sitemapChunks,
  sitemapEntries,
  sitemapXml,
  type SitemapRow,
} from '../../src/server/seo/sitemap';
import { escapeXml } from '../../src/server/seo/xml';

const ORIGIN = 'https://exemplo.org';
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
const on = (...keys: (keyof typeof DEFAULT_FEATURES)[]) =>
  Object.fromEntries(
    Object.entries(DEFAULT_FEATURES).map(([key, feature]) => [key, { ...feature, enabled: keys.includes(key as never) }]),
  ) as PublicSettings['features'];
const settings = (features: PublicSettings['features']) => ({ title: 'Associação & Cia', features }) as PublicSettings;

const ROWS: SitemapRow[] = [
  { kind: 'page', id: '1', slug: 'inicio', is_home: true, updated_at: day(1) },
  { kind: 'page', id: '2', slug: 'sobre', is_home: false, updated_at: day(2) },
  { kind: 'post', id: '3', slug: 'feira', is_home: false, updated_at: day(3) },
  { kind: 'post', id: '4', slug: 'oficina', is_home: false, updated_at: day(5) },
  { kind: 'event', id: '5', slug: 'show', is_home: false, updated_at: day(4) },
  { kind: 'media', id: '6', slug: 'livro', is_home: false, updated_at: day(6) },
  { kind: 'product', id: '7', slug: 'caneca', is_home: false, updated_at: day(7) },
];

describe('sitemapEntries', () => {
  it('lists the home page as /, the other pages by slug and each enabled section with its items', () => {
    const paths = sitemapEntries({ settings: settings(on('posts', 'events', 'medias', 'produtos')), rows: ROWS }).map((e) => e.path);
    expect(paths).toEqual([
      '/', '/sobre', '/noticias', '/noticias/feira', '/noticias/oficina', '/agenda', '/agenda/show', '/biblioteca', '/biblioteca/livro',
      '/loja', '/loja/caneca',
    ]);
  });

  it.each([
    ['posts', '/noticias'],
    ['events', '/agenda'],
    ['medias', '/biblioteca'],
    ['produtos', '/loja'],
  ] as const)('leaves out the %s section and its items while the feature is off', (key, path) => {
    const others = (['posts', 'events', 'medias', 'produtos'] as const).filter((k) => k !== key);
    const paths = sitemapEntries({ settings: settings(on(...others)), rows: ROWS }).map((e) => e.path);
    expect(paths.filter((p) => p.startsWith(path))).toEqual([]);
  });

  it('lists /loja and its products, but not the cart, while the shop is on', () => {
    const entries = sitemapEntries({ settings: settings(on('produtos')), rows: ROWS });
    expect(entries.map((e) => e.path)).toEqual(['/', '/sobre', '/loja', '/loja/caneca']);
    expect(entries.find((e) => e.path === '/loja')?.lastmod).toEqual(day(7));
  });

  it('dates a section with its latest item and / with the home page', () => {
    const entries = sitemapEntries({ settings: settings(on('posts')), rows: ROWS });
    expect(entries.find((e) => e.path === '/')?.lastmod).toEqual(day(1));
    expect(entries.find((e) => e.path === '/noticias')?.lastmod).toEqual(day(5));
  });

  it('has only / before the site is set up', () => {
    expect(sitemapEntries({ settings: null, rows: [] })).toEqual([{ path: '/', lastmod: null }]);
  });
});

describe('sitemap XML', () => {
  it('writes absolute addresses with their lastmod', () => {
    expect(buildSitemap(ORIGIN, [{ path: '/sobre', lastmod: day(2) }, { path: '/', lastmod: null }])).toMatchInlineSnapshot(`
      "<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>https://exemplo.org/sobre</loc><lastmod>2026-11-02T12:00:00.000Z</lastmod></url>
        <url><loc>https://exemplo.org/</loc></url>
      </urlset>
      "
    `);
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
    expect(buildSitemap('https://exemplo.org/?a=1&b=2', [{ path: '/?q=1&r=2', lastmod: null }])).toContain('/?q=1&amp;r=2');
  });

  it('becomes an index of parts past the limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}`, lastmod: day(i + 1) }));
    expect(sitemapChunks(entries, 2).map((c) => c.length)).toEqual([2, 2, 1]);
    const index = sitemapXml(ORIGIN, entries, 2);
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://exemplo.org/sitemap-1.xml</loc>',
      '<loc>https://exemplo.org/sitemap-2.xml</loc>',
      '<loc>https://exemplo.org/sitemap-3.xml</loc>',
    ]);
    expect(index).toContain('<lastmod>2026-11-05T12:00:00.000Z</lastmod>');
    expect(sitemapXml(ORIGIN, entries.slice(0, 2), 2)).toContain('<urlset');
  });

  it('robots.txt points to the sitemap and keeps crawlers out of /conta and /api', () => {
    expect(robotsTxt(ORIGIN)).toMatchInlineSnapshot(`
      "User-agent: *
      Disallow: /conta
      Disallow: /api/

      Sitemap: https://exemplo.org/sitemap.xml
      "
    `);
  });
});

describe('RSS feed', () => {
  const post = (over: Partial<FeedPost> = {}): FeedPost => ({
    title: 'Feira <do> livro & cia',
    slug: 'feira',
    excerpt: null,
    body: `<p>${'palavra '.repeat(80)}</p>`,
    published_at: day(3),
    ...over,
  });
  const feed = (posts: FeedPost[]) => buildRss(ORIGIN, { settings: settings(on('posts')), enabled: true, posts });

  it('has a channel and one item per post with title, link, guid, RFC 822 date and description', () => {
    const xml = feed([post({ excerpt: 'Resumo "curto"' })]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Notícias | Associação &amp; Cia</title>');
    expect(xml).toContain('<link>https://exemplo.org/noticias</link>');
    expect(xml).toContain('<title>Feira &lt;do&gt; livro &amp; cia</title>');
    expect(xml).toContain('<link>https://exemplo.org/noticias/feira</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://exemplo.org/noticias/feira</guid>');
    expect(xml).toContain('<pubDate>Tue, 03 Nov 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Resumo &quot;curto&quot;</description>');
  });

  it('describes a post without excerpt by its text, without tags, cut to 300 characters', () => {
    const description = /<item>[\s\S]*<description>([^<]*)<\/description>/.exec(feed([post()]))?.[1] ?? '';
    expect(description.startsWith('palavra palavra')).toBe(true);
    expect(description.endsWith('...')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(303);
  });

  it('is an empty channel without posts', () => {
    expect(feed([])).not.toContain('<item>');
  });

  it('dates in RFC 822', () => {
    expect(rfc822(new Date('2026-01-05T03:04:05Z'))).toBe('Mon, 05 Jan 2026 03:04:05 GMT');
  });
});
