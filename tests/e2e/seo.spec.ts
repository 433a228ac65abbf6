import { DEFAULT_FEATURES } from '../../src/lib/features';
import { db, expect, resetDb, seedSettings, test } from './fixtures/db';
import { publishSite } from './fixtures/target';

const features = (posts: boolean) => ({ ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled: posts } });

// Each test rebuilds the site when it runs against the static build (E2E_TARGET=preview: the @smoke one).
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async () => {
  await resetDb();
});

async function insertPost(title: string, slug: string, status: 'draft' | 'published') {
  const publishedAt = status === 'published' ? new Date(Date.now() - 3_600_000) : null;
  await db()`insert into posts (title, slug, status, published_at, body, excerpt)
    values (${title}, ${slug}, ${status}, ${publishedAt}, ${'<p>Corpo</p>'}, ${`Resumo de ${title}`})`;
}

test('@smoke sitemap.xml, robots.txt and the news feed answer with their types and list only published posts', async ({ page, request }) => {
  await seedSettings({ title: 'Associação SEO', features: features(true) });
  await insertPost('Feira & livros', 'feira-livros', 'published');
  await insertPost('Rascunho', 'rascunho-seo', 'draft');
  await publishSite();

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/noticias\/feira-livros<\/loc>/);
  expect(xml).not.toContain('rascunho-seo');

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);

  const feed = await request.get('/noticias/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const rss = await feed.text();
  expect(rss).toContain('<title>Feira &amp; livros</title>');
  expect(rss).toContain('<description>Resumo de Feira &amp; livros</description>');
  expect(rss).not.toContain('Rascunho');

  await page.goto('/noticias/feira-livros');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/noticias/rss.xml');
});

test('with the news off, the feed is a 404 and the sitemap leaves the news out', async ({ request }) => {
  await seedSettings({ features: features(false) });
  await insertPost('Oculta', 'oculta', 'published');
  await publishSite();
  expect((await request.get('/noticias/rss.xml')).status()).toBe(404);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toContain('/noticias');
});
