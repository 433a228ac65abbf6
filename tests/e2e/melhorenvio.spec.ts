import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { encodeCart } from '../../src/lib/shop/cart';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { startCepServer, type CepServer } from '../helpers/cep-server';
import { MELHORENVIO_TOKEN, startMelhorEnvioServer, type MelhorEnvioServer } from '../helpers/melhorenvio-server';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL, E2E_CEP_PORT, E2E_ME_PORT } from './fixtures/env';
import { publishSite } from './fixtures/target';

// In the browser: an admin picks Melhor Envio in /conta/shop (its token write-only), a customer sees its
// options with their carriers at checkout and orders one; the order page names the carrier; the admin then keeps
// two of the services the account named. The dev server's MELHORENVIO_API_BASE points at the stand-in on E2E_ME_PORT.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

let cep: CepServer;
let me: MelhorEnvioServer;
test.beforeAll(async () => {
  cep = await startCepServer('success', E2E_CEP_PORT);
  me = await startMelhorEnvioServer('success', E2E_ME_PORT);
});
test.afterAll(async () => {
  await Promise.all([cep.close(), me.close()]);
});

test.beforeEach(async () => {
  await resetDb();
  me.reset();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pague por Pix para a chave loja@e2e.org.', window_days: 3 } } }));
});

test('an admin picks Melhor Envio; a customer sees its options with their carriers at checkout and orders by Jadlog', async ({ page, browser }) => {
  const created = await createProduct(
    db(),
    productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, stock: 5, weight_g: 350, height_cm: 10, width_cm: 10, length_cm: 12 }),
  );
  await publishSite();

  // The admin chooses Melhor Envio: the token and the technical e-mail are asked at once.
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/shop', { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da loja' })).toBeVisible();
  await page.getByLabel('Provedor').selectOption({ label: 'Melhor Envio (várias transportadoras, sem contrato)' });
  await expect(page.getByText('Informe o token do Melhor Envio para cotar fretes por ele.')).toBeVisible();
  await expect(page.getByText('Informe o e-mail técnico que o Melhor Envio exige em cada chamada.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar configurações da loja' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Os serviços da conta aparecem aqui depois da primeira cotação pelo Melhor Envio.')).toBeVisible();
  await page.getByLabel('Token do Melhor Envio').fill(MELHORENVIO_TOKEN);
  await page.getByLabel('E-mail técnico').fill('tecnico@e2e.org');
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  // Write-only: the field is empty again and says a token is saved; the page never holds it.
  await expect(page.getByLabel('Token do Melhor Envio')).toHaveValue('');
  await expect(page.locator('#melhorenvio_token-hint')).toHaveText('Salvo. Deixe em branco para manter.');
  expect(await page.content()).not.toContain(MELHORENVIO_TOKEN);
  const [row] = await db()`select provider, melhorenvio_token, melhorenvio_email from shop_settings`;
  expect(row).toEqual({ provider: 'melhorenvio', melhorenvio_token: MELHORENVIO_TOKEN, melhorenvio_email: 'tecnico@e2e.org' });

  // A customer at checkout: the options of Melhor Envio, each with its carrier.
  const customerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const customer = await customerContext.newPage();
  await loginAs(customer, await createUser({ name: 'Bia Lima' }));
  await customerContext.addCookies([{ name: 'cart', value: encodeCart([{ product_id: Number(created.id), quantity: 1 }]), url: E2E_BASE_URL }]);
  await customer.goto('/checkout', { timeout: 90_000 });
  await expect(customer.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
  const address = customer.getByRole('region', { name: '2. Endereço de entrega' });
  await address.getByLabel('Destinatário').fill('Bia Lima');
  await address.getByLabel('CEP').fill('01310100');
  await expect(address.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await address.getByLabel('Número').fill('20');
  const shipping = customer.getByRole('region', { name: '3. Frete' });
  await expect(shipping.getByRole('radio')).toHaveCount(4);
  // Cheapest first: Mini Envios R$ 12,00, Jadlog R$ 16,50, PAC R$ 20,00, SEDEX R$ 36,00 (350 g: 1 kg started).
  await expect(shipping.locator('label')).toHaveText([
    /^Correios Mini Envios — R\$\s12,00/,
    /^Jadlog \.Package — R\$\s16,50/,
    /^Correios PAC — R\$\s20,00/,
    /^Correios SEDEX — R\$\s36,00/,
  ]);
  await shipping.getByRole('radio', { name: /Jadlog \.Package/ }).check();
  await customer.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(customer.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  const [order] = await db()`select shipping, shipping_cents from orders`;
  expect(order).toEqual({
    shipping: { service: 'me-3', name: '.Package', carrier: 'Jadlog', price_cents: 1650, days: 6, provider: 'melhorenvio' },
    shipping_cents: 1650,
  });
  // The stand-in was asked with the token and the User-Agent of the site's title and the technical e-mail.
  expect(me.calls()[0].headers['user-agent']).toBe('Loja E2E (tecnico@e2e.org)');
  await customer.goto('/conta/pedidos');
  await customer.getByRole('link', { name: '#1001' }).click();
  await expect(customer.getByRole('region', { name: 'Entrega' }).getByText(/Jadlog \.Package/)).toBeVisible();
  await customerContext.close();

  // Back in /conta/shop, the services the account named can be chosen: PAC and Jadlog only.
  await page.reload();
  await page.getByLabel('Jadlog .Package').check();
  await page.getByLabel('Correios PAC').check();
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  const [chosen] = await db()`select melhorenvio_services from shop_settings`;
  expect(chosen.melhorenvio_services).toEqual([1, 3]);
});
