import type { Locator, Page } from '@playwright/test';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

test.beforeEach(async () => {
  await resetDb();
});

/** Adds a block of a type at the end of the layout and returns its editor. */
async function addBlock(page: Page, type: string): Promise<Locator> {
  const index = await page.locator('.block-editor').count();
  await page.getByLabel('Tipo de bloco').selectOption({ label: type });
  await page.getByRole('button', { name: 'Adicionar bloco' }).click();
  const added = page.locator('.block-editor').nth(index);
  await expect(added.getByRole('heading', { name: `Bloco ${index + 1}: ${type}` })).toBeFocused();
  return added;
}

const blockOrder = (scope: Locator) => scope.locator('[data-block]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block')));

test('as admin, a page built from several blocks is reordered, published and shown at /{slug} in that order', async ({ page }) => {
  // The dev server compiles the account app, the editor and the page on their first visit.
  test.slow();
  await seedSettings({ title: 'Associação Páginas' });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/pages/new');
  await expect(page.getByRole('heading', { name: 'Nova página', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Título', { exact: true }).first().fill('Nossa Horta Comunitária');
  await expect(page.getByText('A página fica em /nossa-horta-comunitaria.')).toBeVisible();
  await page.getByLabel('Situação', { exact: true }).selectOption('published');

  const text = await addBlock(page, 'Texto');
  const editor = text.getByRole('textbox', { name: 'Texto', exact: true });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await editor.pressSequentially('Plantamos alface e couve todo sábado.');

  const image = await addBlock(page, 'Imagem');
  await image.getByRole('textbox', { name: 'Imagem', exact: true }).fill('/demo/pages/sede.webp');

  const cta = await addBlock(page, 'Chamada para ação');
  await cta.getByLabel('Título', { exact: true }).fill('Venha plantar com a gente');
  await cta.getByLabel('Texto do botão').fill('Quero participar');
  await cta.getByLabel('Link do botão').fill('/contato');

  // The image has no alternative text: the message names the block and the field, at that block.
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(image.getByText('Bloco 2 (Imagem): o campo Texto alternativo é obrigatório.')).toBeVisible();
  await image.getByLabel('Texto alternativo').fill('Canteiros da horta');

  // An embed from a host not allowed passes the form but the API refuses it, and the message shows at its block.
  const embed = await addBlock(page, 'Incorporação');
  await embed.getByLabel('Código de incorporação').fill('<iframe src="https://evil.example/x"></iframe>');
  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(embed.getByText(/^Bloco 4 \(Incorporação\): o campo Código de incorporação deve ter um iframe https/)).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/pages\/new$/);
  await page.getByRole('button', { name: 'Remover o bloco 4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover o bloco?' });
  await expect(dialog).toContainText('O bloco 4 (Incorporação) será removido da página ao salvar.');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.locator('.block-editor')).toHaveCount(3);

  // Move the call to action above the image, with the keyboard.
  const up = page.getByRole('button', { name: 'Mover o bloco 3 para cima' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.block-editor h3')).toHaveText(['Bloco 1: Texto', 'Bloco 2: Chamada para ação', 'Bloco 3: Imagem']);
  await expect(page.getByRole('button', { name: 'Mover o bloco 2 para cima' })).toBeFocused();

  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = page.getByTestId('page-preview');
  expect(await blockOrder(preview)).toEqual(['rich_text', 'cta', 'image']);
  await expect(preview.getByText('Plantamos alface e couve todo sábado.')).toBeVisible();
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();

  await page.getByRole('button', { name: 'Criar página' }).click();
  await expect(page.getByText('Página criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/pages\/\d+\/edit$/);

  await page.goto('/nossa-horta-comunitaria');
  await expect(page.getByRole('heading', { name: 'Nossa Horta Comunitária', level: 1 })).toBeVisible();
  const blocks = page.locator('.blocks');
  expect(await blockOrder(blocks)).toEqual(['rich_text', 'cta', 'image']);
  await expect(blocks.getByText('Plantamos alface e couve todo sábado.')).toBeVisible();
  await expect(blocks.getByRole('link', { name: 'Quero participar' })).toHaveAttribute('href', '/contato');
  await expect(blocks.getByRole('img', { name: 'Canteiros da horta' })).toHaveAttribute('src', '/demo/pages/sede.webp');
  await expect(page).toHaveTitle('Nossa Horta Comunitária | Associação Páginas');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Plantamos alface e couve todo sábado/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nossa-horta-comunitaria$/);
});

test('the preview shows a pasted embed as a save keeps it: its srcdoc and handlers never run in /conta', async ({ page }) => {
  test.slow();
  await seedSettings({ title: 'Associação Páginas' });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/pages/new');
  await expect(page.getByRole('heading', { name: 'Nova página', level: 1 })).toBeVisible({ timeout: 30_000 });
  const embed = await addBlock(page, 'Incorporação');
  await embed.getByLabel('Código de incorporação').fill(
    '<iframe src="https://www.youtube.com/embed/x" srcdoc="<script>parent.window.__ranInPreview = 1</script>" onload="window.__ranInPreview = 2"></iframe>',
  );
  await page.getByRole('button', { name: 'Pré-visualizar' }).click();
  const frame = page.getByTestId('page-preview').locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/x');
  expect(await frame.evaluate((element) => [...element.attributes].map((attribute) => attribute.name).sort())).toEqual(['loading', 'src']);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __ranInPreview?: number }).__ranInPreview)).toBeUndefined();
});

test('an unknown slug and a draft page give the 404 page', async ({ page }) => {
  await seedSettings();
  await db()`insert into pages (title, slug, status, blocks) values ('Rascunho', 'rascunho', 'draft', '[]'::jsonb)`;
  for (const path of ['/nao-existe-esta-pagina', '/rascunho']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  }
});

test('the home page shows its blocks: a carousel and tabs that follow the arrow keys', async ({ page }) => {
  await seedSettings({ title: 'Associação Início' });
  const blocks = [
    { id: 'c', type: 'carousel', slides: [{ image: '/demo/pages/banner-1.webp', title: 'Primeiro destaque', text: '', link: '' }, { image: '/demo/pages/banner-2.webp', title: 'Segundo destaque', text: '', link: '' }] },
    { id: 't', type: 'tabs', tabs: [{ title: 'Oficinas', html: '<p>Turmas de manhã.</p>' }, { title: 'Cineclube', html: '<p>Sessões às sextas.</p>' }] },
  ];
  await db()`insert into pages (title, slug, status, is_home, blocks) values ('Início', 'inicio', 'published', true, ${db().json(blocks)})`;
  await page.goto('/');
  await expect(page.locator('.blocks [data-block]')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Primeiro destaque' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Próximo slide' })).toBeVisible();
  const first = page.getByRole('tab', { name: 'Oficinas' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sessões às sextas.')).toBeHidden();
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Cineclube' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Cineclube' })).toContainText('Sessões às sextas.');
  await expect(page.getByText('Turmas de manhã.')).toBeHidden();
});

test('a media grid block lists the library items with their publication type by name', async ({ page }) => {
  await seedSettings({
    features: {
      posts: { title: 'Notícias', url: '/noticias', enabled: false },
      events: { title: 'Agenda', url: '/agenda', enabled: false },
      medias: { title: 'Biblioteca', url: '/biblioteca', enabled: true },
      produtos: { title: 'Loja', url: '/loja', enabled: false },
    },
  });
  await db()`insert into medias (title, slug, status, publication_type, media_type, year, external_url)
             values ('Nota sobre a praça', 'nota-sobre-a-praca', 'published', 'nota-tecnica', 'link', 2025, 'https://exemplo.org/nota')`;
  const blocks = [{ id: 'm', type: 'media_grid', title: 'Da biblioteca', count: 6 }];
  await db()`insert into pages (title, slug, status, blocks) values ('Acervo', 'acervo', 'published', ${db().json(blocks)})`;
  await page.goto('/acervo');
  const card = page.locator('[data-block="media_grid"] .news-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Nota técnica · 2025');
  await expect(card.getByRole('link')).toHaveAttribute('href', '/biblioteca/nota-sobre-a-praca');
});
