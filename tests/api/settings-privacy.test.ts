import { beforeEach, describe, expect, it } from 'vitest';
import pages from '../../netlify/functions/pages.mts';
import settings from '../../netlify/functions/settings.mts';
import { PRIVACY_PAGE_MISSING } from '../../src/server/settings/settings';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { HOSTILE_VALUES } from '../helpers/hostile';
import { seedPage } from '../helpers/pages';
import { call } from '../helpers/request';

const URL = '/api/settings';

beforeEach(resetDb);

/** The settings as GET /api/settings answers them now. */
const stored = async () => (await call(settings, 'GET', URL)).body as Record<string, unknown>;

async function admin(): Promise<string> {
  await seedSettings();
  return (await createUser({ role: 'admin' })).token;
}

describe('PUT /api/settings: privacy_page (one of the site\'s pages)', () => {
  it('saves the slug of an existing page, and GET /api/settings answers it', async () => {
    const token = await admin();
    await seedPage({ slug: 'politica-de-privacidade', title: 'Política de privacidade' });
    const res = await call(settings, 'PUT', URL, { token, body: { privacy_page: ' politica-de-privacidade ' } });
    expect(res).toMatchObject({ status: 200, body: { privacy_page: 'politica-de-privacidade' } });
    expect((await stored()).privacy_page).toBe('politica-de-privacidade');
  });

  it('takes a draft page (to be published later)', async () => {
    const token = await admin();
    await seedPage({ slug: 'privacidade', status: 'draft' });
    const res = await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    expect(res).toMatchObject({ status: 200, body: { privacy_page: 'privacidade' } });
  });

  it.each([null, ''])('clears the choice with %j', async (value) => {
    const token = await admin();
    await seedPage({ slug: 'privacidade' });
    await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    const res = await call(settings, 'PUT', URL, { token, body: { privacy_page: value } });
    expect(res).toMatchObject({ status: 200, body: { privacy_page: null } });
    expect((await stored()).privacy_page).toBeNull();
  });

  it('answers 422 on privacy_page for a page that does not exist, and saves nothing of the body', async () => {
    const token = await admin();
    await seedPage({ slug: 'privacidade' });
    await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Mudou', privacy_page: 'nao-existe' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { privacy_page: [PRIVACY_PAGE_MISSING] } } });
    expect(PRIVACY_PAGE_MISSING).toMatchInlineSnapshot(`"O campo Política de privacidade deve ser uma página do site."`);
    const after = await stored();
    expect([after.title, after.privacy_page]).toEqual(['Vitrine de Teste', 'privacidade']);
  });

  it.each([
    ['capitals and accents', 'Política'],
    ['a path', '../privacidade'],
    ['a leading slash', '/privacidade'],
    ['spaces inside', 'politica de privacidade'],
    ['a trailing hyphen', 'privacidade-'],
  ])('answers 422 on privacy_page for %s', async (_case, value) => {
    const token = await admin();
    const res = await call(settings, 'PUT', URL, { token, body: { privacy_page: value } });
    expect(res).toMatchObject({ status: 422, body: { errors: { privacy_page: ['O campo Política de privacidade deve ser uma página do site.'] } } });
    expect((await stored()).privacy_page).toBeNull();
  });

  it.each([
    ['too long', 'a'.repeat(121), 'O campo Política de privacidade deve ter no máximo 120 caracteres.'],
    ['a number', 12, 'O campo Política de privacidade deve ser um texto.'],
    ['a list', ['privacidade'], 'O campo Política de privacidade deve ser um texto.'],
  ])('answers 422 on privacy_page for %s', async (_case, value, message) => {
    const token = await admin();
    const res = await call(settings, 'PUT', URL, { token, body: { privacy_page: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors.privacy_page?.[0]).toBe(message);
  });

  // The check is of a change: a page deleted after it was chosen does not block saving the other fields.
  it('keeps a chosen page deleted since while the other fields are saved', async () => {
    const token = await admin();
    const page = await seedPage({ slug: 'privacidade' });
    await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    await getSql()`delete from pages where id = ${page.id}`;
    const res = await call(settings, 'PUT', URL, { token, body: { ...(await stored()), title: 'Outro título' } });
    expect(res).toMatchObject({ status: 200, body: { title: 'Outro título', privacy_page: 'privacidade' } });
  });
});

describe('the privacy page follows its page', () => {
  const item = (id: string) => ({ url: `/api/pages/${id}`, params: { id } });
  const body = (slug: string) => ({ title: 'Política de privacidade', slug, status: 'published' });

  it('to its new slug when the page is renamed; another page renamed changes nothing', async () => {
    const token = await admin();
    const policy = await seedPage({ slug: 'privacidade' });
    const other = await seedPage({ slug: 'sobre' });
    await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    const renamed = await call(pages, 'PUT', item(policy.id).url, { ...item(policy.id), token, body: body('politica-de-privacidade') });
    expect(renamed.status).toBe(200);
    expect((await stored()).privacy_page).toBe('politica-de-privacidade');
    expect((await call(pages, 'PUT', item(other.id).url, { ...item(other.id), token, body: body('quem-somos') })).status).toBe(200);
    expect((await stored()).privacy_page).toBe('politica-de-privacidade');
  });

  it('to none when the page is deleted (no link to a missing page)', async () => {
    const token = await admin();
    const policy = await seedPage({ slug: 'privacidade' });
    const other = await seedPage({ slug: 'sobre' });
    await call(settings, 'PUT', URL, { token, body: { privacy_page: 'privacidade' } });
    expect((await call(pages, 'DELETE', item(other.id).url, { ...item(other.id), token })).status).toBe(200);
    expect((await stored()).privacy_page).toBe('privacidade');
    expect((await call(pages, 'DELETE', item(policy.id).url, { ...item(policy.id), token })).status).toBe(200);
    expect((await stored()).privacy_page).toBeNull();
  });
});

describe('PUT /api/settings: contact_retention_months (1 to 120)', () => {
  it('answers 24 for a new site and saves 1 and 120', async () => {
    const token = await admin();
    expect((await stored()).contact_retention_months).toBe(24);
    for (const months of [1, 120]) {
      const res = await call(settings, 'PUT', URL, { token, body: { contact_retention_months: months } });
      expect(res).toMatchObject({ status: 200, body: { contact_retention_months: months } });
    }
    expect((await stored()).contact_retention_months).toBe(120);
  });

  it.each([
    [0, 'O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.'],
    [-1, 'O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.'],
    [121, 'O campo Guardar mensagens de contato deve ser de no máximo 120 meses.'],
    [1.5, 'O campo Guardar mensagens de contato deve ser um número inteiro de meses.'],
    ['x', 'O campo Guardar mensagens de contato deve ser um número de meses.'],
    ['24', 'O campo Guardar mensagens de contato deve ser um número de meses.'],
    [null, 'O campo Guardar mensagens de contato deve ser um número de meses.'],
    [1e308, 'O campo Guardar mensagens de contato deve ser um número inteiro de meses.'],
  ])('answers 422 on contact_retention_months for %j, changing nothing', async (months, message) => {
    const token = await admin();
    const res = await call(settings, 'PUT', URL, { token, body: { title: 'Mudou', contact_retention_months: months } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['contact_retention_months']);
    expect(res.body.errors.contact_retention_months[0]).toBe(message);
    const after = await stored();
    expect([after.title, after.contact_retention_months]).toEqual(['Vitrine de Teste', 24]);
  });
});

describe('PUT /api/settings: the privacy fields never answer 500', () => {
  const values = [...HOSTILE_VALUES, 'a', 'a'.repeat(120), '0', 'nao-existe', 'pagina-1', Number.MAX_SAFE_INTEGER, '1e400'];
  it.each(['privacy_page', 'contact_retention_months'])('for hostile values in %s alone', async (field) => {
    const token = await admin();
    await seedPage({ slug: 'pagina-1' });
    for (const value of values) {
      const res = await call(settings, 'PUT', URL, { token, body: { [field]: value } });
      expect([200, 422], `${field} = ${JSON.stringify(value).slice(0, 40)}`).toContain(res.status);
    }
  });
});
