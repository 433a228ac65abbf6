import { beforeEach, describe, expect, it } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import translations from '../../netlify/functions/translations.mts';
import { createUser, resetDb, seedSettings } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies as rawBodiesWith } from '../helpers/hostile';
import { call, type Handler } from '../helpers/request';

// Every body the menu order and translations endpoints may receive from a careless or hostile client; none may give a 500.
const hostileValues: unknown[] = [...HOSTILE_VALUES, ['1', '1'], { back: { nested: [1] }, constructor: 'x', toString: 'y' }];
const rawBodies = rawBodiesWith('{"name":"\\u0000"}', '{"__proto__":{"admin":true}}', '{"translations":{"__proto__":"x"}}');

const endpoints: [string, Handler, string, string, Record<string, string>?][] = [
  ['menus order', menus, 'PUT', '/api/menus/order', { id: 'order' }],
  ['translations post', translations, 'POST', '/api/translations'],
  ['translations put', translations, 'PUT', '/api/translations/EN', { code: 'EN' }],
  ['translations put PT', translations, 'PUT', '/api/translations/PT', { code: 'PT' }],
];
const fields = ['ids', 'name', 'code', 'domains', 'translations'];

beforeEach(resetDb);

describe.each(endpoints)('%s never answers 500', (_name, handler, method, url, params) => {
  it('for hostile values in every field and for odd raw bodies', async () => {
    await seedSettings({ translations: [{ name: 'English', code: 'EN', domains: '', translations: {} }] });
    const { token } = await createUser({ role: 'admin' });
    await call(menus, 'POST', '/api/menus', { token, body: { name: 'Um', url: '/um' } });
    for (const value of hostileValues) {
      const body = Object.fromEntries(fields.map((field) => [field, value]));
      const res = await call(handler, method, url, { token, params, body });
      expect(res.status, `${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      expect(res.status).not.toBe(200);
    }
    for (const raw of rawBodies) {
      const res = await call(handler, method, url, { token, params, raw });
      expect(res.status, raw).toBeLessThan(500);
    }
  });
});

describe('translations paths and queries', () => {
  it.each(['%00', '../etc', 'EN%2F..', 'e'.repeat(300), '__proto__', 'constructor'])('answers 404 for the code %j', async (code) => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    const res = await call(translations, 'GET', `/api/translations/${code}`, { token, params: { code } });
    expect(res.status).toBe(404);
  });

  it.each(['page=0', 'page=x', 'per_page=1000', 'page=1e400'])('answers 422 for ?%s', async (query) => {
    await seedSettings();
    const { token } = await createUser({ role: 'admin' });
    expect((await call(translations, 'GET', `/api/translations?${query}`, { token })).status).toBe(422);
  });
});
