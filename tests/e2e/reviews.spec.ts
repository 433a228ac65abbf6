import type { APIRequestContext } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { axe } from './fixtures/axe';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test, type TestUser } from './fixtures/db';

// A review from order to product page: a customer with a paid order writes a review on the order page in /conta, the
// admin approves and answers it in /conta/shop/avaliacoes, and the product page (rendered on request by the dev
// server) shows it with the shop's reply, its stars' text and the JSON-LD's rating; the /loja card shows the rating.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pix para a chave loja@e2e.org', window_days: 3 } } }));
});

async function tokenOf(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('a buyer reviews a paid order in /conta, the admin approves and answers it, the product page shows it', async ({ page, browser }) => {
  const customer = await createUser({ name: 'Eva Prado' });
  const [{ id: addressId }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Eva Prado', '01310100', 'Avenida Paulista', '9', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  const mug = await createProduct(db(), productSchema.parse({ name: 'Caneca Azul', slug: 'caneca-azul', status: 'published', price_cents: 3490, stock: 5, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Token ${await tokenOf(page.request, customer)}`, 'idempotency-key': `pedido-e2e-review-${Date.now()}` },
    data: { items: [{ product_id: mug.id, quantity: 1 }], address_id: addressId, shipping_service: '04510', payment_method: 'pix_manual' },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  const admin = await createUser({ role: 'admin', name: 'Gestora' });
  const paid = await page.request.post(`/api/orders/${orderId}/status`, { headers: { authorization: `Token ${await tokenOf(page.request, admin)}` }, data: { status: 'paid' } });
  expect(paid.status()).toBe(200);

  // The buyer, on the order page: "Avaliar", four stars (keyboard), a title and the text.
  await loginAs(page, customer);
  await page.goto(`/conta/pedidos/${orderId}`);
  const panel = page.getByRole('region', { name: 'Avaliações' });
  await panel.getByRole('button', { name: 'Avaliar: Caneca Azul' }).click();
  const form = page.getByRole('form', { name: 'Sua avaliação: Caneca Azul' });
  // Sending it empty answers the API's messages on the fields.
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(form.getByText('O campo Avaliação deve ter no mínimo 10 caracteres.')).toBeVisible();
  const formChecked = await axe(page).include('section[aria-labelledby="order-reviews"]').analyze();
  expect(formChecked.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await form.getByRole('radio', { name: '4 estrelas' }).check();
  await form.getByLabel('Título (opcional)').fill('Linda e resistente');
  await form.getByLabel('O que você achou do produto?').fill('A cor é linda e aguenta a lava-louças.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(panel.getByText('Aguardando aprovação')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Editar avaliação: Caneca Azul' })).toBeVisible();

  // The admin, in another browser: approves it with a public reply.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, admin);
  await adminPage.goto('/conta/shop/avaliacoes');
  await expect(adminPage.getByRole('heading', { name: 'Caneca Azul' })).toBeVisible();
  await expect(adminPage.getByText('A cor é linda e aguenta a lava-louças.')).toBeVisible();
  const adminChecked = await axe(adminPage).include('main').analyze();
  expect(adminChecked.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await adminPage.getByLabel('Resposta pública (opcional)').fill('Obrigada, Eva!');
  await adminPage.getByRole('button', { name: 'Aprovar' }).click();
  await expect(adminPage.getByText('Avaliação aprovada.')).toBeVisible();
  await expect(adminPage.getByText('Nenhuma avaliação aqui.')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Aprovadas' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Caneca Azul' })).toBeVisible();
  await adminContext.close();

  // The product page, rendered on request: the summary, the review, the reply and the JSON-LD's rating.
  await page.goto('/loja/caneca-azul');
  await expect(page.getByRole('link', { name: '4 de 5, 1 avaliação' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Avaliações' });
  await expect(reviews.getByRole('heading', { name: 'Linda e resistente' })).toBeVisible();
  await expect(reviews.getByRole('img', { name: '4 de 5' })).toBeVisible();
  await expect(reviews.getByText('A cor é linda e aguenta a lava-louças.')).toBeVisible();
  await expect(reviews.getByText('Obrigada, Eva!')).toBeVisible();
  await expect(reviews.getByText('Eva P. ·')).toBeVisible();
  const pageChecked = await axe(page).include('#avaliacoes').include('.product-rating-link').analyze();
  expect(pageChecked.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, any>;
  const product = ld['@graph'] ? ld['@graph'].find((node: { '@type': string }) => node['@type'] === 'Product') : ld;
  expect(product.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(product.review[0]).toMatchObject({ reviewBody: 'A cor é linda e aguenta a lava-louças.', author: { name: 'Eva P.' } });

  // The /loja card shows the rating.
  await page.goto('/loja');
  await expect(page.getByRole('link', { name: /Caneca Azul/ })).toContainText('4 (1)');
  await expect(page.getByRole('link', { name: /Caneca Azul/ })).toContainText('4 de 5, 1 avaliação');
});
