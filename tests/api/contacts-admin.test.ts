import { beforeEach, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

const LIST = '/api/contacts';
const item = (id: string | number) => ({ url: `${LIST}/${id}`, params: { id: String(id) } });
const names = (body: { data: { name: string }[] }) => body.data.map((c) => c.name);

/** Seeds messages one minute apart (the last is the newest); `read` lists the numbers already read. */
async function seed(n: number, read: number[] = []): Promise<void> {
  for (let i = 1; i <= n; i += 1) {
    await getSql()`
      insert into contacts (name, email, message, created_at, read_at)
      values (${`Pessoa ${i}`}, ${`p${i}@exemplo.org`}, ${`Mensagem ${i}`}, now() - make_interval(mins => ${n - i}),
              ${read.includes(i) ? new Date() : null})`;
  }
}

beforeEach(resetDb);

describe('GET /api/contacts?unread=1', () => {
  it('lists the unread messages only, newest first, with their total', async () => {
    await seed(4, [2, 4]);
    const { token } = await createUser({ role: 'admin' });
    const res = await call(contacts, 'GET', `${LIST}?unread=1`, { token });
    expect(res.body).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(names(res.body)).toEqual(['Pessoa 3', 'Pessoa 1']);
    for (const off of ['unread=0', 'unread=', 'unread=false']) {
      expect((await call(contacts, 'GET', `${LIST}?${off}`, { token })).body.total).toBe(4);
    }
  });

  it.each(['yes', '2', '<b>'])('answers 422 for unread=%s', async (value) => {
    const { token } = await createUser({ role: 'super' });
    const res = await call(contacts, 'GET', `${LIST}?unread=${encodeURIComponent(value)}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors.unread[0]).toBe('O parâmetro unread deve ser 1 ou 0.');
  });
});

describe('PATCH /api/contacts/:id', () => {
  it.each(['admin', 'super'] as const)('lets %s mark a message unread again, then read', async (role) => {
    await seed(1, [1]);
    const { token } = await createUser({ role });
    const unread = await call(contacts, 'PATCH', item(1).url, { ...item(1), token, body: { read: false } });
    expect(unread).toMatchObject({ status: 200, body: { id: '1', read_at: null } });
    expect((await call(contacts, 'GET', `${LIST}?unread=1`, { token })).body.total).toBe(1);
    const read = await call(contacts, 'PATCH', item(1).url, { ...item(1), token, body: { read: true } });
    expect(read.body.read_at).toMatch(/^\d{4}-/);
    const again = await call(contacts, 'PATCH', item(1).url, { ...item(1), token, body: { read: true } });
    expect(again.body.read_at).toBe(read.body.read_at);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s (%s) with %i and changes nothing', async (_c, role, status) => {
    await seed(1, [1]);
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(contacts, 'PATCH', item(1).url, { ...item(1), token, body: { read: false } })).status).toBe(status);
    const [row] = await getSql()`select read_at from contacts`;
    expect(row.read_at).not.toBeNull();
  });

  it.each([
    [{}, 'O campo Lida deve ser verdadeiro ou falso.'],
    [{ read: 'false' }, 'O campo Lida deve ser verdadeiro ou falso.'],
    [{ read: 0 }, 'O campo Lida deve ser verdadeiro ou falso.'],
    [{ read: null }, 'O campo Lida deve ser verdadeiro ou falso.'],
  ])('answers 422 for %j', async (body, message) => {
    await seed(1);
    const { token } = await createUser({ role: 'admin' });
    const res = await call(contacts, 'PATCH', item(1).url, { ...item(1), token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors.read[0]).toBe(message);
  });

  it('answers 404 for an unknown id and 400 for a body that is not JSON', async () => {
    await seed(1);
    const { token } = await createUser({ role: 'admin' });
    expect((await call(contacts, 'PATCH', item(9).url, { ...item(9), token, body: { read: true } })).status).toBe(404);
    expect((await call(contacts, 'PATCH', item(1).url, { ...item(1), token, raw: 'read=1' })).status).toBe(400);
  });
});
