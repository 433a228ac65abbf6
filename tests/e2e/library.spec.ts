import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

const features = (enabled: boolean) => ({ ...DEFAULT_FEATURES, medias: { ...DEFAULT_FEATURES.medias, enabled } });

// The dev server compiles the library pages and the account app on their first visit, slowly on a busy machine.
test.slow();

test.beforeEach(async () => {
  await resetDb();
});

/** Opens a public library page, waiting out the dev server's first compile. */
async function openLibrary(page: import('@playwright/test').Page, path: string) {
  await page.goto(path, { timeout: 90_000 });
  await expect(page.locator('main h1')).toBeVisible({ timeout: 30_000 });
}

/** Inserts a published library item straight into the database. */
async function insertMedia(title: string, slug: string, type: string, media: string, year: number, authors: string | null = null) {
  await db()`insert into medias (title, slug, publication_type, media_type, year, authors, external_url, status, description)
    values (${title}, ${slug}, ${type}, ${media}, ${year}, ${authors}, ${'https://exemplo.org/' + slug}, 'published', '<p>Descrição</p>')`;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('library filters narrow the grid, the address follows, and the shared address shows the same grid', async ({ page, browser }) => {
  await seedSettings({ title: 'Associação Biblioteca', features: features(true) });
  await insertMedia('Mapa Histórico da Cidade', 'mapa-historico', 'mapa', 'imagem', 1998, 'Ana Lima');
  await insertMedia('Tese sobre o Rio', 'tese-rio', 'tese', 'documento', 2010, 'João Souza');
  await insertMedia('Mapa das Nascentes', 'mapa-nascentes', 'mapa', 'documento', 2010);
  await insertMedia('Oficina de Vídeo', 'oficina-video', 'video', 'video', 2021);
  await db()`insert into medias (title, slug, publication_type, media_type, external_url, status)
    values ('Mapa Rascunho', 'mapa-rascunho', 'mapa', 'imagem', 'https://exemplo.org/r', 'draft')`;

  await openLibrary(page, '/biblioteca');
  const grid = page.locator('#library-grid');
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Biblioteca', level: 1 })).toBeVisible();

  await page.getByLabel('Tipo de publicação').selectOption({ label: 'Mapa' });
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(/\/biblioteca\?tipo=mapa$/);
  await page.getByLabel('Ano').selectOption('2010');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mapa das Nascentes');
  await expect(page).toHaveURL(/\?tipo=mapa&ano=2010$/);

  await page.getByLabel('Ano').selectOption('');
  await page.getByLabel('Buscar por título ou autor').fill('ana lima');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mapa Histórico da Cidade');
  await expect(page).toHaveURL(/\?tipo=mapa&q=ana\+lima$/);
  const shared = page.url();

  await page.getByLabel('Buscar por título ou autor').fill('nada parecido');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('Nenhum item encontrado com esses filtros.')).toBeVisible();

  const other = await browser.newPage();
  await openLibrary(other, shared);
  const otherCards = other.locator('#library-grid').getByRole('listitem');
  await expect(otherCards).toHaveCount(1);
  await expect(otherCards.first()).toContainText('Mapa Histórico da Cidade');
  await expect(other.getByLabel('Tipo de publicação')).toHaveValue('mapa');
  await expect(other.getByLabel('Buscar por título ou autor')).toHaveValue('ana lima');
  await other.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(otherCards).toHaveCount(4);
  await expect(other).toHaveURL(/\/biblioteca$/);
  await other.close();
});

test('as admin, an item with an uploaded PDF is created in /conta and its file downloads from /biblioteca', async ({ page }) => {
  await seedSettings({ title: 'Associação Biblioteca', features: features(true) });
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/medias/new');
  // The dev server compiles the account app on its first visit.
  await expect(page.getByRole('heading', { name: 'Novo item', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Título', { exact: true }).fill('Relatório de Atividades 2025');
  await page.getByLabel('Tipo de publicação').selectOption({ label: 'Relatório' });
  await page.getByLabel('Ano').selectOption('2025');
  await page.getByLabel('Autores').fill('Equipe da Associação');
  await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'relatorio.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(`relatorio.pdf (${PDF.length} B)`)).toBeVisible({ timeout: 20_000 });
  // The media type follows the file's type.
  await expect(page.getByLabel('Tipo de mídia')).toHaveValue('documento');
  await page.getByLabel('Situação', { exact: true }).selectOption('published');
  await page.getByRole('button', { name: 'Criar item' }).click();
  await expect(page.getByText('Item criado.')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/medias\/\d+\/edit$/);

  await openLibrary(page, '/biblioteca');
  await page.getByRole('link', { name: /Relatório de Atividades 2025/ }).click();
  await expect(page).toHaveURL(/\/biblioteca\/relatorio-de-atividades-2025$/);
  await expect(page.getByRole('heading', { name: 'Relatório de Atividades 2025', level: 1 })).toBeVisible();
  const button = page.getByRole('link', { name: /Baixar arquivo \(PDF, \d+ B\)/ });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('relatorio.pdf');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(PDF)).toBe(true);
});

test('an upload of a file that is not a PDF, audio, video or image is refused with a clear message', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta/medias/new');
  await expect(page.getByRole('heading', { name: 'Novo item', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Escolher arquivo').setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>não é PDF</html>') });
  await expect(page.locator('.media-file-field .field-error')).toHaveText(
    'O arquivo deve ser um PDF, um áudio (MP3, OGG, WAV, FLAC, M4A), um vídeo (MP4, WebM, MOV, OGV) ou uma imagem (JPEG, PNG, WebP, GIF).',
  );
  await expect(page.getByText('Nenhum arquivo enviado.')).toBeVisible();
});

test('the library is a 404 while the feature is disabled', async ({ page }) => {
  await seedSettings({ features: features(false) });
  await insertMedia('Mapa', 'mapa', 'mapa', 'imagem', 2000);
  expect((await page.goto('/biblioteca'))?.status()).toBe(404);
  expect((await page.goto('/biblioteca/mapa'))?.status()).toBe(404);
});

test('/conta/medias filters by type and year, keeps them in the address and reopens with them', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await insertMedia('Livro de 2019', 'livro-2019', 'livro', 'documento', 2019);
  await insertMedia('Livro de 2021', 'livro-2021', 'livro', 'documento', 2021);
  await insertMedia('Mapa de 2019', 'mapa-2019', 'mapa', 'imagem', 2019);
  await loginAs(page, await createUser({ role: 'admin' }));
  await page.goto('/conta/medias');
  const rows = page.locator('table.data-table tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Tipo de publicação').selectOption('livro');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Ano').selectOption('2019');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Livro de 2019');
  await expect(page).toHaveURL(/\/conta\/medias\?publication_type=livro&year=2019$/);

  await page.reload();
  await expect(page.getByLabel('Tipo de publicação')).toHaveValue('livro');
  await expect(page.getByLabel('Ano')).toHaveValue('2019');
  await expect(rows).toHaveCount(1);
  // A value the filter does not accept is dropped from the address.
  await page.goto('/conta/medias?year=abc&media_type=imagem');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/\/conta\/medias\?media_type=imagem$/);
});
