import type { Page } from '@playwright/test';
import { productSchema, type ProductInput } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';
import { publishSite } from './fixtures/target';

// The cart follows the account: a customer logged in on two devices (two browser contexts) adds on one and sees the
// badge and the cart on the other after a reload; the abandoned-cart e-mail's link restores its lines on a browser
// that is not logged in.
test.slow();

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const BOX = { weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23, package_format: 1 };

async function product(input: Partial<ProductInput> & { name: string }): Promise<{ id: string; slug: string }> {
  const created = await createProduct(db(), productSchema.parse({ status: 'published', price_cents: 1000, ...BOX, ...input }));
  return { id: created.id, slug: created.slug };
}

async function open(page: Page, path: string) {
  await page.goto(path, { timeout: 90_000 });
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Carrinho/ }).filter({ visible: true });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
const saved = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT');

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON });
});

test('the cart on two devices: added on the computer, shown on the phone after a reload, and back', async ({ browser }) => {
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990, stock: 10 });
  const mug = await product({ name: 'Caneca Azul', price_cents: 3490 });
  const customer = await createUser({ name: 'Ana Lima' });
  await publishSite();

  const computer = await browser.newContext({ baseURL: E2E_BASE_URL });
  const phone = await browser.newContext({ baseURL: E2E_BASE_URL });
  const a = await computer.newPage();
  const b = await phone.newPage();
  await loginAs(a, customer);
  await loginAs(b, customer);

  // The phone already had the mug in its cart before logging in: the login merges it into the account's.
  await b.context().addCookies([{ name: 'cart', value: `${mug.id}:1`, url: E2E_BASE_URL }]);
  const merged = b.waitForResponse((response) => response.url().endsWith('/api/cart/merge'));
  await open(b, '/loja');
  expect((await merged).status()).toBe(200);
  await expect(badge(b)).toHaveAccessibleName('Carrinho, 1 item');

  await open(a, `/loja/${book.slug}`);
  await expect(badge(a)).toHaveAccessibleName('Carrinho, 1 item');
  const put = saved(a);
  await a.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(badge(a)).toHaveAccessibleName('Carrinho, 2 itens');
  expect((await put).status()).toBe(200);

  await b.reload();
  await expect(badge(b)).toHaveAccessibleName('Carrinho, 2 itens');
  await open(b, '/loja/carrinho');
  await expect(cartLines(b)).toHaveCount(2);
  await expect(cartLines(b).nth(1)).toContainText('Atlas do Bairro');
  const removed = saved(b);
  await b.getByRole('button', { name: 'Remover Caneca Azul do carrinho' }).click();
  await expect(badge(b)).toHaveAccessibleName('Carrinho, 1 item');
  expect((await removed).status()).toBe(200);

  await a.reload();
  await expect(badge(a)).toHaveAccessibleName('Carrinho, 1 item');
  await open(a, '/loja/carrinho');
  await expect(cartLines(a)).toHaveCount(1);
  await expect(cartLines(a).first()).toContainText('Atlas do Bairro');
  await computer.close();
  await phone.close();
});

test('the e-mail\'s restore link puts its lines into the cart of a browser that is not logged in', async ({ page }) => {
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990, stock: 10 });
  const customer = await createUser({ name: 'Ana Lima' });
  await publishSite();
  const token = 'a'.repeat(64);
  await db()`insert into cart_reminders (user_id, token, items) values (${customer.id}, ${token}, ${db().json([{ product_id: Number(book.id), quantity: 2 }])})`;
  await open(page, `/loja/carrinho?restaurar=${token}`);
  await expect(page.getByText('Seus itens voltaram para o carrinho.')).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(badge(page)).toHaveAccessibleName('Carrinho, 2 itens');
  await expect(page).toHaveURL(/\/loja\/carrinho$/);
  await open(page, `/loja/carrinho?restaurar=${'b'.repeat(64)}`);
  await expect(page.getByText('Este link de carrinho não vale mais (ele dura 7 dias).')).toBeVisible();
});

test('the shop\'s managers: the switch and hours in /conta/shop, "Carrinhos abandonados" with what was recovered, the dashboard\'s figure; the customer turns the e-mails off', async ({ page, browser }) => {
  const book = await product({ name: 'Atlas do Bairro', price_cents: 4990, stock: 10 });
  const customer = await createUser({ name: 'Ana Lima' });
  // A reminder sent two days ago, then a paid order of R$ 49,90 by the same account.
  await db()`
    insert into cart_reminders (user_id, token, items, lines, value_cents, sent_at)
    values (${customer.id}, ${'c'.repeat(64)}, ${db().json([{ product_id: Number(book.id), quantity: 1 }])},
      ${db().json([{ name: 'Atlas do Bairro', options: [], quantity: 1, unit_price_cents: 4990, line_total_cents: 4990 }])}, 4990,
      now() - interval '2 days')`;
  await db()`
    insert into orders (user_id, status, customer_name, customer_email, shipping, payment_method, subtotal_cents, shipping_cents, total_cents, created_at, paid_at)
    values (${customer.id}, 'paid', 'Ana Lima', ${customer.email}, ${db().json({ service: '04510', name: 'PAC', price_cents: 0, days: 5 })}, 'pix_manual',
      4990, 0, 4990, now() - interval '1 day', now() - interval '1 day')`;

  const admin = await createUser({ role: 'admin' });
  await loginAs(page, admin);
  await page.goto('/conta/shop');
  await expect(page.getByRole('checkbox', { name: /Seus itens estão esperando/ })).toBeChecked();
  await expect(page.getByLabel('Horas até o lembrete')).toHaveValue('4');
  await page.getByRole('link', { name: 'Carrinhos abandonados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carrinhos abandonados' })).toBeVisible();
  const row = page.getByRole('row', { name: /Ana Lima/ });
  await expect(row).toContainText('1 × Atlas do Bairro');
  await expect(row).toContainText('R$ 49,90');
  await expect(row.getByRole('link', { name: 'Recuperado: pedido #1001 (R$ 49,90)' })).toBeVisible();
  await expect(page.getByText('Recuperado neste mês: R$ 49,90')).toBeVisible();
  await page.goto('/conta');
  await expect(page.locator('.conta-stat').filter({ hasText: 'Recuperado por lembretes de carrinho neste mês' })).toContainText('R$ 49,90');

  const customerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const customerPage = await customerContext.newPage();
  await loginAs(customerPage, customer);
  await customerPage.goto('/conta/privacidade');
  const choice = customerPage.getByRole('checkbox', { name: 'Receber lembretes de carrinho por e-mail' });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await expect(customerPage.getByText('Preferência salva.')).toBeVisible();
  const [{ off }] = await db()<{ off: boolean }[]>`select cart_reminders_off as off from users where id = ${customer.id}`;
  expect(off).toBe(true);
  await customerContext.close();
});
