import { beforeEach, describe, expect, it } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import { createUser, expireSessions, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

const URL = '/api/menus';

async function adminToken(): Promise<string> {
  return (await createUser({ role: 'admin' })).token;
}

async function create(token: string, body: object) {
  const res = await call(menus, 'POST', URL, { token, body });
  expect(res.status).toBe(201);
  return res.body;
}

beforeEach(resetDb);

describe('GET /api/menus', () => {
  it('lists enabled menus by position then id, with submenus in order, cacheable for a minute', async () => {
    const token = await adminToken();
    await create(token, { name: 'Contato', url: '/contato', position: 2 });
    await create(token, { name: 'Oculto', url: '/oculto', position: 0, enabled: false });
    await create(token, {
      name: 'Sobre',
      position: 1,
      submenus: [
        { name: 'Equipe', page: 'equipe' },
        { name: 'Site parceiro', url: 'https://parceiro.org' },
      ],
    });
    await create(token, { name: 'Agenda', url: '/agenda', position: 1 });
    const res = await call(menus, 'GET', URL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body).toMatchInlineSnapshot(`
      [
        {
          "enabled": true,
          "id": "3",
          "name": "Sobre",
          "page": null,
          "position": 1,
          "submenus": [
            {
              "id": "1",
              "name": "Equipe",
              "page": "equipe",
              "position": 0,
              "url": null,
            },
            {
              "id": "2",
              "name": "Site parceiro",
              "page": null,
              "position": 1,
              "url": "https://parceiro.org",
            },
          ],
          "url": null,
        },
        {
          "enabled": true,
          "id": "4",
          "name": "Agenda",
          "page": null,
          "position": 1,
          "submenus": [],
          "url": "/agenda",
        },
        {
          "enabled": true,
          "id": "1",
          "name": "Contato",
          "page": null,
          "position": 2,
          "submenus": [],
          "url": "/contato",
        },
      ]
    `);
  });

  it('answers an empty list when there are no menus', async () => {
    expect((await call(menus, 'GET', URL)).body).toEqual([]);
  });

  it('hides the submenus of a disabled menu', async () => {
    const token = await adminToken();
    await create(token, { name: 'Oculto', enabled: false, submenus: [{ name: 'Filho', url: '/filho' }] });
    expect((await call(menus, 'GET', URL)).body).toEqual([]);
  });

  describe('?all=1', () => {
    beforeEach(async () => {
      const token = await adminToken();
      await create(token, { name: 'Visível', url: '/a' });
      await create(token, { name: 'Oculto', url: '/b', enabled: false });
    });

    it.each(['admin', 'super'] as const)('lists disabled menus too for %s, never cached', async (role) => {
      const { token } = await createUser({ role });
      const res = await call(menus, 'GET', `${URL}?all=1`, { token });
      expect(res.body.map((m: { name: string }) => m.name)).toEqual(['Visível', 'Oculto']);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('is ignored without a token (and the answer is not cached)', async () => {
      const res = await call(menus, 'GET', `${URL}?all=1`);
      expect(res.body.map((m: { name: string }) => m.name)).toEqual(['Visível']);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('answers 403 to the user role', async () => {
      const { token } = await createUser({ role: 'user' });
      expect((await call(menus, 'GET', `${URL}?all=1`, { token })).status).toBe(403);
    });

    it('answers 401 to an expired session', async () => {
      const { token } = await createUser({ role: 'admin' });
      await expireSessions();
      expect((await call(menus, 'GET', `${URL}?all=1`, { token })).status).toBe(401);
    });
  });
});
