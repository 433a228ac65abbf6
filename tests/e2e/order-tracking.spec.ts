import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate } from '../../src/lib/date-time';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { MP_WEBHOOK_SECRET, signedNotification } from '../helpers/mercadopago-notification';
import { MP_ACCESS_TOKEN, startMercadoPagoServer, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test, type TestUser } from './fixtures/db';
import { E2E_BASE_URL, E2E_MP_PORT } from './fixtures/env';

// In the browser: the tracking link of a sent order in "Meus pedidos" and on its page, "Recebi meu pedido",
// and a boleto issued on Mercado Pago's page shown on the order with its due date, then paid ("Pago com: Boleto").
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const CORREIOS = 'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR';

let mp: MercadoPagoServer;
test.beforeAll(async () => {
  mp = await startMercadoPagoServer('success', E2E_MP_PORT);
});
test.afterAll(async () => {
  await mp.close();
});

test.beforeEach(async () => {
  mp.reset();
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({
    payments: {
      pix_manual: { enabled: true, instructions: 'Pix para a chave loja@e2e.org', window_days: 3 },
      mercadopago_pix: { enabled: false, window_days: 1 },
      mercadopago_checkout: { enabled: true, window_days: 3, max_installments: 6, boleto_enabled: true, boleto_window_days: 3 },
    },
    mercadopago_access_token: MP_ACCESS_TOKEN,
    mercadopago_webhook_secret: MP_WEBHOOK_SECRET,
  }));
});

/** A customer with a default address in São Paulo. */
async function buyer(): Promise<TestUser & { addressId: string }> {
  const customer = await createUser({ name: 'Eva Prado' });
  await db()`update users set document = '52998224725' where id = ${customer.id}`;
  const [{ id }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Eva Prado', '01310100', 'Avenida Paulista', '9', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  return { ...customer, addressId: id };
}

async function tokenOf(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  return ((await login.json()) as { token: string }).token;
}

/** An order of one mug placed through the API by the customer, paid by `method`; answers its id. */
async function placeOrder(page: Page, customer: TestUser & { addressId: string }, method: string): Promise<string> {
  const mug = await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, stock: 5, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Token ${await tokenOf(page.request, customer)}`, 'idempotency-key': `pedido-e2e-${method}-${Date.now()}` },
    data: { items: [{ product_id: mug.id, quantity: 1 }], address_id: customer.addressId, shipping_service: '04510', payment_method: method },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { id: string }).id;
}

const badge = (page: Page) => page.locator('.order-badge').first();

test('a sent order links to the Correios from "Meus pedidos" and its page; the buyer confirms "Recebi meu pedido"', async ({ page }) => {
  const customer = await buyer();
  const orderId = await placeOrder(page, customer, 'pix_manual');
  const admin = await tokenOf(page.request, await createUser({ role: 'admin', name: 'Gestora' }));
  for (const body of [{ status: 'paid' }, { status: 'processing' }, { status: 'sent', tracking_code: 'QB123456789BR' }]) {
    const moved = await page.request.post(`/api/orders/${orderId}/status`, { headers: { authorization: `Token ${admin}` }, data: body });
    expect(moved.status()).toBe(200);
  }

  await loginAs(page, customer);
  await page.goto('/conta/pedidos');
  const row = page.getByRole('row', { name: /#1001/ });
  await expect(row).toContainText('Produto enviado');
  const listLink = row.getByRole('link', { name: 'Rastrear QB123456789BR em Correios' });
  await expect(listLink).toHaveAttribute('href', CORREIOS);
  await expect(listLink).toHaveAttribute('target', '_blank');

  await row.getByRole('link', { name: '#1001' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido #1001' })).toBeVisible();
  await expect(badge(page)).toHaveText('Produto enviado');
  await expect(page.getByText('QB123456789BR', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acompanhar a entrega em Correios' })).toHaveAttribute('href', CORREIOS);

  // "Recebi meu pedido": a confirmation (focus on Cancel), then the order is received.
  const received = page.getByRole('button', { name: 'Recebi meu pedido' });
  await received.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar o recebimento do pedido #1001?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Recebi meu pedido' }).click();
  await expect(badge(page)).toHaveText('Produto recebido');
  await expect(page.getByText('Recebimento confirmado. Obrigado!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recebi meu pedido' })).toHaveCount(0);
  // The tracking link stays, and a reload shows the same.
  await page.reload();
  await expect(badge(page)).toHaveText('Produto recebido');
  await expect(page.getByRole('link', { name: 'Acompanhar a entrega em Correios' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recebi meu pedido' })).toHaveCount(0);
  const [{ status }] = await db()<{ status: string }[]>`select status from orders where id = ${orderId}`;
  expect(status).toBe('received');
});

test('a boleto issued on the Mercado Pago page shows "Boleto emitido: pague até …" with its link; paid, the order says "Pago com: Boleto"', async ({ page }) => {
  const customer = await buyer();
  const orderId = await placeOrder(page, customer, 'mercadopago_checkout');
  const [preference] = [...mp.preferences.values()];
  expect(preference.body.payment_methods).toEqual({ installments: 6 });
  const boletoId = mp.issueBoleto(preference.id);
  expect((await fetch(signedNotification(E2E_BASE_URL, boletoId))).status).toBe(200);
  const due = mp.payments.get(boletoId)?.date_of_expiration as string;

  await loginAs(page, customer);
  await page.goto(`/conta/pedidos/${orderId}`);
  await expect(badge(page)).toHaveText('Confirmação Pendente');
  const panel = page.getByRole('region', { name: 'Boleto bancário' });
  await expect(panel).toContainText(`Boleto emitido: pague até ${formatDate(due)}`);
  await expect(panel.getByRole('link', { name: 'Abrir o boleto' })).toHaveAttribute('href', `https://www.mercadopago.com.br/payments/${boletoId}/ticket?caller_id=1&hash=abc`);

  mp.setPayment(boletoId, { status: 'approved', status_detail: 'accredited' });
  expect((await fetch(signedNotification(E2E_BASE_URL, boletoId))).status).toBe(200);
  await expect(badge(page)).toHaveText('Pagamento confirmado', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Boleto bancário' })).toHaveCount(0);
  await expect(page.getByText('Pago com')).toBeVisible();
  await expect(page.locator('dd', { hasText: /^Boleto$/ })).toBeVisible();
});
