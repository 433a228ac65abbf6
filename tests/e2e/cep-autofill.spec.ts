import { startCepServer, type CepServer } from '../helpers/cep-server';
import { createUser, expect, loginAs, resetDb, test } from './fixtures/db';
import { E2E_CEP_PORT } from './fixtures/env';

// The dev server's CEP_API_BASE points at this port (playwright.config.ts): the stand-in plays ViaCEP here.
let service: CepServer;
test.beforeAll(async () => {
  service = await startCepServer('success', E2E_CEP_PORT);
});
test.afterAll(async () => {
  await service.close();
});
test.beforeEach(async () => {
  await resetDb();
  service.mode = 'success';
});

test('a CEP typed in full fills the address; an unknown CEP or a failing lookup leaves the form to the person', async ({ page }) => {
  await loginAs(page, await createUser({ name: 'Lia Souza' }));
  await page.goto('/conta/profile');
  await page.getByRole('region', { name: 'Endereços' }).getByRole('button', { name: 'Adicionar endereço' }).click();
  const form = page.getByRole('form', { name: 'Novo endereço' });

  await form.getByLabel('CEP').fill('01310100');
  await expect(form.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(form.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(form.getByLabel('Estado')).toHaveValue('SP');
  await expect(form.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(form.getByLabel('Logradouro')).toBeEditable();

  // Another CEP does not overwrite what is filled in; an unknown one fills nothing.
  await form.getByLabel('Logradouro').fill('Rua Augusta');
  await form.getByLabel('CEP').fill('59000000');
  await expect.poll(() => service.received.some((r) => r.path === '/ws/59000000/json/')).toBe(true);
  await expect(form.getByLabel('Logradouro')).toHaveValue('Rua Augusta');

  // The service down: no message, nothing blocked; the person fills the address and saves.
  service.mode = 'error';
  await form.getByLabel('Logradouro').fill('');
  await form.getByLabel('CEP').fill('69900000');
  await expect.poll(() => service.received.some((r) => r.path === '/ws/69900000/json/')).toBe(true);
  await expect(form.getByLabel('Logradouro')).toHaveValue('');
  await form.getByLabel('Logradouro').fill('Rua Rio Grande do Sul');
  await form.getByLabel('Número').fill('10');
  await form.getByLabel('Estado').selectOption({ label: 'Acre' });
  await form.getByLabel('Cidade').selectOption('Rio Branco');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByRole('region', { name: 'Endereços' }).getByRole('listitem')).toContainText('Rua Rio Grande do Sul, 10');
});
