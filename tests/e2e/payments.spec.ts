import type { Page } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { encodeCart } from '../../src/lib/shop/cart';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { MP_WEBHOOK_SECRET, signedNotification } from '../helpers/mercadopago-notification';
import { MP_ACCESS_TOKEN, startMercadoPagoServer, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test, type TestUser } from './fixtures/db';
import { E2E_BASE_URL, E2E_MP_PORT } from './fixtures/env';
import { publishSite } from './fixtures/target';

// In the browser: a buyer pays by Mercado Pago's Pix (the QR and code on the confirmation and the order
// page, which turns to "Pagamento confirmado" by itself once a signed notification arrives); an admin sees the
// attempts and refunds a paid order. The dev server's MERCADOPAGO_API_BASE points at the stand-in on E2E_MP_PORT.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

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
      mercadopago_pix: { enabled: true, window_days: 1 },
      mercadopago_checkout: { enabled: true, window_days: 3 },
    },
    mercadopago_access_token: MP_ACCESS_TOKEN,
    mercadopago_webhook_secret: MP_WEBHOOK_SECRET,
  }));
});

/** A customer with a CPF (Mercado Pago's Pix names the payer by it) and a default address in São Paulo. */
async function buyer(): Promise<TestUser & { addressId: string }> {
  const customer = await createUser({ name: 'Eva Prado' });
  await db()`update users set document = '52998224725' where id = ${customer.id}`;
  const [{ id }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Eva Prado', '01310100', 'Avenida Paulista', '9', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  return { ...customer, addressId: id };
}

async function product(): Promise<{ id: string }> {
  const created = await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, stock: 5, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  return { id: created.id };
}

/** The one payment the stand-in holds (the order's Pix charge), approved there, then told to the dev server as Mercado Pago does. */
async function approveAndNotify(): Promise<string> {
  const [payment] = [...mp.payments.values()];
  if (!payment) throw new Error('The stand-in received no payment.');
  const id = String(payment.id);
  mp.setPayment(id, { status: 'approved' });
  const answer = await fetch(signedNotification(E2E_BASE_URL, id));
  expect(answer.status).toBe(200);
  return id;
}

const badge = (page: Page) => page.locator('.order-badge').first();

test('a buyer pays by Mercado Pago Pix: the QR and code on the confirmation and the order page, which turns to "Pagamento confirmado" without a reload', async ({ page }) => {
  const mug = await product();
  const customer = await buyer();
  await loginAs(page, customer);
  await publishSite();
  await page.context().addCookies([{ name: 'cart', value: encodeCart([{ product_id: Number(mug.id), quantity: 1 }]), url: E2E_BASE_URL }]);
  await page.goto('/loja/finalizar-pedido', { timeout: 90_000 });
  await expect(page.getByText('Você está comprando como Eva Prado')).toBeVisible();
  await page.getByRole('radio', { name: /PAC/ }).check();
  const pixMp = page.getByRole('radio', { name: /Pix \(Mercado Pago\)/ });
  await pixMp.check();
  await expect(page.getByText('Pague na hora: o QR code do Pix aparece depois de confirmar o pedido')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cartão \(Mercado Pago\)\s*Pague com cartão na página segura do Mercado Pago/ })).toBeVisible();
  await expect(page.locator('#checkout-total')).toHaveText('R$ 49,90');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  // The confirmation: Mercado Pago's QR (a PNG) and its copia e cola.
  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pix copia e cola' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code do Pix de R$ 49,90 do pedido #1001' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const code = await page.getByLabel('Código Pix copia e cola').inputValue();
  expect(code).toMatch(/^00020126580014br\.gov\.bcb\.pix/);
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();

  // The order page shows the same code while pending, then follows the payment by itself.
  await page.getByRole('link', { name: 'Ver o pedido em Meus pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido #1001' })).toBeVisible();
  await expect(badge(page)).toHaveText('Confirmação Pendente');
  const panel = page.getByRole('region', { name: 'Pix copia e cola' });
  await expect(panel.getByLabel('Código Pix copia e cola')).toHaveValue(code);
  await expect(panel.getByRole('img', { name: 'QR code do Pix de R$ 49,90 do pedido #1001' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  await approveAndNotify();
  await expect(badge(page)).toHaveText('Pagamento confirmado', { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'O status do pedido agora é "Pagamento confirmado".' })).toHaveCount(1);
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  await expect(page.getByRole('region', { name: 'Pix copia e cola' })).toHaveCount(0);
});

test('an admin sees the Mercado Pago attempts of a paid order, consults the payment and refunds it: the order becomes "Cancelado"', async ({ page }) => {
  const mug = await product();
  const customer = await buyer();
  const login = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  const { token } = (await login.json()) as { token: string };
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Token ${token}`, 'idempotency-key': 'pedido-e2e-mp-0001' },
    data: { items: [{ product_id: mug.id, quantity: 1 }], address_id: customer.addressId, shipping_service: '04510', payment_method: 'mercadopago_pix' },
  });
  expect(placed.status()).toBe(201);
  const { id: orderId } = (await placed.json()) as { id: string };
  const paymentId = await approveAndNotify();

  await loginAs(page, await createUser({ role: 'admin', name: 'Gestora' }));
  await page.goto(`/conta/pedidos/${orderId}`);
  await expect(badge(page)).toHaveText('Pagamento confirmado');
  const panel = page.getByRole('region', { name: 'Pagamento no Mercado Pago' });
  const row = panel.getByRole('row', { name: new RegExp(paymentId) });
  await expect(row).toContainText('approved');
  await expect(row).toContainText('R$ 49,90');
  await expect(row).toContainText('Pix (Mercado Pago)');
  await panel.getByText(`Resposta do Mercado Pago · ${paymentId}`).click();
  await expect(panel.locator('pre').first()).toContainText(`"id": ${paymentId}`);

  await panel.getByRole('button', { name: 'Consultar pagamento' }).click();
  await expect(page.getByText('Pagamento consultado no Mercado Pago.')).toBeVisible();

  await panel.getByRole('button', { name: 'Estornar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estornar o pedido #1001?' });
  await expect(dialog).toContainText('O valor pago volta ao comprador pelo Mercado Pago');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Estornar' }).click();
  await expect(badge(page)).toHaveText('Cancelado');
  await expect(page.getByText('Pagamento estornado e pedido cancelado.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Estornar' })).toHaveCount(0);
  await expect(row).toContainText('refunded');
  expect(mp.calls(`/v1/payments/${paymentId}/refunds`)).toHaveLength(1);
  const [{ stock }] = await db()<{ stock: number }[]>`select stock from products where id = ${mug.id}`;
  expect(stock).toBe(5);
});

/** A buyer's Checkout Pro order placed through the API; answers its id and the buyer. */
async function checkoutOrder(page: Page): Promise<{ orderId: string; customer: TestUser }> {
  const mug = await product();
  const customer = await buyer();
  const login = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  const { token } = (await login.json()) as { token: string };
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Token ${token}`, 'idempotency-key': `pedido-e2e-card-${Date.now()}` },
    data: { items: [{ product_id: mug.id, quantity: 1 }], address_id: customer.addressId, shipping_service: '04510', payment_method: 'mercadopago_checkout' },
  });
  expect(placed.status()).toBe(201);
  return { orderId: ((await placed.json()) as { id: string }).id, customer };
}

/** The buyer pays on the order's Checkout Pro page (at the stand-in), then Mercado Pago notifies the dev server. */
async function payOnPageAndNotify(status: string, detail?: string): Promise<string> {
  const [preference] = [...mp.preferences.values()];
  if (!preference) throw new Error('The stand-in received no preference.');
  const id = mp.payOnPreference(preference.id, { status, status_detail: detail });
  const answer = await fetch(signedNotification(E2E_BASE_URL, id));
  expect(answer.status).toBe(200);
  return id;
}

test('a card declined on the Mercado Pago page, then another approved: the order page stays payable, then turns to "Pagamento confirmado"', async ({ page }) => {
  const { orderId, customer } = await checkoutOrder(page);
  await loginAs(page, customer);
  await page.goto(`/conta/pedidos/${orderId}`);
  await expect(badge(page)).toHaveText('Confirmação Pendente');
  const pay = page.getByRole('link', { name: 'Pagar com cartão no Mercado Pago' });
  await expect(pay).toBeVisible();

  await payOnPageAndNotify('rejected', 'cc_rejected_insufficient_amount');
  // The page stays open at Mercado Pago: no failure, no second payment offered, the same link.
  await page.reload();
  await expect(badge(page)).toHaveText('Confirmação Pendente');
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar pagar novamente' })).toHaveCount(0);

  await payOnPageAndNotify('approved');
  await expect(badge(page)).toHaveText('Pagamento confirmado', { timeout: 15_000 });
  await expect(pay).toHaveCount(0);
});

test('an admin refunds a double payment alone: "Pagamento em duplicidade", then "Estornar pagamento duplicado"; the order stays paid', async ({ page }) => {
  const { orderId } = await checkoutOrder(page);
  const paying = await payOnPageAndNotify('approved');
  const duplicate = await payOnPageAndNotify('approved');

  await loginAs(page, await createUser({ role: 'admin', name: 'Gestora' }));
  await page.goto(`/conta/pedidos/${orderId}`);
  await expect(badge(page)).toHaveText('Pagamento confirmado');
  const panel = page.getByRole('region', { name: 'Pagamento no Mercado Pago' });
  await expect(panel.getByText('Pagamento em duplicidade')).toBeVisible();
  await expect(panel.getByRole('row', { name: new RegExp(paying) })).toContainText('pagou o pedido');
  const row = panel.getByRole('row', { name: new RegExp(duplicate) });
  await row.getByRole('button', { name: 'Estornar pagamento duplicado' }).click();
  const dialog = page.getByRole('dialog', { name: `Estornar o pagamento ${duplicate}?` });
  await expect(dialog).toContainText('a situação do pedido não muda');
  await dialog.getByRole('button', { name: 'Estornar pagamento duplicado' }).click();
  await expect(page.getByText('Pagamento estornado.')).toBeVisible();
  await expect(panel.getByText('Pagamento em duplicidade')).toHaveCount(0);
  await expect(row).toContainText('refunded');
  await expect(badge(page)).toHaveText('Pagamento confirmado');
  expect(mp.payments.get(duplicate)?.status).toBe('refunded');
  expect(mp.payments.get(paying)?.status).toBe('approved');
});
