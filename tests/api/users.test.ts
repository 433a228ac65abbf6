import { beforeEach, describe, expect, it } from 'vitest';
import users from '../../netlify/functions/users.mts';
import type { Role } from '../../src/lib/roles';
import { getSql } from '../../src/server/db/client';
import { countRows, createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';
import { liveSessions, seedCustomers } from '../helpers/users';

const LIST = '/api/users';
const item = (id: string | number) => ({ url: `${LIST}/${id}`, params: { id: String(id) } });
const pwd = (id: string | number) => ({ url: `${LIST}/${id}/password`, params: { id: String(id) } });
const newUser = { name: 'Nova Pessoa', email: 'Nova@Exemplo.org', role: 'user', password: 'segredo1' };
const names = (body: { data: { name: string }[] }) => body.data.map((u) => u.name);

beforeEach(resetDb);

const ROLE_CASES = [
  ['anonymous', undefined, 401],
  ['user', 'user', 403],
  ['admin', 'admin', 200],
  ['super', 'super', 200],
] as const;

/** A session token for a role (undefined for anonymous). */
const tokenOf = async (role: Role | undefined) => (role ? (await createUser({ role })).token : undefined);

describe('access to every endpoint', () => {
  it.each(ROLE_CASES)('GET /api/users answers %s (%s) with %i', async (_c, role, status) => {
    const res = await call(users, 'GET', LIST, { token: await tokenOf(role) });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ total: 1, page: 1, per_page: 20 });
  });

  it.each(ROLE_CASES)('POST /api/users answers %s (%s) with %i (201 when allowed)', async (_c, role, status) => {
    const res = await call(users, 'POST', LIST, { token: await tokenOf(role), body: newUser });
    expect(res.status).toBe(status === 200 ? 201 : status);
    expect(await countRows('users')).toBe(role ? (status === 200 ? 2 : 1) : 0);
  });

  it.each(ROLE_CASES)('GET, PUT, password and DELETE of /api/users/:id answer %s (%s) with %i', async (_c, role, status) => {
    const { user: target } = await createUser({ name: 'Alvo', email: 'alvo@exemplo.org' });
    const token = await tokenOf(role);
    const edit = { name: 'Alvo Editado', email: 'alvo@exemplo.org', role: 'user' };
    expect((await call(users, 'GET', item(target.id).url, { ...item(target.id), token })).status).toBe(status);
    expect((await call(users, 'PUT', item(target.id).url, { ...item(target.id), token, body: edit })).status).toBe(status);
    const reset = await call(users, 'PUT', pwd(target.id).url, { ...pwd(target.id), token, body: { password: 'nova-senha' } });
    expect(reset.status).toBe(status);
    expect(await liveSessions(target.id)).toBe(status === 200 ? 0 : 1);
    expect((await call(users, 'DELETE', item(target.id).url, { ...item(target.id), token })).status).toBe(status);
    const [row] = await getSql()`select name from users where id = ${target.id}`;
    expect(row?.name).toBe(status === 200 ? undefined : 'Alvo');
  });

  it.each([
    ['PATCH', LIST, {}],
    ['POST', item(1).url, item(1)],
    ['PATCH', item(1).url, item(1)],
    ['GET', pwd(1).url, pwd(1)],
    ['DELETE', pwd(1).url, pwd(1)],
  ] as const)('answers 405 for %s %s (where not allowed)', async (method, url, extra) => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(users, method, url, { ...extra, token, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(405);
  });
});

describe('GET /api/users', () => {
  it('pages the accounts newest first, without password hashes', async () => {
    await seedCustomers(5);
    const { token } = await createUser({ role: 'admin', name: 'Gestora' });
    const first = await call(users, 'GET', `${LIST}?per_page=2`, { token });
    expect(first.body).toMatchObject({ total: 6, page: 1, per_page: 2 });
    expect(names(first.body)).toEqual(['Gestora', 'Cliente 5']);
    const last = await call(users, 'GET', `${LIST}?page=3&per_page=2`, { token });
    expect(names(last.body)).toEqual(['Cliente 2', 'Cliente 1']);
    expect(last.body.data[1]).toEqual({
      id: expect.any(String),
      name: 'Cliente 1',
      email: 'cliente1@loja.org',
      role: 'user',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.stringify([first.body, last.body])).not.toMatch(/password|argon2/);
  });

  it('searches name or e-mail without case, and filters by role', async () => {
    await seedCustomers(3);
    const { token } = await createUser({ role: 'super', name: 'Beatriz Gestão', email: 'bia@ong.org' });
    const byName = await call(users, 'GET', `${LIST}?q=${encodeURIComponent('cliente 2')}`, { token });
    expect(names(byName.body)).toEqual(['Cliente 2']);
    expect(names((await call(users, 'GET', `${LIST}?q=ONG.ORG`, { token })).body)).toEqual(['Beatriz Gestão']);
    expect((await call(users, 'GET', `${LIST}?role=user`, { token })).body.total).toBe(3);
    expect(names((await call(users, 'GET', `${LIST}?role=super&q=bia`, { token })).body)).toEqual(['Beatriz Gestão']);
    expect((await call(users, 'GET', `${LIST}?role=admin`, { token })).body.total).toBe(0);
    expect((await call(users, 'GET', `${LIST}?role=&q=`, { token })).body.total).toBe(4);
  });

  it('treats % and _ in the search as plain characters', async () => {
    await createUser({ name: 'Cem % certo' });
    const { token } = await createUser({ role: 'admin', name: 'Admin' });
    expect(names((await call(users, 'GET', `${LIST}?q=%25`, { token })).body)).toEqual(['Cem % certo']);
    expect((await call(users, 'GET', `${LIST}?q=_`, { token })).body.total).toBe(0);
  });

  it.each([
    ['per_page=101', 'per_page', 'O parâmetro per_page deve ser no máximo 100.'],
    ['page=0', 'page', 'O parâmetro page deve ser no mínimo 1.'],
    ['page=abc', 'page', 'O parâmetro page deve ser um número.'],
    ['role=root', 'role', 'O parâmetro role deve ser user, admin ou super.'],
    [`q=${'x'.repeat(101)}`, 'q', 'O parâmetro q deve ter no máximo 100 caracteres.'],
    ['q=%00', 'q', 'O campo contém caracteres inválidos.'],
  ])('answers 422 for %s', async (query, field, message) => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(users, 'GET', `${LIST}?${query}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers a hostile search as an ordinary one', async () => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(users, 'GET', `${LIST}?q=${encodeURIComponent("' or 1=1; drop table users; --")}`, { token });
    expect(res.body.total).toBe(0);
    expect(await countRows('users')).toBe(1);
  });
});
