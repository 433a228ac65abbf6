import type { Page } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { encodeCart } from '../../src/lib/shop/cart';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { startCepServer, type CepServer } from '../helpers/cep-server';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL, E2E_CEP_PORT } from './fixtures/env';
import { publishSite } from './fixtures/target';

// Coupons in the browser: an admin creates one in /conta/shop → Cupons; a customer applies it at checkout
// (first a wrong code, with the reason), sees the discount and the total, and orders; the order keeps the discount
// and the coupon's list counts the use.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

let cep: CepServer;
test.beforeAll(async () => {
  cep = await startCepServer('success', E2E_CEP_PORT);
});
test.afterAll(async () => {
  await cep.close();
});

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pague por Pix.', window_days: 3 } } }));
});

async function fillCart(page: Page, lines: { product_id: string; quantity: number }[]) {
  await page.context().addCookies([{ name: 'cart', value: encodeCart(lines.map((l) => ({ product_id: Number(l.product_id), quantity: l.quantity }))), url: E2E_BASE_URL }]);
}

test('an admin creates a coupon in /conta/shop; a customer applies it at checkout and the order keeps the discount', async ({ page, browser }) => {
  const shirt = await createProduct(db(), productSchema.parse({ name: 'Camiseta', status: 'published', price_cents: 5990, stock: 10, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  const admin = await createUser({ role: 'admin', name: 'Dona Loja' });
  await loginAs(page, admin);
  await page.goto('/conta/shop');
  await page.getByRole('link', { name: 'Cupons de desconto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cupons' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo cupom' }).click();
  await page.getByLabel('Código').fill('bem-vindo');
  await page.getByLabel('Tipo').selectOption('percent');
  await page.getByLabel('Percentual (1 a 100)').fill('150');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByText('O campo Percentual deve ser um número inteiro de 1 a 100.')).toBeVisible();
  await page.getByLabel('Percentual (1 a 100)').fill('10');
  await page.getByLabel('Limite de usos (total)').fill('5');
  await page.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByRole('row', { name: /BEM-VINDO/ })).toContainText('0 de 5 (0 pagos)');
  await expect(page.getByRole('row', { name: /BEM-VINDO/ })).toContainText('Ativo');

  const buyerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const buyer = await buyerContext.newPage();
  const customer = await createUser({ name: 'Bia Lima' });
  await loginAs(buyer, customer);
  await publishSite();
  await fillCart(buyer, [{ product_id: shirt.id, quantity: 2 }]);
  await buyer.goto('/loja/finalizar-pedido', { timeout: 90_000 });
  const address = buyer.getByRole('region', { name: '2. Endereço de entrega' });
  await address.getByLabel('CEP').fill('01310100');
  await expect(address.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await address.getByLabel('Destinatário').fill('Bia Lima');
  await address.getByLabel('Número').fill('20');
  await buyer.getByRole('radio', { name: /PAC/ }).check();

  const review = buyer.getByRole('region', { name: '5. Revisão' });
  await review.getByLabel('Cupom de desconto').fill('NAOEXISTE');
  await review.getByRole('button', { name: 'Aplicar' }).click();
  await expect(review.getByText('Cupom inválido ou inativo.')).toBeVisible();
  await review.getByLabel('Cupom de desconto').fill('bem-vindo');
  // Enter applies the coupon; it does not send the order.
  await review.getByLabel('Cupom de desconto').press('Enter');
  await expect(review.getByText('Cupom BEM-VINDO aplicado.')).toBeVisible();
  // 2 × R$ 59,90 = R$ 119,80; 10 % = R$ 11,98.
  await expect(buyer.locator('#checkout-discount')).toHaveText('-R$ 11,98');
  const [{ n: ordersSoFar }] = await db()<{ n: number }[]>`select count(*)::int as n from orders`;
  expect(ordersSoFar).toBe(0);
  const totalText = (await buyer.locator('#checkout-total').textContent()) ?? '';
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(buyer.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();

  const [order] = await db()<{ id: string; discount_cents: number; total_cents: number; shipping_cents: number }[]>`
    select id::text as id, discount_cents, total_cents, shipping_cents from orders`;
  expect(order.discount_cents).toBe(1198);
  expect(order.total_cents).toBe(11980 + order.shipping_cents - 1198);
  expect(totalText.replace(/\s/g, ' ')).toContain((order.total_cents / 100).toFixed(2).replace('.', ','));
  await buyer.goto(`/conta/pedidos/${order.id}`);
  await expect(buyer.getByText('Desconto (cupom BEM-VINDO)')).toBeVisible();
  await expect(buyer.getByText('-R$ 11,98')).toBeVisible();
  await buyerContext.close();

  await page.reload();
  await expect(page.getByRole('row', { name: /BEM-VINDO/ })).toContainText('1 de 5 (0 pagos)');
});
