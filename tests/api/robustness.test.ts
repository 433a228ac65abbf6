import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import contacts from '../../netlify/functions/contacts.mts';
import menus from '../../netlify/functions/menus.mts';
import settings from '../../netlify/functions/settings.mts';
import setup from '../../netlify/functions/settings-setup.mts';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies as rawBodiesWith } from '../helpers/hostile';
import { call, type Handler } from '../helpers/request';

// Every body an endpoint may receive from a careless or hostile client; none may produce a 500.
const hostileValues = HOSTILE_VALUES;
const rawBodies = rawBodiesWith('{"title":"\\u0000"}', '{"__proto__":{"admin":true}}');

const endpoints: [string, Handler, string, string, Record<string, string>?][] = [
  ['login', auth, 'POST', '/api/auth/login'],
  ['logout', auth, 'POST', '/api/auth/logout'],
  ['settings put', settings, 'PUT', '/api/settings'],
  ['setup', setup, 'POST', '/api/settings/setup'],
  ['menus post', menus, 'POST', '/api/menus'],
  ['menus put', menus, 'PUT', '/api/menus/1', { id: '1' }],
  ['contact', contacts, 'POST', '/api/contacts/contact'],
];
const fields = ['title', 'name', 'email', 'password', 'password_confirmation', 'message', 'url', 'page', 'position',
  'enabled', 'submenus', 'features', 'translations', 'font', 'primary_color', 'admin_name', 'privacy_page',
  'contact_retention_months'];

beforeEach(resetDb);

describe.each(endpoints)('%s never answers 500', (_name, handler, method, url, params) => {
  it('for hostile values in every field and for odd raw bodies', async () => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    await call(menus, 'POST', '/api/menus', { token, body: { name: 'Um' } });
    const statuses = new Set<number>();
    for (const value of hostileValues) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const res = await call(handler, method, url, { token, params, body, ip: `10.2.0.${statuses.size}` });
      statuses.add(res.status);
      expect(res.status, `${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
    }
    for (const raw of rawBodies) {
      const res = await call(handler, method, url, { token, params, raw });
      expect(res.status, raw).toBeLessThan(500);
    }
  });
});

describe('query strings and path ids', () => {
  it.each(['?page=1e400', '?per_page=%00', '?page=-0', '?page[]=1', '?page=1&page=2', '?per_page=NaN'])(
    'GET /api/contacts%s answers 200 or 422',
    async (query) => {
      const { token } = await createUser({ role: 'admin' });
      const res = await call(contacts, 'GET', `/api/contacts${query}`, { token });
      expect([200, 422]).toContain(res.status);
    },
  );

  it.each(['%00', '1%00', '١', '0x10', '9223372036854775808', ' 1'])('id %j answers 404', async (id) => {
    const { token } = await createUser({ role: 'admin' });
    const res = await call(menus, 'GET', `/api/menus/${encodeURIComponent(id)}`, { token, params: { id: decodeURIComponent(id) } });
    expect(res.status).toBe(404);
  });

  it.each(['?all=%00', '?all=1&all=0', '?all[]=1'])('GET /api/menus%s answers 200 or 422', async (query) => {
    const res = await call(menus, 'GET', `/api/menus${query}`);
    expect([200, 422]).toContain(res.status);
  });

  it('names the field of a NUL character with 422', async () => {
    const res = await call(contacts, 'POST', '/api/contacts/contact', { body: { name: 'a\u0000b', email: 'a@b.co', message: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchInlineSnapshot(`
      {
        "errors": {
          "name": [
            "O campo contém caracteres inválidos.",
          ],
        },
        "message": "Verifique os campos destacados.",
      }
    `);
  });
});
