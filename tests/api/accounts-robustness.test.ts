import { beforeEach, describe, expect, it } from 'vitest';
import addresses from '../../netlify/functions/addresses.mts';
import dataRequests from '../../netlify/functions/data-requests.mts';
import register from '../../netlify/functions/auth-register.mts';
import reset from '../../netlify/functions/password-reset.mts';
import users from '../../netlify/functions/users.mts';
import password from '../../netlify/functions/profile-password.mts';
import profileData from '../../netlify/functions/profile-data.mts';
import profile from '../../netlify/functions/profile.mts';
import { seedAddress, useTempOutbox } from '../helpers/accounts';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies as rawBodiesWith } from '../helpers/hostile';
import { call, type Handler } from '../helpers/request';

// The same hostile bodies the platform's robustness test sends, in every field of the account endpoints.
const hostileValues = HOSTILE_VALUES;
const rawBodies = rawBodiesWith('{"city":"\\u0000"}', '{"__proto__":{"role":"super"}}');
const fields = ['name', 'organization', 'document', 'phone', 'email', 'password', 'password_confirmation', 'current_password',
  'token', 'recipient', 'cep', 'street', 'number', 'complement', 'district', 'state', 'city', 'is_default', 'role', 'choice'];

const endpoints: [string, Handler, string, string][] = [
  ['register', register, 'POST', '/api/auth/register'],
  ['profile put', profile, 'PUT', '/api/profile'],
  ['password put', password, 'PUT', '/api/profile/password'],
  // A hostile password is never the account's: the deletion is refused and the account stays.
  ['profile delete', profile, 'DELETE', '/api/profile'],
  ['consent post', profileData, 'POST', '/api/profile/consent'],
  ['address post', addresses, 'POST', '/api/addresses'],
  ['address put', addresses, 'PUT', '/api/addresses/1'],
  ['reset request', reset, 'POST', '/api/auth/password-reset'],
  ['reset confirm', reset, 'POST', '/api/auth/password-reset/confirm'],
];

beforeEach(resetDb);

describe.each(endpoints)('%s never answers 500', (_name, handler, method, url) => {
  it('for hostile values in every field and for odd raw bodies', async () => {
    const outbox = await useTempOutbox();
    try {
      const { user, token } = await createUser();
      await seedAddress(user.id);
      const params: Record<string, string> = url.endsWith('/1') ? { id: '1' } : {};
      for (const [i, value] of hostileValues.entries()) {
        const body = Object.fromEntries(fields.map((field) => [field, value]));
        const res = await call(handler, method, url, { token, params, body, ip: `10.3.0.${i}` });
        expect(res.status, `${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      }
      for (const [i, raw] of rawBodies.entries()) {
        const res = await call(handler, method, url, { token, params, raw, ip: `10.4.0.${i}` });
        expect(res.status, raw).toBeLessThan(500);
      }
    } finally {
      await outbox.cleanup();
    }
  });
});

describe('query strings and path ids of /api/addresses', () => {
  it.each(['?page=1e400', '?per_page=%00', '?page=-0', '?page[]=1', '?page=1&page=2', '?per_page=NaN'])(
    'GET /api/addresses%s answers 200 or 422',
    async (query) => {
      const { token } = await createUser();
      const res = await call(addresses, 'GET', `/api/addresses${query}`, { token });
      expect([200, 422]).toContain(res.status);
    },
  );

  it.each(['%00', '1%00', '١', '0x10', '9223372036854775808', ' 1', '999999999999999999'])('id %j answers 404', async (id) => {
    const { token } = await createUser();
    const path = `/api/addresses/${encodeURIComponent(id)}`;
    const params = { id: decodeURIComponent(id) };
    expect((await call(addresses, 'GET', path, { token, params })).status).toBe(404);
    expect((await call(addresses, 'DELETE', path, { token, params })).status).toBe(404);
    expect((await call(addresses, 'POST', `${path}/default`, { token, params })).status).toBe(404);
  });
});

describe('query strings and path ids of the data rights', () => {
  it.each(['?kind=%00', '?kind[]=export', '?kind=export&kind=delete', '?page=1e400', '?per_page=NaN'])(
    'GET /api/data-requests%s answers 200 or 422',
    async (query) => {
      const { token } = await createUser({ role: 'admin' });
      const res = await call(dataRequests, 'GET', `/api/data-requests${query}`, { token });
      expect([200, 422]).toContain(res.status);
    },
  );

  it.each(['%00', '1%00', '١', '0x10', '9223372036854775808', ' 1', '999999999999999999'])('user id %j answers 404', async (id) => {
    const { token } = await createUser({ role: 'admin' });
    const path = `/api/users/${encodeURIComponent(id)}`;
    const params = { id: decodeURIComponent(id) };
    expect((await call(users, 'GET', `${path}/export`, { token, params })).status).toBe(404);
    expect((await call(users, 'DELETE', path, { token, params })).status).toBe(404);
  });
});
