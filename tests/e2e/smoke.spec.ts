import { createUser, db, expect, hydrated, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { publishSite } from './fixtures/target';

// The platform's smoke path: what must work on the build visitors get. CI runs this file against
// `npm run preview` (E2E_TARGET=preview) as well as with the rest against `astro dev`.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async () => {
  await resetDb();
});

test('@smoke first-time setup from the built home page, then the site under its new title', async ({ page }) => {
  await publishSite();
  await page.goto('/');
  const form = await hydrated(page.getByRole('form', { name: 'Configuração inicial' }));
  await form.getByLabel('Título do site').fill('Associação Fumaça');
  await form.getByLabel('Nome do administrador').fill('Ana Admin');
  await form.getByLabel('E-mail do administrador').fill('ana@exemplo.org');
  await form.getByLabel('Senha', { exact: true }).fill('segredo1');
  await form.getByLabel('Confirmação de senha').fill('segredo1');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/conta\/settings$/, { timeout: 60_000 });
  await expect(page.getByText('Configurações cadastradas com sucesso!').first()).toBeVisible();

  await publishSite();
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('Associação Fumaça');
});

test('@smoke login and logout', async ({ page }) => {
  await seedSettings({ title: 'Site Fumaça' });
  // /login and /conta do not show the database's content: no rebuild is needed for them.
  const user = await createUser({ role: 'user', name: 'Carla Cliente' });
  await page.goto('/login');
  const login = await hydrated(page.getByRole('form', { name: 'Entrar' }));
  await login.getByLabel('E-mail').fill(user.email);
  await login.getByLabel('Senha').fill(user.password);
  await login.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
  await page.goto('/conta');
  await expect(page.getByRole('complementary').getByText('Carla Cliente')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 60_000 });
});

test('@smoke a published news item is served, and an unknown address gives the 404 page', async ({ page }) => {
  await seedSettings({
    title: 'Site Fumaça',
    features: {
      posts: { title: 'Notícias', url: '/noticias', enabled: true },
      events: { title: 'Agenda', url: '/agenda', enabled: false },
      medias: { title: 'Biblioteca', url: '/biblioteca', enabled: false },
      produtos: { title: 'Loja', url: '/loja', enabled: false },
    },
  });
  await db()`insert into posts (title, slug, body, status, published_at)
             values ('Notícia de fumaça', 'noticia-de-fumaca', '<p>Texto da notícia.</p>', 'published', now() - interval '1 hour')`;
  await publishSite();
  const item = await page.goto('/noticias/noticia-de-fumaca');
  expect(item?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Notícia de fumaça' })).toBeVisible();
  await expect(page.getByText('Texto da notícia.')).toBeVisible();

  const missing = await page.goto('/esta-pagina-nao-existe');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('@smoke the footer contact form sends a message', async ({ page }) => {
  await seedSettings({ title: 'Site Fumaça' });
  await publishSite();
  await page.goto('/');
  const form = await hydrated(page.getByRole('form', { name: 'Fale conosco' }));
  await form.getByLabel('Nome').fill('Maria Visitante');
  await form.getByLabel('E-mail').fill('maria@exemplo.org');
  await form.getByLabel('Mensagem').fill('Mensagem de fumaça.');
  const send = form.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Sua mensagem foi enviada! Entraremos em contato em breve. Obrigado!')).toBeVisible({ timeout: 60_000 });
  expect(await db()`select name, message from contacts`).toEqual([{ name: 'Maria Visitante', message: 'Mensagem de fumaça.' }]);
});

test('@smoke the manager signs in and the account area answers', async ({ page }) => {
  await seedSettings({ title: 'Site Fumaça' });
  const admin = await createUser({ role: 'admin', name: 'Gestora Fumaça' });
  await loginAs(page, admin);
  await page.goto('/conta');
  await expect(page.getByRole('complementary').getByText('Gestora Fumaça')).toBeVisible({ timeout: 60_000 });
});
