import { beforeEach, describe, expect, it } from 'vitest';
import pages from '../../netlify/functions/pages.mts';
import { createUser, resetDb } from '../helpers/db';
import { seedPage } from '../helpers/pages';
import { call } from '../helpers/request';

const LIST = '/api/pages';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });

beforeEach(resetDb);

describe('GET /api/pages', () => {
  it('shows the public and customers only the published pages, home first, without blocks', async () => {
    await seedPage({ title: 'Sobre', slug: 'sobre' });
    await seedPage({ title: 'Início', slug: 'inicio', is_home: true });
    await seedPage({ title: 'Rascunho', slug: 'rascunho', status: 'draft' });
    const user = (await createUser({ role: 'user' })).token;
    for (const token of [undefined, user]) {
      const res = await call(pages, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['Início', 'Sobre']);
      expect(res.body.data[0].is_home).toBe(true);
      expect(res.body.data[0].blocks).toBeUndefined();
      // The public cannot ask for drafts through the status filter.
      expect((await call(pages, 'GET', `${LIST}?status=draft`, { token })).body.total).toBe(2);
    }
  });

  it.each(['admin', 'super'] as const)('lets %s list every page with search, status and pagination', async (role) => {
    await seedPage({ title: 'Quem somos' });
    await seedPage({ title: 'Quem apoia', status: 'draft' });
    await seedPage({ title: 'Contato' });
    const token = (await createUser({ role })).token;
    expect((await call(pages, 'GET', LIST, { token })).body.total).toBe(3);
    expect((await call(pages, 'GET', `${LIST}?q=quem`, { token })).body.total).toBe(2);
    const drafts = await call(pages, 'GET', `${LIST}?status=draft`, { token });
    expect(drafts.body.data.map((p: { title: string }) => p.title)).toEqual(['Quem apoia']);
    const page2 = await call(pages, 'GET', `${LIST}?per_page=2&page=2`, { token });
    expect(page2.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.body.data).toHaveLength(1);
    expect((await call(pages, 'GET', `${LIST}?q=%25`, { token })).body.total).toBe(0);
  });

  it.each([
    ['status=rascunho', 'status', 'O parâmetro status deve ser draft ou published.'],
    [`q=${'a'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
  ])('answers 422 for %s', async (query, field, message) => {
    const token = (await createUser({ role: 'admin' })).token;
    const res = await call(pages, 'GET', `${LIST}?${query}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });
});

describe('GET /api/pages/:id', () => {
  it('finds a published page by id and by slug, with its blocks', async () => {
    const blocks = [{ id: 'a', type: 'rich_text', html: '<p>Corpo</p>' }];
    const { id, slug } = await seedPage({ blocks });
    for (const key of [id, slug]) {
      const res = await call(pages, 'GET', item(key).url, item(key));
      expect(res).toMatchObject({ status: 200, body: { id, slug, blocks, status: 'published' } });
    }
  });

  it('hides drafts from the public and customers, not from managers', async () => {
    const { id, slug } = await seedPage({ status: 'draft' });
    const user = (await createUser({ role: 'user' })).token;
    const admin = (await createUser({ role: 'admin' })).token;
    const sup = (await createUser({ role: 'super' })).token;
    for (const key of [id, slug]) {
      expect((await call(pages, 'GET', item(key).url, item(key))).status).toBe(404);
      expect((await call(pages, 'GET', item(key).url, { ...item(key), token: user })).status).toBe(404);
      expect((await call(pages, 'GET', item(key).url, { ...item(key), token: admin })).status).toBe(200);
      expect((await call(pages, 'GET', item(key).url, { ...item(key), token: sup })).status).toBe(200);
    }
    expect((await call(pages, 'GET', item(id).url, item(id))).body.message).toBe('Página não encontrada.');
  });

  it.each(['nao-existe', '999', 'Maiúscula', '../x', 'a'.repeat(121)])('answers 404 for %s', async (key) => {
    const token = (await createUser({ role: 'admin' })).token;
    expect((await call(pages, 'GET', item(key).url, { ...item(key), token })).status).toBe(404);
  });
});
