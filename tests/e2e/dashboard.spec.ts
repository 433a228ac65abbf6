import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

const stat = (page: import('@playwright/test').Page, label: string) => page.locator('.conta-stat').filter({ hasText: label });

test('the dashboard counts news and events (drafts included) for the sections the role may use', async ({ page }) => {
  await seedSettings({
    features: {
      ...DEFAULT_FEATURES,
      posts: { ...DEFAULT_FEATURES.posts, enabled: true },
      events: { ...DEFAULT_FEATURES.events, enabled: false },
    },
  });
  await db()`insert into posts (title, slug, status) values ('Publicada', 'publicada', 'published'), ('Rascunho', 'rascunho', 'draft')`;
  await db()`insert into events (title, slug, starts_at, status)
             values ('Feira', 'feira', now() + interval '2 days', 'published'), ('Oficina', 'oficina', now(), 'draft'),
                    ('Palestra', 'palestra', now() - interval '3 days', 'published')`;

  // Admin sees every section, enabled or not.
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  await expect(stat(page, 'Notícias')).toContainText('2');
  await expect(stat(page, 'Agenda')).toContainText('3');
  await stat(page, 'Agenda').getByRole('link', { name: 'Ver Agenda' }).click();
  await expect(page).toHaveURL(/\/conta\/events$/);
});

test('a super does not see the count of a disabled section', async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled: true } } });
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta');
  await expect(stat(page, 'Notícias')).toContainText('0');
  await expect(stat(page, 'Agenda')).toHaveCount(0);
});

test("while the dashboard's one answer comes every panel holds its place, and a failed answer says so in each", async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } } });
  await loginAs(page, await createUser({ role: 'super' }));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/conta');
  // The summary's items and the panels (the orders panel's own figures come with its answer, as they always did).
  const stats = page.locator('[aria-labelledby="dashboard-summary"] .conta-stat dt');
  const panels = page.locator('.conta-panel h2');
  await expect(page.locator('.conta-stat dd[aria-busy="true"]')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Pedidos' })).toHaveAttribute('aria-busy', 'true');
  const waiting = { stats: await stats.allTextContents(), panels: await panels.allTextContents() };
  expect(waiting.stats).toEqual(['Título do site', 'Contatos não lidos', 'Usuários cadastrados', 'Loja', 'Produtos esgotados', 'Menus cadastrados']);
  release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect({ stats: await stats.allTextContents(), panels: await panels.allTextContents() }).toEqual(waiting);

  await page.unroute('**/api/dashboard');
  await page.route('**/api/dashboard', (route) => route.fulfill({ status: 503, json: { message: 'Serviço indisponível.' } }));
  await page.reload();
  await expect(stat(page, 'Contatos não lidos')).toContainText('Não foi possível carregar');
  for (const label of ['Usuários cadastrados', 'Loja', 'Produtos esgotados', 'Menus cadastrados']) {
    await expect(stat(page, label)).toContainText('Não foi possível carregar');
  }
  await expect(page.getByRole('region', { name: 'Pedidos' })).toContainText('Não foi possível carregar');
  await expect(page.getByRole('region', { name: 'Publicação' })).toContainText('Não foi possível carregar o estado da publicação.');
});
