import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createProduct } from '../../src/server/shop/catalog/products';
import { axe } from './fixtures/axe';
import { createUser, db, expect, hydrated, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL, E2E_OUTBOX_DIR } from './fixtures/env';
import { publishSite } from './fixtures/target';

// "Avise-me quando chegar": a sold-out choice on the product page offers the alert (a logged-in
// customer's e-mail filled in), the subscription is stored and confirmed by the link mailed to it (double opt-in);
// the admin's restock mails the subscriber once, and the e-mail's unsubscribe link asks to confirm and then removes
// the alert.
test.slow();

const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const BOX = { weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23, package_format: 1 };
const SHIRT = {
  name: 'Camiseta Aurora',
  status: 'published' as const,
  price_cents: 5990,
  ...BOX,
  options: ['Tamanho'],
};

async function openProduct(page: Page, slug: string) {
  await page.goto(`/loja/${slug}`, { timeout: 90_000 });
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}

/** The mails written to `to` so far (this worker's outbox): the back-in-stock ones, or those holding `part`. */
async function mailsTo(to: string, part = 'List-Unsubscribe-Post'): Promise<string[]> {
  const names = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  const mails = await Promise.all(names.filter((n) => n.endsWith('.eml')).map((n) => readFile(join(E2E_OUTBOX_DIR, n), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${to}`) && mail.includes(part));
}

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Loja E2E', features: SHOP_ON });
});

test('a customer asks to be told when a sold-out size arrives; the restock mails once; the link unsubscribes', async ({ page, browser }) => {
  const product = await createProduct(
    db(),
    productSchema.parse({ ...SHIRT, variants: [{ option_values: ['P'], stock: 2 }, { option_values: ['M'], stock: 0 }] }),
  );
  const [small, medium] = product.variants;
  const customer = await createUser({ email: `cliente-${Date.now()}@exemplo.org` });
  const admin = await createUser({ role: 'admin' });
  await publishSite();
  await loginAs(page, customer);
  await openProduct(page, product.slug);

  const alert = page.getByRole('form', { name: 'Avise-me quando chegar' });
  await expect(alert).toBeHidden();
  await page.getByLabel('Tamanho').selectOption('P');
  await expect(alert).toBeHidden();
  await page.getByLabel('Tamanho').selectOption('M');
  await expect(page.locator('#product-stock')).toHaveText('Esgotado');
  await expect(alert).toBeVisible();
  await hydrated(alert);
  // The session's e-mail, filled in by the page's script; sending waits for the consent.
  const email = alert.getByLabel('Seu e-mail');
  await expect(email).toHaveValue(customer.email);
  const send = alert.getByRole('button', { name: 'Avise-me' });
  await expect(send).toBeDisabled();
  await alert.getByLabel('Concordo em receber um único e-mail quando este produto voltar ao estoque.').check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(alert.getByRole('status')).toHaveText(
    `Quase lá: enviamos um e-mail para ${customer.email}. Abra o link dele para confirmar o aviso.`,
  );
  const rows = await db()<{ variant_id: string; email: string }[]>`select variant_id::text as variant_id, email from stock_alerts`;
  expect(rows).toEqual([{ variant_id: medium.id, email: customer.email }]);

  // The confirmation mailed to that address asks first; its button confirms the sign-up.
  const confirmPart = '/api/stock-alerts/confirm?token=';
  await expect.poll(async () => (await mailsTo(customer.email, confirmPart)).length, { timeout: 20_000 }).toBe(1);
  const [confirmation] = await mailsTo(customer.email, confirmPart);
  const confirmLink = /(https?:\/\/\S+\/api\/stock-alerts\/confirm\?token=[A-Za-z0-9_-]+)/.exec(confirmation)?.[1] ?? '';
  await page.goto(confirmLink);
  await expect(page.getByText(`Receber em ${customer.email} um único e-mail quando o produto voltar ao estoque?`)).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar o aviso' }).click();
  await expect(page.getByRole('status')).toContainText(`avisaremos ${customer.email} quando o produto voltar ao estoque.`);

  // The admin sees who waits on the product's edit screen, then puts 5 of M back: one e-mail with the product's link.
  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const adminPage = await adminContext.newPage();
  const token = await loginAs(adminPage, admin);
  await adminPage.goto(`/conta/produtos/${product.id}/edit`, { timeout: 90_000 });
  const waitingPanel = adminPage.getByRole('region', { name: 'Avise-me quando chegar' });
  await expect(waitingPanel.getByTestId('stock-alerts-waiting')).toHaveText('1 pessoa espera este produto voltar ao estoque.', { timeout: 30_000 });
  await expect(waitingPanel.getByRole('listitem')).toHaveText(['M: 1']);
  await adminContext.close();
  const save = await page.request.put(`/api/products/${product.id}`, {
    headers: { authorization: `Token ${token}` },
    data: {
      ...SHIRT,
      slug: product.slug,
      variants: [
        { option_values: ['P'], stock: 2, stock_expected: small.stock },
        { option_values: ['M'], stock: 5, stock_expected: 0 },
      ],
    },
  });
  expect(save.status()).toBe(200);
  await expect.poll(async () => (await mailsTo(customer.email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(customer.email);
  expect(mail).toContain(`/loja/${product.slug}`);
  const link = /(https?:\/\/\S+\/api\/stock-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');

  // The link asks first; the button removes the alert.
  await page.goto(link);
  await expect(page.getByText(`Não enviar mais avisos de estoque para ${customer.email}?`)).toBeVisible();
  expect(await db()`select id from stock_alerts`).toHaveLength(1);
  await page.getByRole('button', { name: 'Cancelar os avisos' }).click();
  await expect(page.getByRole('status')).toContainText(`${customer.email} não receberá mais avisos de estoque desta loja.`);
  expect(await db()`select id from stock_alerts`).toHaveLength(0);
});

test('a visitor on a sold-out product sees the field errors, then subscribes', async ({ page }) => {
  const product = await createProduct(db(), productSchema.parse({ ...SHIRT, name: 'Caneca Esgotada', options: [], stock: 0 }));
  await publishSite();
  await openProduct(page, product.slug);
  const alert = page.getByRole('form', { name: 'Avise-me quando chegar' });
  await expect(alert).toBeVisible();
  await hydrated(alert);
  const email = alert.getByLabel('Seu e-mail');
  await expect(email).toHaveValue('');
  await email.fill('visitante');
  await email.blur();
  await expect(alert.getByText('O campo E-mail deve ser um e-mail válido.')).toBeVisible();
  // The form as shown, with its error, passes axe (no serious or critical violation).
  const results = await axe(page).include('#product-alert').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await email.fill('visitante@exemplo.org');
  await alert.getByRole('checkbox').check();
  await alert.getByRole('button', { name: 'Avise-me' }).click();
  await expect(alert.getByRole('status')).toHaveText(
    'Quase lá: enviamos um e-mail para visitante@exemplo.org. Abra o link dele para confirmar o aviso.',
  );
  await expect(email).toHaveValue('');
  const rows = await db()<{ variant_id: string | null; email: string }[]>`select variant_id, email from stock_alerts`;
  expect(rows).toEqual([{ variant_id: null, email: 'visitante@exemplo.org' }]);
});
