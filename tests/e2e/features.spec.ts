import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createMenu, createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

test('turning a section off in /conta/settings removes its menu and its public pages give 404', async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, events: { ...DEFAULT_FEATURES.events, enabled: true } } });
  await createMenu({ name: 'Agenda', url: '/agenda' });
  await db()`insert into events (title, slug, starts_at, status) values ('Feira do livro', 'feira-do-livro', now() + interval '3 days', 'published')`;
  await page.goto('/agenda/feira-do-livro');
  await expect(page.getByRole('heading', { level: 1, name: 'Feira do livro' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Agenda' })).toBeVisible();

  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/settings');
  const enabled = page.getByLabel('Ativo do recurso events');
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!').first()).toBeVisible();
  await expect.poll(async () => (await db()`select count(*)::int as n from menus where url = '/agenda'`)[0].n).toBe(0);

  const agenda = await page.goto('/agenda');
  expect(agenda?.status()).toBe(404);
  const item = await page.goto('/agenda/feira-do-livro');
  expect(item?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Agenda' })).toHaveCount(0);
  // Its API refuses writes with the section's message.
  const refused = await page.request.post('/api/events', {
    headers: { Authorization: `Token ${await page.evaluate(() => localStorage.getItem('vitrine_token'))}` },
    data: { title: 'Outro', starts_at: '2026-12-01T10:00' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain('agenda está desativada');
});

test('the features table adds a row with the focus on its name and removes it by its named button', async ({ page }) => {
  await seedSettings({});
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/settings');
  const rows = page.locator('.features-editor tbody tr');
  await expect(page.getByLabel('Ativo do recurso events')).toBeVisible();
  const before = await rows.count();
  await page.getByRole('button', { name: 'Adicionar recurso' }).click();
  await expect(rows).toHaveCount(before + 1);
  await expect(page.locator('#feature-new-1-name')).toBeFocused();
  await expect(page.locator('#feature-new-1-name')).toHaveAttribute('required', '');
  await expect(page.getByRole('checkbox', { name: 'Ativo do recurso novo 1' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Remover o recurso novo 1' }).click();
  await expect(rows).toHaveCount(before);
});
