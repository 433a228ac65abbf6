import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

/** A small PNG logo drawn for the test. */
const logoPng = () =>
  sharp({ create: { width: 360, height: 120, channels: 4, background: { r: 74, g: 44, b: 42, alpha: 1 } } }).png().toBuffer();

async function openSettingsAsAdmin(page: import('@playwright/test').Page) {
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/settings');
  // The dev server compiles the account app on its first visit.
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('as admin, a logo uploaded on /conta/settings shows in the public header after saving and reloading', async ({ page }) => {
  await seedSettings({ title: 'Associação Logo' });
  await openSettingsAsAdmin(page);
  await expect(page.getByText('Nenhuma imagem escolhida.')).toHaveCount(3);

  await page.getByLabel('Enviar imagem: Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
  await expect(page.getByText('Imagem enviada. Salve para aplicar a alteração.')).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Logo', exact: true });
  await expect(address).toHaveValue(/^\/api\/files\/[0-9a-f]{32}-average\.webp$/);
  const url = await address.inputValue();
  await expect(page.getByRole('img', { name: 'Prévia da imagem: Logo' })).toHaveAttribute('src', url);

  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();

  await page.goto('/');
  await page.reload();
  const logo = page.getByRole('banner').getByRole('img', { name: 'Associação Logo' });
  await expect(logo).toHaveAttribute('src', url);
  // The file is really served: the browser decoded it at its stored size.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);
});

test('settings change visible on the public header after reload: site title and primary colour', async ({ page }) => {
  await seedSettings({ title: 'Título Antigo', primary_color: '#4a2c2a' });
  await openSettingsAsAdmin(page);

  await page.getByLabel('Título do site').fill('Casa da Cultura');
  await page.getByRole('textbox', { name: 'Cor primária', exact: true }).fill('#1f6f8b');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();

  await page.goto('/');
  await page.reload();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Casa da Cultura' })).toBeVisible();
  await expect(banner.getByText('Título Antigo')).toHaveCount(0);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  expect(primary).toBe('#1f6f8b');
});

test('an upload that is not an image shows the error toast and keeps the address', async ({ page }) => {
  await seedSettings({ site_logo: 'https://exemplo.org/logo-atual.png' });
  await openSettingsAsAdmin(page);

  await page.getByLabel('Enviar imagem: Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>não sou imagem</html>') });
  await expect(
    page.getByText('Ocorreu um erro ao enviar a imagem: O arquivo não é uma imagem JPEG, PNG, WebP, GIF ou SVG.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Logo', exact: true })).toHaveValue('https://exemplo.org/logo-atual.png');
  await expect(page.getByLabel('Enviar imagem: Logo')).toBeEnabled();
});

test('removing the logo brings the title back to the public header', async ({ page }) => {
  await seedSettings({ title: 'Sem Logo', site_logo: 'https://exemplo.org/logo.png' });
  await openSettingsAsAdmin(page);

  await page.getByRole('button', { name: 'Remover imagem: Logo' }).click();
  await expect(page.getByRole('textbox', { name: 'Logo', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remover imagem: Logo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sem Logo' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('img', { name: 'Sem Logo' })).toHaveCount(0);
});

test('a photo over 4 MB is shrunk in the browser before it is sent, and stored', async ({ page }) => {
  await seedSettings();
  await openSettingsAsAdmin(page);
  // Random pixels do not compress: a PNG of about 5.9 MB, under the 10 MB rule but over what Netlify buffers.
  const photo = await sharp(randomBytes(1400 * 1400 * 3), { raw: { width: 1400, height: 1400, channels: 3 } }).png().toBuffer();
  expect(photo.byteLength).toBeGreaterThan(4 * 1024 * 1024);

  await page.getByLabel('Enviar imagem: Imagem de capa').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Imagem enviada. Salve para aplicar a alteração.')).toBeVisible({ timeout: 30_000 });
  const [upload] = await db()<{ content_type: string; size_bytes: number; width: number }[]>`
    select content_type, size_bytes, width from uploads`;
  expect(upload.content_type).toBe('image/webp');
  expect(upload.size_bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
  expect(upload.width).toBe(1400);
});
