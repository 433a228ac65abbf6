import type { Page } from '@playwright/test';
import { createMenu, db, expect, resetDb, seedSettings, test } from './fixtures/db';
import { publishSite } from './fixtures/target';

// Navigation between public pages: Astro's prefetch (astro.config.mjs, prefetchAll on hover) fetches an
// internal link's page when the pointer rests on it or it gets the focus, and fetches nothing ahead on a data-saver
// or 2g connection. Astro waits 80 ms after the hover: the page clock is faked and moved on, so no test waits.

/** The requests the page makes for a path, as they happen: 'navigation' or 'prefetch' each. */
function requestsFor(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.isNavigationRequest() ? 'navigation' : 'prefetch');
  });
  return seen;
}

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Associação Prefetch' });
  await createMenu({ name: 'Quem somos', page: 'quem-somos' });
  await db()`insert into pages (title, slug, status, blocks) values ('Quem somos', 'quem-somos', 'published', '[]'::jsonb)`;
  await publishSite();
});

test('@smoke hovering a menu link fetches its page before the click', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const seen = requestsFor(page, '/quem-somos');
  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/quem-somos');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Quem somos' }).hover();
  await page.clock.runFor(200);
  await fetched;
  await expect(page.locator('head link[rel="prefetch"][href$="/quem-somos"]')).toHaveCount(1);
  expect(seen).toEqual(['prefetch']);
});

const slow = [
  { connection: 'data saver', info: { saveData: true, effectiveType: '4g' } },
  { connection: '2g', info: { saveData: false, effectiveType: '2g' } },
];

for (const { connection, info } of slow) {
  test(`on a ${connection} connection, hovering, focusing or clicking a menu link fetches nothing ahead`, async ({ page }) => {
    await page.addInitScript((connection) => {
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ ...connection, addEventListener() {} }) });
    }, info);
    await page.clock.install();
    await page.goto('/');
    const seen = requestsFor(page, '/quem-somos');
    const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Quem somos' });
    await link.hover();
    await page.clock.runFor(200);
    await link.focus();
    await page.clock.runFor(200);
    // Astro's script fetches ahead only through a <link rel="prefetch">, a speculation rule or fetch(): none was made.
    await expect(page.locator('head link[rel="prefetch"], script[type="speculationrules"]')).toHaveCount(0);
    expect(seen).toEqual([]);
    // A click fetches the page once, for the navigation: Astro's fallback fetch at mousedown is held back
    // (src/client/prefetch-guard.ts), else the page came down twice.
    await page.clock.resume();
    await link.click();
    await expect(page).toHaveURL(/\/quem-somos$/);
    expect(seen).toEqual(['navigation']);
  });
}
