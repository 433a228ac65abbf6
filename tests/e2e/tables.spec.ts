import { DEFAULT_FEATURES } from '../../src/lib/features';
import { db, expect, resetDb, seedSettings, test } from './fixtures/db';

// Tables in rich text: a primary-coloured header, one card per row at 992 px and below (src/styles/tables.css). Their
// CSS comes with the rich text that holds a table (src/components/RichText.astro), not with a whole route:
// the agenda's route carried it once, and it stacked the month calendar's cells too.

test.beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Associação Tabelas', features: { ...DEFAULT_FEATURES, events: { ...DEFAULT_FEATURES.events, enabled: true } } });
});

const TABLE = '<table><thead><tr><th>Mês</th><th>Valor</th></tr></thead><tbody><tr><td>Janeiro</td><td>R$ 10,00</td></tr></tbody></table>';

async function insertPage(slug: string, html: string): Promise<void> {
  await db()`insert into pages (title, slug, status, blocks) values (${slug}, ${slug}, 'published', ${db().json([{ id: 'texto', type: 'rich_text', html }])})`;
}

test("a page's table has its header in the primary colour and stacks its rows on a phone; the agenda's calendar keeps its grid", async ({ page }) => {
  await insertPage('contas', TABLE);
  await insertPage('sem-tabela', '<p>Nenhuma tabela aqui.</p>');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/contas');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  const header = page.getByRole('columnheader', { name: 'Mês' });
  expect(await header.evaluate((th) => getComputedStyle(th).backgroundColor)).toBe(
    await page.evaluate((color) => {
      const probe = document.createElement('span');
      probe.style.color = color;
      document.body.append(probe);
      return getComputedStyle(probe).color;
    }, primary),
  );
  await expect(page.getByRole('cell', { name: 'Janeiro' })).toHaveCSS('display', 'table-cell');
  await page.setViewportSize({ width: 412, height: 900 });
  await expect(page.getByRole('cell', { name: 'Janeiro' })).toHaveCSS('display', 'block');

  // A page without a table does not carry the tables' rules.
  await page.goto('/sem-tabela');
  const rules = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'));
  expect(rules).not.toContain('table:not(.data-table)');

  await page.goto('/agenda');
  await expect(page.locator('.agenda-calendar td').first()).toHaveCSS('display', 'table-cell');
});
