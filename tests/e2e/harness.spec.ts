import { expect, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

test('the home page shows the title stored in the database', async ({ page }) => {
  const settings = await seedSettings({ title: 'Associação Harness' });
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(settings.title));
});
