import type { Page, Route } from '@playwright/test';
import { createUser, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

// The dev server compiles each function on its first call and the machine is shared: allow slow first answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

test.beforeEach(async () => {
  await resetDb();
  await seedSettings();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Publicação' });

test('without a build hook the managers see the no-hook note, and customers no panel', async ({ page }) => {
  const admin = await createUser({ role: 'admin' });
  await loginAs(page, admin);
  await page.goto('/conta');
  await expect(panel(page)).toContainText('Nenhum build hook configurado (NETLIFY_BUILD_HOOK_URL)');
  await expect(panel(page)).toContainText('Em desenvolvimento local, as alterações aparecem na hora.');
  await expect(panel(page).getByRole('button', { name: 'Publicar agora' })).toHaveCount(0);

  const customer = await createUser({ role: 'user' });
  const other = await page.context().browser()!.newPage();
  await loginAs(other, customer);
  await other.goto('/conta');
  await expect(other.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
  await expect(panel(other)).toHaveCount(0);
  await other.close();
});

// The dev server of the browser tests has no NETLIFY_BUILD_HOOK_URL (it is shared by every spec), so the
// states of a configured hook come stubbed: the dashboard's answer (GET /api/dashboard, its `publish` part) and
// "Publicar agora" (POST /api/publish); the API tests cover the real answers.
test('with a build hook the panel shows the last request, pending changes and errors, and publishes now', async ({ page }) => {
  const status = {
    hook_configured: true,
    last_requested_at: '2026-11-23T13:05:00.000Z',
    pending: true,
    pending_since: '2026-11-23T13:05:30.000Z',
    last_reason: 'menus',
    last_error: 'O build hook respondeu HTTP 500.',
    last_error_at: '2026-11-23T13:05:01.000Z',
  };
  let release: () => void = () => {};
  const posted = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard', async (route: Route) => {
    const answer = await route.fetch();
    return route.fulfill({ response: answer, json: { ...(await answer.json()), publish: status } });
  });
  await page.route('**/api/publish', async (route: Route) => {
    if (route.request().method() === 'GET') return route.fulfill({ json: status });
    await posted;
    const after = { ...status, last_requested_at: '2026-11-23T13:07:00.000Z', pending: false, pending_since: null, last_error: null, last_error_at: null };
    return route.fulfill({ json: { ...after, outcome: 'requested', message: 'ok' } });
  });
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta');
  // Times in America/Sao_Paulo (UTC-3).
  await expect(panel(page)).toContainText('Última atualização pedida23/11/2026 10:05');
  await expect(panel(page)).toContainText('Sim, desde 23/11/2026 10:05: serão publicadas em até um minuto.');
  await expect(panel(page)).toContainText('O build hook respondeu HTTP 500. (23/11/2026 10:05)');

  await panel(page).getByRole('button', { name: 'Publicar agora' }).click();
  await expect(panel(page).getByRole('button', { name: 'Publicando…' })).toBeDisabled();
  release();
  await expect(page.getByText('Atualização do site pedida. As alterações aparecem em alguns minutos.')).toBeVisible();
  await expect(panel(page)).toContainText('Última atualização pedida23/11/2026 10:07');
  await expect(panel(page)).toContainText('Alterações pendentesNenhuma');
  await expect(panel(page)).not.toContainText('Último erro');
});
