import { beforeEach, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import { getSql } from '../../src/server/db/client';
import { countRows, createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

const SEND = '/api/contacts/contact';
const LIST = '/api/contacts';
const item = (id: string | number) => ({ url: `${LIST}/${id}`, params: { id: String(id) } });
const valid = { name: 'João', email: 'Joao@Exemplo.org', message: 'Olá, gostaria de saber mais.' };

/** Seeds `n` messages one minute apart; the last one is the newest. */
async function seedContacts(n: number): Promise<void> {
  for (let i = 1; i <= n; i += 1) {
    await getSql()`
      insert into contacts (name, email, message, created_at)
      values (${`Pessoa ${i}`}, ${`p${i}@exemplo.org`}, ${`Mensagem ${i}`}, now() - make_interval(mins => ${n - i}))`;
  }
}

beforeEach(resetDb);

describe('POST /api/contacts/contact', () => {
  it('stores the message and answers 201 {sent: true}, for anyone', async () => {
    const res = await call(contacts, 'POST', SEND, { body: { ...valid, name: '  João  ' } });
    expect(res).toMatchObject({ status: 201, body: { sent: true } });
    const [row] = await getSql()`select name, email, message, read_at from contacts`;
    expect(row).toEqual({ name: 'João', email: 'joao@exemplo.org', message: valid.message, read_at: null });
  });

  it('is also routed when Netlify passes "contact" as the id parameter', async () => {
    const res = await call(contacts, 'POST', SEND, { body: valid, params: { id: 'contact' } });
    expect(res.status).toBe(201);
  });

  it('answers 429 to the 6th message from one address within 10 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(contacts, 'POST', SEND, { body: valid, ip: '10.9.9.9' })).status).toBe(201);
    }
    const sixth = await call(contacts, 'POST', SEND, { body: valid, ip: '10.9.9.9' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchInlineSnapshot(`
      {
        "message": "Você enviou muitas mensagens. Tente novamente em alguns minutos.",
      }
    `);
    expect(await countRows('contacts')).toBe(5);
    expect((await call(contacts, 'POST', SEND, { body: valid, ip: '10.9.9.8' })).status).toBe(201);
  });

  it('stores hostile text as plain text', async () => {
    const body = { ...valid, name: '<script>alert(1)</script>', message: "'; drop table contacts; --" };
    expect((await call(contacts, 'POST', SEND, { body })).status).toBe(201);
    const [row] = await getSql()`select name, message from contacts`;
    expect(row).toEqual({ name: body.name, message: body.message });
  });

  it.each([
    ['name', undefined, 'O campo Nome é obrigatório.'],
    ['name', '', 'O campo Nome é obrigatório.'],
    ['name', 12, 'O campo Nome é obrigatório.'],
    ['name', 'x'.repeat(121), 'O campo Nome deve ter no máximo 120 caracteres.'],
    ['email', undefined, 'O campo E-mail é obrigatório.'],
    ['email', '', 'O campo E-mail é obrigatório.'],
    ['email', 'joao', 'O campo E-mail deve ser um e-mail válido.'],
    ['email', '<script>@x', 'O campo E-mail deve ser um e-mail válido.'],
    ['email', ['a@b.co'], 'O campo E-mail é obrigatório.'],
    ['message', undefined, 'O campo Mensagem é obrigatório.'],
    ['message', '   ', 'O campo Mensagem é obrigatório.'],
    ['message', 'x'.repeat(5001), 'O campo Mensagem deve ter no máximo 5000 caracteres.'],
  ])('answers 422 for %s = %j', async (field, value, message) => {
    const res = await call(contacts, 'POST', SEND, { body: { ...valid, [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await countRows('contacts')).toBe(0);
  });

  it('answers 400 for malformed JSON and for a body over 1 MB', async () => {
    expect((await call(contacts, 'POST', SEND, { raw: 'name=João' })).status).toBe(400);
    expect((await call(contacts, 'POST', SEND, { body: { ...valid, message: 'x'.repeat(1_100_000) } })).status).toBe(400);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 for %s', async (method) => {
    expect((await call(contacts, method, SEND)).status).toBe(405);
  });
});

describe('GET /api/contacts', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
    ['admin', 'admin', 200],
    ['super', 'super', 200],
  ] as const)('answers %s with %i', async (_case, role, status) => {
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await call(contacts, 'GET', LIST, { token });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toEqual({ data: [], total: 0, page: 1, per_page: 20 });
  });

  it('pages the messages newest first', async () => {
    await seedContacts(5);
    const { token } = await createUser({ role: 'admin' });
    const first = await call(contacts, 'GET', `${LIST}?page=1&per_page=2`, { token });
    expect(first.body.total).toBe(5);
    expect(first.body.data.map((c: { name: string }) => c.name)).toEqual(['Pessoa 5', 'Pessoa 4']);
    const last = await call(contacts, 'GET', `${LIST}?page=3&per_page=2`, { token });
    expect(last.body).toMatchObject({ total: 5, page: 3, per_page: 2 });
    expect(last.body.data.map((c: { name: string }) => c.name)).toEqual(['Pessoa 1']);
    expect((await call(contacts, 'GET', `${LIST}?page=4&per_page=2`, { token })).body.data).toEqual([]);
    expect(last.body.data[0]).toEqual({
      id: '1',
      name: 'Pessoa 1',
      email: 'p1@exemplo.org',
      message: 'Mensagem 1',
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['per_page=0', 'per_page', 'O parâmetro per_page deve ser no mínimo 1.'],
    ['page=abc', 'page', 'O parâmetro page deve ser um número.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
    ['page=1.5', 'page', 'O parâmetro page deve ser um número inteiro.'],
    ['page=%3Cscript%3E', 'page', 'O parâmetro page deve ser um número.'],
  ])('answers 422 for %s', async (query, field, message) => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(contacts, 'GET', `${LIST}?${query}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers 405 for %s', async (method) => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(contacts, method, LIST, { token, body: {} })).status).toBe(405);
  });
});

describe('/api/contacts/:id', () => {
  it('GET answers the message and marks it read once', async () => {
    await seedContacts(1);
    const { token } = await createUser({ role: 'super' });
    const first = await call(contacts, 'GET', item(1).url, { ...item(1), token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: '1', name: 'Pessoa 1', read_at: expect.stringMatching(/^\d{4}-/) });
    const again = await call(contacts, 'GET', item(1).url, { ...item(1), token });
    expect(again.body.read_at).toBe(first.body.read_at);
    const list = await call(contacts, 'GET', LIST, { token });
    expect(list.body.data[0].read_at).toBe(first.body.read_at);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i and does not mark the message read', async (_case, role, status) => {
    await seedContacts(1);
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(contacts, 'GET', item(1).url, { ...item(1), token })).status).toBe(status);
    expect((await call(contacts, 'DELETE', item(1).url, { ...item(1), token })).status).toBe(status);
    const [row] = await getSql()`select read_at from contacts`;
    expect(row.read_at).toBeNull();
  });

  it.each(['admin', 'super'] as const)('DELETE by %s removes the message', async (role) => {
    await seedContacts(2);
    const { token } = await createUser({ role });
    expect((await call(contacts, 'DELETE', item(1).url, { ...item(1), token })).body).toEqual({ ok: true });
    expect(await countRows('contacts')).toBe(1);
    expect((await call(contacts, 'DELETE', item(1).url, { ...item(1), token })).status).toBe(404);
  });

  it.each(['999', 'abc', '0', "1' or '1'='1"])('answers 404 for id %s', async (id) => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(contacts, 'GET', item(id).url, { ...item(id), token })).status).toBe(404);
    expect((await call(contacts, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
  });

  it.each(['POST', 'PUT'])('answers 405 for %s', async (method) => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(contacts, method, item(1).url, { ...item(1), token, body: {} })).status).toBe(405);
  });
});
