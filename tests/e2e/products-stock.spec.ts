import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

// In the browser: an admin's product form, opened before a sale, never writes the sold units back. The save
// is refused with the stock now, the admin decides (here: their +6 on top of it), and the history lists the sale.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pix para a chave loja@e2e.org', window_days: 3 } } }));
});

/** A buyer with a default address in São Paulo orders `quantity` units through the API, as the checkout does. */
async function orderThroughApi(request: import('@playwright/test').APIRequestContext, productId: string, quantity: number) {
  const customer = await createUser({ name: 'Eva Prado' });
  const [{ id: addressId }] = await db()<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, district, city, state, is_default)
    values (${customer.id}, 'Eva Prado', '01310100', 'Avenida Paulista', '9', 'Bela Vista', 'São Paulo', 'SP', true) returning id::text as id`;
  const login = await request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  const { token } = (await login.json()) as { token: string };
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Token ${token}`, 'idempotency-key': `pedido-e2e-estoque-${Date.now()}` },
    data: { items: [{ product_id: productId, quantity }], address_id: addressId, shipping_service: '04510', payment_method: 'pix_manual' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as { id: string; number: number };
}

const stockOf = async (id: string) => (await db()<{ stock: number }[]>`select stock from products where id = ${id}`)[0].stock;

test('a product form opened before a sale: the save shows the stock now, the admin applies their change on top, and the history lists the sale', async ({ page }) => {
  const admin = await createUser({ role: 'admin', name: 'Gestora' });
  const body = { name: 'Caneca', status: 'published', price_cents: 3490, stock: 24, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 };
  const mug = await createProduct(db(), productSchema.parse(body), admin.id);
  await loginAs(page, admin);
  await page.goto(`/conta/produtos/${mug.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Editar produto: Caneca', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: /produto/ });
  const stock = form.getByLabel('Estoque', { exact: true });
  await expect(stock).toHaveValue('24');
  const history = page.getByRole('table', { name: 'Histórico de estoque' });
  await expect(history.getByRole('row', { name: /Ajuste/ })).toContainText('+24');

  // While the form is open, a buyer takes 3 units.
  const order = await orderThroughApi(page.request, mug.id, 3);
  expect(await stockOf(mug.id)).toBe(21);

  // The admin meant +6 over the 24 they saw: the save is refused with the stock now, and nothing is written.
  await stock.fill('30');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('O estoque mudou desde que o formulário foi aberto').first()).toBeVisible();
  await expect(form.getByText('O campo Estoque mudou desde que o formulário foi aberto: agora é 21.')).toBeVisible();
  expect(await stockOf(mug.id)).toBe(21);
  const sale = history.getByRole('row', { name: /Venda/ });
  await expect(sale).toContainText('-3');
  await expect(sale).toContainText('21');
  await expect(sale).toContainText('Eva Prado');
  await expect(sale.getByRole('link', { name: `#${order.number}` })).toHaveAttribute('href', `/conta/pedidos/${order.id}`);

  // The admin applies their change on top of the stock now: 21 + 6.
  await expect(form.getByRole('button', { name: 'Usar o estoque atual (21)' })).toBeVisible();
  await form.getByRole('button', { name: 'Aplicar minha alteração (+6) ao atual: 27' }).click();
  await expect(stock).toHaveValue('27');
  await page.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Produto salvo com sucesso!')).toBeVisible();
  expect(await stockOf(mug.id)).toBe(27);
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Ajuste');
  await expect(newest).toContainText('+6');
  await expect(newest).toContainText('27');
  await expect(newest).toContainText('Gestora');

  await sale.getByRole('link', { name: `#${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/conta/pedidos/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Pedido #${order.number}` })).toBeVisible();
});
