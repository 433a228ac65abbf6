import { createUser, db, expect, hydrated, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

test.describe('not-found page', () => {
  test('an unknown address answers 404 with "Página não encontrada" and a Back button', async ({ page }) => {
    await seedSettings();
    await page.goto('/');
    const response = await page.goto('/esta-pagina-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('an unknown /conta screen shows "Página não encontrada" inside the account area', async ({ page }) => {
    await seedSettings();
    await loginAs(page, await createUser({ role: 'admin' }));
    await page.goto('/conta/nada-aqui');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByText('O endereço /conta/nada-aqui não existe na área da conta.')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('shows the title in capitals, the contact text, the e-mail link, social icons and the rights line', async ({ page }) => {
    await seedSettings({
      title: 'Associação Rodapé',
      contact: 'Rua das Flores, 10',
      email: 'fale@exemplo.org',
      url_facebook: 'https://facebook.com/exemplo',
      url_instagram: 'https://instagram.com/exemplo',
    });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Associação Rodapé', { exact: true }).first()).toHaveCSS('text-transform', 'uppercase');
    await expect(footer.getByText('Rua das Flores, 10')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'fale@exemplo.org' })).toHaveAttribute('href', 'mailto:fale@exemplo.org');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://facebook.com/exemplo');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveCount(0);
    await expect(footer.getByText(/Todos os direitos reservados/)).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('keeps Enviar disabled while invalid, shows the field messages, sends and thanks', async ({ page }) => {
    await seedSettings();
    await page.goto('/');
    const form = await hydrated(page.getByRole('form', { name: 'Fale conosco' }));
    const send = form.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();

    const name = form.getByLabel('Nome');
    await name.focus();
    await name.blur();
    await expect(form.getByText('O campo Nome é obrigatório.')).toBeVisible();
    await form.getByLabel('E-mail').fill('nao-e-email');
    await expect(form.getByText('O campo E-mail deve ser um e-mail válido.')).toBeVisible();
    await expect(send).toBeDisabled();

    await name.fill('Maria Visitante');
    await form.getByLabel('E-mail').fill('maria@exemplo.org');
    await form.getByLabel('Mensagem').fill('Gostaria de saber os horários.');
    await expect(send).toBeEnabled();
    await send.click();

    await expect(page.getByText('Sua mensagem foi enviada! Entraremos em contato em breve. Obrigado!')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveValue('');
    const rows = await db()`select name, email, message from contacts`;
    expect(rows).toEqual([{ name: 'Maria Visitante', email: 'maria@exemplo.org', message: 'Gostaria de saber os horários.' }]);
  });
});

test.describe('theme from the settings', () => {
  test('applies the colours, loads the chosen font and sets up the analytics tag only when set', async ({ page }) => {
    await seedSettings({ primary_color: '#123456', secondary_color: '#abcdef', font: 'Lato', gtag: 'G-TESTE123', site_favicon: '/icone.png' });
    await page.goto('/');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary).toBe('#123456');
    await expect(page.locator('link[rel="stylesheet"][href*="fonts.googleapis.com"]')).toHaveAttribute('href', /family=Lato/);
    // The consent banner, with the tag's id; the tag itself waits for "Aceitar" (tests/e2e/consent.spec.ts).
    await expect(page.locator('[data-consent-settings*="G-TESTE123"]')).toHaveCount(1);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icone.png');
  });

  test('uses Montserrat by default, served by the site itself, after the first page has painted, and adds no analytics tag when none is set', async ({ page }) => {
    await seedSettings();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).origin);
    });
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // No fonts service for the default font. A first visit paints in the metric-matched fallback (the
    // first paint never waits for the web font); the file is fetched from the site after load, for the next pages.
    await expect(page.locator('link[href*="fonts.googleapis.com"]')).toHaveCount(0);
    expect(await bodyFont()).toMatch(/^"Montserrat-\w+ fallback/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('font-cached')), { timeout: 10_000 }).toMatch(/^Montserrat-/);
    expect(await bodyFont()).toMatch(/^"Montserrat-\w+ fallback/);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((origin) => origin === new URL(page.url()).origin)).toBe(true);
    // Requested after the first paint, not on its way.
    const [fontStart, firstPaint] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ?? -1,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    ]);
    expect(fontStart).toBeGreaterThan(firstPaint);
    // The next page paints in Montserrat, from the cache.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px ' + getComputedStyle(document.body).fontFamily.split(',')[0]))).toBe(true);
    expect(await bodyFont()).toMatch(/^Montserrat-/);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    await expect(page.locator('[data-consent-settings]')).toHaveCount(0);
  });
});
