import sharp from 'sharp';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

const features = (enabled: boolean) => ({ ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled } });

test.beforeEach(async () => {
  await resetDb();
});

/** Inserts a post straight into the database (published an hour ago unless a draft). */
async function insertPost(title: string, slug: string, status: 'draft' | 'published') {
  const publishedAt = status === 'published' ? new Date(Date.now() - 3_600_000) : null;
  await db()`insert into posts (title, slug, status, published_at, body, excerpt)
    values (${title}, ${slug}, ${status}, ${publishedAt}, ${'<p>Corpo de teste</p>'}, ${`Resumo de ${title}`})`;
}

async function openNewPost(page: import('@playwright/test').Page) {
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/posts/new');
  // The dev server compiles the account app (and the editor, loaded lazily) on its first visit.
  await expect(page.getByRole('heading', { name: 'Nova notícia', level: 1 })).toBeVisible({ timeout: 30_000 });
  const body = page.getByRole('textbox', { name: 'Texto', exact: true });
  await expect(body).toBeVisible({ timeout: 30_000 });
  return body;
}

test('as admin, a post with an image uploaded into its body is published and shown at /noticias/{slug}', async ({ page }) => {
  await seedSettings({ title: 'Associação Notícias', features: features(true) });
  const body = await openNewPost(page);

  await page.getByLabel('Título', { exact: true }).fill('Festa Junina da Associação');
  await expect(page.getByText('A notícia fica em /noticias/festa-junina-da-associacao.')).toBeVisible();
  await page.getByLabel('Resumo', { exact: true }).fill('Quadrilha, comidas típicas e música ao vivo.');
  await body.click();
  await body.pressSequentially('Venha com a família!');

  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Inserir imagem' }).click();
  await (await chooser).setFiles({ name: 'festa.png', mimeType: 'image/png', buffer: png });
  const inserted = body.locator('img');
  await expect(inserted).toHaveAttribute('src', /^\/api\/files\/[0-9a-f]{32}-average\.webp$/, { timeout: 20_000 });
  const src = await inserted.getAttribute('src');

  await page.getByLabel('Situação', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Criar notícia' }).click();
  await expect(page.getByText('Notícia criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/posts\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Festa Junina da Associação');

  await page.goto('/noticias');
  const card = page.getByRole('link', { name: /Festa Junina da Associação/ });
  await expect(card).toContainText('Quadrilha, comidas típicas e música ao vivo.');
  await card.click();
  await expect(page).toHaveURL(/\/noticias\/festa-junina-da-associacao$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Festa Junina da Associação', level: 1 })).toBeVisible();
  await expect(article.getByText('Venha com a família!')).toBeVisible();
  const image = article.locator('.rich-text img');
  await expect(image).toHaveAttribute('src', src!);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(article.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Quadrilha, comidas típicas e música ao vivo.');
  await expect(page).toHaveTitle('Festa Junina da Associação | Associação Notícias');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'Festa Junina da Associação' });
});

test('the embed button asks for the code with the spec text and keeps only an allowed iframe', async ({ page }) => {
  await seedSettings({ features: features(true) });
  const body = await openNewPost(page);
  await body.click();

  const asked: string[] = [];
  let answer = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe><script>alert(1)</script>';
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept(answer);
  });
  const embed = page.getByRole('button', { name: 'Inserir código de incorporação' });
  await embed.click();
  await expect(body.locator('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  expect(asked).toEqual(['Insira o código para embedar:']);

  answer = '<iframe src="https://evil.example/x"></iframe>';
  await embed.click();
  await expect(page.getByText(/O código não tem um iframe https de um site permitido/)).toBeVisible();
  await expect(body.locator('iframe')).toHaveCount(1);
  expect(asked).toHaveLength(2);
});

test('the editor toolbar names its controls and the fullscreen button fills the window until Escape', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await openNewPost(page);
  const toolbar = page.getByRole('toolbar', { name: 'Ferramentas de formatação de Texto' });
  for (const name of ['Negrito', 'Itálico', 'Sublinhado', 'Tachado', 'Citação', 'Bloco de código', 'Lista numerada', 'Lista com marcadores', 'Subscrito', 'Sobrescrito', 'Diminuir recuo', 'Aumentar recuo', 'Inserir vídeo', 'Inserir link']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Nível de título', 'Tamanho da fonte', 'Cor do texto', 'Cor de fundo', 'Fonte', 'Alinhamento']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await toolbar.getByRole('button', { name: 'Tela cheia' }).click();
  const exit = toolbar.getByRole('button', { name: 'Sair da tela cheia (Esc)' });
  await expect(exit).toHaveAttribute('aria-pressed', 'true');
  const box = await page.locator('.rte').boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  await page.keyboard.press('Escape');
  await expect(toolbar.getByRole('button', { name: 'Tela cheia' })).toHaveAttribute('aria-pressed', 'false');
});

test('a draft is not listed on /noticias and its address gives 404', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await insertPost('Notícia publicada', 'noticia-publicada', 'published');
  await insertPost('Rascunho secreto', 'rascunho-secreto', 'draft');

  await page.goto('/noticias');
  await expect(page.getByRole('heading', { name: 'Notícias', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Notícia publicada/ })).toBeVisible();
  await expect(page.getByText('Rascunho secreto')).toHaveCount(0);

  const response = await page.goto('/noticias/rascunho-secreto');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});

test('with the news feature disabled, /noticias and a post give 404', async ({ page }) => {
  await seedSettings({ features: features(false) });
  await insertPost('Notícia escondida', 'noticia-escondida', 'published');
  for (const path of ['/noticias', '/noticias/noticia-escondida']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  }
});

test('/conta/posts lists, filters and deletes a post with confirmation', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await insertPost('Feira do livro', 'feira-do-livro', 'published');
  await insertPost('Rascunho da feira', 'rascunho-da-feira', 'draft');
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta/posts');
  const table = page.getByRole('table', { name: 'Notícias' });
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('link', { name: 'Rascunho da feira' })).toBeVisible();

  await page.getByLabel('Situação').selectOption('draft');
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toHaveCount(0);
  await expect(page).toHaveURL(/status=draft/);

  await table.getByRole('link', { name: 'Rascunho da feira' }).click();
  await page.getByRole('button', { name: 'Excluir notícia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir notícia' });
  await expect(dialog).toContainText('Excluir a notícia “Rascunho da feira”?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Notícia excluída.')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/posts$/);
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Rascunho da feira' })).toHaveCount(0);
});
