import type { BrowserContext, Page } from '@playwright/test';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';
import { E2E_BASE_URL } from './fixtures/env';

// The consent banner (LGPD): on a site with the Google tag, nothing is asked of Google and no _ga cookie exists
// before "Aceitar"; the choice holds across pages for six months and can be changed from the footer. Every request
// to Google is answered here (a tiny script for gtag/js, nothing for the rest): nothing leaves the machine.
test.beforeEach(async () => {
  await resetDb();
});

const GOOGLE = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** Answers and records every request to Google's hosts made in the context. */
async function watchGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(GOOGLE, (route) => {
    requests.push(route.request().url());
    if (route.request().url().includes('/gtag/js')) return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
    return route.fulfill({ status: 204 });
  });
  return requests;
}

const gaCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'));
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'vitrine_consent');
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies e privacidade' });

/** A site with the Google tag and a privacy page, whose home and /login show the banner. */
async function siteWithTag(): Promise<void> {
  await seedSettings({ gtag: 'G-TESTE123', privacy_page: 'privacidade' });
  await db()`insert into pages (title, slug, status, blocks) values ('Privacidade', 'privacidade', 'published', '[]'::jsonb)`;
}

test('asks on the first visit and requests nothing from Google before a choice; the two buttons are equal', async ({ page, context }) => {
  await siteWithTag();
  const google = await watchGoogle(context);
  await page.goto('/');
  const region = banner(page);
  await expect(region).toBeVisible();
  await expect(region.locator('p')).toHaveText('Usamos cookies de análise (Google Analytics) para entender como o site é usado, só se você aceitar. Política de privacidade');
  await expect(region.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');
  const accept = region.getByRole('button', { name: 'Aceitar' });
  const reject = region.getByRole('button', { name: 'Recusar' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a && r && { width: Math.round(a.width), height: Math.round(a.height) }).toEqual(r && { width: Math.round(r.width), height: Math.round(r.height) });
  expect(await accept.evaluate((el) => getComputedStyle(el).fontWeight)).toBe(await reject.evaluate((el) => getComputedStyle(el).fontWeight));
  // Fixed at the bottom, over the page: it moves nothing.
  expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await page.waitForLoadState('networkidle');
  expect(google).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);
  // Nothing of the tag's runs before a choice: not even its queue.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  // The footer links the privacy policy and can open the banner again.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Política de privacidade', exact: true })).toHaveAttribute('href', '/privacidade');
  await expect(footer.getByRole('button', { name: 'Cookies' })).toBeVisible();
});

test('"Recusar" hides the banner and keeps it so on the next pages, without a request to Google', async ({ page, context }) => {
  await siteWithTag();
  const google = await watchGoogle(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toBeHidden();
  const cookie = await consentCookie(context);
  expect(cookie?.value).toBe('rejected.ga');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(182);
  expect(days).toBeLessThan(184);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto('/privacidade');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  expect(google).toEqual([]);
  expect(await gaCookies(context)).toEqual([]);
});

test('"Aceitar" loads the tag at once and on the next pages; the footer\'s Cookies button opens the banner again', async ({ page, context }) => {
  await siteWithTag();
  const google = await watchGoogle(context);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.length).toBe(1);
  expect(google[0]).toBe('https://www.googletagmanager.com/gtag/js?id=G-TESTE123');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => JSON.stringify([...entry])));
  // Consent Mode: the defaults, all denied, before anything else; then analytics granted.
  expect(layer.slice(0, 2)).toEqual([
    JSON.stringify(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]),
    JSON.stringify(['consent', 'update', { analytics_storage: 'granted' }]),
  ]);
  expect(layer).toContain(JSON.stringify(['config', 'G-TESTE123']));
  expect((await consentCookie(context))?.value).toBe('accepted.ga');

  await page.goto('/login');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.length).toBe(2);

  // Opened again from the footer: the focus on its first button, the footer's button back in focus after a choice.
  const cookies = page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' });
  await cookies.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(cookies).toBeFocused();
});

test('"Recusar" after "Aceitar" deletes the _ga cookies and stops the tag from the next page on', async ({ page, context }) => {
  await siteWithTag();
  const google = await watchGoogle(context);
  await context.addCookies([{ name: 'vitrine_consent', value: 'accepted.ga', url: E2E_BASE_URL }]);
  await page.goto('/');
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.length).toBe(1);
  // What the tag would have left: its cookies, on the host.
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', url: E2E_BASE_URL },
    { name: '_ga_TESTE123', value: 'GS1.1.789', url: E2E_BASE_URL },
  ]);
  expect(await gaCookies(context)).toHaveLength(2);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await gaCookies(context)).toEqual([]);
  expect((await consentCookie(context))?.value).toBe('rejected.ga');
  const layer = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => JSON.stringify([...entry])));
  expect(layer.at(-1)).toBe(JSON.stringify(['consent', 'update', { analytics_storage: 'denied' }]));

  google.length = 0;
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(google).toEqual([]);
  await expect(banner(page)).toBeHidden();
});

test('a site without a tag shows no banner and no Cookies button, and asks nothing of Google', async ({ page, context }) => {
  await seedSettings();
  const google = await watchGoogle(context);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.consent-banner')).toHaveCount(0);
  await expect(page.locator('script[data-choices]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' })).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(google).toEqual([]);
});

test('the keyboard reaches the banner first, its link and both buttons, and the banner traps nothing', async ({ page }) => {
  await siteWithTag();
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Política de privacidade' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Aceitar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Recusar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
});

test('a logged-in visitor\'s choice is also sent to the account, with the session token', async ({ page }) => {
  await siteWithTag();
  const user = await createUser();
  const token = await loginAs(page, user);
  const sent: { body: unknown; authorization: string | undefined }[] = [];
  // The endpoint records the choice for the account's data; here it only has to be called.
  await page.route('**/api/profile/consent', async (route) => {
    sent.push({ body: route.request().postDataJSON(), authorization: await route.request().headerValue('authorization') ?? undefined });
    await route.fulfill({ status: 204 });
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Recusar' }).click();
  await expect.poll(() => sent.length).toBe(1);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent).toEqual([
    { body: { choice: 'rejected' }, authorization: `Token ${token}` },
    { body: { choice: 'accepted' }, authorization: `Token ${token}` },
  ]);
});

test('a visitor without a session sends nothing to the account', async ({ page }) => {
  await siteWithTag();
  const sent: string[] = [];
  await page.route('**/api/profile/consent', (route) => {
    sent.push(route.request().method());
    return route.fulfill({ status: 204 });
  });
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceitar' }).click();
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
});

test('speaks the visitor\'s language: English labels on an English page', async ({ page, context }) => {
  await seedSettings({ gtag: 'G-TESTE123', privacy_page: 'privacidade', translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
  await context.addCookies([{ name: 'currentLocale', value: 'EN', url: E2E_BASE_URL }]);
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Cookies and privacy' });
  await expect(region).toContainText('We use analytics cookies (Google Analytics) to understand how the site is used, only if you accept.');
  await expect(region.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expect(region.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy', exact: true })).toBeVisible();
});
