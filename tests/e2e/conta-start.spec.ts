import { createUser, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { DEFAULT_FEATURES } from '../../src/lib/features';

// The account area's first screen: its data is asked for beside the app's code, once (the app takes the early
// answers instead of asking again), and the page keeps its frame while it fills.

test.beforeEach(async () => {
  await resetDb();
});

test('the first screen asks for the session, the settings and its list once each, side by side', async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } } });
  await loginAs(page, await createUser({ role: 'admin' }));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/cart')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/conta/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
  await expect(page.getByText('Nenhum pedido', { exact: false })).toBeVisible();
  expect(asked.sort()).toEqual(['GET /api/orders?per_page=20', 'GET /api/profile', 'GET /api/settings']);
});

test("a manager's dashboard asks for all its panels in one call, beside the session and the settings", async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } } });
  await loginAs(page, await createUser({ role: 'super' }));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/cart')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/conta');
  await expect(page.getByRole('region', { name: 'Publicação' })).toContainText('Nenhum build hook configurado');
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 2 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(asked.sort()).toEqual(['GET /api/dashboard', 'GET /api/profile', 'GET /api/settings']);
});

test("a customer's profile screen reads the profile once for the session and the form", async ({ page }) => {
  await loginAs(page, await createUser({ role: 'user', name: 'Ana Lima' }));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/cart')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto('/conta/profile');
  await expect(page.locator('#profile-name')).toHaveValue('Ana Lima');
  expect(asked.sort()).toEqual(['GET /api/addresses?per_page=100', 'GET /api/profile', 'GET /api/settings']);
});

test('without a session /conta sends the visitor to the login before asking the API anything', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await page.goto('/conta/pedidos');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a first visit's account screen stays in the fallback font and leaves the web font for after the page", async ({ page }) => {
  await seedSettings();
  await loginAs(page, await createUser({ role: 'user', name: 'Ana Lima' }));
  const fonts: number[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(Date.now());
  });
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1, name: /Ana Lima/ })).toBeVisible();
  const drawn = Date.now();
  // The app applies the settings' theme; the default font stays the metric-matched fallback the page's head chose.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Montserrat-\w+ fallback/);
  expect(fonts.filter((at) => at <= drawn)).toEqual([]);
});

test("the header's script waits until the first screen has drawn, and then runs", async ({ page }) => {
  await loginAs(page, await createUser({ role: 'user', name: 'Ana Lima' }));
  await page.addInitScript(() => {
    addEventListener('vitrine:conta-drawn', () => {
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      (window as unknown as { headingThen: boolean }).headingThen = !!document.querySelector('.conta-content h1');
    });
  });
  await page.goto('/conta/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
  await expect(page.locator('html[data-scripts="started"]')).toBeAttached();
  const { drawnAt, headingThen, scriptAt } = await page.evaluate(() => {
    const src = document.querySelector('script[data-src]')?.getAttribute('data-src') ?? '';
    const entry = performance.getEntriesByType('resource').find((item) => item.name.endsWith(src));
    const w = window as unknown as { drawnAt: number; headingThen: boolean };
    return { drawnAt: w.drawnAt, headingThen: w.headingThen, scriptAt: entry?.startTime ?? -1 };
  });
  expect(headingThen).toBe(true);
  expect(scriptAt).toBeGreaterThanOrEqual(drawnAt);
  // The script ran (it marks the page as it binds the header, the consent banner and the footer).
  await expect(page.locator('script[data-after="vitrine:conta-drawn"]')).toHaveCount(1);
});

test("a form whose rules cannot load says the screen could not load, rather than keep its save disabled", async ({ page }) => {
  await loginAs(page, await createUser({ role: 'user', name: 'Ana Lima' }));
  // The profile forms' rules (src/lib/schemas/account.ts), loaded beside them: the connection drops for them alone.
  await page.route(/\/src\/lib\/schemas\/account\.ts/, (route) => route.abort());
  await page.goto('/conta/profile');
  await expect(page.getByText('Não foi possível carregar esta tela. Verifique a conexão e recarregue a página.')).toBeVisible();
});
