import { createUser, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

// The dev server compiles screens and functions on first use, and the machine may be busy.
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  await resetDb();
  await loginAs(page, await createUser({ role: 'admin' }));
});

test('a Portuguese override of a public label changes the public page', async ({ page }) => {
  await seedSettings();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Fale conosco' })).toBeVisible();

  await page.goto('/conta/traducoes');
  await page.getByRole('link', { name: 'Editar Português' }).click(SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Português' })).toBeVisible(SLOW);
  await expect(page.getByLabel('Código')).toBeDisabled();
  await page.getByLabel('Buscar chave ou texto').fill('contact_us');
  await expect(page.getByText('Mostrando 1 de')).toBeVisible();
  await page.getByLabel('Texto da chave contact_us').fill('Escreva para nós');
  await page.getByRole('button', { name: 'Salvar idioma' }).click();
  await expect(page.getByText('Idioma Português salvo!')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'Português' })).toBeVisible();

  // A settings save in the same visit sends the languages back: it must carry the new text, not undo it.
  await page.getByRole('complementary').getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible(SLOW);

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Escreva para nós' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Fale conosco' })).toHaveCount(0);
});

test('a language created in /conta with a translated key is offered on the site and shows that text', async ({ page }) => {
  await seedSettings();
  await page.goto('/conta/traducoes/cadastrar');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar idioma' })).toBeVisible(SLOW);
  await page.getByLabel('Código').selectOption('EN');
  await expect(page.getByRole('form', { name: 'Cadastrar idioma' }).getByLabel('Nome')).toHaveValue('English');
  await page.getByLabel('Domínios').fill('https://en.exemplo.org');
  await page.getByLabel('Domínios').blur();
  await expect(page.getByText('Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadastrar', exact: true })).toBeDisabled();
  // Without domains, the visitor chooses the language on this same address.
  await page.getByLabel('Domínios').fill('');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByText('Idioma English cadastrado! Agora traduza os textos.')).toBeVisible(SLOW);

  // The edit screen: the missing keys are marked, and "only missing" narrows the table.
  await expect(page.getByRole('heading', { level: 1, name: 'Editar English' })).toBeVisible(SLOW);
  await page.getByLabel('Mostrar só as chaves sem texto').check();
  await page.getByLabel('Buscar chave ou texto').fill('contact_us');
  const row = page.getByRole('row', { name: /contact_us/ });
  await expect(row).toContainText('Fale conosco');
  await expect(row).toContainText('Falta traduzir');
  await page.getByLabel('Texto da chave contact_us').fill('Write to us');
  await page.getByRole('button', { name: 'Salvar idioma' }).click();
  await expect(page.getByText('Idioma English salvo!')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'English' })).toBeVisible();
  await expect(page.getByText(/^1 de \d+$/).first()).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Escolher idioma' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Write to us' })).toBeVisible(SLOW);
  // Other labels fall back to the built-in English set.
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
});

test('Portuguese cannot be removed, other languages can after a confirmation', async ({ page }) => {
  await seedSettings({ translations: [{ name: 'Español', code: 'ES', domains: '', translations: {} }] });
  await page.goto('/conta/traducoes');
  await expect(page.getByRole('row', { name: /Español/ })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Excluir Português' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Excluir Español' }).click();
  await page.getByRole('dialog', { name: 'Excluir o idioma Español?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Idioma Español excluído.')).toBeVisible(SLOW);
  await expect(page.getByRole('row', { name: /Español/ })).toHaveCount(0);
});
