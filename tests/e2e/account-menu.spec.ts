import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';

const withPostsEnabled = { ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled: true } };

/** The texts of the account menu, in order. */
async function menuEntries(page: import('@playwright/test').Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu da conta' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

test.beforeEach(async () => {
  await resetDb();
});

test('a customer sees Meus pedidos, Meus dados, Meus dados e privacidade and Sair, and the Cliente label', async ({ page }) => {
  await seedSettings({ features: withPostsEnabled });
  await loginAs(page, await createUser({ role: 'user', name: 'Clara Cliente' }));
  await page.goto('/conta');
  await expect(page.getByRole('complementary').getByText('Cliente', { exact: true })).toBeVisible();
  expect(await menuEntries(page)).toEqual(['Meus pedidos', 'Meus dados', 'Meus dados e privacidade', 'Sair']);
});

test('an admin sees every feature, enabled or not', async ({ page }) => {
  await seedSettings({ features: withPostsEnabled });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  await expect(page.getByRole('complementary').getByText('Administrador', { exact: true })).toBeVisible();
  expect(await menuEntries(page)).toEqual([
    'Páginas', 'Menus', 'Notícias', 'Agenda', 'Biblioteca', 'Loja', 'Pedidos',
    'Contatos', 'Usuários', 'Configurações', 'Traduções', 'Solicitações de titulares', 'Meus dados', 'Meus dados e privacidade', 'Sair',
  ]);
});

test('a super sees only the enabled features', async ({ page }) => {
  await seedSettings({ features: withPostsEnabled });
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta');
  await expect(page.getByRole('complementary').getByText('Super', { exact: true })).toBeVisible();
  expect(await menuEntries(page)).toEqual([
    'Páginas', 'Menus', 'Notícias', 'Contatos', 'Usuários', 'Configurações', 'Traduções', 'Solicitações de titulares', 'Meus dados', 'Meus dados e privacidade', 'Sair',
  ]);
  // A disabled feature's screen is refused to a super.
  await page.goto('/conta/events');
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
});

test('the collapsed account menu opens and closes from the keyboard on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await seedSettings();
  await loginAs(page, await createUser({ role: 'user' }));
  await page.goto('/conta');
  const toggle = page.getByRole('button', { name: 'Menu da conta' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu da conta' }).getByRole('link', { name: 'Meus dados', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('a screen loads when opened from the menu, and its heading takes the focus', async ({ page }) => {
  await seedSettings();
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Menu da conta' }).getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/conta\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeFocused();
});

test('a screen whose code cannot be loaded says so and offers to reload the page', async ({ page }) => {
  await seedSettings();
  await loginAs(page, await createUser({ role: 'admin' }));
  // The screen's code never arrives (a lost connection, or files replaced by a new deployment).
  await page.route(/UsersScreen/, (route) => route.abort());
  await page.goto('/conta/users');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Não foi possível carregar esta tela. Verifique a conexão e recarregue a página.');
  await page.unroute(/UsersScreen/);
  await alert.getByRole('button', { name: 'Recarregar a página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
});

test('in English the account area, its menu and a screen loaded on demand speak English (the browser bundles only PT)', async ({ page, context }) => {
  await seedSettings({ translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
  await context.addCookies([{ name: 'currentLocale', value: 'EN', url: E2E_BASE_URL }]);
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
