import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createUser, db, expect as baseExpect, hydrated as islandHydrated, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_OUTBOX_DIR } from './fixtures/env';

// Every step waits on the dev server's functions, which answer in seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The dev server of the browser tests writes its mail here (playwright.config.ts sets OUTBOX_DIR).
const OUTBOX = E2E_OUTBOX_DIR;

/** The named form, once its React island has hydrated. */
const hydrated = (page: Page, formName: string) => islandHydrated(page.getByRole('form', { name: formName }));

test.beforeEach(async () => {
  await resetDb();
  await seedSettings();
});

/** The newest mail the site wrote to an address containing `text`, waiting for it to appear. */
async function mailTo(email: string, text = 'redefinir-senha?token='): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort().reverse();
      for (const name of names) {
        const text = await readFile(join(OUTBOX, name), 'utf8');
        if (text.includes(`To: ${email}\r\n`)) return (found = text);
      }
      return '';
    })
    .toContain(text);
  return found;
}

/** A CEP of each state the tests choose (an address's CEP must be of its state). */
const CEPS: Record<string, string> = { 'Rio de Janeiro': '24020001', 'São Paulo': '13015904' };

/** Fills the address fields of a form (state first: the city list follows it), with a CEP of that state. */
async function fillAddress(form: ReturnType<Page['getByRole']>, city: { state: string; city: string }) {
  const cep = CEPS[city.state];
  await form.getByLabel('CEP').fill(cep);
  await expect(form.getByLabel('CEP')).toHaveValue(`${cep.slice(0, 5)}-${cep.slice(5)}`);
  await form.getByLabel('Número').fill('42');
  await form.getByLabel('Logradouro').fill('Rua da Conceição');
  await form.getByLabel('Bairro').fill('Centro');
  await expect(form.getByLabel('Cidade')).toBeDisabled();
  await form.getByLabel('Estado').selectOption({ label: city.state });
  await expect(form.getByLabel('Cidade')).toBeEnabled();
  await form.getByLabel('Cidade').selectOption(city.city);
}

test('registration from the login link creates a customer who lands logged in on /conta', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/cadastro$/);
  const form = await hydrated(page, 'Criar conta');
  await form.getByLabel('Nome', { exact: true }).fill('Joana Pereira');
  await form.getByLabel('CPF/CNPJ').fill('382.512.661-74');
  await form.getByLabel('CPF/CNPJ').blur();
  await expect(form.getByText('O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.')).toBeVisible();
  await form.getByLabel('CPF/CNPJ').fill('382.512.661-73');
  await form.getByLabel('Telefone').fill('(21) 98765-4321');
  await fillAddress(form, { state: 'Rio de Janeiro', city: 'Niterói' });
  await form.getByLabel('E-mail').fill('joana@exemplo.org');
  await form.getByLabel('Senha', { exact: true }).fill('segredo-123');
  await form.getByLabel('Confirmação de senha').fill('segredo-12');
  await expect(form.getByText('As senhas digitadas não conferem')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Criar conta' })).toBeDisabled();
  await form.getByLabel('Confirmação de senha').fill('segredo-123');
  await form.getByRole('button', { name: 'Criar conta' }).click();

  await expect(page).toHaveURL(/\/conta$/);
  await expect(page.getByRole('heading', { name: 'Olá, Joana Pereira!' })).toBeVisible();
  await expect(page.getByText('Seu cadastro está completo.')).toBeVisible();
  const [row] = await db()`select role, document, phone from users where email = 'joana@exemplo.org'`;
  expect(row).toEqual({ role: 'user', document: '38251266173', phone: '21987654321' });
});

test('registration takes an alphanumeric CNPJ typed with the mask in lower case; Meus dados shows it masked and edits it', async ({ page }) => {
  await page.goto('/cadastro');
  const form = await hydrated(page, 'Criar conta');
  const document = form.getByLabel('CPF/CNPJ');
  // A numeric keypad could not type the letters.
  await expect(document).not.toHaveAttribute('inputmode', 'numeric');
  await form.getByLabel('Nome', { exact: true }).fill('Cooperativa Nova Era');
  await document.pressSequentially('12.abc.345/01de-36');
  await document.blur();
  await expect(form.getByText('O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.')).toBeVisible();
  await document.fill('');
  await document.pressSequentially('12.abc.345/01de-35');
  await expect(form.getByText('O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.')).toBeHidden();
  await form.getByLabel('Telefone').fill('(21) 98765-4321');
  await fillAddress(form, { state: 'Rio de Janeiro', city: 'Niterói' });
  await form.getByLabel('E-mail').fill('nova.era@exemplo.org');
  await form.getByLabel('Senha', { exact: true }).fill('segredo-123');
  await form.getByLabel('Confirmação de senha').fill('segredo-123');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/conta$/);
  const stored = async () => (await db()`select document from users where email = 'nova.era@exemplo.org'`)[0].document;
  expect(await stored()).toBe('12ABC34501DE35');

  await page.goto('/conta/profile');
  const profile = page.getByRole('form', { name: 'Dados pessoais' });
  const field = profile.getByLabel('CPF/CNPJ (opcional)');
  await expect(field).toHaveValue('12.ABC.345/01DE-35');
  await field.fill('');
  await field.pressSequentially('rt.nuo.nzi/s0ut-52');
  await profile.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
  await expect(field).toHaveValue('RT.NUO.NZI/S0UT-52');
  expect(await stored()).toBe('RTNUONZIS0UT52');
});

test('registration refuses an e-mail that already has an account', async ({ page }) => {
  const existing = await createUser();
  await page.goto('/cadastro');
  const form = await hydrated(page, 'Criar conta');
  await form.getByLabel('Nome', { exact: true }).fill('Outra Pessoa');
  await form.getByLabel('CPF/CNPJ').fill('59976707695812');
  await form.getByLabel('Telefone').fill('1130000000');
  await fillAddress(form, { state: 'São Paulo', city: 'Campinas' });
  await form.getByLabel('E-mail').fill(existing.email);
  await form.getByLabel('Senha', { exact: true }).fill('segredo-123');
  await form.getByLabel('Confirmação de senha').fill('segredo-123');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(form.getByRole('alert')).toHaveText('Já existe uma conta com este e-mail.');
  await expect(page).toHaveURL(/\/cadastro$/);
});

test('a customer sees what the profile lacks and completes it in Meus dados', async ({ page }) => {
  const user = await createUser({ name: 'Rui Costa' });
  await loginAs(page, user);
  await page.goto('/conta');
  const status = page.getByRole('region', { name: 'Situação do cadastro' });
  await expect(status.getByRole('listitem')).toHaveText(['CPF/CNPJ', 'Telefone', 'Endereço padrão']);
  await status.getByRole('link', { name: 'Completar meus dados' }).click();
  await expect(page).toHaveURL(/\/conta\/profile$/);

  const form = page.getByRole('form', { name: 'Dados pessoais' });
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Rui Costa');
  await form.getByLabel('Nome', { exact: true }).fill('Rui Costa Lima');
  await form.getByLabel('Organização (opcional)').fill('Cooperativa Raiz');
  await form.getByLabel('CPF/CNPJ (opcional)').fill('59976707695812');
  await form.getByLabel('Telefone (opcional)').fill('11987654321');
  await form.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Área da conta' })).toContainText('Rui Costa Lima');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Dados pessoais' });
  await expect(reloaded.getByLabel('Nome', { exact: true })).toHaveValue('Rui Costa Lima');
  await expect(reloaded.getByLabel('CPF/CNPJ (opcional)')).toHaveValue('59.976.707/6958-12');
  await expect(reloaded.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321');
});

test('Meus dados asks for the current password to change the e-mail, and the old address is told', async ({ page }) => {
  const user = await createUser({ name: 'Lia Souza', email: `lia.${Date.now()}@exemplo.org` });
  const newEmail = `lia.nova.${Date.now()}@exemplo.org`;
  await loginAs(page, user);
  await page.goto('/conta/profile');
  const form = page.getByRole('form', { name: 'Dados pessoais' });
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Lia Souza');
  // The same e-mail asks for nothing more.
  await expect(form.getByLabel('Senha atual')).toHaveCount(0);
  await form.getByLabel('E-mail').fill(newEmail);
  const current = form.getByLabel('Senha atual');
  await expect(current).toBeVisible();
  await expect(form.getByRole('button', { name: 'Salvar dados' })).toBeDisabled();
  await current.fill('nao-e-esta');
  await form.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(form.getByText('A senha atual não está correta.')).toBeVisible();
  await current.fill(user.password);
  await form.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Dados atualizados com sucesso!')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveCount(0);
  const [row] = await db()`select email from users where id = ${user.id}`;
  expect(row.email).toBe(newEmail);
  const notice = await mailTo(user.email, 'foi alterado de');
  expect(notice).toContain(newEmail);
});

test('addresses: add with state -> municipality, edit, choose the default and delete after confirming', async ({ page }) => {
  const user = await createUser({ name: 'Lia Souza' });
  await loginAs(page, user);
  await page.goto('/conta/profile');
  const book = page.getByRole('region', { name: 'Endereços' });
  await expect(book.getByText('Nenhum endereço cadastrado ainda.')).toBeVisible();

  await book.getByRole('button', { name: 'Adicionar endereço' }).click();
  const add = page.getByRole('form', { name: 'Novo endereço' });
  await expect(add.getByLabel('Destinatário')).toHaveValue('Lia Souza');
  await expect(add.getByLabel('Estado').locator('option').first()).toHaveText('Selecione o estado');
  await expect(add.getByLabel('Estado').locator('option')).toHaveCount(28);
  await fillAddress(add, { state: 'Rio de Janeiro', city: 'Niterói' });
  await add.getByRole('button', { name: 'Salvar endereço' }).click();
  const first = book.getByRole('listitem').filter({ hasText: 'Rua da Conceição, 42' });
  await expect(first).toContainText('Centro - Niterói/RJ');
  await expect(first).toContainText('CEP 24020-001');
  await expect(first).toContainText('Padrão');

  // Editing: another state empties the city, whose list follows the new state.
  await first.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('form', { name: 'Editar endereço' });
  await expect(edit.getByLabel('Cidade')).toHaveValue('Niterói');
  await edit.getByLabel('Estado').selectOption({ label: 'Minas Gerais' });
  await expect(edit.getByLabel('Cidade')).toHaveValue('');
  await expect(edit.getByLabel('Cidade').locator('option', { hasText: 'Niterói' })).toHaveCount(0);
  await edit.getByLabel('Cidade').selectOption('Belo Horizonte');
  // The CEP of Niterói is not of Minas Gerais: the form says so on the CEP until a CEP of the state is typed.
  const cep = edit.getByLabel('CEP');
  await expect(cep).toHaveAccessibleDescription('O campo CEP pertence ao estado RJ, não a MG. Confira o CEP e o Estado.');
  await expect(edit.getByRole('button', { name: 'Salvar endereço' })).toBeDisabled();
  await cep.fill('30160011');
  await expect(cep).not.toHaveAccessibleDescription(/pertence/);
  await edit.getByLabel('Logradouro').fill('Rua da Bahia');
  await edit.getByRole('button', { name: 'Salvar endereço' }).click();
  const edited = book.getByRole('listitem').filter({ hasText: 'Rua da Bahia, 42' });
  await expect(edited).toContainText('Centro - Belo Horizonte/MG');

  // A second address, then the default moves to it.
  await book.getByRole('button', { name: 'Adicionar endereço' }).click();
  const second = page.getByRole('form', { name: 'Novo endereço' });
  await fillAddress(second, { state: 'São Paulo', city: 'Campinas' });
  await second.getByLabel('Logradouro').fill('Avenida Brasil');
  await second.getByRole('button', { name: 'Salvar endereço' }).click();
  const other = book.getByRole('listitem').filter({ hasText: 'Avenida Brasil, 42' });
  await expect(other).not.toContainText('Padrão');
  await other.getByRole('button', { name: 'Tornar padrão' }).click();
  await expect(other).toContainText('Padrão');
  await expect(edited).not.toContainText('Padrão');

  // Deleting asks first; cancelling keeps it.
  await edited.getByRole('button', { name: 'Excluir' }).click();
  await expect(edited.getByRole('alert')).toContainText('Excluir o endereço Rua da Bahia, 42?');
  await edited.getByRole('button', { name: 'Cancelar' }).click();
  await edited.getByRole('button', { name: 'Excluir' }).click();
  await edited.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Endereço excluído.')).toBeVisible();
  await expect(book.getByRole('listitem')).toHaveCount(1);
  const rows = await db()`select street, is_default from addresses order by id`;
  expect(rows).toEqual([{ street: 'Avenida Brasil', is_default: true }]);
});

test('password reset through the outbox: the mailed link sets a new password that logs in', async ({ page }) => {
  const user = await createUser({ email: `reset.${Date.now()}@exemplo.org` });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/esqueci-minha-senha$/);
  await (await hydrated(page, 'Esqueci minha senha')).getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail');

  const mail = await mailTo(user.email);
  const link = /(\/redefinir-senha\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  await page.goto(link);
  const form = await hydrated(page, 'Criar nova senha');
  await form.getByLabel('Nova senha').fill('nova-senha-456');
  await form.getByLabel('Confirmação de senha').fill('nova-senha-456');
  await form.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();

  const login = await hydrated(page, 'Entrar');
  await login.getByLabel('E-mail').fill(user.email);
  await login.getByLabel('Senha').fill('nova-senha-456');
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/conta');
  await expect(page.getByRole('heading', { name: `Olá, ${user.name}!` })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
});
