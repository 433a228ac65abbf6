import { beforeEach, describe, expect, it } from 'vitest';
import contacts from '../../netlify/functions/contacts.mts';
import users from '../../netlify/functions/users.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies as rawBodiesWith } from '../helpers/hostile';
import { call, type Handler } from '../helpers/request';

// Careless or hostile input to the administration endpoints: never a 500, and the account keeps its name and role
// (a hostile text is still a valid password, and `read: true` a valid flag).
const hostileValues = HOSTILE_VALUES;
const rawBodies = rawBodiesWith('{"name":"\\u0000"}', '{"__proto__":{"role":"admin"}}');
const fields = ['name', 'email', 'role', 'password', 'read', 'id', 'created_at', 'password_hash'];

const endpoints: [string, Handler, string, string, Record<string, string>?][] = [
  ['users post', users, 'POST', '/api/users'],
  ['users put', users, 'PUT', '/api/users/2', { id: '2' }],
  ['users password', users, 'PUT', '/api/users/2/password', { id: '2' }],
  ['contacts patch', contacts, 'PATCH', '/api/contacts/1', { id: '1' }],
];

beforeEach(resetDb);

describe.each(endpoints)('%s never answers 500', (_name, handler, method, url, params) => {
  it('for hostile values in every field and for odd raw bodies', async () => {
    const { token } = await createUser({ role: 'admin' });
    await createUser({ name: 'Alvo', email: 'alvo@exemplo.org' });
    await getSql()`insert into contacts (name, email, message) values ('A', 'a@exemplo.org', 'Oi')`;
    for (const value of hostileValues) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const res = await call(handler, method, url, { token, params, body });
      expect(res.status, JSON.stringify(value).slice(0, 40)).toBeLessThan(500);
    }
    for (const raw of rawBodies) {
      expect((await call(handler, method, url, { token, params, raw })).status, raw).toBeLessThan(500);
    }
    const [alvo] = await getSql()`select name, role from users where id = 2`;
    expect(alvo).toEqual({ name: 'Alvo', role: 'user' });
  });
});

describe('query strings', () => {
  it.each(['?page=1e400', '?per_page=%00', '?q[]=a', '?q=a&q=b', '?role=ADMIN', '?role=%00', '?q=%F0%9F%98%80', '?q=\\'])(
    'GET /api/users%s answers 200 or 422',
    async (query) => {
      const { token } = await createUser({ role: 'admin' });
      expect([200, 422]).toContain((await call(users, 'GET', `/api/users${query}`, { token })).status);
    },
  );

  it.each(['?unread=%00', '?unread=1&unread=0', '?unread[]=1'])('GET /api/contacts%s answers 200 or 422', async (query) => {
    const { token } = await createUser({ role: 'super' });
    expect([200, 422]).toContain((await call(contacts, 'GET', `/api/contacts${query}`, { token })).status);
  });
});
