import { beforeEach, describe, expect, it } from 'vitest';
import medias from '../../netlify/functions/medias.mts';
import { createUser, resetDb } from '../helpers/db';
import { seedMedia, seedMediasFeature } from '../helpers/medias';
import { call } from '../helpers/request';

const LIST = '/api/medias';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const titles = (body: { data: { title: string }[] }) => body.data.map((m) => m.title);

beforeEach(resetDb);

describe('GET /api/medias', () => {
  it('shows the public and customers only the published items, newest first, without descriptions', async () => {
    await seedMediasFeature();
    await seedMedia({ title: 'Primeiro' });
    await seedMedia({ title: 'Rascunho', status: 'draft' });
    await seedMedia({ title: 'Segundo' });
    const { token: user } = await createUser({ role: 'user' });
    for (const token of [undefined, user]) {
      const res = await call(medias, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(titles(res.body)).toEqual(['Segundo', 'Primeiro']);
      expect(res.body.data[0].description).toBeUndefined();
    }
    expect((await call(medias, 'GET', `${LIST}?status=draft`)).body.total).toBe(2);
  });

  it.each(['admin', 'super'] as const)('lets %s list every item with q, type, media, year, status filters and pages', async (role) => {
    await seedMediasFeature();
    await seedMedia({ title: 'Mapa do bairro', publication_type: 'mapa', media_type: 'imagem', year: 1998, external_url: 'https://exemplo.org/mapa' });
    await seedMedia({ title: 'Tese sobre o rio', publication_type: 'tese', media_type: 'documento', year: 2010, authors: 'Ana Lima', external_url: 'https://exemplo.org/tese.pdf' });
    await seedMedia({ title: 'Vídeo rascunho', status: 'draft', year: 2010 });
    const { token } = await createUser({ role });
    expect((await call(medias, 'GET', LIST, { token })).body.total).toBe(3);
    expect(titles((await call(medias, 'GET', `${LIST}?q=lima`, { token })).body)).toEqual(['Tese sobre o rio']);
    expect(titles((await call(medias, 'GET', `${LIST}?publication_type=mapa`, { token })).body)).toEqual(['Mapa do bairro']);
    expect(titles((await call(medias, 'GET', `${LIST}?media_type=documento`, { token })).body)).toEqual(['Tese sobre o rio']);
    expect((await call(medias, 'GET', `${LIST}?year=2010`, { token })).body.total).toBe(2);
    expect(titles((await call(medias, 'GET', `${LIST}?status=draft`, { token })).body)).toEqual(['Vídeo rascunho']);
    const page2 = await call(medias, 'GET', `${LIST}?per_page=2&page=2`, { token });
    expect(page2.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.body.data).toHaveLength(1);
  });

  it.each([
    ['publication_type=romance', 'publication_type', 'O parâmetro publication_type não é um valor aceito.'],
    ['media_type=cd', 'media_type', 'O parâmetro media_type não é um valor aceito.'],
    ['year=98', 'year', 'O parâmetro year deve ser um ano com 4 dígitos.'],
    ['status=x', 'status', 'O parâmetro status não é um valor aceito.'],
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    [`q=${'a'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
  ])('answers 422 on ?%s', async (query, field, message) => {
    await seedMediasFeature();
    const res = await call(medias, 'GET', `${LIST}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 404 to the public while the feature is off, and still lists for managers', async () => {
    await seedMediasFeature(false);
    await seedMedia();
    expect((await call(medias, 'GET', LIST)).status).toBe(404);
    const { token: user } = await createUser({ role: 'user' });
    expect((await call(medias, 'GET', LIST, { token: user })).status).toBe(404);
    const { token } = await createUser({ role: 'admin' });
    expect((await call(medias, 'GET', LIST, { token })).body.total).toBe(1);
  });
});

describe('GET /api/medias/:id', () => {
  it('finds a published item by id or slug, with its description', async () => {
    await seedMediasFeature();
    const { id, slug } = await seedMedia({ title: 'Cartilha' });
    for (const key of [id, slug]) {
      const res = await call(medias, 'GET', item(key).url, { params: item(key).params });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, slug, title: 'Cartilha', description: '<p>Descrição</p>' });
    }
  });

  it('hides drafts from the public but shows them to managers', async () => {
    await seedMediasFeature();
    const { id, slug } = await seedMedia({ status: 'draft' });
    expect((await call(medias, 'GET', item(slug).url, { params: item(slug).params })).status).toBe(404);
    expect((await call(medias, 'GET', item(id).url, { params: item(id).params })).status).toBe(404);
    const { token } = await createUser({ role: 'super' });
    expect((await call(medias, 'GET', item(id).url, { token, params: item(id).params })).status).toBe(200);
  });

  it('answers 404 for unknown keys and keys of the wrong shape, and while the feature is off', async () => {
    await seedMediasFeature();
    for (const key of ['nada', '999', 'Com Espaço', '../x']) {
      expect((await call(medias, 'GET', item(key).url, { params: item(key).params })).status).toBe(404);
    }
    const { slug } = await seedMedia();
    await resetDb();
    await seedMediasFeature(false);
    await seedMedia({ slug });
    expect((await call(medias, 'GET', item(slug).url, { params: item(slug).params })).status).toBe(404);
  });
});
