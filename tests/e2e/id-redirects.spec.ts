import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { db, expect, resetDb, seedSettings, test } from './fixtures/db';
import { publishSite } from './fixtures/target';

const ALL_ON = Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, { ...f, enabled: true }])) as PublicSettings['features'];

/** One published page, post, event and product straight into the database; their ids. */
async function seedItems(): Promise<{ page: string; post: string; event: string; product: string; draft: string }> {
  const sql = db();
  const [page] = await sql<{ id: string }[]>`insert into pages (title, slug, status, blocks)
    values ('Quem somos', 'quem-somos', 'published', '[]'::jsonb) returning id::text as id`;
  const [post] = await sql<{ id: string }[]>`insert into posts (title, slug, status, published_at, body)
    values ('Feira de trocas', 'feira-de-trocas', 'published', now() - interval '1 hour', '<p>Texto</p>') returning id::text as id`;
  const [draft] = await sql<{ id: string }[]>`insert into posts (title, slug, status, body)
    values ('Rascunho', 'rascunho', 'draft', '<p>Texto</p>') returning id::text as id`;
  const [event] = await sql<{ id: string }[]>`insert into events (title, slug, status, starts_at, description)
    values ('Show de sábado', 'show-de-sabado', 'published', now() + interval '1 day', '<p>Descrição</p>') returning id::text as id`;
  const [product] = await sql<{ id: string }[]>`insert into products (name, slug, price_cents, weight_g, height_cm, width_cm, length_cm, status)
    values ('Caneca', 'caneca', 3490, 350, 12, 10, 15, 'published') returning id::text as id`;
  return { page: page.id, post: post.id, event: event.id, product: product.id, draft: draft.id };
}

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ features: ALL_ON });
});

// @smoke: built, the id-redirect function answers these (netlify/functions/id-redirect.mts), as on Netlify.
test('@smoke /{id}, /noticias/{id}, /agenda/{id} and /loja/{id} answer a permanent redirect to the slug', async ({ request }) => {
  const ids = await seedItems();
  await publishSite();
  for (const [from, to] of [
    [`/${ids.page}`, '/quem-somos'],
    [`/noticias/${ids.post}`, '/noticias/feira-de-trocas'],
    [`/agenda/${ids.event}`, '/agenda/show-de-sabado'],
    [`/loja/${ids.product}`, '/loja/caneca'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location, 'http://x').pathname, from).toBe(to);
  }
});

test('the browser follows an id address to the slug page; a draft id and an unknown id give 404', async ({ page }) => {
  const ids = await seedItems();
  const response = await page.goto(`/noticias/${ids.post}`);
  await expect(page).toHaveURL(/\/noticias\/feira-de-trocas$/);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Feira de trocas' })).toBeVisible();
  await page.goto(`/agenda/${ids.event}`);
  await expect(page).toHaveURL(/\/agenda\/show-de-sabado$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Show de sábado' })).toBeVisible();
  expect((await page.goto(`/noticias/${ids.draft}`))?.status()).toBe(404);
  expect((await page.goto('/999999'))?.status()).toBe(404);
});
