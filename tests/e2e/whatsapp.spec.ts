import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { axe } from './fixtures/axe';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test, type TestUser } from './fixtures/db';
import { publishSite } from './fixtures/target';

// The site's WhatsApp in the browser: "Comprar pelo WhatsApp" on the product page naming the option chosen, the
// footer's link, and "Falar sobre este pedido" on the buyer's order page; none of them without a number.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const BOX = { weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 };
const NUMBER = '+5511987654321';

/** The serious and critical accessibility violations axe finds on the page as it is now. */
const violations = async (page: Page) =>
  (await axe(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);

/** The text a wa.me link writes in the chat. */
const textOf = async (link: Locator) =>
  new URL((await link.getAttribute('href')) ?? '').searchParams.get('text');

async function tokenOf(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  return ((await login.json()) as { token: string }).token;
}

test.beforeEach(async () => {
  await resetDb();
});

test('the product page\'s "Comprar pelo WhatsApp" names the chosen option; the footer links the number', async ({ page }) => {
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, whatsapp: NUMBER });
  const shirt = await createProduct(
    db(),
    productSchema.parse({
      name: 'Camiseta & Cia', status: 'published', price_cents: 5990, ...BOX,
      options: ['Tamanho', 'Cor'],
      variants: [{ option_values: ['P', 'Azul'], stock: 3 }, { option_values: ['M', 'Azul'], stock: 3 }],
    }),
  );
  await publishSite();
  await page.goto('/loja/camiseta-cia', { timeout: 90_000 });
  // The page's own address, as the build wrote it (the site's address).
  const productUrl = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(productUrl).toMatch(/\/loja\/camiseta-cia$/);

  const buy = page.getByRole('link', { name: 'Comprar pelo WhatsApp (abre em nova aba)' });
  await expect(buy).toBeVisible();
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener');
  await expect(buy).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  // Before a choice: the product and its address.
  await expect.poll(() => textOf(buy)).toBe(`Olá! Quero comprar: Camiseta & Cia\n${productUrl}`);
  // The picker's choice goes into the message, as it changes.
  await page.getByLabel('Tamanho', { exact: true }).selectOption('M');
  await expect.poll(() => textOf(buy)).toBe(`Olá! Quero comprar: Camiseta & Cia\nTamanho: M\n${productUrl}`);
  await page.getByLabel('Cor', { exact: true }).selectOption('Azul');
  await expect.poll(() => textOf(buy)).toBe(`Olá! Quero comprar: Camiseta & Cia\nTamanho: M, Cor: Azul\n${productUrl}`);
  await page.getByLabel('Tamanho', { exact: true }).selectOption('P');
  await expect.poll(() => textOf(buy)).toBe(`Olá! Quero comprar: Camiseta & Cia\nTamanho: P, Cor: Azul\n${productUrl}`);

  // The product feed's link of a variant opens the page with it chosen, and the message names it.
  await page.goto(`/loja/camiseta-cia?variante=${shirt.variants[1].id}`);
  await expect(page.getByLabel('Tamanho', { exact: true })).toHaveValue('M');
  await expect(page.getByLabel('Cor', { exact: true })).toHaveValue('Azul');
  await expect.poll(() => textOf(buy)).toBe(`Olá! Quero comprar: Camiseta & Cia\nTamanho: M, Cor: Azul\n${productUrl}`);

  const footer = page.getByRole('contentinfo').getByRole('link', { name: /Fale conosco pelo WhatsApp: \(11\) 98765-4321/ });
  await expect(footer).toHaveAttribute('href', 'https://wa.me/5511987654321');
  await expect(footer).toHaveAttribute('target', '_blank');
  await expect(footer).toHaveAttribute('rel', 'noopener');
  expect(await violations(page)).toEqual([]);
});

test('without a number there is no WhatsApp link on the product page or in the footer', async ({ page }) => {
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON });
  await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, ...BOX }));
  await publishSite();
  await page.goto('/loja/caneca', { timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Caneca', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test('the buyer\'s order page has "Falar sobre este pedido" with the order number in the message', async ({ page }) => {
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, whatsapp: NUMBER, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({
    payments: {
      pix_manual: { enabled: true, instructions: 'Pix para a chave loja@e2e.org', window_days: 3 },
      mercadopago_pix: { enabled: false, window_days: 1 },
      mercadopago_checkout: { enabled: false, window_days: 3, max_installments: 6, boleto_enabled: false, boleto_window_days: 3 },
    },
  }));
  const customer = await createUser({ name: 'Eva Prado' });
  const [{ id: addressId }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Eva Prado', '01310100', 'Avenida Paulista', '9', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  const mug = await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, stock: 5, ...BOX }));
  const placed = await page.request.post('/api/orders', {
    headers: { authorization: `Token ${await tokenOf(page.request, customer)}`, 'idempotency-key': `pedido-whatsapp-${Date.now()}` },
    data: { items: [{ product_id: mug.id, quantity: 1 }], address_id: addressId, shipping_service: '04510', payment_method: 'pix_manual' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; number: number };

  await loginAs(page, customer);
  await page.goto(`/conta/pedidos/${order.id}`);
  await expect(page.getByRole('heading', { name: `Pedido #${order.number}` })).toBeVisible();
  const talk = page.getByRole('link', { name: 'Falar sobre este pedido (abre em nova aba)' });
  await expect(talk).toHaveAttribute('target', '_blank');
  await expect(talk).toHaveAttribute('rel', 'noopener');
  await expect(talk).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  expect(await textOf(talk)).toBe(`Olá! Quero falar sobre o pedido #${order.number}.`);
  // Keyboard: the link is reachable and named.
  await talk.focus();
  await expect(talk).toBeFocused();
  expect(await violations(page)).toEqual([]);
});

test('/conta/settings takes the WhatsApp number as typed, names the field when it is not Brazilian, and keeps it as E.164', async ({ page }) => {
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/settings');
  const field = page.getByLabel('WhatsApp', { exact: true });
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill('98765-4321');
  await field.blur();
  await expect(page.getByText('O campo WhatsApp deve ser um celular ou telefone fixo do Brasil com DDD, como (11) 98765-4321.')).toBeVisible();
  await field.fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();
  await expect(field).toHaveValue(NUMBER);
  expect((await db()<{ whatsapp: string }[]>`select whatsapp from settings`)[0].whatsapp).toBe(NUMBER);
});
