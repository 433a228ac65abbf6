import type { Page } from '@playwright/test';
import { seedDemo } from '../../scripts/seed/all';
import { axe } from './fixtures/axe';
import { db, expect, loginAs, resetDb, test } from './fixtures/db';

// Accessibility: axe-core on the public pages and the main /conta screens of the demo site; no serious
// or critical violation. Each test loads the demo content into an emptied database.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async () => {
  await resetDb();
  await seedDemo(db());
});

/** The serious and critical violations axe finds on the page as it is now, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

async function firstLink(prefix: string): Promise<string> {
  const table = { '/noticias/': 'posts', '/agenda/': 'events', '/biblioteca/': 'medias' }[prefix] ?? 'posts';
  const [row] = await db().unsafe(`select slug from ${table} where status = 'published' order by id limit 1`);
  return `${prefix}${row.slug as string}`;
}

test('public pages have no serious or critical accessibility violation', async ({ page }) => {
  const paths = ['/', '/quem-somos', '/noticias', await firstLink('/noticias/'), '/agenda', await firstLink('/agenda/'),
    '/biblioteca', await firstLink('/biblioteca/'), '/login', '/cadastro', '/esqueci-minha-senha', '/nao-existe', '/busca?q=feira',
    '/politica-de-privacidade'];
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const list = await violations(page);
    if (list.length) found[path] = list;
  }
  expect(found).toEqual({});
});

test('the consent banner, shown and opened again from the footer, has no serious or critical accessibility violation', async ({ page, context }) => {
  await db()`update settings set gtag = 'G-A11Y123', privacy_page = 'quem-somos'`;
  // Nothing reaches Google: the banner is checked before a choice, and after it with the tag answered here.
  await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  const found: Record<string, string[]> = {};
  const check = async (name: string) => {
    const list = await violations(page);
    if (list.length) found[name] = list;
  };
  const banner = page.getByRole('region', { name: 'Cookies e privacidade' });
  for (const path of ['/', '/loja', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(banner).toBeVisible();
    await check(path);
  }
  await banner.getByRole('button', { name: 'Aceitar' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookies' }).click();
  await expect(banner).toBeVisible();
  await check('/login, opened again');
  expect(found).toEqual({});
});

test('the shop’s pages have no serious or critical accessibility violation, filled and quoted', async ({ page, context }) => {
  const [shirt] = await db()<{ id: string; variant: string }[]>`
    select p.id::text as id, min(v.id)::text as variant from products p join product_variants v on v.product_id = p.id
    where p.slug = 'camiseta-vitrine-organica' group by p.id`;
  const [book] = await db()<{ id: string }[]>`select id::text as id from products where slug = 'memorias-do-bairro'`;
  // A line of each kind: a variant, a plain product, and a sold-out product (a problem with its message).
  const [soldOut] = await db()<{ id: string }[]>`select id::text as id from products where slug = 'poesia-na-praca-antologia'`;
  await context.addCookies([
    { name: 'cart', value: `${shirt.id}.${shirt.variant}:1~${book.id}:2~${soldOut.id}:1`, domain: '127.0.0.1', path: '/' },
    { name: 'postal_code', value: '01001000', domain: '127.0.0.1', path: '/' },
  ]);
  const found: Record<string, string[]> = {};
  const check = async (path: string) => {
    const list = await violations(page);
    if (list.length) found[path] = list;
  };
  await page.goto('/loja');
  await page.waitForLoadState('networkidle');
  await check('/loja');
  await page.goto('/loja/camiseta-vitrine-organica');
  await page.getByLabel('Tamanho').selectOption('M');
  await page.getByLabel('CEP').fill('01001000');
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByRole('list', { name: 'Opções de entrega' })).toBeVisible();
  await check('/loja/{slug}');
  // A donation's page: the suggested amounts as toggle buttons, the amount refused below the minimum.
  await page.goto('/loja/apoie-a-horta-comunitaria');
  await page.getByRole('button', { name: 'Doar' }).click();
  await expect(page.getByText('Digite um valor em reais, como 50,00.')).toBeVisible();
  await check('/loja/{doação}');
  // The demo's first product has approved reviews (the seed's): the average, the count per star, a shop reply.
  await page.goto('/loja/memorias-do-bairro');
  await expect(page.getByRole('heading', { name: 'Avaliações' })).toBeVisible();
  await check('/loja/{slug com avaliações}');
  await page.goto('/loja/carrinho');
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Esgotado.')).toBeVisible();
  await check('/loja/carrinho');
  expect(found).toEqual({});
});

test('the main /conta screens have no serious or critical accessibility violation', async ({ page }) => {
  await loginAs(page, { email: 'admin@vitrine.local', password: 'vitrine123' });
  const [post] = await db()`select id from posts order by id limit 1`;
  const [pageRow] = await db()`select id from pages where is_home`;
  const [product] = await db()`select id from products where slug = 'camiseta-vitrine-organica'`;
  const [customer] = await db()`select id from users where role = 'user' order by id limit 1`;
  // The dashboard, the list kit (one list, and the products list with its categories), every editor, the settings,
  // the shop settings, the reviews waiting (the seed leaves one), and the data rights (one's own, the record of
  // requests, a user's export and deletion).
  const paths = ['/conta', '/conta/posts', `/conta/pages/${pageRow.id}/edit`, `/conta/posts/${post.id}/edit`, '/conta/events/new',
    '/conta/medias/new', '/conta/menus/new', '/conta/settings', '/conta/shop', '/conta/produtos', `/conta/produtos/${product.id}/edit`,
    '/conta/privacidade', '/conta/solicitacoes', '/conta/shop/carrinhos', '/conta/shop/avaliacoes', `/conta/users/${customer.id}/edit`];
  const found: Record<string, string[]> = {};
  // The first screen is a page load; the others are opened inside the app, as the menu opens them.
  await page.goto(paths[0]);
  for (const path of paths) {
    if (new URL(page.url()).pathname !== path) {
      await page.evaluate((to) => {
        history.pushState({ conta: true }, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    let list = await violations(page);
    // A form's rules load beside it (src/conta/form/lazy-schema.ts), and its save button then fades in from disabled:
    // a screen caught mid-fade is checked again once the fade is over.
    if (list.length) {
      await page.evaluate(() =>
        Promise.allSettled(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      list = await violations(page);
    }
    if (list.length) found[path] = list;
  }
  expect(found).toEqual({});
});
