import sharp from 'sharp';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

const shopOn = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

test.beforeEach(async () => {
  await resetDb();
});

test('as admin, a product with an image and variants is created in /conta, listed, and edited keeping its variants', async ({ page }) => {
  await seedSettings({ features: shopOn });
  await db()`insert into product_categories (name, slug) values ('Camisetas', 'camisetas')`;
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/produtos/new');
  // The dev server compiles the account app (and the editor, loaded lazily) on its first visit.
  await expect(page.getByRole('heading', { name: 'Novo produto', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toBeVisible({ timeout: 30_000 });

  // The product form (the site footer has a contact form with its own Nome).
  const form = page.getByRole('form', { name: /produto/ });
  await form.getByLabel('Nome', { exact: true }).fill('Camiseta Festa Junina');
  await expect(page.getByText('O produto fica em /loja/camiseta-festa-junina.')).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar imagem' }).click();
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 240, g: 140, b: 40 } } }).png().toBuffer();
  await form.getByLabel('Enviar imagem: Imagem 1 (cartão)').setInputFiles({ name: 'camiseta.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByLabel('Imagem 1 (cartão)', { exact: true })).toHaveValue(/^\/api\/files\/[0-9a-f]{32}-average\.webp$/, { timeout: 20_000 });
  await form.getByLabel('Situação', { exact: true }).selectOption('published');
  await form.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Camisetas' });

  await form.getByLabel('Preço (R$)', { exact: true }).fill('59,9O');
  await expect(page.getByText('Informe um valor em reais, como 59,90.')).toBeVisible();
  await form.getByLabel('Preço (R$)', { exact: true }).fill('59,90');
  await form.getByLabel('Peso (g)').fill('220');
  await form.getByLabel('Altura (cm)').fill('3');
  await form.getByLabel('Largura (cm)').fill('25');
  await form.getByLabel('Comprimento (cm)').fill('30');

  await form.getByRole('button', { name: 'Adicionar opção' }).click();
  await form.getByLabel('Nome da opção 1').fill('Tamanho');
  await form.getByLabel('Valores da opção 1').fill('P, M');
  const grid = form.getByRole('table', { name: 'Variações' });
  await expect(grid.getByRole('rowheader')).toHaveText(['P', 'M']);
  await form.getByLabel('SKU de P').fill('CAM-FJ-P');
  await form.getByLabel('Estoque de P').fill('0');
  await form.getByLabel('SKU de M').fill('CAM-FJ-M');
  await form.getByLabel('Preço (R$) de M').fill('64,90');

  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/produtos\/\d+\/edit$/);
  const [stored] = await db()<{ id: string; price_cents: number; images: string[] }[]>`
    select id::text as id, price_cents, images from products where slug = 'camiseta-festa-junina'`;
  expect(stored.price_cents).toBe(5990);
  expect(stored.images).toHaveLength(1);
  const variants = await db()<{ id: string; sku: string; stock: number | null; price_cents: number | null }[]>`
    select id::text as id, sku, stock, price_cents from product_variants where product_id = ${stored.id} order by position`;
  expect(variants.map(({ sku, stock, price_cents }) => ({ sku, stock, price_cents }))).toEqual([
    { sku: 'CAM-FJ-P', stock: 0, price_cents: null },
    { sku: 'CAM-FJ-M', stock: null, price_cents: 6490 },
  ]);

  await page.goto('/conta/produtos');
  const row = page.getByRole('row', { name: /Camiseta Festa Junina/ });
  await expect(row).toContainText('R$ 59,90');
  await expect(row).toContainText('Ilimitado');
  await expect(row).toContainText('Camisetas');
  await expect(row).toContainText('Publicado');

  // Edit: a third size is added; P and M keep their rows (and ids), so carts keep pointing at them.
  await row.getByRole('link', { name: 'Camiseta Festa Junina' }).click();
  await expect(form.getByLabel('Valores da opção 1')).toHaveValue('P, M');
  await form.getByLabel('Valores da opção 1').fill('P, M, G');
  await expect(form.getByLabel('SKU de P')).toHaveValue('CAM-FJ-P');
  await form.getByLabel('SKU de G').fill('CAM-FJ-G');
  await form.getByLabel('Estoque de M').fill('0');
  await form.getByLabel('Estoque de G').fill('0');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Produto salvo com sucesso!')).toBeVisible();
  await expect(page.getByText('Esgotado', { exact: true })).toBeVisible();
  const after = await db()<{ id: string; sku: string }[]>`
    select id::text as id, sku from product_variants where product_id = ${stored.id} order by position`;
  expect(after.map((v) => v.sku)).toEqual(['CAM-FJ-P', 'CAM-FJ-M', 'CAM-FJ-G']);
  expect(after.slice(0, 2).map((v) => v.id)).toEqual(variants.map((v) => v.id));
});

test('categories are added, renamed and deleted on the products screen', async ({ page }) => {
  await seedSettings({ features: shopOn });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/produtos');
  await expect(page.getByRole('heading', { name: 'Categorias' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Nome da categoria').fill('Livros');
  await page.getByRole('button', { name: 'Adicionar categoria' }).click();
  await expect(page.getByText('Categoria criada.')).toBeVisible();
  await page.getByRole('button', { name: 'Renomear Livros' }).click();
  await page.getByLabel('Novo nome de Livros').fill('Livros e revistas');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Categoria salva.')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Livros e revistas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Nenhuma categoria ainda.')).toBeVisible();
});

test('the dashboard counts the products and lists the sold-out ones, linking to their edit screens', async ({ page }) => {
  await seedSettings({ features: shopOn });
  const [book] = await db()<{ id: string }[]>`
    insert into products (name, slug, price_cents, stock, weight_g, height_cm, width_cm, length_cm)
    values ('Livro esgotado', 'livro-esgotado', 2990, 0, 400, 3, 16, 23), ('Livro à venda', 'livro-a-venda', 2990, 5, 400, 3, 16, 23)
    returning id::text as id`;
  const [shirt] = await db()<{ id: string }[]>`
    insert into products (name, slug, price_cents, weight_g, height_cm, width_cm, length_cm, options)
    values ('Camiseta sem tamanhos', 'camiseta-sem-tamanhos', 5990, 200, 3, 25, 30, ${['Tamanho']}) returning id::text as id`;
  await db()`insert into product_variants (product_id, option_values, stock) values (${shirt.id}, ${['P']}, 0), (${shirt.id}, ${['M']}, 0)`;
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  const stat = (label: string) => page.locator('.conta-stat').filter({ hasText: label });
  await expect(stat('Loja')).toContainText('3', { timeout: 30_000 });
  const soldOut = stat('Produtos esgotados');
  await expect(soldOut).toContainText('2');
  await expect(soldOut.getByRole('link')).toHaveText(['Camiseta sem tamanhos', 'Livro esgotado']);
  await soldOut.getByRole('link', { name: 'Livro esgotado' }).click();
  await expect(page).toHaveURL(new RegExp(`/conta/produtos/${book.id}/edit$`));
});
