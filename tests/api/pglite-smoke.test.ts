import { describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import menus from '../../netlify/functions/menus.mts';
import profile from '../../netlify/functions/profile.mts';
import settings from '../../netlify/functions/settings.mts';
import setup from '../../netlify/functions/settings-setup.mts';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { call } from '../helpers/request';

// The embedded database of `npm run dev`: the same migrations and handlers over PGlite's Postgres socket.
describe('on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('runs the migrations, a setup and a login', async () => {
    expect((await call(settings, 'GET', '/api/settings')).body).toBeNull();
    const body = { title: 'Vitrine PGlite', admin_name: 'Admin', email: 'admin@exemplo.org', password: 'segredo1', password_confirmation: 'segredo1' };
    const created = await call(setup, 'POST', '/api/settings/setup', { body });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Vitrine PGlite');
    expect((await call(setup, 'POST', '/api/settings/setup', { body })).status).toBe(409);
    const wrong = await call(auth, 'POST', '/api/auth/login', { body: { email: body.email, password: 'errada' } });
    expect(wrong.status).toBe(401);
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    const me = await call(profile, 'GET', '/api/profile', { token: login.body.token });
    expect(me.body).toMatchObject({ name: 'Admin', email: 'admin@exemplo.org', role: 'admin' });
  });

  it('saves settings with the feature-menu rule and lists the menus', async () => {
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: 'admin@exemplo.org', password: 'segredo1' } });
    const features = { posts: { title: 'Notícias', url: '/noticias', enabled: true } };
    const saved = await call(settings, 'PUT', '/api/settings', { token: login.body.token, body: { features } });
    expect(saved.status).toBe(200);
    const list = await call(menus, 'GET', '/api/menus');
    expect(list.body).toMatchObject([{ name: 'Notícias', url: '/noticias', enabled: true, submenus: [] }]);
  });
});
