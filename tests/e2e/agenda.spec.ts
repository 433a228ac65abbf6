import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createUser, db, expect, loginAs, resetDb, seedSettings, test } from './fixtures/db';

const features = (enabled: boolean) => ({ ...DEFAULT_FEATURES, events: { ...DEFAULT_FEATURES.events, enabled } });
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** Next month in São Paulo as 'YYYY-MM'. */
function nextMonth(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).format(new Date()).split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Inserts an event straight into the database (tomorrow, two hours). */
async function insertEvent(title: string, slug: string, status: 'draft' | 'published') {
  const starts = new Date(Date.now() + 86_400_000);
  await db()`insert into events (title, slug, status, starts_at, ends_at, description)
    values (${title}, ${slug}, ${status}, ${starts}, ${new Date(starts.getTime() + 7_200_000)}, ${'<p>Descrição</p>'})`;
}

test.beforeEach(async () => {
  await resetDb();
});

test.describe('with the browser in Tokyo', () => {
  // The form reads and the agenda shows São Paulo time whatever the visitor's zone.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('an admin creates an event at 23:30 São Paulo time; the agenda shows it on that day at 23:30', async ({ page }) => {
    // The first test of a run may wait for the dev server to compile the functions, the account app and the editor.
    test.setTimeout(150_000);
    await seedSettings({ title: 'Associação Agenda', features: features(true) });
    await loginAs(page, await createUser({ role: 'admin' }));
    const month = nextMonth();
    const day = `${month}-14`;
    await page.goto('/conta/events/new');
    await expect(page.getByRole('heading', { name: 'Novo evento', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Descrição', exact: true })).toBeVisible({ timeout: 30_000 });

    await page.getByLabel('Título', { exact: true }).fill('Cineclube da Meia-Noite');
    await expect(page.getByText('O evento fica em /agenda/cineclube-da-meia-noite.')).toBeVisible();
    // All-day hides the times.
    await page.getByLabel('Dia inteiro (sem horário)').check();
    await expect(page.getByLabel('Hora de início')).toHaveCount(0);
    await page.getByLabel('Dia inteiro (sem horário)').uncheck();
    await page.getByLabel('Data de início').fill(day);
    await page.getByLabel('Hora de início').fill('23:30');
    // An end before the start is refused with a clear message, before anything is sent.
    await page.getByLabel('Data de término').fill(day);
    await page.getByLabel('Hora de término').fill('22:00');
    await expect(page.getByText('O campo Término não pode ser anterior ao Início.')).toBeVisible();
    await page.getByLabel('Hora de término').fill('23:55');
    await expect(page.getByText('O campo Término não pode ser anterior ao Início.')).toHaveCount(0);
    await page.getByLabel('Local', { exact: true }).fill('Cine Bairro');
    await page.getByLabel('Endereço do local').fill('Rua Augusta, 1500 - São Paulo - SP');
    await page.getByLabel('Link de inscrição').fill('https://exemplo.org/inscricao');
    await page.getByLabel('Situação', { exact: true }).selectOption('published');
    await page.getByRole('button', { name: 'Criar evento' }).click();
    await expect(page.getByText('Evento criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/conta\/events\/\d+\/edit$/);
    await expect(page.getByLabel('Hora de início')).toHaveValue('23:30');

    const [row] = await db()<{ starts_at: Date }[]>`select starts_at from events`;
    expect(row.starts_at.toISOString()).toBe(new Date(`${day}T23:30:00-03:00`).toISOString());

    await page.goto(`/agenda/${month.replace('-', '/')}`);
    const [y, m] = month.split('-').map(Number);
    await expect(page.getByRole('heading', { name: `${MONTHS[m - 1]} de ${y}`, level: 2 })).toBeVisible();
    const cell = page.locator(`td[data-day="${day}"]`);
    await expect(cell.getByRole('link', { name: '23:30 Cineclube da Meia-Noite' })).toBeVisible();
    await expect(page.locator(`td[data-day="${month}-15"]`)).not.toContainText('Cineclube');

    await cell.getByRole('link', { name: /Cineclube da Meia-Noite/ }).click();
    await expect(page).toHaveURL(/\/agenda\/cineclube-da-meia-noite$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Cineclube da Meia-Noite', level: 1 })).toBeVisible();
    await expect(article.getByText(`14 de ${MONTHS[m - 1]} de ${y}, das 23:30 às 23:55`)).toBeVisible();
    await expect(article.getByRole('link', { name: 'Fazer inscrição' })).toHaveAttribute('href', 'https://exemplo.org/inscricao');
    await expect(article.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Cine%20Bairro/);
    await expect(article.getByRole('link', { name: 'Adicionar à minha agenda (.ics)' })).toHaveAttribute('href', '/agenda/cineclube-da-meia-noite.ics');
    await expect(page).toHaveTitle('Cineclube da Meia-Noite | Associação Agenda');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: 'Cineclube da Meia-Noite', startDate: `${day}T23:30:00-03:00`, endDate: `${day}T23:55:00-03:00` });
    expect(jsonLd.location).toMatchObject({ '@type': 'Place', name: 'Cine Bairro' });

    const ics = await page.request.get('/agenda/cineclube-da-meia-noite.ics');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const utc = new Date(`${day}T23:30:00-03:00`).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(await ics.text()).toContain(`DTSTART:${utc}`);
  });
});

test.describe('with the browser in Tokyo, at 23:30 in São Paulo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the calendar marks São Paulo's today, not the visitor's nor UTC's (before the first paint, without Intl)", async ({ page }) => {
    await seedSettings({ title: 'Associação Agenda', features: features(true) });
    // A month's page exists once it has an event.
    await db()`insert into events (title, slug, status, starts_at, ends_at, description)
      values ('Roda de leitura', 'roda-de-leitura', 'published', '2026-03-20T19:00:00-03:00', '2026-03-20T21:00:00-03:00', '<p>Descrição</p>')`;
    // 2026-03-15 02:30 UTC: the 14th in São Paulo (23:30), the 15th in UTC and in Tokyo (11:30).
    await page.clock.setFixedTime(new Date('2026-03-15T02:30:00Z'));
    await page.goto('/agenda/2026/03');
    await expect(page.locator('td[data-day="2026-03-14"]')).toHaveClass(/\bis-today\b/);
    await expect(page.locator('td.is-today')).toHaveCount(1);
  });
});

test('drafts stay off the agenda, and with the feature disabled the agenda gives 404', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await insertEvent('Evento publicado', 'evento-publicado', 'published');
  await insertEvent('Rascunho secreto', 'rascunho-secreto', 'draft');
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: /Evento publicado/ })).toBeVisible();
  await expect(page.getByText('Rascunho secreto')).toHaveCount(0);
  expect((await page.goto('/agenda/rascunho-secreto'))?.status()).toBe(404);

  await db()`update settings set features = ${db().json(features(false))}`;
  for (const path of ['/agenda', '/agenda/evento-publicado']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  }
});

test('/conta/events filters by status and deletes an event with confirmation', async ({ page }) => {
  await seedSettings({ features: features(true) });
  await insertEvent('Feira do livro', 'feira-do-livro', 'published');
  await insertEvent('Rascunho da feira', 'rascunho-da-feira', 'draft');
  await loginAs(page, await createUser({ role: 'super' }));
  await page.goto('/conta/events');
  const table = page.getByRole('table', { name: 'Agenda' });
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Situação').selectOption('draft');
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toHaveCount(0);
  await expect(page).toHaveURL(/status=draft/);
  await table.getByRole('link', { name: 'Rascunho da feira' }).click();
  await page.getByRole('button', { name: 'Excluir evento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir evento' });
  await expect(dialog).toContainText('Excluir o evento “Rascunho da feira”?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Evento excluído.')).toBeVisible();
  await expect(page).toHaveURL(/\/conta\/events$/);
  await expect(table.getByRole('link', { name: 'Feira do livro' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Rascunho da feira' })).toHaveCount(0);
});
