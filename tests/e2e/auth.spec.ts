import { createUser, expect, hydrated, loginAs, resetDb, seedSettings, test, TOKEN_KEY } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Associação Login' });
});

test.describe('login and logout', () => {
  test('logs in with e-mail and password and goes home when no page was saved', async ({ page }) => {
    const user = await createUser({ role: 'user', name: 'Carla Cliente' });
    await page.goto('/login');
    const form = await hydrated(page.getByRole('form', { name: 'Entrar' }));
    await form.getByLabel('E-mail').fill(user.email);
    await form.getByLabel('Senha').fill(user.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
  });

  test('refuses wrong credentials with one message that does not say which part was wrong', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    const form = await hydrated(page.getByRole('form', { name: 'Entrar' }));
    await form.getByLabel('E-mail').fill(user.email);
    await form.getByLabel('Senha').fill('senha-errada');
    await form.getByRole('button', { name: 'Entrar' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toBeVisible();
    const wrongPassword = await alert.textContent();

    await form.getByLabel('E-mail').fill('ninguem@exemplo.org');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(alert).toHaveText(wrongPassword ?? '');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('sends a logged-in visitor away from /login (guest only)', async ({ page }) => {
    const user = await createUser();
    await loginAs(page, user);
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('logs out from the account menu, revokes the session and goes home', async ({ page }) => {
    const user = await createUser({ role: 'user', name: 'Saulo Sair' });
    const token = await loginAs(page, user);
    await page.goto('/conta');
    await expect(page.getByRole('heading', { name: /Saulo Sair/ })).toBeVisible();
    await page.getByRole('complementary').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeFalsy();
    const profile = await page.request.get('/api/profile', { headers: { authorization: `Token ${token}` } });
    expect(profile.status()).toBe(401);
  });
});

test.describe('login-required pages', () => {
  test('a logged-out visit to /conta/… goes to /login and comes back to that page after login', async ({ page }) => {
    const admin = await createUser({ role: 'admin' });
    await page.goto('/conta/settings');
    await expect(page).toHaveURL(/\/login$/);
    const form = await hydrated(page.getByRole('form', { name: 'Entrar' }));
    await form.getByLabel('E-mail').fill(admin.email);
    await form.getByLabel('Senha').fill(admin.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/conta\/settings$/);
    await expect(page.getByLabel('Título do site')).toHaveValue('Associação Login');
  });

  test('ignores a saved return target that is not an internal path', async ({ page }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('vitrine_after_login', '//evil.example/steal'));
    const form = await hydrated(page.getByRole('form', { name: 'Entrar' }));
    await form.getByLabel('E-mail').fill(user.email);
    await form.getByLabel('Senha').fill(user.password);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a customer opening an administration screen sees "no access"', async ({ page }) => {
    const user = await createUser({ role: 'user' });
    await loginAs(page, user);
    await page.goto('/conta/settings');
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  });
});
