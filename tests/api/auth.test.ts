import { beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import profile from '../../netlify/functions/profile.mts';
import { countRows, createUser, expireSessions, resetDb } from '../helpers/db';
import { call } from '../helpers/request';
import { retryAfter } from '../helpers/rate';

const LOGIN = '/api/auth/login';
const LOGOUT = '/api/auth/logout';
const TOO_MANY = 'Muitas tentativas. Tente novamente em alguns minutos.';

beforeEach(resetDb);

describe('POST /api/auth/login', () => {
  it('answers the token and the user for right credentials, with any e-mail case', async () => {
    const { user, password } = await createUser({ role: 'admin', email: 'ana@exemplo.org' });
    const res = await call(auth, 'POST', LOGIN, { body: { email: '  ANA@Exemplo.org ', password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual(user);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const me = await call(profile, 'GET', '/api/profile', { token: res.body.token });
    expect(me.body).toMatchObject(user);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    await createUser({ email: 'bia@exemplo.org' });
    const wrongPassword = await call(auth, 'POST', LOGIN, { body: { email: 'bia@exemplo.org', password: 'errada' } });
    const unknownEmail = await call(auth, 'POST', LOGIN, { body: { email: 'ninguem@exemplo.org', password: 'errada' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toMatchInlineSnapshot(`
      {
        "message": "E-mail ou senha inválidos.",
      }
    `);
  });

  it('answers 429 on the 6th failure within the window, even with the right password', async () => {
    const { password } = await createUser({ email: 'caio@exemplo.org' });
    for (let i = 0; i < 5; i += 1) {
      const res = await call(auth, 'POST', LOGIN, { body: { email: 'caio@exemplo.org', password: 'errada' }, ip: '10.0.0.1' });
      expect(res.status).toBe(401);
    }
    const sixth = await call(auth, 'POST', LOGIN, { body: { email: 'caio@exemplo.org', password }, ip: '10.0.0.1' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: TOO_MANY });
    expect(retryAfter(sixth)).toBeGreaterThan(0);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(900);
    // Another address, or another e-mail from the same address, is counted apart.
    const otherIp = await call(auth, 'POST', LOGIN, { body: { email: 'caio@exemplo.org', password }, ip: '10.0.0.2' });
    expect(otherIp.status).toBe(200);
    const otherEmail = await call(auth, 'POST', LOGIN, { body: { email: 'x@exemplo.org', password }, ip: '10.0.0.1' });
    expect(otherEmail.status).toBe(401);
  });

  it('counts unknown e-mails too and clears the failures of a key after a success', async () => {
    const { password } = await createUser({ email: 'duda@exemplo.org' });
    const attempt = (pw: string) => call(auth, 'POST', LOGIN, { body: { email: 'duda@exemplo.org', password: pw } });
    for (let i = 0; i < 4; i += 1) expect((await attempt('errada')).status).toBe(401);
    expect((await attempt(password)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('errada')).status).toBe(401);
    expect((await attempt(password)).status).toBe(429);
    for (let i = 0; i < 5; i += 1) {
      await call(auth, 'POST', LOGIN, { body: { email: 'fantasma@exemplo.org', password: 'x' } });
    }
    const ghost = await call(auth, 'POST', LOGIN, { body: { email: 'fantasma@exemplo.org', password: 'x' } });
    expect(ghost.status).toBe(429);
  });

  it.each([
    ['no body', undefined, 'email', 'O campo E-mail é obrigatório.'],
    ['an empty e-mail', { email: '', password: 'x' }, 'email', 'O campo E-mail é obrigatório.'],
    ['a numeric e-mail', { email: 42, password: 'x' }, 'email', 'O campo E-mail é obrigatório.'],
    ['a missing password', { email: 'a@b.co' }, 'password', 'O campo Senha é obrigatório.'],
    ['an empty password', { email: 'a@b.co', password: '' }, 'password', 'O campo Senha é obrigatório.'],
    ['an object password', { email: 'a@b.co', password: { $ne: '' } }, 'password', 'O campo Senha é obrigatório.'],
    ['a huge password', { email: 'a@b.co', password: 'x'.repeat(201) }, 'password', 'O campo Senha deve ter no máximo 200 caracteres.'],
    ['a huge e-mail', { email: `${'a'.repeat(300)}@b.co`, password: 'x' }, 'email', 'O campo E-mail deve ter no máximo 254 caracteres.'],
  ])('answers 422 for %s', async (_case, body, field, message) => {
    const res = await call(auth, 'POST', LOGIN, { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('names each message of a field once, even when the value breaks two rules', async () => {
    const res = await call(auth, 'POST', LOGIN, { body: { email: 'a@b.co', password: [] } });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual(['O campo Senha é obrigatório.']);
  });

  it('answers 401 (not 500) for a hostile e-mail', async () => {
    const res = await call(auth, 'POST', LOGIN, { body: { email: "<script>alert(1)</script>' or 1=1 --", password: 'x' } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"texto"'],
  ])('answers 400 for %s', async (_case, raw) => {
    const res = await call(auth, 'POST', LOGIN, { raw });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/JSON/);
  });

  it('answers 405 with Allow for other methods', async () => {
    const res = await call(auth, 'GET', LOGIN);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchInlineSnapshot(`
      {
        "message": "Método não permitido.",
      }
    `);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: the profile then answers 401', async () => {
    const { token } = await createUser();
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
    const res = await call(auth, 'POST', LOGOUT, { token });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(401);
  });

  it('answers 200 without a token, with an unknown token and twice in a row', async () => {
    const { token } = await createUser();
    expect((await call(auth, 'POST', LOGOUT)).status).toBe(200);
    expect((await call(auth, 'POST', LOGOUT, { token: 'x'.repeat(43) })).status).toBe(200);
    expect((await call(auth, 'POST', LOGOUT, { token })).status).toBe(200);
    expect((await call(auth, 'POST', LOGOUT, { token })).status).toBe(200);
    expect(await countRows('sessions')).toBe(1);
  });

  it('answers 405 for GET', async () => {
    expect((await call(auth, 'GET', LOGOUT)).status).toBe(405);
  });
});

describe('GET /api/profile', () => {
  it.each(['user', 'admin', 'super'] as const)('answers the %s its own id, name, e-mail and role', async (role) => {
    const { user, token } = await createUser({ role });
    const res = await call(profile, 'GET', '/api/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, name: user.name, email: user.email, role });
  });

  it.each([
    ['no token', {}],
    ['a malformed header', { headers: { authorization: 'Bearer abc' } }],
    ['an unknown token', { token: 'a'.repeat(43) }],
  ])('answers 401 with %s', async (_case, options) => {
    const res = await call(profile, 'GET', '/api/profile', options);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('answers 401 once the session has expired', async () => {
    const { token } = await createUser();
    await expireSessions();
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(401);
  });

  it('answers 405 for POST', async () => {
    const { token } = await createUser();
    expect((await call(profile, 'POST', '/api/profile', { token, body: {} })).status).toBe(405);
  });
});
