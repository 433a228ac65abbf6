import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

const stat = (page: import('@playwright/test').Page, label: string) => page.locator('.conta-stat').filter({ hasText: label });

test('the dashboard counts news and events (drafts included) for the sections the role may use', async ({ page }) => {
  await seedSettings({
    features: {
      ...DEFAULT_FEATURES,
      posts: { ...DEFAULT_FEATURES.posts, enabled: true },
      events: { ...DEFAULT_FEATURES.events, enabled: false },
    },
  });
  await db()`insert into posts (title, slug, status) values ('Publicada', 'publicada', 'published'), ('Rascunho', 'rascunho', 'draft')`;
  await db()`insert into events (title, slug, starts_at, status)
             values ('Feira', 'feira', now() + interval '2 days', 'published'), ('Oficina', 'oficina', now(), 'draft'),
                    ('Palestra', 'palestra', now() - interval '3 days', 'published')`;

  // Admin sees every section, enabled or not.
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta');
  await expect(stat(page, 'Notícias')).toContainText('2');
  await expect(stat(page, 'Agenda')).toContainText('3');
  await stat(page, 'Agenda').getByRole('link', { name: 'Ver Agenda' }).click();
  await expect(page).toHaveURL(/\/conta\/events$/);
});

test('a super does not see the count of a disabled section', async ({ page }) => {
  await seedSettings({ features: { ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled: true } } });
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta');
  await expect(stat(page, 'Notícias')).toContainText('0');
  await expect(stat(page, 'Agenda')).toHaveCount(0);
});
