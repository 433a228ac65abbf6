import { beforeEach, describe, expect, it } from 'vitest';
import posts from '../../netlify/functions/posts.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { seedPost, seedPostsFeature } from '../helpers/posts';
import { call } from '../helpers/request';

const LIST = '/api/posts';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const valid = { title: 'Feira de Livros em São Paulo', body: '<p>Olá</p>', status: 'published' };
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from posts`)[0].n;

beforeEach(resetDb);

describe('POST /api/posts', () => {
  it.each(['admin', 'super'] as const)('lets %s create a post; the slug comes from the title', async (role) => {
    await seedPostsFeature();
    const { token, user } = await createUser({ role });
    const res = await call(posts, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: valid.title,
      slug: 'feira-de-livros-em-sao-paulo',
      status: 'published',
      author_id: user.id,
      author_name: user.name,
      excerpt: null,
      cover: null,
    });
    expect(Date.now() - Date.parse(res.body.published_at)).toBeLessThan(60_000);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i and stores nothing', async (_c, role, status) => {
    await seedPostsFeature();
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(posts, 'POST', LIST, { token, body: valid })).status).toBe(status);
    expect(await count()).toBe(0);
  });

  it('keeps a draft without a publication date, and stores a date-time input in São Paulo time', async () => {
    await seedPostsFeature();
    const { token } = await createUser({ role: 'admin' });
    const draft = await call(posts, 'POST', LIST, { token, body: { title: 'Rascunho', status: 'draft' } });
    expect(draft.body).toMatchObject({ status: 'draft', published_at: null, body: '' });
    const local = await call(posts, 'POST', LIST, { token, body: { ...valid, slug: 'local', published_at: '2026-03-10T09:30' } });
    expect(local.body.published_at).toBe('2026-03-10T12:30:00.000Z');
    const zoned = await call(posts, 'POST', LIST, { token, body: { ...valid, slug: 'zoned', published_at: '2026-03-10T09:30:00-03:00' } });
    expect(zoned.body.published_at).toBe('2026-03-10T12:30:00.000Z');
  });

  it('sanitizes the body on save', async () => {
    await seedPostsFeature();
    const { token } = await createUser({ role: 'admin' });
    const body = '<p onclick="x()">a<script>alert(1)</script></p><a href="javascript:alert(1)">l</a><iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>';
    const res = await call(posts, 'POST', LIST, { token, body: { ...valid, body } });
    expect(res.body.body).toBe('<p>a</p><a>l</a><iframe src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>');
    const [row] = await getSql()<{ body: string }[]>`select body from posts`;
    expect(row.body).toBe(res.body.body);
  });

  it('answers 409 with errors.slug for a slug taken, generated or typed', async () => {
    await seedPostsFeature();
    await seedPost({ slug: 'feira-de-livros-em-sao-paulo' });
    const { token } = await createUser({ role: 'admin' });
    for (const body of [valid, { ...valid, title: 'Outro', slug: 'feira-de-livros-em-sao-paulo' }]) {
      const res = await call(posts, 'POST', LIST, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.errors.slug[0]).toBe('Este endereço (slug) já é usado por outra notícia.');
    }
    expect(await count()).toBe(1);
  });

  it('answers 409 with a clear message while the feature is disabled', async () => {
    await seedPostsFeature(false);
    const { token } = await createUser({ role: 'admin' });
    const res = await call(posts, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A seção de notícias está desativada nas configurações. Ative-a para gerenciar notícias.');
    expect(await count()).toBe(0);
  });

  it.each([
    ['title', undefined, 'O campo Título é obrigatório.'],
    ['title', '   ', 'O campo Título é obrigatório.'],
    ['title', 'a'.repeat(201), 'O campo Título deve ter no máximo 200 caracteres.'],
    ['title', 12, 'O campo Título é obrigatório.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', 'ação', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '-x-', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2024', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['slug', 'a'.repeat(121), 'O campo Endereço (slug) deve ter no máximo 120 caracteres.'],
    ['slug', ['a'], 'O campo Endereço (slug) deve ser um texto.'],
    ['excerpt', 'a'.repeat(501), 'O campo Resumo deve ter no máximo 500 caracteres.'],
    ['excerpt', 5, 'O campo Resumo deve ser um texto.'],
    ['cover', 'javascript:alert(1)', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['cover', '//evil.example/a.png', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['cover', 'https://x.org/a b.png', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['cover', 'a'.repeat(2049), 'O campo Capa deve ter no máximo 2048 caracteres.'],
    ['body', 'a'.repeat(200_001), 'O campo Texto deve ter no máximo 200000 caracteres.'],
    ['body', { html: 'x' }, 'O campo Texto deve ser um texto.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
    ['status', true, 'O campo Situação deve ser Rascunho ou Publicado.'],
    ['published_at', 'ontem', 'O campo Data de publicação deve ser uma data e hora válida.'],
    ['published_at', '2026-02-30T10:00', 'O campo Data de publicação deve ser uma data e hora válida.'],
    ['published_at', '2026-13-01T10:00:00Z', 'O campo Data de publicação deve ser uma data e hora válida.'],
    ['published_at', 20260101, 'O campo Data de publicação deve ser uma data e hora.'],
  ])('answers 422 on %s = %j', async (field, value, message) => {
    await seedPostsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(posts, 'POST', LIST, { token, body: { ...valid, slug: 'x', [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it.each(['!!!', '2024'])('asks for a slug when the title %j has no letters', async (title) => {
    await seedPostsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(posts, 'POST', LIST, { token, body: { title } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['Informe o Endereço (slug): o título não tem letras para gerá-lo.'] });
  });

  it('never answers 500 to hostile values in any field', async () => {
    await seedPostsFeature();
    const { token } = await createUser({ role: 'admin' });
    for (const field of ['title', 'slug', 'excerpt', 'cover', 'body', 'status', 'published_at']) {
      for (const value of HOSTILE_VALUES) {
        const res = await call(posts, 'POST', LIST, { token, body: { ...valid, slug: 'hostil', [field]: value } });
        expect([201, 409, 422], `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toContain(res.status);
        await getSql()`delete from posts`;
      }
    }
    for (const raw of rawBodies('{"title":"a\\u0000b"}')) {
      expect([400, 422]).toContain((await call(posts, 'POST', LIST, { token, raw })).status);
    }
  });
});

describe('PUT and DELETE /api/posts/:id', () => {
  it.each(['admin', 'super'] as const)('lets %s edit a post, keeping its first publication date', async (role) => {
    await seedPostsFeature();
    const first = new Date('2026-02-01T15:00:00Z');
    const { id } = await seedPost({ published_at: first });
    const { token } = await createUser({ role });
    const res = await call(posts, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'novo', body: '<p>x<img src=x onerror=alert(1)></p>' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, slug: 'novo', published_at: first.toISOString(), body: '<p>x</p>' });
  });

  it('answers 409 with errors.slug when the new slug is another post’s, and 404 for a missing post', async () => {
    await seedPostsFeature();
    await seedPost({ slug: 'ocupado' });
    const { id } = await seedPost({ slug: 'meu' });
    const { token } = await createUser({ role: 'admin' });
    const taken = await call(posts, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'ocupado' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toHaveLength(1);
    const same = await call(posts, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'meu' } });
    expect(same.status).toBe(200);
    expect((await call(posts, 'PUT', item('999').url, { ...item('999'), token, body: valid })).status).toBe(404);
    expect((await call(posts, 'PUT', item('meu').url, { ...item('meu'), token, body: valid })).status).toBe(404);
  });

  it.each(['admin', 'super'] as const)('lets %s delete a post', async (role) => {
    await seedPostsFeature();
    const { id } = await seedPost();
    const { token } = await createUser({ role });
    expect((await call(posts, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await call(posts, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses edits and deletes from %s with %i', async (_c, role, status) => {
    await seedPostsFeature();
    const { id } = await seedPost({ title: 'Intacta' });
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(posts, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(status);
    expect((await call(posts, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    const [row] = await getSql()<{ title: string }[]>`select title from posts`;
    expect(row.title).toBe('Intacta');
  });

  // An admin's edits while the section is off (a super's are a 403: tests/api/feature-managers.test.ts).
  it('answers 409 to edits and deletes while the feature is disabled', async () => {
    await seedPostsFeature(false);
    const { id } = await seedPost();
    const { token } = await createUser({ role: 'admin' });
    expect((await call(posts, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(409);
    expect((await call(posts, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(409);
    expect(await count()).toBe(1);
  });

  it('answers 405 for other methods', async () => {
    expect((await call(posts, 'PATCH', LIST)).status).toBe(405);
  });
});
