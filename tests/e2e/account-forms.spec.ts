import type { Page, Route } from '@playwright/test';
import { E2E_BASE_URL } from './fixtures/env';
import { createUser, expect, hydrated, resetDb, seedSettings, test } from './fixtures/db';

// The public account forms are plain HTML and small scripts (src/components/account, src/client/light-form.ts):
// what the React islands did that the other specs do not check, and that the pages load no React.
test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
});

const loginForm = async (page: Page) => {
  await page.goto('/login');
  return hydrated(page.getByRole('form', { name: 'Entrar' }));
};

const answer422 = (message: string, errors: Record<string, string[]>) => (route: Route) =>
  route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message, errors }) });

test('@smoke /login loads no React: no island and no react chunk requested', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await loginForm(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /react|jsx-runtime|client\.[\w-]+\.js/i.test(url))).toEqual([]);
});

test('@smoke the account pages have a meta description', async ({ page }) => {
  const pages: [string, string][] = [
    ['/login', 'Entre na sua conta para acompanhar seus pedidos e seus dados.'],
    ['/cadastro', 'Crie sua conta para comprar na loja e acompanhar seus pedidos.'],
    ['/esqueci-minha-senha', 'Esqueceu a senha? Receba por e-mail um link para criar uma nova.'],
    ['/redefinir-senha', 'Crie uma nova senha para a sua conta a partir do link recebido por e-mail.'],
  ];
  for (const [path, description] of pages) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  }
});

test('a field shows its first error once left, and the submit stays disabled while the form is invalid', async ({ page }) => {
  const form = await loginForm(page);
  const submit = form.getByRole('button', { name: 'Entrar' });
  const email = form.getByLabel('E-mail');
  await expect(submit).toBeDisabled();
  await expect(form.getByText('O campo E-mail é obrigatório.')).toHaveCount(0);

  await email.focus();
  await email.blur();
  await expect(form.getByText('O campo E-mail é obrigatório.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('O campo E-mail é obrigatório.');

  await email.fill('ana@exemplo.org');
  await expect(email).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(submit).toBeDisabled();
  await form.getByLabel('Senha').fill('segredo');
  await expect(submit).toBeEnabled();
});

test("shows a 422's field error on its field until that field changes, and the message in the alert", async ({ page }) => {
  const form = await loginForm(page);
  await page.route('**/api/auth/login', answer422('Dados inválidos.', { email: ['O e-mail foi recusado pelo servidor.'] }));
  await form.getByLabel('E-mail').fill('ana@exemplo.org');
  await form.getByLabel('Senha').fill('segredo');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dados inválidos.');
  const email = form.getByLabel('E-mail');
  await expect(email).toHaveAccessibleDescription('O e-mail foi recusado pelo servidor.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('ana2@exemplo.org');
  await expect(form.getByText('O e-mail foi recusado pelo servidor.')).toHaveCount(0);
});

test('the button says it is logging in while the request runs; a network failure says so and keeps what was typed', async ({ page }) => {
  const form = await loginForm(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.abort();
  });
  await form.getByLabel('E-mail').fill('ana@exemplo.org');
  await form.getByLabel('Senha').fill('segredo');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('button', { name: 'Entrando…' })).toBeDisabled();
  release();
  await expect(form.getByRole('alert')).toHaveText('Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.');
  await expect(form.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(form.getByLabel('E-mail')).toHaveValue('ana@exemplo.org');
});

test('the form speaks the chosen language: labels, button and the network message', async ({ page, context }) => {
  await context.addCookies([{ name: 'currentLocale', value: 'EN', url: E2E_BASE_URL }]);
  await page.goto('/login');
  const form = await hydrated(page.getByRole('form', { name: 'Sign in' }));
  await page.route('**/api/auth/login', (route) => route.abort());
  await form.getByLabel('E-mail').fill('ana@exemplo.org');
  await form.getByLabel('Password').fill('segredo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Could not reach the server. Check your connection and try again.');
});

test('registration shows a 422 on its field (the city) and the city select follows the state', async ({ page }) => {
  await page.goto('/cadastro');
  const form = await hydrated(page.getByRole('form', { name: 'Criar conta' }));
  const city = form.getByLabel('Cidade');
  await expect(city).toBeDisabled();
  await expect(city.locator('option').first()).toHaveText('Escolha o estado primeiro');
  await expect(form.getByText('Preencha corretamente os campos destacados para continuar.')).toBeVisible();
  await form.getByLabel('Nome', { exact: true }).fill('Joana Pereira');
  await form.getByLabel('CPF/CNPJ').fill('382.512.661-73');
  await form.getByLabel('Telefone').fill('(21) 98765-4321');
  // A CEP of Minas Gerais, the state finally chosen (an address's CEP must be of its state).
  await form.getByLabel('CEP').fill('30160011');
  await form.getByLabel('Número').fill('42');
  await form.getByLabel('Logradouro').fill('Rua da Conceição');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByLabel('Estado').selectOption({ label: 'Rio de Janeiro' });
  await expect(city).toBeEnabled();
  await city.selectOption('Niterói');
  await form.getByLabel('Estado').selectOption({ label: 'Minas Gerais' });
  await expect(city).toHaveValue('');
  await expect(city.locator('option', { hasText: 'Niterói' })).toHaveCount(0);
  await city.selectOption('Belo Horizonte');
  await form.getByLabel('E-mail').fill('joana@exemplo.org');
  await form.getByLabel('Senha', { exact: true }).fill('segredo-123');
  await form.getByLabel('Confirmação de senha').fill('segredo-123');
  await expect(form.getByText('Preencha corretamente os campos destacados para continuar.')).toBeHidden();

  let sent: Record<string, unknown> = {};
  await page.route('**/api/auth/register', (route) => {
    sent = route.request().postDataJSON();
    return answer422('Dados inválidos.', { city: ['O campo Cidade deve ser um município do estado escolhido.'] })(route);
  });
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(city).toHaveAccessibleDescription('O campo Cidade deve ser um município do estado escolhido.');
  await expect(form.getByRole('alert')).toHaveText('Dados inválidos.');
  expect(sent).toMatchObject({ document: '38251266173', phone: '21987654321', cep: '30160011', state: 'MG', organization: null });
});

test('a reset address without a valid token offers a new link instead of the form', async ({ page }) => {
  await page.goto('/redefinir-senha?token=curto');
  await expect(page.getByRole('alert')).toContainText('Este endereço não traz um link de redefinição válido.');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Criar nova senha' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/redefinir-senha$/);
});

test('without JavaScript the login form cannot send credentials in the address', async ({ browser }) => {
  const user = await createUser();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Entrar' });
  await expect(form).toHaveAttribute('method', 'post');
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Senha').fill(user.password);
  await expect(form.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  await form.getByLabel('Senha').press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});
