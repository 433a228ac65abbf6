import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';
import { publishSite } from './fixtures/target';

// The product feed: its address in /conta/shop with the copy button, and the file it names answering XML.
test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } } });
});

test('/conta/shop shows the feed address to paste into Merchant Center and copies it; the address answers the feed', async ({ page, context }) => {
  await createProduct(db(), productSchema.parse({ name: 'Caneca & Cia', status: 'published', price_cents: 3990, gtin: '7891000100103', weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  await publishSite();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/shop');
  const feed = page.getByRole('region', { name: 'Feed de produtos' });
  await expect(feed.getByText(/Google Merchant Center .* Meta Commerce Manager/)).toBeVisible();
  const address = feed.getByLabel('Endereço do feed');
  await expect(address).toHaveValue(`${E2E_BASE_URL}/loja/feed.xml`);
  await feed.getByRole('button', { name: 'Copiar endereço' }).click();
  await expect(page.getByText('Endereço copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_BASE_URL}/loja/feed.xml`);

  const answer = await page.request.get('/loja/feed.xml');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/xml/);
  const xml = await answer.text();
  expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
  expect(xml).toContain('<g:title>Caneca &amp; Cia</g:title>');
  expect(xml).toContain('<g:gtin>7891000100103</g:gtin>');
  expect(xml).toContain('<g:price>39.90 BRL</g:price>');
});

test('the product form takes a GTIN for a product without variants and one per variant, refusing a wrong check digit', async ({ page }) => {
  const box = { weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 };
  const mug = await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3990, ...box }));
  const shirt = await createProduct(
    db(),
    productSchema.parse({ name: 'Camiseta', status: 'published', price_cents: 5990, ...box, options: ['Tamanho'], variants: [{ option_values: ['P'] }, { option_values: ['M'] }] }),
  );
  await loginAs(page, await createUser({ role: 'admin' }));
  const message = 'O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.';

  await page.goto(`/conta/produtos/${mug.id}/edit`);
  const form = page.getByRole('form', { name: /produto/i });
  const gtin = form.getByLabel('GTIN (código de barras)');
  await expect(gtin).toBeVisible({ timeout: 30_000 });
  await gtin.fill('7891000100104');
  await gtin.blur();
  await expect(form.getByText(message)).toBeVisible();
  await gtin.fill('789 1000 10010-3');
  await expect(form.getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Produto salvo com sucesso!')).toBeVisible();
  expect((await db()<{ gtin: string }[]>`select gtin from products where id = ${mug.id}`)[0].gtin).toBe('7891000100103');

  await page.goto(`/conta/produtos/${shirt.id}/edit`);
  await expect(form.getByLabel('GTIN de P')).toBeVisible({ timeout: 30_000 });
  // A product with variants: each variant has its GTIN, the product none.
  await expect(form.getByLabel('GTIN (código de barras)')).toHaveCount(0);
  await form.getByLabel('GTIN de P').fill('96385075');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(form.getByText('O campo GTIN da variação deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.')).toBeVisible();
  await form.getByLabel('GTIN de P').fill('96385074');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Produto salvo com sucesso!')).toBeVisible();
  const variants = await db()<{ gtin: string | null }[]>`select gtin from product_variants where product_id = ${shirt.id} order by position`;
  expect(variants.map((v) => v.gtin)).toEqual(['96385074', null]);
});
