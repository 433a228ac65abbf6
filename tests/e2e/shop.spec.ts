import type { Page } from '@playwright/test';
import { productSchema, type ProductInput } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { publishSite } from './fixtures/target';

// The storefront: /loja with its order and category in the address, the product page, the cart badge,
// the cart page and the shipping quote by CEP. The dev server renders /loja on request; under the preview the
// tests publish first.
test.slow();

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const BOX = { weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23, package_format: 1 };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Stores a product through the API's own rules; `minutes` ago orders "Mais recentes". */
async function product(input: Partial<ProductInput> & { name: string }, minutes = 1, category?: string): Promise<{ id: string; slug: string }> {
  const categoryId = category ? (await db()<{ id: string }[]>`select id::text as id from product_categories where slug = ${category}`)[0]?.id : null;
  const created = await createProduct(db(), productSchema.parse({ status: 'published', price_cents: 1000, ...BOX, ...input, category_id: categoryId }));
  await db()`update products set created_at = ${minutesAgo(minutes)} where id = ${created.id}`;
  return { id: created.id, slug: created.slug };
}

async function openShop(page: Page, path: string) {
  await page.goto(path, { timeout: 90_000 });
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrinho/ }).filter({ visible: true });

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON });
  await db()`insert into product_categories (name, slug) values ('Livros', 'livros'), ('Canecas', 'canecas')`;
});

test('@smoke /loja lists the published products; order and category stay in the address and a shared address shows the same', async ({ page, browser }) => {
  await product({ name: 'Caneca Azul', price_cents: 3490, stock: 0 }, 1, 'canecas');
  await product({ name: 'Atlas do Bairro', price_cents: 123456, compare_at_cents: 150000 }, 2, 'livros');
  await product({ name: 'Bloco de Notas', price_cents: 990 }, 3, 'livros');
  await product({ name: 'Rascunho Secreto', status: 'draft' }, 0);
  await publishSite();

  await openShop(page, '/loja');
  const cards = page.locator('#shop-grid').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Caneca Azul');
  await expect(cards.first()).toContainText('Esgotado');
  await expect(cards.nth(1)).toContainText('R$ 1.234,56');
  await expect(cards.nth(1).locator('s')).toHaveText('R$ 1.500,00');
  await expect(page.getByText('Rascunho Secreto')).toHaveCount(0);

  await page.getByLabel('Ordenar por').selectOption({ label: 'Ordem alfabética' });
  await expect(page).toHaveURL(/\/loja\?ordem=alfabetica$/);
  await expect(cards.first()).toContainText('Atlas do Bairro');
  await page.getByLabel('Categoria').selectOption({ label: 'Livros' });
  await expect(page).toHaveURL(/\/loja\?ordem=alfabetica&categoria=livros$/);
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'produto(s)' })).toHaveText('2 produto(s)');

  const other = await browser.newPage();
  await openShop(other, page.url());
  const otherCards = other.locator('#shop-grid').getByRole('listitem');
  await expect(otherCards).toHaveCount(2);
  await expect(otherCards.first()).toContainText('Atlas do Bairro');
  await expect(other.getByLabel('Ordenar por')).toHaveValue('alfabetica');
  await expect(other.getByLabel('Categoria')).toHaveValue('livros');
  await other.close();
});

test('/loja pages its results, 24 a page, with the page in the address', async ({ page }) => {
  await db()`insert into products (name, slug, price_cents, weight_g, height_cm, width_cm, length_cm, status, created_at)
    select 'Item ' || lpad(g::text, 2, '0'), 'item-' || g, 100, 10, 1, 10, 15, 'published', now() - make_interval(mins => g)
    from generate_series(1, 30) g`;
  await publishSite();
  await openShop(page, '/loja');
  const cards = page.locator('#shop-grid').getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/\/loja\?pagina=2$/);
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Item 25');
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
});

test('the product page: variant, quantity within the live stock, add to cart, badge count', async ({ page }) => {
  const tee = await product({
    name: 'Camiseta Ipê',
    price_cents: 5990,
    images: ['/demo/products/camiseta-organica-branca.webp', '/demo/products/camiseta-organica-preta.webp'],
    options: ['Tamanho', 'Cor'],
    variants: [
      { option_values: ['M', 'Branca'], stock: 5 },
      { option_values: ['GG', 'Preta'], stock: 1, price_cents: 6490 },
    ],
  });
  await publishSite();
  // The built page may be older than the stock: the API's answer (2 left of M/Branca, a new price) wins.
  await page.route(`**/api/products/${tee.id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.price_cents = 5490;
    body.variants[0].stock = 2;
    await route.fulfill({ response, json: body });
  });
  await openShop(page, `/loja/${tee.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Camiseta Ipê');
  await expect(badge(page)).toHaveAccessibleName('Carrinho, vazio');
  const add = page.getByRole('button', { name: 'Adicionar ao carrinho' });
  await expect(add).toBeDisabled();
  await expect(page.getByText('Escolha as opções para adicionar ao carrinho.')).toBeVisible();
  await expect(page.locator('#product-now')).toHaveText('R$ 54,90');

  await page.getByLabel('Tamanho').selectOption('GG');
  await page.getByLabel('Cor', { exact: true }).selectOption('Branca');
  await expect(page.getByText('Esta combinação não está disponível.')).toBeVisible();
  await page.getByLabel('Tamanho').selectOption('M');
  await expect(add).toBeEnabled();
  await expect(page.getByText('Só restam 2 unidades.')).toBeVisible();
  const quantity = page.getByRole('spinbutton', { name: 'Quantidade' });
  const more = page.getByRole('button', { name: 'Aumentar a quantidade' });
  await more.click();
  await more.click();
  await more.click();
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Diminuir a quantidade' }).click();
  await expect(quantity).toHaveValue('1');
  await add.click();
  await expect(page.locator('#product-added')).toContainText('Adicionado ao carrinho!');
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 1 item');
  await more.click();
  await add.click();
  // Both units available are in the cart now: nothing more can be added.
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 2 itens');
  await expect(page.getByText('Todas as unidades disponíveis já estão no seu carrinho.')).toBeVisible();
  await expect(add).toBeDisabled();

  await page.getByLabel('Tamanho').selectOption('GG');
  await page.getByLabel('Cor', { exact: true }).selectOption('Preta');
  await expect(page.locator('#product-now')).toHaveText('R$ 64,90');
  await add.click();
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 3 itens');
  await expect(badge(page).locator('[data-cart-count]')).toHaveText('3');

  // Another public page shows the badge from the cookie.
  await openShop(page, '/loja');
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 3 itens');
});

test('the product page quotes shipping by CEP, masked 00000-000', async ({ page }) => {
  await saveShopSettings(db(), shopBody());
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990 });
  await publishSite();
  await openShop(page, `/loja/${book.slug}`);
  const cep = page.getByLabel('CEP');
  await cep.fill('0100');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Informe um CEP com 8 dígitos.')).toBeVisible();
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await cep.fill('01001000');
  await expect(cep).toHaveValue('01001-000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  const options = page.getByRole('list', { name: 'Opções de entrega' }).getByRole('listitem');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toContainText('PAC');
  await expect(options.first()).toContainText('R$ 15,00');
  await expect(options.first()).toContainText('3 dias úteis');
});

/** Puts lines straight into the `cart` cookie, as the store writes it. */
async function setCart(page: Page, value: string) {
  await page.context().addCookies([{ name: 'cart', value, domain: '127.0.0.1', path: '/' }]);
}

test('the cart: lines, plus and minus, remove, problems fixed, quote with the chosen option, kept after a reload and in a new tab', async ({ page, context }) => {
  await saveShopSettings(db(), shopBody());
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990, stock: 3 });
  const mug = await product({ name: 'Caneca Azul', price_cents: 3490 });
  const gone = await product({ name: 'Pôster Antigo', price_cents: 1990 });
  await publishSite();
  await openShop(page, '/loja');
  await setCart(page, `${book.id}:5~${mug.id}:1~${gone.id}:1`);
  await db()`update products set status = 'draft' where id = ${gone.id}`;

  await openShop(page, '/loja/carrinho');
  const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Só restam 3 unidades.');
  await expect(lines.nth(2)).toContainText('Este produto não está mais à venda.');
  await expect(page.getByText('Corrija os itens destacados para finalizar o pedido.')).toBeVisible();
  await lines.nth(0).getByRole('button', { name: 'Ajustar para 3' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantidade de Atlas do Bairro' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Remover Produto indisponível do carrinho' }).click();
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('Corrija os itens destacados para finalizar o pedido.')).toHaveCount(0);
  await expect(page.locator('#cart-subtotal')).toHaveText('R$ 184,60');

  await page.getByRole('button', { name: 'Aumentar a quantidade de Caneca Azul' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantidade de Caneca Azul' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Diminuir a quantidade de Atlas do Bairro' }).click();
  await expect(page.locator('#cart-subtotal')).toHaveText('R$ 169,60');
  await expect(page.getByRole('button', { name: 'Aumentar a quantidade de Atlas do Bairro' })).toBeEnabled();
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 4 itens');

  await page.getByLabel('CEP').fill('01001000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await page.getByRole('radio', { name: /SEDEX/ }).check();
  await expect(page.locator('#cart-shipping')).not.toHaveText('a calcular');
  const total = await page.locator('#cart-total').textContent();
  await expect(page.getByRole('link', { name: 'Finalizar pedido' })).toHaveAttribute('href', '/loja/finalizar-pedido');

  await page.reload();
  await expect(lines).toHaveCount(2);
  await expect(page.getByLabel('CEP')).toHaveValue('01001-000');
  await expect(page.getByRole('radio', { name: /SEDEX/ })).toBeVisible();
  const tab = await context.newPage();
  await openShop(tab, '/loja/carrinho');
  await expect(tab.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(2);
  await tab.getByRole('button', { name: 'Remover Caneca Azul do carrinho' }).click();
  await expect(badge(tab)).toHaveAccessibleName('Carrinho, 2 itens');
  // Back in the first tab, the cart follows the other tab's change.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(lines).toHaveCount(1);
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 2 itens');
  expect(total).toMatch(/^R\$ /);

  await page.getByRole('button', { name: 'Remover Atlas do Bairro do carrinho' }).click();
  await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();
});

// @smoke: the preview runs it too, where it counts (the built page; under the dev server the islands' modules come late
// anyway, so there it only checks that they draw).
test("@smoke the cart's and the checkout's islands are requested after the page's first paint, then draw", async ({ page }) => {
  await saveShopSettings(db(), shopBody());
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990 });
  await publishSite();
  await openShop(page, '/loja');
  await setCart(page, `${book.id}:1`);
  for (const [path, island] of [['/loja/carrinho', 'CartIsland'], ['/loja/finalizar-pedido', 'CheckoutIsland']]) {
    await openShop(page, path);
    // Drawn: Astro drops `ssr` once the island has rendered, and the line (cart) or the first step (checkout) shows.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(path.endsWith('carrinho') ? 'Atlas do Bairro' : 'Identificação');
    const [firstPaint, starts] = await page.evaluate(
      (name) => [
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(name) || /react-dom|\/_astro\/client\./.test(entry.name))
          .map((entry) => entry.startTime),
      ] as const,
      island,
    );
    expect(starts.length, `${island} and React DOM were requested`).toBeGreaterThan(0);
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(firstPaint);
  }
});

test('a cart past the maximum order total names the line to lower and still lets it be changed', async ({ page }) => {
  await saveShopSettings(db(), shopBody());
  const jewels = [];
  for (const name of ['Coroa', 'Cetro', 'Trono']) jewels.push(await product({ name, price_cents: 100_000_000 }));
  await publishSite();
  await openShop(page, '/loja');
  // R$ 10 + 10 + 5 milhões: the third line passes R$ 20.000.000,00.
  await setCart(page, `${jewels[0].id}:10~${jewels[1].id}:10~${jewels[2].id}:5`);
  await openShop(page, '/loja/carrinho');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Item 3: o campo Quantidade faz o pedido passar do total máximo de R$ 20.000.000,00.');
  const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Finalizar pedido' })).toHaveAttribute('aria-disabled', 'true');
  await lines.nth(2).getByRole('button', { name: /^Remover/ }).click();
  await expect(lines).toHaveCount(2);
  await expect(alert).toHaveCount(0);
  await expect(lines.nth(1)).toContainText('Cetro');
  await expect(page.locator('#cart-subtotal')).toHaveText('R$ 20.000.000,00');
});

test('a products block on a page shows the latest, featured or chosen products', async ({ page }) => {
  const mug = await product({ name: 'Caneca Azul', price_cents: 3490 }, 3);
  await product({ name: 'Atlas do Bairro', featured: true }, 2);
  await product({ name: 'Bloco de Notas' }, 1);
  const blocks = [
    { id: 'novos', type: 'products_grid', mode: 'latest', count: 2, title: 'Novidades', product_ids: [] },
    { id: 'destaques', type: 'products_grid', mode: 'featured', count: 4, title: 'Destaques', product_ids: [] },
    { id: 'escolhidos', type: 'products_grid', mode: 'chosen', count: 4, title: 'Escolhidos', product_ids: [mug.id] },
  ];
  await db()`insert into pages (title, slug, status, blocks) values ('Vitrine', 'vitrine', 'published', ${db().json(blocks)})`;
  await publishSite();
  await openShop(page, '/vitrine');
  const grid = (id: string) => page.locator(`#bloco-${id}`).getByRole('listitem');
  await expect(grid('novos')).toHaveText([/Bloco de Notas/, /Atlas do Bairro/]);
  await expect(grid('destaques')).toHaveText([/Atlas do Bairro/]);
  await expect(grid('escolhidos')).toHaveText([/Caneca Azul.*R\$ 34,90/]);
  await grid('escolhidos').getByRole('link').click();
  await expect(page).toHaveURL(/\/loja\/caneca-azul$/);
});

test('as admin, a products block with chosen products is built in the page editor and shown on the page', async ({ page }) => {
  await product({ name: 'Caneca Azul', price_cents: 3490 }, 2);
  await product({ name: 'Caneca Verde', price_cents: 3590 }, 1);
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/pages/new');
  await expect(page.getByRole('heading', { name: 'Nova página', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Título', { exact: true }).first().fill('Presentes');
  await page.getByLabel('Situação', { exact: true }).selectOption('published');
  await page.getByLabel('Tipo de bloco').selectOption({ label: 'Grade de produtos' });
  await page.getByRole('button', { name: 'Adicionar bloco' }).click();
  const block = page.locator('.block-editor').first();
  await block.getByLabel('Seleção').selectOption({ label: 'Produtos escolhidos' });
  await block.getByLabel('Buscar produtos publicados').fill('caneca');
  await block.getByRole('button', { name: 'Adicionar Caneca Verde' }).click();
  await block.getByRole('button', { name: 'Adicionar Caneca Azul' }).click();
  await expect(block.getByRole('list', { name: 'Produtos escolhidos' }).getByRole('listitem')).toHaveText([/Caneca Verde/, /Caneca Azul/]);
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(page.getByTestId('page-preview')).toContainText('2 produto(s) escolhido(s).');
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(page.getByText('Página criada com sucesso!')).toBeVisible();
  await publishSite();
  await openShop(page, '/presentes');
  await expect(page.locator('.blocks').getByRole('listitem')).toHaveText([/Caneca Verde.*R\$ 35,90/, /Caneca Azul.*R\$ 34,90/]);
});

test('/loja is a 404 and the header has no cart while the shop is off', async ({ page }) => {
  await db()`update settings set features = ${db().json({ ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: false } })}`;
  await product({ name: 'Caneca Azul' });
  await publishSite();
  const response = await page.goto('/loja');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('banner').getByRole('link', { name: /Carrinho/ })).toHaveCount(0);
});
