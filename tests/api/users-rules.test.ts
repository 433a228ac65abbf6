import { beforeEach, describe, expect, it } from 'vitest';
import users from '../../netlify/functions/users.mts';
import { verifyPassword } from '../../src/server/auth/passwords';
import { createSession } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { ALPHANUMERIC_CNPJ } from '../helpers/accounts';
import { countRows, createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';
import { liveSessions, passwordHashOf } from '../helpers/users';

const LIST = '/api/users';
const item = (id: string | number) => ({ url: `${LIST}/${id}`, params: { id: String(id) } });
const pwd = (id: string | number) => ({ url: `${LIST}/${id}/password`, params: { id: String(id) } });
const valid = { name: 'Nova Pessoa', email: 'Nova@Exemplo.org', role: 'user', password: 'segredo1' };
const SUPER_VS_ADMIN = 'Apenas um administrador pode criar, alterar ou excluir contas de administrador.';

beforeEach(resetDb);

describe('POST /api/users', () => {
  it('creates the account with a lower-cased e-mail and a hashed password', async () => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(users, 'POST', LIST, { token, body: { ...valid, name: '  Nova Pessoa ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: '2',
      name: 'Nova Pessoa',
      email: 'nova@exemplo.org',
      role: 'user',
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(await verifyPassword(await passwordHashOf('2'), 'segredo1')).toBe(true);
  });

  it('refuses an e-mail already taken, in any case, with 409', async () => {
    const { token } = await createUser({ role: 'admin', email: 'gestao@exemplo.org' });
    const res = await call(users, 'POST', LIST, { token, body: { ...valid, email: 'GESTAO@exemplo.org' } });
    expect(res).toMatchObject({ status: 409, body: { message: 'Já existe uma conta com este e-mail.' } });
    expect(res.body.errors).toEqual({ email: ['Já existe uma conta com este e-mail.'] });
    expect(await countRows('users')).toBe(1);
  });

  it('stores hostile text as plain text', async () => {
    const { token } = await createUser({ role: 'admin' });
    const name = `<img src=x onerror=alert(1)>'; drop table users; --`;
    expect((await call(users, 'POST', LIST, { token, body: { ...valid, name } })).body.name).toBe(name);
  });

  it.each([
    ['name', undefined, 'O campo Nome é obrigatório.'],
    ['name', '  ', 'O campo Nome é obrigatório.'],
    ['name', 42, 'O campo Nome é obrigatório.'],
    ['name', 'x'.repeat(121), 'O campo Nome deve ter no máximo 120 caracteres.'],
    ['name', 'a\u0000b', 'O campo contém caracteres inválidos.'],
    ['email', undefined, 'O campo E-mail é obrigatório.'],
    ['email', '', 'O campo E-mail é obrigatório.'],
    ['email', 'joao', 'O campo E-mail deve ser um e-mail válido.'],
    ['email', `${'x'.repeat(250)}@a.org`, 'O campo E-mail deve ter no máximo 254 caracteres.'],
    ['email', ['a@b.org'], 'O campo E-mail é obrigatório.'],
    ['email', '<script>@x', 'O campo E-mail deve ser um e-mail válido.'],
    ['role', undefined, 'O campo Papel deve ser Cliente, Administrador ou Super.'],
    ['role', 'root', 'O campo Papel deve ser Cliente, Administrador ou Super.'],
    ['role', 1, 'O campo Papel deve ser Cliente, Administrador ou Super.'],
    ['password', undefined, 'O campo Senha é obrigatório.'],
    ['password', '', 'O campo Senha é obrigatório.'],
    ['password', '12345', 'O campo Senha deve ter no mínimo 6 caracteres.'],
    ['password', 'x'.repeat(201), 'O campo Senha deve ter no máximo 200 caracteres.'],
    ['password', 123456, 'O campo Senha é obrigatório.'],
  ])('answers 422 for %s = %j', async (field, value, message) => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(users, 'POST', LIST, { token, body: { ...valid, [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await countRows('users')).toBe(1);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(users, 'POST', LIST, { token, raw: 'name=x' })).status).toBe(400);
    expect((await call(users, 'POST', LIST, { token, body: [valid] })).status).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  it('changes name, e-mail and role', async () => {
    const { token } = await createUser({ role: 'admin' });
    const { user } = await createUser({ name: 'Antes' });
    const body = { name: 'Depois', email: 'Depois@Exemplo.org', role: 'super' };
    const res = await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body });
    expect(res.body).toMatchObject({ id: user.id, name: 'Depois', email: 'depois@exemplo.org', role: 'super' });
  });

  it("keeps a customer's alphanumeric CNPJ through an edit and a password reset (the admin never sees or sends it)", async () => {
    const { token } = await createUser({ role: 'admin' });
    const { user } = await createUser({ name: 'Cooperativa' });
    await getSql()`update users set document = ${ALPHANUMERIC_CNPJ.stored} where id = ${user.id}`;
    const edit = await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body: { name: 'Cooperativa Nova', email: user.email, role: 'user' } });
    expect(edit.status).toBe(200);
    expect(edit.body).not.toHaveProperty('document');
    expect((await call(users, 'PUT', pwd(user.id).url, { ...pwd(user.id), token, body: { password: 'nova-senha' } })).status).toBe(200);
    const [row] = await getSql()`select name, document from users where id = ${user.id}`;
    expect(row).toEqual({ name: 'Cooperativa Nova', document: ALPHANUMERIC_CNPJ.stored });
  });

  it("refuses another account's e-mail with 409", async () => {
    const { token } = await createUser({ role: 'admin', email: 'gestao@exemplo.org' });
    const { user } = await createUser();
    const body = { name: 'X', email: 'Gestao@Exemplo.org', role: 'user' };
    const res = await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body });
    expect(res).toMatchObject({ status: 409, body: { errors: { email: ['Já existe uma conta com este e-mail.'] } } });
  });

  it.each([
    ['name', '', 'O campo Nome é obrigatório.'],
    ['email', 'sem-arroba', 'O campo E-mail deve ser um e-mail válido.'],
    ['role', 'dono', 'O campo Papel deve ser Cliente, Administrador ou Super.'],
  ])('answers 422 for %s = %j', async (field, value, message) => {
    const { token } = await createUser({ role: 'admin' });
    const { user } = await createUser();
    const body = { name: 'X', email: 'x@exemplo.org', role: 'user', [field]: value };
    const res = await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body });
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('refuses a change of your own role with 409, and keeps name and e-mail edits of yourself', async () => {
    const { user, token } = await createUser({ role: 'super', name: 'Eu' });
    const own = { name: 'Eu Mesmo', email: user.email, role: 'super' };
    expect((await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body: own })).status).toBe(200);
    const demote = await call(users, 'PUT', item(user.id).url, { ...item(user.id), token, body: { ...own, role: 'user' } });
    expect(demote).toMatchObject({ status: 409, body: { message: 'Você não pode alterar o seu próprio papel.' } });
  });

  it.each(['999', 'abc', '0', "1' or '1'='1"])('answers 404 for id %s', async (id) => {
    const { token } = await createUser({ role: 'admin' });
    const body = { name: 'X', email: 'x@exemplo.org', role: 'user' };
    expect((await call(users, 'GET', item(id).url, { ...item(id), token })).status).toBe(404);
    expect((await call(users, 'PUT', item(id).url, { ...item(id), token, body })).status).toBe(404);
    expect((await call(users, 'PUT', pwd(id).url, { ...pwd(id), token, body: { password: 'segredo1' } })).status).toBe(404);
    expect((await call(users, 'DELETE', item(id).url, { ...item(id), token })).status).toBe(404);
  });
});

describe('super versus admin', () => {
  it('a super may not create an admin, but may create a super or a customer', async () => {
    const { token } = await createUser({ role: 'super' });
    const admin = await call(users, 'POST', LIST, { token, body: { ...valid, role: 'admin' } });
    expect(admin).toMatchObject({ status: 403, body: { message: SUPER_VS_ADMIN } });
    const other = await call(users, 'POST', LIST, { token, body: { ...valid, role: 'super' } });
    expect(other.status).toBe(201);
  });

  it('a super may not edit, promote to admin, reset or delete an admin', async () => {
    const { token } = await createUser({ role: 'super' });
    const { user: admin } = await createUser({ role: 'admin', name: 'Admin' });
    const { user: customer } = await createUser();
    const edit = { name: 'X', email: admin.email, role: 'admin' };
    const results = [
      await call(users, 'PUT', item(admin.id).url, { ...item(admin.id), token, body: edit }),
      await call(users, 'PUT', item(customer.id).url, { ...item(customer.id), token, body: { ...edit, email: customer.email } }),
      await call(users, 'PUT', pwd(admin.id).url, { ...pwd(admin.id), token, body: { password: 'segredo1' } }),
      await call(users, 'DELETE', item(admin.id).url, { ...item(admin.id), token }),
    ];
    expect(results.map((r) => [r.status, r.body.message])).toEqual(Array(4).fill([403, SUPER_VS_ADMIN]));
    const [row] = await getSql()`select name, role from users where id = ${admin.id}`;
    expect(row).toEqual({ name: 'Admin', role: 'admin' });
    expect((await call(users, 'GET', item(admin.id).url, { ...item(admin.id), token })).status).toBe(200);
  });

  it('an admin may create an admin and edit, reset and delete a super', async () => {
    const { token } = await createUser({ role: 'admin' });
    expect((await call(users, 'POST', LIST, { token, body: { ...valid, role: 'admin' } })).status).toBe(201);
    const { user: sup } = await createUser({ role: 'super' });
    const edit = { name: 'Promovida', email: sup.email, role: 'admin' };
    expect((await call(users, 'PUT', item(sup.id).url, { ...item(sup.id), token, body: edit })).body.role).toBe('admin');
    expect((await call(users, 'PUT', pwd(sup.id).url, { ...pwd(sup.id), token, body: { password: 'segredo2' } })).status).toBe(200);
    expect((await call(users, 'DELETE', item(sup.id).url, { ...item(sup.id), token })).status).toBe(200);
  });
});

describe('PUT /api/users/:id/password', () => {
  it("sets the new password and revokes the account's sessions", async () => {
    const { token } = await createUser({ role: 'admin' });
    const { user } = await createUser();
    await createSession(getSql(), user.id);
    expect(await liveSessions(user.id)).toBe(2);
    const res = await call(users, 'PUT', pwd(user.id).url, { ...pwd(user.id), token, body: { password: 'nova-senha' } });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await liveSessions(user.id)).toBe(0);
    expect(await verifyPassword(await passwordHashOf(user.id), 'nova-senha')).toBe(true);
  });

  it('keeps the session of a manager resetting their own password, and ends their others', async () => {
    const { user, token } = await createUser({ role: 'admin' });
    await createSession(getSql(), user.id);
    const res = await call(users, 'PUT', pwd(user.id).url, { ...pwd(user.id), token, body: { password: 'nova-senha' } });
    expect(res.status).toBe(200);
    expect(await liveSessions(user.id)).toBe(1);
    expect((await call(users, 'GET', LIST, { token })).status).toBe(200);
  });

  it.each([
    [undefined, 'O campo Senha é obrigatório.'],
    ['', 'O campo Senha é obrigatório.'],
    ['12345', 'O campo Senha deve ter no mínimo 6 caracteres.'],
    ['x'.repeat(201), 'O campo Senha deve ter no máximo 200 caracteres.'],
    [{ $ne: '' }, 'O campo Senha é obrigatório.'],
  ])('answers 422 for password %j and changes nothing', async (password, message) => {
    const { token } = await createUser({ role: 'admin' });
    const { user } = await createUser();
    const before = await passwordHashOf(user.id);
    const res = await call(users, 'PUT', pwd(user.id).url, { ...pwd(user.id), token, body: { password } });
    expect(res.body.errors.password[0]).toBe(message);
    expect(await passwordHashOf(user.id)).toBe(before);
    expect(await liveSessions(user.id)).toBe(1);
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the account and its sessions', async () => {
    const { token } = await createUser({ role: 'super' });
    const { user } = await createUser();
    const res = await call(users, 'DELETE', item(user.id).url, { ...item(user.id), token });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await getSql()`select count(*)::int as n from sessions where user_id = ${user.id}`;
    expect(row.n).toBe(0);
    expect((await call(users, 'GET', item(user.id).url, { ...item(user.id), token })).status).toBe(404);
  });

  it.each(['admin', 'super'] as const)('refuses to delete yourself (%s) with 409', async (role) => {
    const { user, token } = await createUser({ role });
    const res = await call(users, 'DELETE', item(user.id).url, { ...item(user.id), token });
    expect(res).toMatchObject({ status: 409, body: { message: 'Você não pode excluir a sua própria conta.' } });
    expect(await liveSessions(user.id)).toBe(1);
  });

  it('keeps the last admin: the only admin cannot delete itself, and a super cannot either', async () => {
    const { user: admin, token: adminToken } = await createUser({ role: 'admin' });
    const { token: superToken } = await createUser({ role: 'super' });
    expect((await call(users, 'DELETE', item(admin.id).url, { ...item(admin.id), token: adminToken })).status).toBe(409);
    expect((await call(users, 'DELETE', item(admin.id).url, { ...item(admin.id), token: superToken })).status).toBe(403);
    const demote = { name: 'X', email: admin.email, role: 'super' };
    expect((await call(users, 'PUT', item(admin.id).url, { ...item(admin.id), token: adminToken, body: demote })).status).toBe(409);
    const [row] = await getSql()`select count(*)::int as n from users where role = 'admin'`;
    expect(row.n).toBe(1);
  });

  it('lets an admin delete another admin while one remains', async () => {
    const { token } = await createUser({ role: 'admin' });
    const { user: other } = await createUser({ role: 'admin' });
    expect((await call(users, 'DELETE', item(other.id).url, { ...item(other.id), token })).status).toBe(200);
    expect(await countRows('users')).toBe(1);
  });
});
