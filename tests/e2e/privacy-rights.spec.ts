import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test, type TestUser } from './fixtures/db';

// A customer's rights in /conta ("Meus dados e privacidade"): a copy of their data, downloaded; the deletion of their
// account, refused while a paid order is on its way, then done; and an admin serving the same requests from a user's
// screen, with the record in "Solicitações de titulares" and the kept order marked "Conta excluída".
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Privacidade E2E', features: SHOP_ON });
});

const main = (page: Page) => page.getByRole('main');

/** An order of the customer in a status, written straight into the database (its own rules are tested elsewhere). */
async function orderOf(customer: TestUser, status: string): Promise<{ id: string; number: number }> {
  const [row] = await db()<{ id: string; number: string }[]>`
    insert into orders (user_id, status, customer_name, customer_email, address, shipping, payment_method, subtotal_cents,
      shipping_cents, total_cents)
    values (${customer.id}, ${status}, ${customer.name}, ${customer.email}, null,
      ${db().json({ service: 'pickup', name: 'Retirada', price_cents: 0, days: 0, provider: 'table' })}, 'pix_manual', 1000, 0, 1000)
    returning id::text as id, number::text as number`;
  return { id: row.id, number: Number(row.number) };
}

test('a customer downloads their data, then deletes the account once their paid order is received', async ({ page }) => {
  const customer = await createUser({ name: 'Clara Dias', email: 'clara@exemplo.org' });
  const order = await orderOf(customer, 'paid');
  await loginAs(page, customer);
  await page.goto('/conta');
  await page.getByRole('link', { name: 'Meus dados e privacidade' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados e privacidade' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar meus dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(copy.account).toMatchObject({ name: 'Clara Dias', email: 'clara@exemplo.org' });
  expect(copy.orders).toMatchObject([{ id: order.id, status: 'paid' }]);

  const password = main(page).getByLabel('Sua senha');
  const remove = page.getByRole('button', { name: 'Excluir minha conta' });
  await remove.click();
  await expect(page.getByText('O campo Senha é obrigatório.')).toBeVisible();
  await password.fill('senha-errada');
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('A senha não está correta.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(customer.password);
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
  const held = page.getByRole('alert').filter({ hasText: `#${order.number}` });
  await expect(held).toContainText('Você tem pedidos pagos ainda não recebidos');
  await expect(held.getByRole('link', { name: `Pedido #${order.number}` })).toHaveAttribute('href', `/conta/pedidos/${order.id}`);

  await db()`update orders set status = 'received' where id = ${order.id}`;
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('vitrine_token'))).toBeFalsy();
  const login = await page.request.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
  expect(login.status()).toBe(401);
  const [kept] = await db()`select user_id, account_deleted_at from orders where id = ${order.id}`;
  expect(kept.user_id).toBeNull();
  expect(kept.account_deleted_at).not.toBeNull();
});

test('an admin exports and deletes an account on request, and sees the record and the kept order', async ({ page }) => {
  const admin = await createUser({ role: 'admin', name: 'Gestora' });
  const customer = await createUser({ name: 'Davi Rocha', email: 'davi@exemplo.org' });
  const order = await orderOf(customer, 'received');
  await loginAs(page, admin);
  await page.goto(`/conta/users/${customer.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Davi Rocha');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dados-conta-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));

  await page.getByRole('button', { name: 'Excluir usuário' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page).toHaveURL(/\/conta\/users$/);

  await page.goto('/conta/solicitacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações de titulares' })).toBeVisible();
  const rows = page.locator('table.data-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Exclusão da conta');
  await expect(rows.nth(0)).toContainText(`Conta excluída (nº ${customer.id})`);
  await expect(rows.nth(0)).toContainText('Administrador: Gestora');
  await expect(rows.nth(1)).toContainText('Cópia dos dados');
  await main(page).getByLabel('Tipo').selectOption({ label: 'Cópia dos dados' });
  await expect(rows).toHaveCount(1);

  await page.goto(`/conta/pedidos/${order.id}`);
  await expect(page.getByText('O cliente excluiu a conta.')).toBeVisible();
  await page.goto('/conta/pedidos');
  await expect(page.locator('table.data-table tbody tr').first()).toContainText('Conta excluída');
});
