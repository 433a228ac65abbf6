import { createMenu, expect, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

test.describe('header menus', () => {
  test('links follow the spec rules: page slug, external address in a new tab, internal path, dropdown', async ({ page }) => {
    await seedSettings({ title: 'Associação Menus' });
    await createMenu({ name: 'Quem somos', page: 'quem-somos' });
    await createMenu({ name: 'Portal externo', url: 'https://transparencia.exemplo.gov.br/orgao' });
    await createMenu({ name: 'Notícias internas', url: '/noticias' });
    await createMenu({
      name: 'Sobre',
      submenus: [
        { name: 'Nossa história', page: 'historia' },
        { name: 'Relatórios', url: 'http://relatorios.exemplo.org' },
      ],
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });

    await expect(nav.getByRole('link', { name: 'Quem somos' })).toHaveAttribute('href', '/quem-somos');
    const external = nav.getByRole('link', { name: /Portal externo/ });
    await expect(external).toHaveAttribute('href', 'https://transparencia.exemplo.gov.br/orgao');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    const internal = nav.getByRole('link', { name: 'Notícias internas' });
    await expect(internal).toHaveAttribute('href', '/noticias');
    await expect(internal).not.toHaveAttribute('target', /.+/);

    // The entry with submenus is a dropdown: closed at first, opened by click, closed with Escape.
    const toggle = nav.getByRole('button', { name: 'Sobre' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Nossa história' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Nossa história' })).toHaveAttribute('href', '/historia');
    await expect(nav.getByRole('link', { name: /Relatórios/ })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Nossa história' })).toBeHidden();
  });

  test('the dropdown opens from the keyboard', async ({ page }) => {
    await seedSettings();
    await createMenu({ name: 'Sobre', submenus: [{ name: 'Equipe', url: '/equipe' }] });
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sobre' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Equipe' })).toBeVisible();
  });

  test('shows only enabled menus', async ({ page }) => {
    await seedSettings();
    await createMenu({ name: 'Visível', url: '/visivel' });
    await createMenu({ name: 'Escondido', url: '/escondido', enabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Visível' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Escondido' })).toHaveCount(0);
  });

  test('shows the logo when set, else the title, linking home; and a link to /conta', async ({ page }) => {
    await seedSettings({ title: 'Associação Sem Logo' });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Associação Sem Logo' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
  });
});

test.describe('language dropdown', () => {
  test('is absent when Portuguese is the only language', async ({ page }) => {
    await seedSettings();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Escolher idioma' })).toHaveCount(0);
  });

  test('is offered with more than one language, Portuguese always among them', async ({ page }) => {
    await seedSettings({ translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Escolher idioma' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Português' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('switching to English relabels the page and keeps the choice for 365 days', async ({ page, context }) => {
    await seedSettings({ translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Escolher idioma' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('EN');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });
});
