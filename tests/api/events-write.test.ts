import { describe, expect, it } from 'vitest';
import events from '../../netlify/functions/events.mts';
import { getSql } from '../../src/server/db/client';
import { createUser } from '../helpers/db';
import { seedEvent, seedEventsFeature } from '../helpers/events';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const LIST = '/api/events';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const valid = {
  title: 'Sarau de Primavera na Praça',
  starts_at: '2026-11-14T23:30',
  ends_at: '2026-11-15T01:00',
  place: 'Praça da Matriz',
  address: 'Rua das Flores, 100 - Centro, São Paulo - SP',
  description: '<p>Poesia e música</p>',
  registration_url: 'https://exemplo.org/inscricao',
  status: 'published',
};
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from events`)[0].n;

// Resets the database before each test and points the build hook at a fake one.
const hook = useFakeHook();

describe('POST /api/events', () => {
  it.each(['admin', 'super'] as const)('lets %s create an event in São Paulo time; the slug comes from the title', async (role) => {
    await seedEventsFeature();
    const { token, user } = await createUser({ role });
    const res = await call(events, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: valid.title,
      slug: 'sarau-de-primavera-na-praca',
      starts_at: '2026-11-15T02:30:00.000Z',
      ends_at: '2026-11-15T04:00:00.000Z',
      all_day: false,
      place: 'Praça da Matriz',
      registration_url: 'https://exemplo.org/inscricao',
      status: 'published',
      author_id: user.id,
      cover: null,
    });
    expect(hook.calls).toHaveLength(1);
  });

  it('stores an all-day event from 00:00 of its first day to the end of its last day (São Paulo)', async () => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const one = await call(events, 'POST', LIST, { token, body: { ...valid, slug: 'um-dia', all_day: true, starts_at: '2026-11-14', ends_at: null } });
    expect(one.body).toMatchObject({ all_day: true, starts_at: '2026-11-14T03:00:00.000Z', ends_at: '2026-11-15T02:59:59.999Z' });
    // A time sent with an all-day event is dropped: its São Paulo day counts.
    const many = await call(events, 'POST', LIST, {
      token,
      body: { ...valid, slug: 'tres-dias', all_day: true, starts_at: '2026-11-14T23:30', ends_at: '2026-11-17T02:00:00Z' },
    });
    expect(many.body).toMatchObject({ starts_at: '2026-11-14T03:00:00.000Z', ends_at: '2026-11-17T02:59:59.999Z' });
  });

  it('takes ISO times with their zone and keeps an event without an end', async () => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(events, 'POST', LIST, { token, body: { title: 'Palestra', starts_at: '2026-03-10T09:30:00-03:00' } });
    expect(res.body).toMatchObject({ starts_at: '2026-03-10T12:30:00.000Z', ends_at: null, status: 'draft', place: null });
    expect(hook.calls).toHaveLength(1);
  });

  it('sanitizes the description on save', async () => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const description =
      '<p onclick="x()">a<script>alert(1)</script><img src="/a.png" onerror="alert(1)"></p><a href="javascript:alert(1)">l</a>' +
      '<iframe src="https://evil.example/"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>';
    const res = await call(events, 'POST', LIST, { token, body: { ...valid, description } });
    expect(res.body.description).toBe('<p>a<img src="/a.png" /></p><a>l</a><iframe src="https://www.youtube.com/embed/abc" loading="lazy"></iframe>');
    const [row] = await getSql()<{ description: string }[]>`select description from events`;
    expect(row.description).toBe(res.body.description);
  });

  it('answers 409 with errors.slug for a slug taken, generated or typed', async () => {
    await seedEventsFeature();
    await seedEvent({ slug: 'sarau-de-primavera-na-praca' });
    const { token } = await createUser({ role: 'admin' });
    for (const body of [valid, { ...valid, title: 'Outro', slug: 'sarau-de-primavera-na-praca' }]) {
      const res = await call(events, 'POST', LIST, { token, body });
      expect(res.status).toBe(409);
      expect(res.body.errors.slug[0]).toBe('Este endereço (slug) já é usado por outro evento.');
    }
    expect(await count()).toBe(1);
    expect(hook.calls).toHaveLength(0);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s (401 or 403) and stores nothing', async (_c, role, status) => {
    await seedEventsFeature();
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(events, 'POST', LIST, { token, body: valid })).status).toBe(status);
    expect(await count()).toBe(0);
  });

  it('answers 409 with the feature message while the agenda is disabled', async () => {
    await seedEventsFeature(false);
    const { token } = await createUser({ role: 'admin' });
    const res = await call(events, 'POST', LIST, { token, body: valid });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A seção de agenda está desativada nas configurações. Ative-a para gerenciar eventos.');
    expect(await count()).toBe(0);
    expect(hook.calls).toHaveLength(0);
  });

  it.each([
    ['title', undefined, 'O campo Título é obrigatório.'],
    ['title', '  ', 'O campo Título é obrigatório.'],
    ['title', 'a'.repeat(201), 'O campo Título deve ter no máximo 200 caracteres.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2026', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['slug', 'a'.repeat(121), 'O campo Endereço (slug) deve ter no máximo 120 caracteres.'],
    ['all_day', 'sim', 'O campo Dia inteiro deve ser verdadeiro ou falso.'],
    ['starts_at', undefined, 'O campo Início é obrigatório.'],
    ['starts_at', '', 'O campo Início é obrigatório.'],
    ['starts_at', 'amanhã', 'O campo Início deve ser uma data e hora válida, entre 2000 e 2100.'],
    ['starts_at', '2026-02-30T10:00', 'O campo Início deve ser uma data e hora válida, entre 2000 e 2100.'],
    ['starts_at', '2026-02-30T10:00:00Z', 'O campo Início deve ser uma data e hora válida, entre 2000 e 2100.'],
    ['starts_at', '1999-12-31T10:00', 'O campo Início deve ser uma data e hora válida, entre 2000 e 2100.'],
    ['starts_at', '2026-11-14', 'O campo Início deve ter data e hora (ou marque Dia inteiro).'],
    ['starts_at', 20261114, 'O campo Início é obrigatório.'],
    ['ends_at', '2026-11-14T20:00', 'O campo Término não pode ser anterior ao Início.'],
    ['ends_at', '2028-01-01T20:00', 'O evento deve durar no máximo 366 dias.'],
    ['ends_at', '2026-11-15', 'O campo Término deve ter data e hora (ou marque Dia inteiro).'],
    ['ends_at', 'depois', 'O campo Término deve ser uma data e hora válida, entre 2000 e 2100.'],
    ['place', 'a'.repeat(201), 'O campo Local deve ter no máximo 200 caracteres.'],
    ['address', 'a'.repeat(301), 'O campo Endereço do local deve ter no máximo 300 caracteres.'],
    ['address', 5, 'O campo Endereço do local deve ser um texto.'],
    ['description', 'a'.repeat(200_001), 'O campo Descrição deve ter no máximo 200000 caracteres.'],
    ['description', { html: 'x' }, 'O campo Descrição deve ser um texto.'],
    ['cover', 'javascript:alert(1)', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['cover', '//evil.example/a.png', 'O campo Capa deve ser um endereço http(s) ou um caminho do site.'],
    ['registration_url', 'javascript:alert(1)', 'O campo Link de inscrição deve ser um endereço começando com http:// ou https://.'],
    ['registration_url', 'ftp://exemplo.org/x', 'O campo Link de inscrição deve ser um endereço começando com http:// ou https://.'],
    ['registration_url', 'exemplo.org/inscricao', 'O campo Link de inscrição deve ser um endereço começando com http:// ou https://.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
  ])('answers 422 on %s = %j and stores nothing', async (field, value, message) => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(events, 'POST', LIST, { token, body: { ...valid, slug: field === 'slug' ? value : 'x', [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('asks for a slug when the title has no letters', async () => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(events, 'POST', LIST, { token, body: { ...valid, title: '2026' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ slug: ['Informe o Endereço (slug): o título não tem letras para gerá-lo.'] });
  });

  it('never answers 500 to hostile values in any field', async () => {
    await seedEventsFeature();
    const { token } = await createUser({ role: 'admin' });
    const fields = ['title', 'slug', 'all_day', 'starts_at', 'ends_at', 'place', 'address', 'description', 'cover', 'registration_url', 'status'];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const res = await call(events, 'POST', LIST, { token, body: { ...valid, slug: 'hostil', [field]: value } });
        expect([201, 409, 422], `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toContain(res.status);
        await getSql()`delete from events`;
      }
    }
    for (const raw of rawBodies('{"title":"a\\u0000b","starts_at":"2026-11-14T10:00"}')) {
      expect([400, 422]).toContain((await call(events, 'POST', LIST, { token, raw })).status);
    }
  });
});

describe('PUT and DELETE /api/events/:id', () => {
  it.each(['admin', 'super'] as const)('lets %s edit an event, sanitizing the description', async (role) => {
    await seedEventsFeature();
    const { id } = await seedEvent();
    const { token } = await createUser({ role });
    const body = { ...valid, slug: 'novo', description: '<p>x<img src=/a.png onerror=alert(1)></p>' };
    const res = await call(events, 'PUT', item(id).url, { ...item(id), token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, slug: 'novo', starts_at: '2026-11-15T02:30:00.000Z', description: '<p>x<img src="/a.png" /></p>' });
    expect(hook.calls).toHaveLength(1);
  });

  it('answers 409 with errors.slug for another event’s slug, 422 for bad input and 404 for a missing event', async () => {
    await seedEventsFeature();
    await seedEvent({ slug: 'ocupado' });
    const { id } = await seedEvent({ slug: 'meu', title: 'Intacto' });
    const { token } = await createUser({ role: 'admin' });
    const taken = await call(events, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'ocupado' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toEqual(['Este endereço (slug) já é usado por outro evento.']);
    const bad = await call(events, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'meu', ends_at: '2026-11-01T10:00' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ends_at).toEqual(['O campo Término não pode ser anterior ao Início.']);
    const [row] = await getSql()<{ title: string }[]>`select title from events where id = ${id}`;
    expect(row.title).toBe('Intacto');
    expect((await call(events, 'PUT', item(id).url, { ...item(id), token, body: { ...valid, slug: 'meu' } })).status).toBe(200);
    expect((await call(events, 'PUT', item('999').url, { ...item('999'), token, body: valid })).status).toBe(404);
    expect((await call(events, 'PUT', item('meu').url, { ...item('meu'), token, body: valid })).status).toBe(404);
  });

  it.each(['admin', 'super'] as const)('lets %s delete an event', async (role) => {
    await seedEventsFeature();
    const { id } = await seedEvent();
    const { token } = await createUser({ role });
    expect((await call(events, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await call(events, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses edits and deletes from %s (401 or 403)', async (_c, role, status) => {
    await seedEventsFeature();
    const { id } = await seedEvent({ title: 'Intacto' });
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(events, 'PUT', item(id).url, { ...item(id), token, body: valid })).status).toBe(status);
    expect((await call(events, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(status);
    const [row] = await getSql()<{ title: string }[]>`select title from events`;
    expect(row.title).toBe('Intacto');
  });

  // An admin's edits while the section is off (a super's are a 403: tests/api/feature-managers.test.ts).
  it('answers 409 to edits and deletes while the feature is disabled', async () => {
    await seedEventsFeature(false);
    const { id } = await seedEvent();
    const { token } = await createUser({ role: 'admin' });
    const put = await call(events, 'PUT', item(id).url, { ...item(id), token, body: valid });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('A seção de agenda está desativada nas configurações. Ative-a para gerenciar eventos.');
    expect((await call(events, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(409);
    expect(await count()).toBe(1);
  });

  it('answers 405 for other methods', async () => {
    expect((await call(events, 'PATCH', LIST)).status).toBe(405);
  });
});
