import { createUser, db, expect as baseExpect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

// The dev server compiles each function on its first call and the machine is shared: allow slow first answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(180_000);

test.beforeEach(async () => {
  await resetDb();
  await seedSettings();
});

/** Stores a message received `minutesAgo` minutes ago, read or not. */
async function seedContact(name: string, minutesAgo: number, read = false): Promise<void> {
  await db()`
    insert into contacts (name, email, message, created_at, read_at)
    values (${name}, ${`${name.split(' ')[0].toLowerCase()}@exemplo.org`}, ${`Mensagem de ${name}.\nSegunda linha.`},
            now() - make_interval(mins => ${minutesAgo}), ${read ? new Date() : null})`;
}

test('contacts: the list marks unread messages, opening one reads it, it can be unread again and deleted', async ({ page }) => {
  await seedContact('Ana Antiga', 30, true);
  await seedContact('Bruno Novo', 5);
  const admin = await createUser({ role: 'admin' });
  await loginAs(page, admin);
  await page.goto('/conta');
  await expect(page.locator('.conta-stat').filter({ hasText: 'Contatos não lidos' })).toContainText('1');
  await page.getByRole('link', { name: 'Ver mensagens' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Contatos' })).toBeVisible();
  const rows = page.locator('table.data-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Bruno Novo');
  await expect(rows.nth(1)).toContainText('Ana Antiga');
  await expect(page.getByRole('link', { name: 'Não lida: Bruno Novo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Antiga', exact: true })).toBeVisible();

  await page.getByRole('main').getByLabel('Somente não lidas').check();
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name: 'Não lida: Bruno Novo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensagem de Bruno Novo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'bruno@exemplo.org' })).toHaveAttribute('href', 'mailto:bruno@exemplo.org');
  await expect(page.getByText('Segunda linha.')).toBeVisible();
  await expect(page.locator('time')).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);

  await page.getByRole('link', { name: 'Voltar para contatos' }).click();
  await expect(page.getByRole('link', { name: 'Bruno Novo', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Bruno Novo', exact: true }).click();
  await page.getByRole('button', { name: 'Marcar como não lida' }).click();
  await expect(page.getByText('Mensagem marcada como não lida.')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/contacts$/);
  await expect(page.getByRole('link', { name: 'Não lida: Bruno Novo' })).toBeVisible();

  await page.getByRole('link', { name: 'Não lida: Bruno Novo' }).click();
  await page.getByRole('button', { name: 'Excluir mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir esta mensagem?' });
  await expect(dialog).toContainText('A mensagem de Bruno Novo será excluída');
  await dialog.getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Mensagem excluída.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ana Antiga');
  const [left] = await db()`select count(*)::int as n from contacts`;
  expect(left.n).toBe(1);
});

test('contacts and users screens are closed to customers', async ({ page }) => {
  const customer = await createUser({ role: 'user' });
  await loginAs(page, customer);
  for (const path of ['/conta/contacts', '/conta/users', '/conta/shop']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
  }
});
