import { beforeEach, describe, expect, it } from 'vitest';
import posts from '../../netlify/functions/posts.mts';
import { createUser, resetDb } from '../helpers/db';
import { seedPost, seedPostsFeature } from '../helpers/posts';
import { call } from '../helpers/request';

const LIST = '/api/posts';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const roles = async () => ({
  user: (await createUser({ role: 'user' })).token,
  admin: (await createUser({ role: 'admin' })).token,
  super: (await createUser({ role: 'super' })).token,
});

beforeEach(async () => {
  await resetDb();
});

describe('GET /api/posts', () => {
  it('shows the public and customers only the published posts already due, newest first', async () => {
    await seedPostsFeature();
    await seedPost({ title: 'Antiga', published_at: new Date('2026-01-01T12:00:00Z') });
    await seedPost({ title: 'Nova', published_at: new Date(Date.now() - 1000) });
    await seedPost({ title: 'Rascunho', status: 'draft' });
    await seedPost({ title: 'Agendada', published_at: new Date(Date.now() + 86_400_000) });
    const { user } = await roles();
    for (const token of [undefined, user]) {
      const res = await call(posts, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['Nova', 'Antiga']);
      expect(res.body.data[0].body).toBeUndefined();
    }
    // The public cannot ask for drafts through the status filter.
    expect((await call(posts, 'GET', `${LIST}?status=draft`)).body.total).toBe(2);
  });

  it.each(['admin', 'super'] as const)('lets %s list every post with search, status and pagination', async (role) => {
    await seedPostsFeature();
    await seedPost({ title: 'Feira do livro' });
    await seedPost({ title: 'Rascunho da feira', status: 'draft' });
    await seedPost({ title: 'Outra coisa' });
    const token = (await createUser({ role })).token;
    expect((await call(posts, 'GET', LIST, { token })).body.total).toBe(3);
    expect((await call(posts, 'GET', `${LIST}?q=feira`, { token })).body.total).toBe(2);
    const drafts = await call(posts, 'GET', `${LIST}?status=draft`, { token });
    expect(drafts.body.data.map((p: { title: string }) => p.title)).toEqual(['Rascunho da feira']);
    const page2 = await call(posts, 'GET', `${LIST}?per_page=2&page=2`, { token });
    expect(page2.body).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page2.body.data).toHaveLength(1);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await seedPostsFeature();
    await seedPost({ title: 'Cem por cento' });
    const token = (await createUser({ role: 'admin' })).token;
    expect((await call(posts, 'GET', `${LIST}?q=%25`, { token })).body.total).toBe(0);
  });

  it.each([
    ['status=rascunho', 'status', 'O parâmetro status deve ser draft ou published.'],
    [`q=${'a'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
  ])('answers 422 for %s', async (query, field, message) => {
    await seedPostsFeature();
    const token = (await createUser({ role: 'admin' })).token;
    const res = await call(posts, 'GET', `${LIST}?${query}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 404 to the public while the feature is disabled, and still lists for managers', async () => {
    await seedPostsFeature(false);
    await seedPost();
    const { user, admin } = await roles();
    expect((await call(posts, 'GET', LIST)).status).toBe(404);
    expect((await call(posts, 'GET', LIST, { token: user })).status).toBe(404);
    expect((await call(posts, 'GET', LIST, { token: admin })).body.total).toBe(1);
  });

  it('answers 404 to the public before the setup', async () => {
    expect((await call(posts, 'GET', LIST)).status).toBe(404);
  });
});

describe('GET /api/posts/:id', () => {
  it('finds a published post by id and by slug, with its body', async () => {
    await seedPostsFeature();
    const { id, slug } = await seedPost({ body: '<p>Corpo</p>' });
    for (const key of [id, slug]) {
      const res = await call(posts, 'GET', item(key).url, item(key));
      expect(res).toMatchObject({ status: 200, body: { id, slug, body: '<p>Corpo</p>', status: 'published' } });
    }
  });

  it('hides drafts and scheduled posts from the public and customers, not from managers', async () => {
    await seedPostsFeature();
    const draft = await seedPost({ status: 'draft' });
    const later = await seedPost({ published_at: new Date(Date.now() + 86_400_000) });
    const { user, admin, super: sup } = await roles();
    for (const { id } of [draft, later]) {
      expect((await call(posts, 'GET', item(id).url, item(id))).status).toBe(404);
      expect((await call(posts, 'GET', item(id).url, { ...item(id), token: user })).status).toBe(404);
      expect((await call(posts, 'GET', item(id).url, { ...item(id), token: admin })).status).toBe(200);
      expect((await call(posts, 'GET', item(id).url, { ...item(id), token: sup })).status).toBe(200);
    }
  });

  it.each(['nao-existe', '999', 'Maiúscula', '../x', 'a'.repeat(121)])('answers 404 for %s', async (key) => {
    await seedPostsFeature();
    const token = (await createUser({ role: 'admin' })).token;
    expect((await call(posts, 'GET', item(key).url, { ...item(key), token })).status).toBe(404);
  });

  it('answers 404 to the public while the feature is disabled', async () => {
    await seedPostsFeature(false);
    const { id } = await seedPost();
    expect((await call(posts, 'GET', item(id).url, item(id))).status).toBe(404);
  });
});
