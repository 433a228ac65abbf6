import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import settings from '../../netlify/functions/settings.mts';
import setup from '../../netlify/functions/settings-setup.mts';
import { getSql } from '../../src/server/db/client';
import { countRows, createUser, resetDb, seedSettings } from '../helpers/db';
import { call } from '../helpers/request';

const SETUP = '/api/settings/setup';
const valid = {
  title: 'Associação Flor do Cerrado',
  admin_name: 'Maria Souza',
  email: 'Maria@Exemplo.org',
  password: 'segredo1',
  password_confirmation: 'segredo1',
};

beforeEach(resetDb);

describe('POST /api/settings/setup', () => {
  it('creates the settings with defaults and an admin who can then log in', async () => {
    const res = await call(setup, 'POST', SETUP, { body: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchInlineSnapshot(`
      {
        "contact": null,
        "contact_retention_months": 24,
        "email": null,
        "features": {
          "events": {
            "enabled": false,
            "title": "Agenda",
            "url": "/agenda",
          },
          "medias": {
            "enabled": false,
            "title": "Biblioteca",
            "url": "/biblioteca",
          },
          "posts": {
            "enabled": false,
            "title": "Notícias",
            "url": "/noticias",
          },
          "produtos": {
            "enabled": false,
            "title": "Loja",
            "url": "/loja",
          },
        },
        "font": "Montserrat",
        "gtag": null,
        "primary_color": "#4a2c2a",
        "privacy_page": null,
        "secondary_color": "#f08a76",
        "site_cover": null,
        "site_favicon": null,
        "site_footer_logo": false,
        "site_logo": null,
        "title": "Associação Flor do Cerrado",
        "translations": [],
        "url_facebook": null,
        "url_instagram": null,
        "url_twitter": null,
        "url_youtube": null,
        "whatsapp": null,
      }
    `);
    const [admin] = await getSql()`select name, email, role, password_hash from users`;
    expect(admin).toMatchObject({ name: 'Maria Souza', email: 'maria@exemplo.org', role: 'admin' });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: valid.email, password: valid.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    const read = await call(settings, 'GET', '/api/settings');
    expect(read.body).toEqual(res.body);
  });

  it('answers 409 to a second setup and changes nothing', async () => {
    expect((await call(setup, 'POST', SETUP, { body: valid })).status).toBe(201);
    const again = await call(setup, 'POST', SETUP, {
      body: { ...valid, title: 'Outro título', email: 'outra@exemplo.org' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'O site já está configurado.' });
    expect((await call(settings, 'GET', '/api/settings')).body.title).toBe(valid.title);
    expect(await countRows('users')).toBe(1);
  });

  it('answers 409 when settings were seeded some other way', async () => {
    await seedSettings();
    expect((await call(setup, 'POST', SETUP, { body: valid })).status).toBe(409);
    expect(await countRows('users')).toBe(0);
  });

  it('lets exactly one of two concurrent setups through', async () => {
    const results = await Promise.all([
      call(setup, 'POST', SETUP, { body: valid }),
      call(setup, 'POST', SETUP, { body: { ...valid, email: 'segundo@exemplo.org' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countRows('settings')).toBe(1);
    expect(await countRows('users')).toBe(1);
  });

  it('answers 409 for an e-mail that already has an account and rolls the settings back', async () => {
    await createUser({ email: 'maria@exemplo.org' });
    const res = await call(setup, 'POST', SETUP, { body: valid });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Já existe uma conta com este e-mail.' });
    expect(await countRows('settings')).toBe(0);
  });

  it('accepts a confirmation that differs (the mismatch is only a warning on the form)', async () => {
    const res = await call(setup, 'POST', SETUP, { body: { ...valid, password_confirmation: 'outra-coisa' } });
    expect(res.status).toBe(201);
  });

  it('accepts an administrator e-mail without e-mail format (spec: no format rule)', async () => {
    expect((await call(setup, 'POST', SETUP, { body: { ...valid, email: 'admin' } })).status).toBe(201);
  });

  it('answers 422 naming Senha for a password shorter than 6 characters', async () => {
    const res = await call(setup, 'POST', SETUP, { body: { ...valid, password: '12345', password_confirmation: '12345' } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchInlineSnapshot(`
      {
        "errors": {
          "password": [
            "O campo Senha deve ter no mínimo 6 caracteres.",
          ],
        },
        "message": "Verifique os campos destacados.",
      }
    `);
    expect(await countRows('settings')).toBe(0);
  });

  it.each([
    ['title', undefined, 'O campo Título do site é obrigatório.'],
    ['title', '   ', 'O campo Título do site é obrigatório.'],
    ['title', 7, 'O campo Título do site é obrigatório.'],
    ['title', 'x'.repeat(121), 'O campo Título do site deve ter no máximo 120 caracteres.'],
    ['admin_name', undefined, 'O campo Nome do administrador é obrigatório.'],
    ['admin_name', '', 'O campo Nome do administrador é obrigatório.'],
    ['admin_name', ['a'], 'O campo Nome do administrador é obrigatório.'],
    ['admin_name', 'x'.repeat(121), 'O campo Nome do administrador deve ter no máximo 120 caracteres.'],
    ['email', undefined, 'O campo E-mail do administrador é obrigatório.'],
    ['email', '', 'O campo E-mail do administrador é obrigatório.'],
    ['email', false, 'O campo E-mail do administrador é obrigatório.'],
    ['email', 'x'.repeat(255), 'O campo E-mail do administrador deve ter no máximo 254 caracteres.'],
    ['password', undefined, 'O campo Senha é obrigatório.'],
    ['password', '', 'O campo Senha é obrigatório.'],
    ['password', 123456, 'O campo Senha é obrigatório.'],
    ['password', 'x'.repeat(201), 'O campo Senha deve ter no máximo 200 caracteres.'],
    ['password_confirmation', undefined, 'O campo Confirmação de senha é obrigatório.'],
    ['password_confirmation', '', 'O campo Confirmação de senha é obrigatório.'],
  ])('answers 422 for %s = %j', async (field, value, message) => {
    const res = await call(setup, 'POST', SETUP, { body: { ...valid, [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await countRows('settings')).toBe(0);
  });

  it('stores a hostile title as plain text', async () => {
    const res = await call(setup, 'POST', SETUP, { body: { ...valid, title: '<script>alert(1)</script>' } });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('<script>alert(1)</script>');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 400 for malformed JSON', async () => {
    expect((await call(setup, 'POST', SETUP, { raw: '{title:' })).status).toBe(400);
  });

  it('answers 429 after 10 attempts per address within an hour', async () => {
    await seedSettings();
    for (let i = 0; i < 10; i += 1) {
      expect((await call(setup, 'POST', SETUP, { body: valid, ip: '10.1.1.1' })).status).toBe(409);
    }
    const res = await call(setup, 'POST', SETUP, { body: valid, ip: '10.1.1.1' });
    expect(res.status).toBe(429);
    expect((await call(setup, 'POST', SETUP, { body: valid, ip: '10.1.1.2' })).status).toBe(409);
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 for %s', async (method) => {
    expect((await call(setup, method, SETUP)).status).toBe(405);
  });
});
