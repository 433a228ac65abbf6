import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

const SECRET = 'codigo-secreto-e2e-987';

test.beforeEach(async () => {
  await resetDb();
  // The shop on: a super manages its settings only while it is (an admin always).
  await seedSettings({ features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled: true } } });
});

test('an admin sets up shipping and the rate table; the Correios access code is never shown back', async ({ page }) => {
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da loja' })).toBeVisible();

  const cep = page.getByLabel('CEP de origem');
  await cep.fill('01310100');
  await expect(cep).toHaveValue('01310-100');
  await page.getByLabel('Peso da embalagem (g)').fill('250');
  await page.getByLabel('Prazo de manuseio (dias)').fill('2');
  await page.getByLabel('Nome exibido de PAC (04510)').fill('Econômico');

  await expect(page.getByText('Nenhuma linha: sem linhas, a tabela não oferece frete.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar linha' }).click();
  await expect(page.getByLabel('Estados da linha 1')).toBeFocused();
  await page.getByLabel('Estados da linha 1').fill('sp, rj');
  await page.getByLabel('Peso até (g) da linha 1').fill('1000');
  const price = page.getByLabel('Preço (R$) da linha 1');
  await price.fill('abc');
  await price.blur();
  await expect(page.getByText('O campo Preço deve ser um valor em reais, como 23,45.')).toBeVisible();
  await price.fill('19,90');
  await page.getByLabel('Prazo (dias) da linha 1').fill('4');
  await page.getByRole('button', { name: 'Adicionar linha' }).click();
  await page.getByLabel('Serviço da linha 2').selectOption({ label: 'SEDEX' });
  await page.getByLabel('CEP inicial da linha 2').fill('01000000');
  await expect(page.getByLabel('CEP inicial da linha 2')).toHaveValue('01000-000');
  await page.getByLabel('CEP final da linha 2').fill('05999999');
  await page.getByLabel('Peso até (g) da linha 2').fill('5000');
  await page.getByLabel('Preço (R$) da linha 2').fill('25');
  await page.getByLabel('Prazo (dias) da linha 2').fill('1');

  await page.getByLabel('Provedor').selectOption({ label: 'Correios (contrato)' });
  await expect(page.getByText('Informe o código de acesso para usar o contrato dos Correios.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar configurações da loja' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Usuário (Meu Correios)').fill('loja-e2e');
  await page.getByLabel('Código de acesso').fill(SECRET);
  await page.getByLabel('Número do contrato').fill('9912345678');
  await page.getByLabel('Cartão de postagem').fill('0076543210');
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();

  const [row] = await db()`select origin_cep, packaging_weight_g, provider, correios_access_code, services from shop_settings`;
  expect(row).toMatchObject({ origin_cep: '01310100', packaging_weight_g: 250, provider: 'correios', correios_access_code: SECRET });
  expect(row.services[0]).toMatchObject({ code: '04510', name: 'Econômico' });
  const rates = await db()`select service, states, cep_start, cep_end, max_weight_g, price_cents, days from shipping_rates order by position`;
  expect(rates).toEqual([
    { service: '04510', states: ['SP', 'RJ'], cep_start: null, cep_end: null, max_weight_g: 1000, price_cents: 1990, days: 4 },
    { service: '04014', states: [], cep_start: '01000000', cep_end: '05999999', max_weight_g: 5000, price_cents: 2500, days: 1 },
  ]);

  // After the save and after a reload, the credential fields are empty and only say that a value is stored.
  await expect(page.getByLabel('Código de acesso')).toHaveValue('');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/shop/settings') && response.request().method() === 'GET');
  await page.reload();
  expect(await (await answer).text()).not.toContain(SECRET);
  await expect(page.getByLabel('Preço (R$) da linha 1')).toHaveValue('19,90');
  for (const label of ['Usuário (Meu Correios)', 'Código de acesso', 'Número do contrato', 'Cartão de postagem']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect(page.getByText('Salvo. Deixe em branco para manter.')).toHaveCount(4);
  expect(await page.content()).not.toContain(SECRET);

  // Saving again with the credentials left empty keeps them; a removed row is gone.
  await page.getByRole('button', { name: 'Remover a linha 2' }).click();
  await page.getByRole('button', { name: 'Salvar configurações da loja' }).click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  await expect.poll(async () => (await db()`select count(*)::int as n from shipping_rates`)[0].n).toBe(1);
  expect((await db()`select correios_access_code from shop_settings`)[0].correios_access_code).toBe(SECRET);
});

test('pickup and free shipping: their rules are checked on the form before saving', async ({ page }) => {
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta/shop');
  await page.getByLabel('CEP de origem').fill('20040-020');
  await page.getByLabel('Oferecer retirada (grátis)').check();
  await page.getByLabel('Endereço de retirada').focus();
  await page.getByLabel('Endereço de retirada').blur();
  await expect(page.getByText('Informe o endereço de retirada.')).toBeVisible();
  await page.getByLabel('Endereço de retirada').fill('Rua do Ouvidor, 50 — Centro, Rio de Janeiro/RJ');

  await page.getByLabel('Oferecer frete grátis').check();
  await page.getByLabel('Pedido mínimo (R$)').fill('199,90');
  await page.getByRole('group', { name: 'Serviços com frete grátis' }).getByLabel('PAC').check();
  await page.getByLabel('Estados', { exact: true }).fill('RJ, es');
  await page.getByRole('button', { name: 'Salvar configurações da loja' }).click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  const [row] = await db()`select pickup, free_shipping from shop_settings`;
  expect(row).toEqual({
    pickup: { enabled: true, name: 'Retirar no local', address: 'Rua do Ouvidor, 50 — Centro, Rio de Janeiro/RJ' },
    free_shipping: { enabled: true, min_subtotal_cents: 19_990, services: ['04510'], states: ['RJ', 'ES'] },
  });
});

test('an admin sets up Mercado Pago: a method needs both secrets, which are never shown back, and can be removed', async ({ page, baseURL }) => {
  const token = 'APP_USR-e2e-token-4242';
  const webhookSecret = 'assinatura-e2e-5151';
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/shop');
  await page.getByLabel('CEP de origem').fill('01310100');
  const panel = page.getByRole('group', { name: 'Mercado Pago' });
  await expect(panel.getByText(`${baseURL}/api/payments/mercadopago`)).toBeVisible();

  // Turning a method on (from the keyboard) without the secrets names each missing one at once; the form cannot be saved.
  await page.getByLabel('Pix pelo Mercado Pago').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Pix pelo Mercado Pago')).toBeChecked();
  await expect(page.getByText('Informe o access token do Mercado Pago para oferecer pagamentos por ele.')).toBeVisible();
  await expect(page.getByText('Informe a assinatura secreta do webhook: sem ela, as notificações do Mercado Pago são recusadas.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar configurações da loja' });
  await expect(save).toBeDisabled();

  const tokenField = page.getByLabel('Access token');
  const secretField = page.getByLabel('Assinatura secreta do webhook');
  await expect(tokenField).toHaveAttribute('type', 'password');
  await tokenField.fill(token);
  await secretField.fill(webhookSecret);
  await expect(page.getByText('Informe o access token do Mercado Pago para oferecer pagamentos por ele.')).toBeHidden();
  await page.getByLabel('Prazo para pagamento do Pix (dias)').fill('2');
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  const [row] = await db()`select payments, mercadopago_access_token, mercadopago_webhook_secret from shop_settings`;
  expect(row).toMatchObject({ mercadopago_access_token: token, mercadopago_webhook_secret: webhookSecret });
  expect(row.payments).toMatchObject({ mercadopago_pix: { enabled: true, window_days: 2 }, mercadopago_checkout: { enabled: false, window_days: 3 } });

  // After a reload the secret fields are empty and only say that a value is stored; neither value reaches the browser.
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/shop/settings') && response.request().method() === 'GET');
  await page.reload();
  const body = await (await answer).text();
  expect(body).not.toContain(token);
  expect(body).not.toContain(webhookSecret);
  await expect(page.getByLabel('Pix pelo Mercado Pago')).toBeChecked();
  await expect(tokenField).toHaveValue('');
  await expect(secretField).toHaveValue('');
  await expect(panel.getByText('Salvo. Deixe em branco para manter.')).toHaveCount(2);
  const html = await page.content();
  expect(html).not.toContain(token);
  expect(html).not.toContain(webhookSecret);

  // Removing them while a method is on is refused on the form; with the methods off it clears both.
  await page.getByLabel('Remover credenciais do Mercado Pago').check();
  await expect(page.getByText('Informe o access token do Mercado Pago para oferecer pagamentos por ele.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Pix pelo Mercado Pago').uncheck();
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  await expect
    .poll(async () => (await db()`select mercadopago_access_token, mercadopago_webhook_secret from shop_settings`)[0])
    .toEqual({ mercadopago_access_token: null, mercadopago_webhook_secret: null });
  await expect(panel.getByText('Não informado.')).toHaveCount(2);
  await expect(page.getByLabel('Remover credenciais do Mercado Pago')).toHaveCount(0);
});

test('an admin caps the card installments and turns boleto on with its business days', async ({ page }) => {
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/shop');
  await page.getByLabel('CEP de origem').fill('01310100');
  const installments = page.getByLabel('Máximo de parcelas no cartão');
  await expect(installments).toHaveValue('12');
  await expect(page.getByLabel('Boleto bancário (Checkout Pro)')).not.toBeChecked();
  await expect(page.getByLabel('Prazo do boleto (dias úteis)')).toHaveValue('3');

  // 13 is refused on the form, under its field.
  await installments.fill('13');
  await installments.blur();
  await expect(page.getByText('O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar configurações da loja' });
  await expect(save).toBeDisabled();

  await installments.fill('6');
  await page.getByLabel('Boleto bancário (Checkout Pro)').focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Prazo do boleto (dias úteis)').fill('4');
  await save.click();
  await expect(page.getByText('Configurações da loja salvas!').first()).toBeVisible();
  const [row] = await db()`select payments from shop_settings`;
  expect(row.payments.mercadopago_checkout).toMatchObject({ max_installments: 6, boleto_enabled: true, boleto_window_days: 4 });

  await page.reload();
  await expect(page.getByLabel('Máximo de parcelas no cartão')).toHaveValue('6');
  await expect(page.getByLabel('Boleto bancário (Checkout Pro)')).toBeChecked();
  await expect(page.getByLabel('Prazo do boleto (dias úteis)')).toHaveValue('4');
});
