import { expect, hydrated, resetDb, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

test.describe('first-time setup', () => {
  test('registers the site, logs the administrator in and lands on /conta/settings', async ({ page }) => {
    await page.goto('/');
    const form = await hydrated(page.getByRole('form', { name: 'Configuração inicial' }));
    const submit = form.getByRole('button', { name: 'Cadastrar' });
    await expect(submit).toBeDisabled();

    await form.getByLabel('Título do site').fill('Associação Primeira');
    await form.getByLabel('Nome do administrador').fill('Ana Admin');
    await form.getByLabel('E-mail do administrador').fill('ana@exemplo.org');
    await form.getByLabel('Senha', { exact: true }).fill('segredo1');
    await form.getByLabel('Confirmação de senha').fill('segredo1');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/conta\/settings$/);
    await expect(page.getByText('Configurações cadastradas com sucesso!').first()).toBeVisible();
    // Logged in as the new administrator: the account frame names them with the admin role label.
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText('Ana Admin')).toBeVisible();
    await expect(sidebar.getByText('Administrador')).toBeVisible();
    await expect(page.getByLabel('Título do site')).toHaveValue('Associação Primeira');
  });

  test('shows the spec messages: required fields, short password, and the mismatch warning', async ({ page }) => {
    await page.goto('/');
    const form = await hydrated(page.getByRole('form', { name: 'Configuração inicial' }));
    const title = form.getByLabel('Título do site');
    await title.focus();
    await title.blur();
    await expect(form.getByText('O campo Título do site é obrigatório.')).toBeVisible();

    await form.getByLabel('Senha', { exact: true }).fill('123');
    await expect(form.getByText('O campo Senha deve ter no mínimo 6 caracteres.')).toBeVisible();

    await form.getByLabel('Título do site').fill('Associação');
    await form.getByLabel('Nome do administrador').fill('Ana');
    await form.getByLabel('E-mail do administrador').fill('ana@exemplo.org');
    await form.getByLabel('Senha', { exact: true }).fill('segredo1');
    await form.getByLabel('Confirmação de senha').fill('segredo2');
    await expect(form.getByText('As senhas digitadas não conferem')).toBeVisible();
    // The mismatch alone does not block submission (spec section 5).
    await expect(form.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });

  test('says how to configure SITE_URL when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/settings', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><p>Not found</p>' }));
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Não foi possível acessar a API do site');
    await expect(page.getByRole('alert')).toContainText('SITE_URL');
  });
});
