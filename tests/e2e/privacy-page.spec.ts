import type { Locator, Page } from '@playwright/test';
import { productSchema } from '../../src/lib/schemas/product';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { encodeCart } from '../../src/lib/shop/cart';
import { createProduct } from '../../src/server/shop/catalog/products';
import { saveShopSettings } from '../../src/server/shop/config/shop-settings';
import { shopBody } from '../helpers/shop';
import { createUser, db, expect as baseExpect, hydrated, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';
import { publishSite } from './fixtures/target';

// The LGPD's privacy policy: the admin picks one of the site's pages in /conta/settings; the forms that send personal
// data (the footer's contact form, the registration, the checkout) then link it, in the visitor's language.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const SLUG = 'politica-de-privacidade';
const SHOP_ON = { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } };
const ENGLISH = [{ name: 'English', code: 'EN', domains: '', translations: {} }];

test.beforeEach(async () => {
  await resetDb();
});

/** Stores a published page (a draft when told). */
async function page_(slug: string, title: string, status: 'published' | 'draft' = 'published') {
  await db()`
    insert into pages (title, slug, status, blocks)
    values (${title}, ${slug}, ${status}, ${db().json([{ id: 'b1', type: 'rich_text', html: '<p>Texto</p>' }] as never)})`;
}

/** The privacy line under a form: its words, and the link to the policy opening in a new tab. */
async function expectPrivacyLine(scope: Locator, lead: string, link = 'Política de privacidade') {
  const line = scope.locator('.privacy-notice');
  await expect(line).toContainText(lead);
  const anchor = line.getByRole('link', { name: new RegExp(`^${link}`) });
  await expect(anchor).toHaveAttribute('href', `/${SLUG}`);
  await expect(anchor).toHaveAttribute('target', '_blank');
}

test('the admin picks the privacy page and the contact retention in /conta/settings; a page gone meanwhile is refused under its field', async ({ page }) => {
  await seedSettings();
  await page_('sobre', 'Sobre nós');
  await page_(SLUG, 'Política de privacidade');
  await page_('rascunho', 'Texto em preparo', 'draft');
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/settings');

  const choice = page.getByRole('combobox', { name: 'Política de privacidade' });
  await expect(choice).toHaveValue('');
  await expect(choice.locator('option')).toHaveText(['Nenhuma', 'Política de privacidade', 'Sobre nós', 'Texto em preparo (rascunho)']);
  await choice.selectOption({ label: 'Política de privacidade' });
  const months = page.getByLabel('Guardar mensagens de contato (meses)');
  await expect(months).toHaveValue('24');
  await months.fill('0');
  await months.blur();
  await expect(page.getByText('O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar configurações' })).toBeDisabled();
  await months.fill('36');
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!').first()).toBeVisible();
  const [saved] = await db()<{ privacy_page: string; contact_retention_months: number }[]>`
    select privacy_page, contact_retention_months from settings`;
  expect(saved).toEqual({ privacy_page: SLUG, contact_retention_months: 36 });

  // Another page chosen, deleted before the save: the server's 422 shows under the field, nothing is saved.
  await choice.selectOption({ label: 'Sobre nós' });
  await db()`delete from pages where slug = 'sobre'`;
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('O campo Política de privacidade deve ser uma página do site.')).toBeVisible();
  await expect(choice).toHaveAttribute('aria-invalid', 'true');
  expect((await db()`select privacy_page from settings`)[0].privacy_page).toBe(SLUG);

  // "Nenhuma" takes the link away.
  await choice.selectOption({ label: 'Nenhuma' });
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect.poll(async () => (await db()`select privacy_page from settings`)[0].privacy_page).toBeNull();
});

test('the registration links the privacy page, in the visitor\'s language; without one it says nothing', async ({ page, context }) => {
  await seedSettings({ privacy_page: SLUG, translations: ENGLISH });
  await page_(SLUG, 'Política de privacidade');
  await page.goto('/cadastro');
  const form = await hydrated(page.getByRole('form', { name: 'Criar conta' }));
  await expectPrivacyLine(form, 'Ao criar sua conta, você concorda com a Política de privacidade (abre em nova aba).');

  await context.addCookies([{ name: 'currentLocale', value: 'EN', url: E2E_BASE_URL }]);
  await page.goto('/cadastro');
  const english = page.getByRole('form', { name: 'Create account' });
  await expectPrivacyLine(english, 'By creating your account, you agree to the Privacy policy (opens in a new tab).', 'Privacy policy');

  await db()`update settings set privacy_page = null`;
  await context.clearCookies();
  await page.goto('/cadastro');
  await expect(page.getByRole('form', { name: 'Criar conta' })).toBeVisible();
  await expect(page.locator('.privacy-notice')).toHaveCount(0);
});

// Footer.astro passes privacyHref={privacyPageHref(settings)} to ContactForm.
test('the footer\'s contact form links the privacy page', async ({ page }) => {
  await seedSettings({ privacy_page: SLUG });
  await page_(SLUG, 'Política de privacidade');
  await page.goto('/');
  const form = await hydrated(page.getByRole('form', { name: 'Fale conosco' }));
  await expectPrivacyLine(form, 'Ao enviar, você concorda com a Política de privacidade');
});

/** A shop with one product in the visitor's cart, on the checkout page. */
async function openCheckout(page: Page) {
  await saveShopSettings(db(), shopBody({ payments: { pix_manual: { enabled: true, instructions: 'Pix para a chave loja@e2e.org.', window_days: 3 } } }));
  const mug = await createProduct(db(), productSchema.parse({ name: 'Caneca', status: 'published', price_cents: 3490, stock: 5, weight_g: 300, height_cm: 3, width_cm: 16, length_cm: 23 }));
  await publishSite();
  await page.context().addCookies([{ name: 'cart', value: encodeCart([{ product_id: Number(mug.id), quantity: 1 }]), url: E2E_BASE_URL }]);
  await page.goto('/loja/finalizar-pedido', { timeout: 90_000 });
}

test('the checkout links the privacy page above "Confirmar pedido" and under its registration form, with no checkbox', async ({ page, context }) => {
  await seedSettings({ features: SHOP_ON, privacy_page: SLUG, translations: ENGLISH });
  await page_(SLUG, 'Política de privacidade');
  await openCheckout(page);

  // A visitor not logged in registers inside the checkout: the same line as /cadastro.
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const register = page.getByRole('form', { name: 'Criar conta' });
  await expectPrivacyLine(register, 'Ao criar sua conta, você concorda com a Política de privacidade');

  await loginAs(page, await createUser({ name: 'Bia Lima' }));
  await page.reload();
  await expect(page.getByText('Você está comprando como Bia Lima')).toBeVisible();
  const review = page.getByRole('region', { name: /Revisão/ });
  await expectPrivacyLine(review, 'Ao finalizar o pedido, você concorda com a Política de privacidade (abre em nova aba).');
  await expect(review.getByRole('checkbox')).toHaveCount(0);
  await expect(review.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();

  await context.addCookies([{ name: 'currentLocale', value: 'EN', url: E2E_BASE_URL }]);
  await page.reload();
  await expectPrivacyLine(page.locator('.checkout'), 'By placing the order, you agree to the Privacy policy (opens in a new tab).', 'Privacy policy');
});
