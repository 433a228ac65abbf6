import type { Page } from '@playwright/test';
import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

// The dev server compiles each function on its first call and the machine is shared: allow slow first answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

test.beforeEach(async () => {
  await resetDb();
  await seedSettings();
});

/** The account area's content (the footer has a contact form with the same labels). */
const main = (page: Page) => page.getByRole('main');

/** The data rows of the users table. */
const rows = (page: Page) => page.locator('table.data-table tbody tr');

test('an admin creates, finds, edits, resets and deletes a user', async ({ page }) => {
  const admin = await createUser({ role: 'admin', name: 'Gestora Principal' });
  await createUser({ name: 'Outra Cliente' });
  await loginAs(page, admin);
  await page.goto('/conta/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('link', { name: 'Novo usuário' }).click();
  const create = page.getByRole('button', { name: 'Criar usuário' });
  await expect(create).toBeDisabled();
  await main(page).getByLabel('Nome').fill('Beatriz Nova');
  await main(page).getByLabel('E-mail').fill('Beatriz@Exemplo.org');
  await main(page).getByLabel('Papel').selectOption({ label: 'Super' });
  await main(page).getByLabel('Senha').fill('123');
  await main(page).getByLabel('Senha').blur();
  await expect(page.getByText('O campo Senha deve ter no mínimo 6 caracteres.')).toBeVisible();
  await expect(create).toBeDisabled();
  await main(page).getByLabel('Senha').fill('segredo-forte');
  await create.click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/users$/);
  await expect(rows(page)).toHaveCount(3);

  await main(page).getByLabel('Buscar por nome ou e-mail').fill('beatriz@');
  await page.locator('.admin-toolbar').getByRole('button', { name: 'Buscar' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('beatriz@exemplo.org');
  await expect(rows(page).first()).toContainText('Super');

  await page.getByRole('link', { name: 'Editar Beatriz Nova' }).click();
  await expect(main(page).getByLabel('Nome')).toHaveValue('Beatriz Nova');
  await main(page).getByLabel('Nome').fill('Beatriz Editada');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beatriz Editada');

  await main(page).getByLabel('Nova senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida. As sessões da conta foram encerradas.')).toBeVisible();
  const login = await page.request.post('/api/auth/login', { data: { email: 'beatriz@exemplo.org', password: 'outra-senha' } });
  expect(login.status()).toBe(200);

  const remove = page.getByRole('button', { name: 'Excluir usuário' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Excluir Beatriz Editada?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Usuário excluído.')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/users$/);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('table')).not.toContainText('Beatriz');
  const [left] = await db()`select count(*)::int as n from users where email = 'beatriz@exemplo.org'`;
  expect(left.n).toBe(0);
});

test('the list filters by role and pages 20 at a time', async ({ page }) => {
  const admin = await createUser({ role: 'admin', name: 'Gestora' });
  const hash = (await db()`select password_hash from users where id = ${admin.id}`)[0].password_hash as string;
  for (let i = 1; i <= 22; i += 1) {
    await db()`insert into users (name, email, password_hash, role) values (${`Cliente ${i}`}, ${`c${i}@exemplo.org`}, ${hash}, 'user')`;
  }
  await loginAs(page, admin);
  await page.goto('/conta/users');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await main(page).getByLabel('Papel').selectOption({ label: 'Administrador' });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Gestora');
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
});

test('the self and last-admin rules show on the screen, and the API refuses anyway', async ({ page }) => {
  const admin = await createUser({ role: 'admin', name: 'Única Admin' });
  const token = await loginAs(page, admin);
  await page.goto('/conta/users');
  await expect(rows(page).first()).toContainText('(você)');
  await page.getByRole('link', { name: 'Editar Única Admin' }).click();
  const remove = page.getByRole('button', { name: 'Excluir usuário' });
  await expect(remove).toBeDisabled();
  await expect(page.getByText('Você não pode excluir a sua própria conta.')).toBeVisible();
  await expect(main(page).getByLabel('Papel')).toBeDisabled();
  await expect(page.getByText('Você não pode alterar o seu próprio papel.')).toBeVisible();
  const res = await page.request.delete(`/api/users/${admin.id}`, { headers: { authorization: `Token ${token}` } });
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toBe('Você não pode excluir a sua própria conta.');
});

test('a super sees admin accounts locked and cannot give the admin role', async ({ page }) => {
  const sup = await createUser({ role: 'super', name: 'Equipe Super' });
  const admin = await createUser({ role: 'admin', name: 'Chefe Admin' });
  await loginAs(page, sup);
  await page.goto(`/conta/users/${admin.id}/edit`);
  await expect(page.getByRole('status').filter({ hasText: 'Apenas um administrador pode criar' })).toBeVisible();
  await expect(main(page).getByLabel('Nome')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excluir usuário' })).toBeDisabled();
  await expect(main(page).getByLabel('Nova senha')).toHaveCount(0);
  await page.goto('/conta/users/new');
  await expect(page.getByRole('option', { name: 'Administrador' })).toBeDisabled();
  await expect(page.getByText('Apenas um administrador pode dar o papel de Administrador.')).toBeVisible();
});

test('a taken e-mail shows under the E-mail field of the create form', async ({ page }) => {
  const admin = await createUser({ role: 'admin', email: 'gestao@exemplo.org' });
  await loginAs(page, admin);
  await page.goto('/conta/users/new');
  await main(page).getByLabel('Nome').fill('Repetida');
  await main(page).getByLabel('E-mail').fill('GESTAO@exemplo.org');
  await main(page).getByLabel('Senha').fill('segredo-forte');
  await page.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(main(page).getByLabel('E-mail')).toHaveAccessibleDescription('Já existe uma conta com este e-mail.');
  await expect(page).toHaveURL(/\/conta\/users\/new$/);
});
