import { createMenu, createUser, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import type { Page } from '@playwright/test';

// The dev server compiles screens and functions on first use, and the machine may be busy.
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  await resetDb();
  await seedSettings();
  await loginAs(page, await createUser({ role: 'admin' }));
});

/** The names of the header's top-level menu entries, in order. */
async function headerEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  return nav.locator(':scope > ul > li.nav-item > .nav-link:not(.nav-account)').allTextContents();
}

test('a menu with a submenu created in /conta appears, with its dropdown, in the public header', async ({ page }) => {
  await page.goto('/conta/menus/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo menu' })).toBeVisible(SLOW);
  await page.getByRole('form', { name: 'Novo menu' }).getByLabel('Nome', { exact: true }).fill('Serviços');
  await page.getByLabel('Nenhum destino (só abre os submenus)').check();
  await page.getByRole('button', { name: 'Adicionar submenu' }).click();
  await expect(page.getByLabel('Nome do submenu 1')).toBeFocused();
  await page.keyboard.type('Consultoria');
  await page.getByLabel('Endereço do Consultoria').fill('/consultoria');
  await page.getByRole('button', { name: 'Salvar menu' }).click();
  await expect(page.getByText('Menu Serviços cadastrado!')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Serviços/ })).toContainText('Consultoria');

  await page.goto('/');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: 'Serviços' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Consultoria' })).toHaveAttribute('href', '/consultoria');
});

test('moving a menu up with the keyboard changes the public order', async ({ page }) => {
  await createMenu({ name: 'Primeiro', url: '/primeiro' });
  await createMenu({ name: 'Segundo', url: '/segundo' });
  await page.goto('/conta/menus');
  const up = page.getByRole('button', { name: 'Mover Segundo para cima' });
  await expect(up).toBeVisible(SLOW);
  await up.focus();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/menus/order') && response.ok(), SLOW);
  await page.keyboard.press('Enter');
  await saved;
  await expect(page.getByRole('row').nth(1)).toContainText('Segundo');
  // The focus stays on the moved menu's controls, so the keyboard can go on.
  await expect(page.getByRole('button', { name: 'Mover Segundo para baixo' })).toBeFocused();

  await page.goto('/');
  expect(await headerEntries(page)).toEqual(['Segundo', 'Primeiro']);
});

test('disabling a menu hides it from the public site', async ({ page }) => {
  await createMenu({ name: 'Visível', url: '/visivel' });
  await createMenu({ name: 'Temporário', url: '/temporario' });
  await page.goto('/conta/menus');
  const enabled = page.getByRole('checkbox', { name: 'Menu Temporário ativo' });
  await expect(enabled).toBeChecked(SLOW);
  await enabled.uncheck();
  await expect(page.getByText('Menu Temporário desativado.')).toBeVisible(SLOW);
  await expect(enabled).not.toBeChecked();

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Visível' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Temporário' })).toHaveCount(0);
});

test('deleting a menu asks first; cancel keeps it, confirm removes it', async ({ page }) => {
  await createMenu({ name: 'Antigo', url: '/antigo', submenus: [{ name: 'Filho', url: '/filho' }] });
  await page.goto('/conta/menus');
  await page.getByRole('button', { name: 'Excluir Antigo' }).click(SLOW);
  const dialog = page.getByRole('dialog', { name: 'Excluir o menu Antigo?' });
  await expect(dialog).toContainText('O menu e os seus 1 submenus saem do site.');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Antigo/ })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir Antigo' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Menu Antigo excluído.')).toBeVisible(SLOW);
  await expect(page.getByText('Nenhum menu cadastrado ainda.')).toBeVisible();
});

test('editing a menu reorders its submenus and shows field errors from the shared rules', async ({ page }) => {
  const menu = await createMenu({ name: 'Sobre', submenus: [{ name: 'Um', url: '/um' }, { name: 'Dois', page: 'dois' }] });
  await page.goto(`/conta/menus/${menu.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar o menu Sobre' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Mover Dois para cima' }).click();
  await page.getByLabel('Uma página do site').check();
  const slug = page.getByLabel('Identificador da página', { exact: true });
  await slug.fill('Quem Somos');
  await slug.blur();
  await expect(page.getByText('O campo Página deve ser um identificador de página (letras minúsculas, números e hífens).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar menu' })).toBeDisabled();
  await slug.fill('quem-somos');
  await page.getByRole('button', { name: 'Salvar menu' }).click();
  await expect(page.getByText('Menu Sobre salvo!')).toBeVisible(SLOW);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sobre' }).click();
  const links = page.locator(`#submenu-${menu.id} a`);
  await expect(links).toHaveText(['Sobre', 'Dois', 'Um']);
  await expect(links.first()).toHaveAttribute('href', '/quem-somos');
});
