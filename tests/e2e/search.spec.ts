import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { db, expect, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_TARGET, publishSite } from './fixtures/target';

// Search: the header's box opens /busca, which finds the published pages, news, events, library items and
// products in Pagefind's index, grouped by kind; /loja?q= finds products through GET /api/products?q= (accents and
// one typo aside). The index is written by the build (astro-pagefind): `astro dev` has none, so the header search
// runs under the preview (E2E_TARGET=preview, npm run test:e2e:preview), where the test publishes first.
test.slow();

const ALL_ON = Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, { ...f, enabled: true }])) as PublicSettings['features'];

/** One published item of each kind about "cerâmica", and drafts that must not be found. */
async function seedContent(): Promise<void> {
  const sql = db();
  await sql`insert into pages (title, slug, status, blocks) values ('Oficinas de cerâmica', 'oficinas', 'published', '[]'::jsonb)`;
  await sql`insert into posts (title, slug, status, published_at, body) values
    ('Feira de cerâmica no bairro', 'feira-ceramica', 'published', now() - interval '1 hour', '<p>Peças de cerâmica à venda.</p>'),
    ('Cerâmica secreta', 'ceramica-secreta', 'draft', null, '<p>Rascunho sobre cerâmica.</p>')`;
  await sql`insert into events (title, slug, status, starts_at, description) values
    ('Roda de cerâmica', 'roda-ceramica', 'published', now() + interval '2 days', '<p>Encontro de cerâmica.</p>')`;
  await sql`insert into medias (title, slug, publication_type, media_type, year, external_url, status, description) values
    ('Manual de cerâmica', 'manual-ceramica', 'livro', 'documento', 2020, 'https://exemplo.org/manual', 'published', '<p>Técnicas de cerâmica.</p>')`;
  await sql`insert into products (name, slug, description, price_cents, weight_g, height_cm, width_cm, length_cm, status) values
    ('Vaso de cerâmica', 'vaso-ceramica', '<p>Feito à mão.</p>', 8900, 900, 20, 15, 15, 'published'),
    ('Caneca de cerâmica rascunho', 'caneca-rascunho', '', 3000, 300, 10, 10, 10, 'draft')`;
}

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Busca E2E', features: ALL_ON });
});

test('@smoke the header search opens /busca with the published pages, news, events, library and products, grouped by kind', async ({ page }) => {
  test.skip(E2E_TARGET !== 'preview', 'the Pagefind index exists only in a build: run with E2E_TARGET=preview');
  await seedContent();
  await publishSite();

  await page.goto('/noticias', { timeout: 90_000 });
  // No search script on the page before the box is used.
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.filter((src) => src.includes('pagefind'))).toEqual([]);
  const box = page.getByRole('search', { name: 'Buscar no site' }).filter({ visible: true });
  if ((await box.count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
  await box.getByRole('searchbox', { name: 'Buscar no site' }).fill('ceramica');
  await box.getByRole('searchbox', { name: 'Buscar no site' }).press('Enter');

  await expect(page).toHaveURL(/\/busca\?q=ceramica$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Busca' })).toBeVisible();
  const status = page.locator('#search-status');
  await expect(status).toHaveText('Resultados para “ceramica” · 5 resultado(s)', { timeout: 30_000 });
  const results = page.locator('#search-results');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(['Páginas', 'Notícias', 'Agenda', 'Biblioteca', 'Loja']);
  for (const [group, title, href] of [
    ['Páginas', 'Oficinas de cerâmica', '/oficinas'],
    ['Notícias', 'Feira de cerâmica no bairro', '/noticias/feira-ceramica'],
    ['Agenda', 'Roda de cerâmica', '/agenda/roda-ceramica'],
    ['Biblioteca', 'Manual de cerâmica', '/biblioteca/manual-ceramica'],
    ['Loja', 'Vaso de cerâmica', '/loja/vaso-ceramica'],
  ]) {
    const link = results.getByRole('region', { name: group }).getByRole('link', { name: title });
    await expect(link).toBeVisible();
    expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname.replace(/\/$/, '')).toBe(href);
  }
  await expect(results.getByText('secreta')).toHaveCount(0);
  await expect(results.getByText('rascunho')).toHaveCount(0);
  await expect(results.locator('mark').first()).toBeVisible();

  // A search that finds nothing says so; the page's own box searches again.
  const own = page.locator('#search-form');
  await expect(own.getByRole('searchbox', { name: 'Buscar no site' })).toHaveValue('ceramica');
  await own.getByRole('searchbox', { name: 'Buscar no site' }).fill('xyzzy');
  await own.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/busca\?q=xyzzy$/);
  await expect(status).toHaveText('Nenhum resultado para “xyzzy”.', { timeout: 30_000 });
  await expect(results.getByRole('link')).toHaveCount(0);
});

test('/loja?q= finds products ignoring accents and with one typo, best first, and the address keeps the search', async ({ page }) => {
  const sql = db();
  await sql`insert into products (name, slug, description, price_cents, weight_g, height_cm, width_cm, length_cm, status, created_at) values
    ('Curvador de cílios', 'curvador', '', 2500, 100, 5, 5, 5, 'published', now() - interval '3 minutes'),
    ('Caneca azul', 'caneca', '<p>Combina com cílios postiços</p>', 3000, 300, 10, 10, 10, 'published', now() - interval '2 minutes'),
    ('Camiseta', 'camiseta', '', 5000, 200, 3, 20, 30, 'published', now() - interval '1 minute')`;
  await publishSite();

  await page.goto('/loja?q=CILIOS', { timeout: 90_000 });
  const cards = page.locator('#shop-grid').getByRole('listitem');
  await expect(cards).toHaveCount(2, { timeout: 30_000 });
  await expect(cards.first()).toContainText('Curvador de cílios');
  await expect(cards.nth(1)).toContainText('Caneca azul');
  await expect(page.getByLabel('Buscar produtos')).toHaveValue('CILIOS');

  await page.getByLabel('Buscar produtos').fill('camiseat');
  await page.getByLabel('Buscar produtos').press('Enter');
  await expect(page).toHaveURL(/\/loja\?q=camiseat$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Camiseta');
  await expect(page.getByRole('status').filter({ hasText: 'produto(s)' })).toHaveText('1 produto(s)');

  await page.getByLabel('Buscar produtos').fill('nada disso');
  await page.getByLabel('Buscar produtos').press('Enter');
  await expect(page.getByText('Nenhum produto encontrado.')).toBeVisible();

  await page.getByLabel('Buscar produtos').fill('');
  await page.getByLabel('Buscar produtos').press('Enter');
  await expect(page).toHaveURL(/\/loja$/);
  await expect(cards).toHaveCount(3);
});
