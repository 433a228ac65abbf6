import { DEFAULT_FEATURES } from '../../src/lib/features';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';
import { publishSite } from './fixtures/target';

// Donations in the browser: an admin makes a "Doação / valor livre" product in /conta; a customer picks a
// suggested amount on its page (after one below the minimum), gives it, and orders it without an address or a
// shipping step; the order has no delivery and says "Doação".
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON, email: 'contato@e2e.org' });
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pague por Pix.', window_days: 3 } } }));
});

test('an admin makes a donation; a customer gives a suggested amount and orders it without address or shipping', async ({ page, browser }) => {
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/produtos/new');
  await expect(page.getByRole('heading', { name: 'Novo produto', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: /produto/ });
  await form.getByLabel('Nome', { exact: true }).fill('Apoie a biblioteca');
  await form.getByLabel('Situação', { exact: true }).selectOption('published');
  await form.getByLabel('Tipo', { exact: true }).selectOption('donation');
  // A donation asks no stock, measures or variants.
  await expect(form.getByLabel('Peso (g)')).toHaveCount(0);
  await expect(form.getByLabel('Estoque', { exact: true })).toHaveCount(0);
  await form.getByLabel('Valor mínimo (R$)').fill('10');
  await form.getByLabel('Valores sugeridos (R$)').fill('5 50');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(form.getByText('O campo Valores sugeridos deve ter só valores iguais ou maiores que o Valor mínimo.')).toBeVisible();
  await form.getByLabel('Valores sugeridos (R$)').fill('20 50 100');
  await page.getByRole('button', { name: 'Criar produto' }).click();
  await expect(page.getByText('Produto criado com sucesso!')).toBeVisible();
  await page.goto('/conta/produtos');
  await expect(page.getByRole('row', { name: /Apoie a biblioteca/ })).toContainText('Doação / valor livre');

  const buyerContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const buyer = await buyerContext.newPage();
  await loginAs(buyer, await createUser({ name: 'Bia Lima' }));
  await publishSite();
  await buyer.goto('/loja/apoie-a-biblioteca', { timeout: 90_000 });
  await expect(buyer.locator('#product-price')).toContainText('A partir de R$ 10,00');
  await expect(buyer.getByRole('heading', { name: 'Calcular frete' })).toHaveCount(0);
  const give = buyer.getByRole('button', { name: 'Doar' });
  await expect(give).toBeEnabled();
  await buyer.getByLabel('Valor (R$)').fill('5');
  await give.click();
  await expect(buyer.getByText('O valor da doação deve ser de pelo menos R$ 10,00.')).toBeVisible();
  await buyer.getByRole('button', { name: 'R$ 50,00' }).click();
  await expect(buyer.getByRole('button', { name: 'R$ 50,00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(buyer.getByLabel('Valor (R$)')).toHaveValue('50,00');
  await give.click();
  await expect(buyer.locator('#product-added-text')).toHaveText('Doação adicionada ao carrinho!');

  await buyer.goto('/loja/carrinho');
  const line = buyer.getByRole('listitem').filter({ hasText: 'Apoie a biblioteca' });
  await expect(line).toContainText('Doação');
  await expect(line).toContainText('R$ 50,00');
  await expect(line.getByRole('group')).toHaveCount(0);
  await expect(buyer.locator('#cart-total')).toHaveText('R$ 50,00');
  await expect(buyer.getByRole('heading', { name: 'Calcular frete' })).toHaveCount(0);
  await buyer.getByRole('link', { name: 'Finalizar pedido' }).click();

  await expect(buyer.getByRole('heading', { name: '2. Pagamento' })).toBeVisible();
  await expect(buyer.getByRole('heading', { name: '2. Endereço de entrega' })).toHaveCount(0);
  await expect(buyer.getByRole('heading', { name: '3. Frete' })).toHaveCount(0);
  const review = buyer.getByRole('region', { name: '3. Revisão do pedido' });
  await expect(review).toContainText('1 × Doação: Apoie a biblioteca');
  await expect(buyer.locator('#checkout-total')).toHaveText('R$ 50,00');
  // A coupon discounts products only: a cart of donations is offered none.
  await expect(buyer.getByLabel('Cupom de desconto')).toHaveCount(0);
  await buyer.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(buyer.getByRole('heading', { name: 'Pedido #1001 recebido!' })).toBeVisible();

  const [order] = await db()<{ id: string; total_cents: number; shipping: unknown; address: unknown; kind: string }[]>`
    select o.id::text as id, o.total_cents, o.shipping, o.address, i.kind from orders o join order_items i on i.order_id = o.id`;
  expect(order).toMatchObject({ total_cents: 5000, shipping: null, address: null, kind: 'donation' });
  await buyer.goto(`/conta/pedidos/${order.id}`);
  await expect(buyer.getByText('Doação: Apoie a biblioteca')).toBeVisible();
  await expect(buyer.getByText('Sem entrega (doação)')).toBeVisible();
  await buyerContext.close();

  // The manager: paid, then processing; nothing goes out, so "Produto enviado" and the tracking code are not offered.
  await page.goto(`/conta/pedidos/${order.id}`);
  const actions = page.getByRole('region', { name: 'Alterar status' });
  await actions.getByRole('button', { name: 'Marcar como "Pagamento confirmado"' }).click();
  await expect(page.locator('.order-badge').first()).toHaveText('Pagamento confirmado');
  await actions.getByRole('button', { name: 'Marcar como "Em processamento"' }).click();
  await expect(page.locator('.order-badge').first()).toHaveText('Em processamento');
  await expect(actions.getByRole('button')).toHaveText(['Marcar como "Cancelado"']);
  await expect(actions.getByLabel('Código de rastreio')).toHaveCount(0);

  // Nothing to send, so the dashboard's "waiting for action" does not count it; its link lists orders with delivery,
  // and the list's "Entrega" filter finds the donation.
  await page.goto('/conta');
  const waiting = page.locator('.orders-waiting');
  await expect(waiting.getByRole('link', { name: 'Em processamento: 0' })).toBeVisible();
  await waiting.getByRole('link', { name: 'Em processamento: 0' }).click();
  await expect(page).toHaveURL(/\/conta\/pedidos\?status=processing&delivery=with$/);
  await expect(page.getByLabel('Entrega')).toHaveValue('with');
  await expect(page.getByText('Nenhum pedido encontrado.')).toBeVisible();
  await page.getByLabel('Entrega').selectOption('without');
  await expect(page.getByRole('row', { name: /#1001/ })).toContainText('Em processamento');
  await expect(page).toHaveURL(/delivery=without/);
});
