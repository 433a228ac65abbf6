import { expect, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_TARGET, publishSite } from './fixtures/target';

// The headers of netlify.toml as the built site answers them (only the preview applies them; dev does not).
test.skip(E2E_TARGET !== 'preview', 'netlify.toml headers are applied by the preview server');

test('@smoke pages and assets answer with the caching and security headers of netlify.toml', async ({ page, request }) => {
  await resetDb();
  await seedSettings({ title: 'Site dos Cabeçalhos' });
  await publishSite();
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const headers = home.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['cache-control'] ?? '').not.toContain('immutable');

  await page.goto('/');
  const script = await page.locator('script[src^="/_astro/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // Functions set their own: public settings short and shared, personal data never stored.
  expect((await request.get('/api/settings')).headers()['cache-control']).toBe('public, max-age=60');
  expect((await request.get('/api/profile')).headers()['cache-control']).toBe('private, no-store');
});
