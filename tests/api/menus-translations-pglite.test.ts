import { describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import menus from '../../netlify/functions/menus.mts';
import translations from '../../netlify/functions/translations.mts';
import setup from '../../netlify/functions/settings-setup.mts';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { call } from '../helpers/request';

// The menu order and the translations writes (unnest with ordinality, jsonb rewrites under a row lock) on the
// embedded database of `npm run dev`.
describe('menus order and translations on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('reorders menus and manages a language', async () => {
    const body = { title: 'Vitrine PGlite', admin_name: 'Admin', email: 'admin@exemplo.org', password: 'segredo1', password_confirmation: 'segredo1' };
    expect((await call(setup, 'POST', '/api/settings/setup', { body })).status).toBe(201);
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    const token = login.body.token as string;
    const a = await call(menus, 'POST', '/api/menus', { token, body: { name: 'A', url: '/a' } });
    const b = await call(menus, 'POST', '/api/menus', { token, body: { name: 'B', url: '/b', enabled: false } });
    const ordered = await call(menus, 'PUT', '/api/menus/order', { token, body: { ids: [b.body.id, a.body.id] }, params: { id: 'order' } });
    expect(ordered.body.map((m: { name: string; position: number }) => [m.name, m.position])).toEqual([['B', 0], ['A', 1]]);

    const created = await call(translations, 'POST', '/api/translations', { token, body: { name: 'English', code: 'en-us', domains: 'en.exemplo.org', translations: { back: 'Back!' } } });
    expect(created.status).toBe(201);
    const pt = await call(translations, 'PUT', '/api/translations/PT', { token, params: { code: 'PT' }, body: { name: 'Português', code: 'PT', domains: '', translations: { contact_us: 'Escreva' } } });
    expect(pt.status).toBe(200);
    const list = await call(translations, 'GET', '/api/translations', { token });
    expect(list.body.data.map((l: { code: string; translated: number }) => [l.code, l.translated])).toEqual([['PT', 1], ['en-US', 1]]);
    expect((await call(translations, 'DELETE', '/api/translations/PT', { token, params: { code: 'PT' } })).status).toBe(409);
    expect((await call(translations, 'DELETE', '/api/translations/en-US', { token, params: { code: 'en-US' } })).status).toBe(200);
  });
});
