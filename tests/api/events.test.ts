import { beforeEach, describe, expect, it } from 'vitest';
import events from '../../netlify/functions/events.mts';
import { createUser, resetDb } from '../helpers/db';
import { seedEvent, seedEventsFeature } from '../helpers/events';
import { call } from '../helpers/request';

const LIST = '/api/events';
const item = (id: string) => ({ url: `${LIST}/${id}`, params: { id } });
const roles = async () => ({
  user: (await createUser({ role: 'user' })).token,
  admin: (await createUser({ role: 'admin' })).token,
  super: (await createUser({ role: 'super' })).token,
});
const titles = (body: { data: { title: string }[] }) => body.data.map((e) => e.title);
const DAY = 86_400_000;

beforeEach(async () => {
  await resetDb();
});

describe('GET /api/events', () => {
  it('shows the public and customers only published events, latest first, without the description', async () => {
    await seedEventsFeature();
    await seedEvent({ title: 'Antigo', starts_at: new Date('2026-01-10T12:00:00Z') });
    await seedEvent({ title: 'Próximo', starts_at: new Date(Date.now() + DAY) });
    await seedEvent({ title: 'Rascunho', status: 'draft' });
    const { user } = await roles();
    for (const token of [undefined, user]) {
      const res = await call(events, 'GET', LIST, { token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
      expect(titles(res.body)).toEqual(['Próximo', 'Antigo']);
      expect(res.body.data[0].description).toBeUndefined();
    }
    // The public cannot ask for drafts through the status filter.
    expect((await call(events, 'GET', `${LIST}?status=draft`)).body.total).toBe(2);
  });

  it.each(['admin', 'super'] as const)('lets %s list every event with search, status and pagination', async (role) => {
    await seedEventsFeature();
    await seedEvent({ title: 'Feira do livro' });
    await seedEvent({ title: 'Rascunho da feira', status: 'draft' });
    await seedEvent({ title: 'Sarau', place: 'Praça da Feira' });
    await seedEvent({ title: 'Outra coisa' });
    const token = (await createUser({ role })).token;
    expect((await call(events, 'GET', LIST, { token })).body.total).toBe(4);
    expect((await call(events, 'GET', `${LIST}?q=feira`, { token })).body.total).toBe(3);
    expect(titles((await call(events, 'GET', `${LIST}?status=draft`, { token })).body)).toEqual(['Rascunho da feira']);
    const page2 = await call(events, 'GET', `${LIST}?per_page=3&page=2`, { token });
    expect(page2.body).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(page2.body.data).toHaveLength(1);
  });

  it('filters upcoming (soonest first) and past events, an event being over once its end has passed', async () => {
    await seedEventsFeature();
    const now = Date.now();
    await seedEvent({ title: 'Passado', starts_at: new Date(now - 3 * DAY) });
    await seedEvent({ title: 'Em andamento', starts_at: new Date(now - 3_600_000), ends_at: new Date(now + 3_600_000) });
    await seedEvent({ title: 'Depois', starts_at: new Date(now + 5 * DAY) });
    await seedEvent({ title: 'Logo', starts_at: new Date(now + DAY) });
    expect(titles((await call(events, 'GET', `${LIST}?when=upcoming`)).body)).toEqual(['Em andamento', 'Logo', 'Depois']);
    expect(titles((await call(events, 'GET', `${LIST}?when=past`)).body)).toEqual(['Passado']);
  });

  it('filters by São Paulo days: an event at 23:30 on the 14th there is on the 14th, not the 15th', async () => {
    await seedEventsFeature();
    // 23:30 on 14 Nov 2026 in São Paulo is 02:30 on the 15th in UTC.
    await seedEvent({ title: 'Noite', starts_at: new Date('2026-11-15T02:30:00Z'), ends_at: new Date('2026-11-15T02:50:00Z') });
    await seedEvent({ title: 'Manhã do 15', starts_at: new Date('2026-11-15T12:00:00Z') });
    await seedEvent({ title: 'Semana', starts_at: new Date('2026-11-10T12:00:00Z'), ends_at: new Date('2026-11-20T12:00:00Z') });
    const on = async (from: string, to: string) => titles((await call(events, 'GET', `${LIST}?from=${from}&to=${to}`)).body).sort();
    expect(await on('2026-11-14', '2026-11-14')).toEqual(['Noite', 'Semana']);
    expect(await on('2026-11-15', '2026-11-15')).toEqual(['Manhã do 15', 'Semana']);
    expect(await on('2026-11-21', '2026-11-30')).toEqual([]);
  });

  it.each([
    ['status=rascunho', 'status', 'O parâmetro status deve ser draft ou published.'],
    ['when=ontem', 'when', 'O parâmetro when deve ser upcoming ou past.'],
    ['from=14/11/2026', 'from', 'O parâmetro from deve ser uma data AAAA-MM-DD.'],
    ['to=2026-02-30', 'to', 'O parâmetro to deve ser uma data AAAA-MM-DD.'],
    ['from=2026-11-20&to=2026-11-10', 'to', 'O parâmetro to deve ser igual ou posterior a from.'],
    [`q=${'a'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
  ])('answers 422 for %s', async (query, field, message) => {
    await seedEventsFeature();
    const token = (await createUser({ role: 'admin' })).token;
    const res = await call(events, 'GET', `${LIST}?${query}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 404 to the public and to super while the feature is disabled, and still lists for admin', async () => {
    await seedEventsFeature(false);
    await seedEvent();
    const { user, admin, super: sup } = await roles();
    expect((await call(events, 'GET', LIST)).status).toBe(404);
    expect((await call(events, 'GET', LIST, { token: user })).status).toBe(404);
    expect((await call(events, 'GET', LIST, { token: admin })).body.total).toBe(1);
    expect((await call(events, 'GET', LIST, { token: sup })).status).toBe(404);
  });

  it('answers 404 to the public before the setup', async () => {
    expect((await call(events, 'GET', LIST)).status).toBe(404);
  });
});

describe('GET /api/events/:id', () => {
  it('finds a published event by id and by slug, with its description', async () => {
    await seedEventsFeature();
    const { id, slug } = await seedEvent();
    for (const key of [id, slug]) {
      const res = await call(events, 'GET', item(key).url, item(key));
      expect(res).toMatchObject({ status: 200, body: { id, slug, description: '<p>Descrição</p>', status: 'published' } });
    }
  });

  it('hides drafts from the public and customers, not from managers', async () => {
    await seedEventsFeature();
    const { id, slug } = await seedEvent({ status: 'draft' });
    const { user, admin, super: sup } = await roles();
    for (const key of [id, slug]) {
      expect((await call(events, 'GET', item(key).url, item(key))).status).toBe(404);
      expect((await call(events, 'GET', item(key).url, { ...item(key), token: user })).status).toBe(404);
      expect((await call(events, 'GET', item(key).url, { ...item(key), token: admin })).status).toBe(200);
      expect((await call(events, 'GET', item(key).url, { ...item(key), token: sup })).status).toBe(200);
    }
  });

  it.each(['nao-existe', '999', 'Maiúscula', '../x', 'a'.repeat(121)])('answers 404 for %s', async (key) => {
    await seedEventsFeature();
    const token = (await createUser({ role: 'admin' })).token;
    expect((await call(events, 'GET', item(key).url, { ...item(key), token })).status).toBe(404);
  });

  it('answers 404 to the public while the feature is disabled', async () => {
    await seedEventsFeature(false);
    const { id, slug } = await seedEvent();
    expect((await call(events, 'GET', item(id).url, item(id))).status).toBe(404);
    expect((await call(events, 'GET', item(slug).url, item(slug))).status).toBe(404);
  });
});
