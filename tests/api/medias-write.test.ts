import { beforeEach, describe, expect, it } from 'vitest';
import mediaFiles from '../../netlify/functions/media-files.mts';
import medias from '../../netlify/functions/medias.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { seedMedia, seedMediasFeature, TINY_PDF, uploadMediaFile } from '../helpers/medias';
import { call } from '../helpers/request';
import { makeImage, useBlobsServer } from '../helpers/uploads';

useBlobsServer();

const LIST = '/api/medias';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const valid = {
  title: 'Mapa Histórico da Cidade',
  publication_type: 'mapa',
  media_type: 'link',
  external_url: 'https://exemplo.org/mapa',
  year: 1998,
  authors: 'Ana Lima; João Souza',
  description: '<p>Um mapa.</p>',
  status: 'published',
};
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from medias`)[0].n;
const uploads = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from media_uploads`)[0].n;
const fetchFile = (id: string, token?: string) =>
  mediaFiles(new Request(`http://localhost:8888/api/media-files/${id}`, { headers: token ? { authorization: `Token ${token}` } : {} }), { params: { id } });

beforeEach(resetDb);

describe('POST /api/medias', () => {
  it.each(['admin', 'super'] as const)('lets %s create an item with an external link; the slug comes from the title', async (role) => {
    await seedMediasFeature();
    const { token, user } = await createUser({ role });
    const res = await call(medias, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'mapa-historico-da-cidade',
      publication_type: 'mapa',
      media_type: 'link',
      year: 1998,
      authors: 'Ana Lima; João Souza',
      external_url: 'https://exemplo.org/mapa',
      file_id: null,
      status: 'published',
      author_id: user.id,
    });
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i and stores nothing', async (_c, role, status) => {
    await seedMediasFeature();
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(medias, 'POST', LIST, { token, body: valid })).status).toBe(status);
    expect(await count()).toBe(0);
  });

  it('creates an item with an uploaded PDF, serves it, and deletes the file with the item', async () => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'admin' });
    const file = await uploadMediaFile(token, TINY_PDF, 'relatório anual.pdf');
    expect(file.status).toBe(200);
    const res = await call(medias, 'POST', LIST, { token, body: { ...valid, media_type: 'documento', external_url: null, file_id: file.body.id } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ file_id: file.body.id, file_url: `/api/media-files/${file.body.id}`, file_name: 'relatório anual.pdf', file_size: TINY_PDF.length, file_mime: 'application/pdf' });
    const served = await fetchFile(file.body.id);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PDF)).toBe(true);
    const del = await call(medias, 'DELETE', item(res.body.id).url, { token, params: item(res.body.id).params });
    expect(del.status).toBe(200);
    expect(await uploads()).toBe(0);
    expect((await fetchFile(file.body.id)).status).toBe(404);
  });

  it('refuses a file whose type does not match the media type, a file of another item and an unknown file', async () => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'admin' });
    const image = await uploadMediaFile(token, await makeImage('png'), 'foto.png');
    const wrong = await call(medias, 'POST', LIST, { token, body: { ...valid, media_type: 'documento', external_url: null, file_id: image.body.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.media_type[0]).toBe('O arquivo enviado (image/png) não combina com o tipo de mídia escolhido: use Imagem.');
    const ok = await call(medias, 'POST', LIST, { token, body: { ...valid, media_type: 'imagem', external_url: null, file_id: image.body.id } });
    expect(ok.status).toBe(201);
    const again = await call(medias, 'POST', LIST, { token, body: { ...valid, slug: 'outro', media_type: 'imagem', external_url: null, file_id: image.body.id } });
    expect(again.status).toBe(422);
    expect(again.body.errors.file_id[0]).toBe('O arquivo não foi encontrado ou o envio não terminou. Envie o arquivo novamente.');
    const unknown = await call(medias, 'POST', LIST, { token, body: { ...valid, slug: 'x', media_type: 'imagem', external_url: null, file_id: 'a'.repeat(32) } });
    expect(unknown.status).toBe(422);
    expect(await count()).toBe(1);
  });

  it.each([
    ['neither', { file_id: null, external_url: null }, 'file_id', 'Envie um arquivo ou informe um link externo.'],
    ['both', { file_id: 'a'.repeat(32) }, 'external_url', 'Informe um arquivo ou um link externo, não os dois.'],
    ['a link type with a file', { media_type: 'link', external_url: null, file_id: 'a'.repeat(32) }, 'media_type', 'O tipo de mídia Link externo não tem arquivo: informe o link.'],
  ])('answers 422 for %s of file and link', async (_c, change, field, message) => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(medias, 'POST', LIST, { token, body: { ...valid, ...change } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('sanitizes the description on save', async () => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'admin' });
    const description =
      '<p onclick="x()">a<script>alert(1)</script></p><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(1)">l</a><iframe src="https://evil.example/"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe>';
    const res = await call(medias, 'POST', LIST, { token, body: { ...valid, description } });
    expect(res.body.description).toBe('<p>a</p><img src="/a.png" /><a>l</a><iframe src="https://player.vimeo.com/video/1" loading="lazy"></iframe>');
  });

  it('answers 409 with errors.slug for a slug taken, generated or typed', async () => {
    await seedMediasFeature();
    await seedMedia({ slug: 'mapa-historico-da-cidade' });
    const { token } = await createUser({ role: 'admin' });
    for (const body of [valid, { ...valid, title: 'Outro', slug: 'mapa-historico-da-cidade' }]) {
      const res = await call(medias, 'POST', LIST, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.errors.slug[0]).toBe('Este endereço (slug) já é usado por outro item da biblioteca.');
    }
    expect(await count()).toBe(1);
  });

  it('answers 409 with a clear message while the feature is disabled', async () => {
    await seedMediasFeature(false);
    const { token } = await createUser({ role: 'admin' });
    const res = await call(medias, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A seção de biblioteca está desativada nas configurações. Ative-a para gerenciar a biblioteca.');
    expect(await count()).toBe(0);
  });

  it.each([
    ['title', undefined, 'O campo Título é obrigatório.'],
    ['title', 'a'.repeat(201), 'O campo Título deve ter no máximo 200 caracteres.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2024', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['publication_type', 'romance', 'O campo Tipo de publicação deve ser um dos tipos da lista.'],
    ['publication_type', undefined, 'O campo Tipo de publicação deve ser um dos tipos da lista.'],
    ['media_type', 'cd', 'O campo Tipo de mídia deve ser um dos tipos da lista.'],
    ['authors', 'a'.repeat(301), 'O campo Autores deve ter no máximo 300 caracteres.'],
    ['year', 999, 'O campo Ano deve ser um ano entre 1000 e 2100.'],
    ['year', 2101, 'O campo Ano deve ser um ano entre 1000 e 2100.'],
    ['year', 1999.5, 'O campo Ano deve ser um ano entre 1000 e 2100.'],
    ['year', 'mil', 'O campo Ano deve ser um ano entre 1000 e 2100.'],
    ['description', 'a'.repeat(100_001), 'O campo Descrição deve ter no máximo 100000 caracteres.'],
    ['description', 5, 'O campo Descrição deve ser um texto.'],
    ['cover', 'javascript:alert(1)', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['file_id', '../../etc/passwd', 'O campo Arquivo não é um envio válido.'],
    ['external_url', 'javascript:alert(1)', 'O campo Link externo deve ser um endereço http(s) ou um caminho do site.'],
    ['external_url', '//evil.example/a', 'O campo Link externo deve ser um endereço http(s) ou um caminho do site.'],
    ['external_url', 'ftp://exemplo.org/a', 'O campo Link externo deve ser um endereço http(s) ou um caminho do site.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
  ])('answers 422 on %s (case %#)', async (field, value, message) => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(medias, 'POST', LIST, { token, body: { ...valid, slug: 'x', [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });
});

describe('PUT and DELETE /api/medias/:id', () => {
  it('replaces the fields; replacing the file deletes the old one', async () => {
    await seedMediasFeature();
    const { token } = await createUser({ role: 'super' });
    const first = await uploadMediaFile(token, TINY_PDF, 'a.pdf');
    const created = await call(medias, 'POST', LIST, { token, body: { ...valid, media_type: 'documento', external_url: null, file_id: first.body.id } });
    const second = await uploadMediaFile(token, TINY_PDF, 'b.pdf');
    const { id } = created.body;
    const res = await call(medias, 'PUT', item(id).url, { token, params: item(id).params, body: { ...valid, title: 'Novo', media_type: 'documento', external_url: null, file_id: second.body.id, status: 'draft' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Novo', slug: 'novo', file_name: 'b.pdf', status: 'draft' });
    expect((await fetchFile(first.body.id, token)).status).toBe(404);
    // The item is a draft now: its file is for managers only.
    expect((await fetchFile(second.body.id)).status).toBe(404);
    expect((await fetchFile(second.body.id, token)).status).toBe(200);
    const toLink = await call(medias, 'PUT', item(id).url, { token, params: item(id).params, body: valid });
    expect(toLink.body).toMatchObject({ file_id: null, file_url: null, external_url: valid.external_url });
    expect(await uploads()).toBe(0);
  });

  it('refuses anonymous and customers, answers 404 for unknown ids and 409 while the feature is off', async () => {
    await seedMediasFeature();
    const { id } = await seedMedia();
    const { token: user } = await createUser({ role: 'user' });
    expect((await call(medias, 'PUT', item(id).url, { params: item(id).params, body: valid })).status).toBe(401);
    expect((await call(medias, 'DELETE', item(id).url, { token: user, params: item(id).params })).status).toBe(403);
    const { token } = await createUser({ role: 'admin' });
    expect((await call(medias, 'PUT', item('999').url, { token, params: item('999').params, body: valid })).status).toBe(404);
    expect((await call(medias, 'DELETE', item('999').url, { token, params: item('999').params })).status).toBe(404);
    await getSql()`update settings set features = jsonb_set(features, '{medias,enabled}', 'false')`;
    expect((await call(medias, 'DELETE', item(id).url, { token, params: item(id).params })).status).toBe(409);
    expect(await count()).toBe(1);
  });
});
