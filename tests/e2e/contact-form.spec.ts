import { expect, hydrated, resetDb, seedSettings, test } from './fixtures/db';

// The footer's contact form is plain HTML and a small script: the server's answers it must show.
test.beforeEach(async () => {
  await resetDb();
  await seedSettings();
});

async function fillForm(page: import('@playwright/test').Page) {
  await page.goto('/');
  const form = await hydrated(page.getByRole('form', { name: 'Fale conosco' }));
  await form.getByLabel('Nome').fill('Maria');
  await form.getByLabel('E-mail').fill('maria@exemplo.org');
  await form.getByLabel('Mensagem').fill('Olá');
  return form;
}

test("shows the server's field error below its field and its message in a toast, until the field changes", async ({ page }) => {
  const form = await fillForm(page);
  await page.route('**/api/contacts/contact', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Dados inválidos.', errors: { email: ['O e-mail foi recusado pelo servidor.'] } }),
    }),
  );
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dados inválidos.' })).toBeVisible();
  const email = form.getByLabel('E-mail');
  await expect(form.getByText('O e-mail foi recusado pelo servidor.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('maria@exemplo.org');
  await email.fill('maria2@exemplo.org');
  await expect(form.getByText('O e-mail foi recusado pelo servidor.')).toHaveCount(0);
});

test('says the server could not be reached when the request fails, keeping what was typed', async ({ page }) => {
  const form = await fillForm(page);
  await page.route('**/api/contacts/contact', (route) => route.abort());
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível' })).toBeVisible();
  await expect(form.getByLabel('Mensagem')).toHaveValue('Olá');
  await expect(form.getByRole('button', { name: 'Enviar' })).toBeEnabled();
});

test('the thank-you toast stays while hovered and leaves 7 s after', async ({ page }) => {
  await page.clock.install();
  const form = await fillForm(page);
  await page.route('**/api/contacts/contact', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ sent: true }) }),
  );
  await form.getByRole('button', { name: 'Enviar' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Sua mensagem foi enviada!' });
  await expect(toast).toBeVisible();
  await toast.hover();
  await page.clock.fastForward(10_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(7_500);
  await expect(toast).toHaveCount(0);
});
