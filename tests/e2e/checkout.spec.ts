import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { encodeCart } from '../../src/lib/shop/cart';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { startCepServer, type CepServer } from '../helpers/cep-server';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL, E2E_CEP_PORT, E2E_OUTBOX_DIR } from './fixtures/env';
import { publishSite } from './fixtures/target';

// In the browser: a new customer buys through the checkout (registering inside it, the address from the
// CEP), sees the order in "Meus pedidos"; the admin moves it to paid, processing and sent; the customer sees each
// status and receives the e-mails. The dev server's CEP_API_BASE points at the stand-in on E2E_CEP_PORT.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const INSTRUCTIONS = 'Pague por Pix para a chave loja@e2e.org e envie o comprovante.';

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
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: INSTRUCTIONS, window_days: 3 } }, notify_email: 'loja@e2e.org' }));
});

async function product(name: string, stock: number | null = 10, price_cents = 4990): Promise<{ id: string; slug: string }> {
  const created = await createProduct(db(), productSchema.parse({ name, status: 'published', price_cents, stock, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  return { id: created.id, slug: created.slug };
}

/** Puts lines in the visitor's `cart` cookie, as the product page does. */
async function fillCart(page: Page, lines: { product_id: string; quantity: number }[]) {
  await page.context().addCookies([{ name: 'cart', value: encodeCart(lines.map((l) => ({ product_id: Number(l.product_id), quantity: l.quantity }))), url: E2E_BASE_URL }]);
}

/** The newest mail to an address whose text has `needle`, waited for. */
async function mailTo(email: string, needle: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const names = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const text = await readFile(join(E2E_OUTBOX_DIR, name), 'utf8');
        if (text.includes(`To: ${email}\r\n`) && text.includes(needle)) return (found = text);
      }
      return '';
    })
    .toContain(needle);
  return found;
}

async function openCheckout(page: Page) {
  await page.goto('/checkout', { timeout: 90_000 });
  await expect(page).toHaveURL(/\/loja\/finalizar-pedido$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar pedido' })).toBeVisible();
}

test('a new customer registers inside the checkout, takes the address from the CEP, chooses shipping and confirms; the admin moves the order and the customer follows it', async ({ page, browser }) => {
  const book = await product('Livro de Poesia', 5, 4990);
  await publishSite();
  const email = `ana${Date.now()}@e2e.org`;

  // The cart from the product page.
  await page.goto(`/loja/${book.slug}`, { timeout: 90_000 });
  await page.getByRole('button', { name: /Adicionar ao carrinho/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Carrinho/ }).filter({ visible: true })).toContainText('1');
  await openCheckout(page);

  // Identification: create the account inline.
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(form.getByRole('alert')).toHaveText('É necessário preencher todos os campos obrigatórios.');
  await expect(form.getByLabel('Nome', { exact: true })).toBeFocused();
  await form.getByLabel('Nome', { exact: true }).fill('Ana Souza');
  await form.getByLabel('CPF/CNPJ').fill('529.982.247-25');
  await form.getByLabel('Telefone').fill('(11) 98765-4321');
  await form.getByLabel('CEP').fill('01310100');
  await expect(form.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(form.getByLabel('Cidade')).toHaveValue('São Paulo');
  await form.getByLabel('Número').fill('1000');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill('senha-segura-9');
  await form.getByLabel('Confirmação de senha').fill('senha-segura-9');
  await form.getByRole('button', { name: 'Criar conta e continuar' }).click();
  await expect(page.getByText(`Você está comprando como Ana Souza (${email}).`)).toBeVisible();

  // The registration's address is chosen; the table quotes PAC and SEDEX for it.
  await expect(page.getByRole('radio', { name: /Ana Souza — Avenida Paulista, 1000/ })).toBeChecked();
  await page.getByRole('radio', { name: /SEDEX/ }).check();
  await expect(page.getByRole('radio', { name: /Pix \/ transferência/ })).toBeChecked();
  await expect(page.getByText(INSTRUCTIONS).first()).toBeVisible();
  // 300 g + 200 g packaging: SEDEX to SP costs R$ 25,00 in the test table.
  await expect(page.locator('#checkout-total')).toHaveText('R$ 74,90');
  await page.getByLabel('Observações (opcional)').fill('Entregar na portaria.');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  // The confirmation: number, how to pay, the link; the cart is empty now.
  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await expect(page.getByText(INSTRUCTIONS)).toBeVisible();
  await expect(page).toHaveURL(/\?pedido=\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Carrinho/ }).filter({ visible: true })).not.toContainText('1');
  const [{ stock }] = await db()<{ stock: number }[]>`select stock from products where id = ${book.id}`;
  expect(stock).toBe(4);
  await mailTo(email, 'Recebemos o seu pedido #1001.');
  await mailTo('loja@e2e.org', 'Novo pedido #1001 de Ana Souza');

  // "Meus pedidos" shows it, pending.
  await page.getByRole('link', { name: 'Ver o pedido em Meus pedidos' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido #1001' })).toBeVisible();
  await expect(page.locator('.order-badge').first()).toHaveText('Confirmação Pendente');
  await page.goto('/conta/pedidos');
  await expect(page.getByRole('row', { name: /#1001/ })).toContainText('Confirmação Pendente');

  // The admin: paid, then processing, then sent with a tracking code; only the allowed buttons show.
  const admin = await browser.newPage();
  await loginAs(admin, await createUser({ role: 'admin', name: 'Gestora' }));
  await admin.goto('/conta/pedidos');
  await admin.getByRole('link', { name: '#1001' }).click();
  const actions = admin.getByRole('region', { name: 'Alterar status' });
  await expect(actions.getByRole('button')).toHaveText(['Marcar como "Pagamento confirmado"', 'Marcar como "Falha no pagamento"', 'Marcar como "Cancelado"']);
  await actions.getByLabel('Observação interna (só a equipe vê)').fill('Pix conferido no extrato.');
  await actions.getByRole('button', { name: 'Marcar como "Pagamento confirmado"' }).click();
  await expect(admin.locator('.order-badge').first()).toHaveText('Pagamento confirmado');
  await expect(actions.getByRole('button')).toHaveText(['Marcar como "Em processamento"', 'Marcar como "Cancelado"']);
  await mailTo(email, 'O pagamento do seu pedido #1001 foi confirmado.');
  await actions.getByRole('button', { name: 'Marcar como "Em processamento"' }).click();
  await expect(admin.locator('.order-badge').first()).toHaveText('Em processamento');
  await actions.getByRole('button', { name: 'Marcar como "Produto enviado"' }).click();
  await expect(actions.getByText('Informe o código de rastreio para marcar como enviado.')).toBeVisible();
  await actions.getByLabel('Código de rastreio').fill('AA123456789BR');
  await actions.getByRole('button', { name: 'Marcar como "Produto enviado"' }).click();
  await expect(admin.locator('.order-badge').first()).toHaveText('Produto enviado');
  await expect(actions.getByRole('button')).toHaveText(['Marcar como "Produto recebido"']);
  await expect(admin.getByRole('region', { name: 'Histórico' })).toContainText('Pix conferido no extrato.');
  const sent = await mailTo(email, 'O seu pedido #1001 foi enviado.');
  expect(sent).toContain('Código de rastreio: AA123456789BR');

  // The customer sees the new status, the tracking link and no internal note.
  await page.goto('/conta/pedidos');
  await expect(page.getByRole('row', { name: /#1001/ })).toContainText('Produto enviado');
  await page.getByRole('link', { name: '#1001' }).click();
  await expect(page.getByRole('link', { name: 'Acompanhar a entrega em Correios' })).toHaveAttribute('href', 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR');
  await expect(page.getByText('Pix conferido no extrato.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  await admin.close();
});

test('the checkout of a logged-in customer: an empty cart, the missing address, short stock, then a cancel from "Meus pedidos"', async ({ page }) => {
  const mug = await product('Caneca', 1, 3490);
  const customer = await createUser({ name: 'Bia Lima' });
  await loginAs(page, customer);
  await publishSite();

  await openCheckout(page);
  await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();

  await fillCart(page, [{ product_id: mug.id, quantity: 1 }]);
  await openCheckout(page);
  await expect(page.getByText('Você está comprando como Bia Lima')).toBeVisible();
  // No saved address: the new-address form, empty, and the spec's message.
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informe um endereço de entrega.' })).toBeVisible();
  const address = page.getByRole('region', { name: '2. Endereço de entrega' });
  await address.getByLabel('Destinatário').fill('Bia Lima');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'É necessário preencher todos os campos obrigatórios.' })).toBeVisible();
  await expect(address.getByText('O campo CEP é obrigatório.')).toBeVisible();
  await address.getByLabel('CEP').fill('01310100');
  await expect(address.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await address.getByLabel('Número').fill('20');
  await page.getByRole('radio', { name: /PAC/ }).check();

  // Someone bought the last unit meanwhile: 409, the short line named, nothing ordered.
  await db()`update products set stock = 0 where id = ${mug.id}`;
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Alguns itens não têm estoque suficiente:' })).toContainText('Caneca: Este produto está esgotado.');
  const [{ orders }] = await db()<{ orders: number }[]>`select count(*)::int as orders from orders`;
  expect(orders).toBe(0);

  // Back in stock: the order goes through; then the customer cancels it from "Meus pedidos".
  await db()`update products set stock = 3 where id = ${mug.id}`;
  await page.reload();
  await page.getByRole('region', { name: '2. Endereço de entrega' }).getByLabel('CEP').fill('01310100');
  await expect(page.getByRole('region', { name: '2. Endereço de entrega' }).getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await page.getByRole('region', { name: '2. Endereço de entrega' }).getByLabel('Destinatário').fill('Bia Lima');
  await page.getByRole('region', { name: '2. Endereço de entrega' }).getByLabel('Número').fill('20');
  await page.getByRole('radio', { name: /PAC/ }).check();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await page.goto('/conta/pedidos');
  await page.getByRole('link', { name: '#1001' }).click();
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar pedido' }).click();
  await expect(page.locator('.order-badge').first()).toHaveText('Cancelado');
  const [{ stock }] = await db()<{ stock: number }[]>`select stock from products where id = ${mug.id}`;
  expect(stock).toBe(3);
});

test('the admin lists orders with filters kept in the address and exports them as CSV', async ({ page }) => {
  const mug = await product('Caneca', null, 3490);
  const customer = await createUser({ name: 'Caio Reis' });
  const [{ id: addressId }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Caio Reis', '01310100', 'Avenida Paulista', '5', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  const login = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  const { token } = (await login.json()) as { token: string };
  for (const key of ['pedido-e2e-0001', 'pedido-e2e-0002']) {
    const res = await page.request.post('/api/orders', {
      headers: { authorization: `Token ${token}`, 'idempotency-key': key },
      data: { items: [{ product_id: mug.id, quantity: 2 }], address_id: addressId, shipping_service: '04510', payment_method: 'pix_manual' },
    });
    expect(res.status()).toBe(201);
  }
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/pedidos');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Status').selectOption({ label: 'Confirmação Pendente' });
  await expect(page).toHaveURL(/\/conta\/pedidos\?status=pending$/);
  await page.getByLabel('Buscar por número, nome, e-mail ou CPF/CNPJ').fill('#1002');
  await page.locator('.admin-toolbar').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/q=%231002/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('#1002');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^1002;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Confirmação Pendente;Caio Reis;/);
  expect(lines[1]).toContain(';2;69,80;0,00;15,00;PAC;Correios;0,00;;84,80;Pix / transferência;');
});

test('with the organisation\'s own Pix key, the confirmation and the order show the Pix code and its QR, and the code is copied', async ({ page }) => {
  await saveShopSettings(db(), shopBody({
    payments: { pix_manual: { enabled: true, pix_key: 'loja@e2e.org', receiver_name: 'Loja E2E', receiver_city: 'São Paulo', instructions: null, window_days: 3 } },
  }));
  const mug = await product('Caneca', 5, 3490);
  const customer = await createUser({ name: 'Dora Melo' });
  await db()`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Dora Melo', '01310100', 'Avenida Paulista', '7', 'Bela Vista', 'São Paulo', 'SP', true)`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  await loginAs(page, customer);
  await publishSite();
  await fillCart(page, [{ product_id: mug.id, quantity: 1 }]);
  await openCheckout(page);
  await page.getByRole('radio', { name: /PAC/ }).check();
  // 300 g + 200 g packaging: PAC to SP costs R$ 15,00 in the test table.
  await expect(page.locator('#checkout-total')).toHaveText('R$ 49,90');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pix copia e cola' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code do Pix de R$ 49,90 do pedido #1001' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const code = await page.getByLabel('Código Pix copia e cola').inputValue();
  const parsed = parsePix(code);
  if (hasError(parsed) || !isStaticPix(parsed)) throw new Error(`not a static Pix: ${code}`);
  expect(parsed).toMatchObject({ pixKey: 'loja@e2e.org', transactionAmount: 49.9, txid: '1001', merchantName: 'LOJA E2E', merchantCity: 'SAO PAULO' });
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Código Pix copiado. Cole no aplicativo do seu banco.' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  const mail = await mailTo(customer.email, 'Pix copia e cola');
  expect(mail.replace(/=\r\n/g, '')).toContain(code.slice(0, 40));

  // The order in "Meus pedidos" shows the same code while it waits for payment.
  await page.getByRole('link', { name: 'Ver o pedido em Meus pedidos' }).click();
  const panel = page.getByRole('region', { name: 'Pix copia e cola' });
  await expect(panel.getByRole('img', { name: 'QR code do Pix de R$ 49,90 do pedido #1001' })).toBeVisible();
  await expect(panel.getByLabel('Código Pix copia e cola')).toHaveValue(code);
  await panel.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código Pix copiado. Cole no aplicativo do seu banco.').first()).toBeVisible();
});

test('a zero-total order by Pix / transferência needs no payment: the confirmation says so, with no Pix code and no deadline', async ({ page }) => {
  await saveShopSettings(db(), shopBody({
    free_shipping: { enabled: true, min_subtotal_cents: 0, services: ['04510'], states: [] },
    payments: { pix_manual: { enabled: true, pix_key: 'loja@e2e.org', receiver_name: 'Loja E2E', receiver_city: 'São Paulo', instructions: INSTRUCTIONS, window_days: 3 } },
  }));
  const leaflet = await product('Folheto', 5, 0);
  const customer = await createUser({ name: 'Dora Melo' });
  await db()`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Dora Melo', '01310100', 'Avenida Paulista', '7', 'Bela Vista', 'São Paulo', 'SP', true)`;
  await loginAs(page, customer);
  await publishSite();
  await fillCart(page, [{ product_id: leaflet.id, quantity: 1 }]);
  await openCheckout(page);
  await page.getByRole('radio', { name: /PAC/ }).check();
  await expect(page.locator('#checkout-total')).toHaveText('R$ 0,00');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  await expect(page.getByText('Este pedido não tem valor a pagar: ele já está confirmado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pix copia e cola' })).toHaveCount(0);
  await expect(page.getByText(INSTRUCTIONS)).toHaveCount(0);
  await expect(page.getByText(/aguarda o pagamento/)).toHaveCount(0);
  const [order] = await db()<{ status: string }[]>`select status from orders`;
  expect(order.status).toBe('paid');
  await mailTo(customer.email, 'Este pedido não tem valor a pagar.');
});

test('an order answered 503 twice is sent again by itself with the same key ("Tentando novamente…"): one order', async ({ page }) => {
  const mug = await product('Caneca', 5, 3490);
  const customer = await createUser({ name: 'Dora Melo' });
  await db()`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Dora Melo', '01310100', 'Avenida Paulista', '7', 'Bela Vista', 'São Paulo', 'SP', true)`;
  await loginAs(page, customer);
  await publishSite();
  await fillCart(page, [{ product_id: mug.id, quantity: 1 }]);
  await openCheckout(page);
  await page.getByRole('radio', { name: /PAC/ }).check();
  // The first two sends meet a database that could not serve them; the third reaches the server.
  const keys: (string | null)[] = [];
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(await route.request().headerValue('idempotency-key'));
    if (keys.length > 2) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' }),
    });
  });
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();

  await expect(page.getByRole('button', { name: 'Tentando novamente…' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  const [{ orders }] = await db()<{ orders: number }[]>`select count(*)::int as orders from orders`;
  expect(orders).toBe(1);
});
