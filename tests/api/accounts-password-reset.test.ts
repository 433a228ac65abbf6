import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import profile from '../../netlify/functions/profile.mts';
import reset from '../../netlify/functions/password-reset.mts';
import { NO_SITE_URL, requestPasswordReset } from '../../src/server/accounts/password-reset';
import { getSql } from '../../src/server/db/client';
import { expireResetLinks, tokenOf, useTempOutbox } from '../helpers/accounts';
import { countingSql, createUser, DEFAULT_PASSWORD, resetDb, seedSettings } from '../helpers/db';
import { buildRequest, call } from '../helpers/request';
import { retryAfter } from '../helpers/rate';

const REQUEST = '/api/auth/password-reset';
const CONFIRM = '/api/auth/password-reset/confirm';
const SAME_ANSWER = {
  message:
    'Se houver uma conta com este e-mail, enviaremos em instantes um link para criar uma nova senha. Confira também a caixa de spam.',
};
const INVALID_LINK = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link.';

const SITE = 'https://vitrine.exemplo.org';

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
  vi.stubEnv('SITE_URL', SITE);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await outbox.cleanup();
});

const confirm = (token: string, password = 'senha-nova-7') =>
  call(reset, 'POST', CONFIRM, { body: { token, password, password_confirmation: password } });
const login = (email: string, password: string) => call(auth, 'POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/auth/password-reset', () => {
  it('answers the same for an existing and an unknown e-mail, and mails only the existing account', async () => {
    await seedSettings({ title: 'Associação Aurora' });
    const { user } = await createUser({ email: 'ana@exemplo.org', name: 'Ana' });
    const known = await call(reset, 'POST', REQUEST, { body: { email: 'ANA@exemplo.org' } });
    const unknown = await call(reset, 'POST', REQUEST, { body: { email: 'ninguem@exemplo.org' } });
    expect(known).toMatchObject({ status: 200, body: SAME_ANSWER });
    expect(unknown).toMatchObject({ status: 200, body: SAME_ANSWER });
    const mails = await outbox.mails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(mails[0]).toContain('Subject: =?UTF-8?B?');
    expect(mails[0]).toContain('Olá, Ana!');
    expect(mails[0]).toContain('Associação Aurora');
    expect(mails[0]).toMatch(/https:\/\/vitrine\.exemplo\.org\/redefinir-senha\?token=[A-Za-z0-9_-]{43}\r\n/);
    // Only the token's hash is stored.
    const [row] = await getSql()`select token_hash, expires_at - created_at as ttl from password_resets`;
    expect(row.token_hash).not.toBe(tokenOf(mails[0]));
    expect(row.ttl).toBe('01:00:00');
  });

  it('builds the link from SITE_URL only, whatever host the request names', async () => {
    await createUser({ email: 'bia@exemplo.org' });
    vi.stubEnv('SITE_URL', 'https://www.exemplo.org.br/');
    const request = buildRequest('POST', 'https://atacante.example/api/auth/password-reset', {
      body: { email: 'bia@exemplo.org' },
      headers: { 'x-forwarded-host': 'atacante.example' },
    });
    expect((await reset(request, { params: {}, ip: '10.3.3.3' })).status).toBe(200);
    const [mail] = await outbox.mails();
    expect(mail).toContain('https://www.exemplo.org.br/redefinir-senha?token=');
    expect(mail).not.toContain('atacante');
  });

  it('without SITE_URL sends nothing, stores no link, logs why and answers the same', async () => {
    await createUser({ email: 'bruna@exemplo.org' });
    vi.stubEnv('SITE_URL', '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await call(reset, 'POST', REQUEST, { body: { email: 'bruna@exemplo.org' } });
      expect(res).toMatchObject({ status: 200, body: SAME_ANSWER });
      expect(logged).toHaveBeenCalledWith(NO_SITE_URL);
    } finally {
      logged.mockRestore();
    }
    expect(NO_SITE_URL).toContain('SITE_URL is not set, so no reset link was sent');
    expect(await outbox.mails()).toEqual([]);
    expect(await getSql()`select id from password_resets`).toHaveLength(0);
  });

  it('sends at most 3 mails per account per hour, answering the same', async () => {
    await createUser({ email: 'caio@exemplo.org' });
    for (let i = 0; i < 4; i += 1) {
      expect((await call(reset, 'POST', REQUEST, { body: { email: 'caio@exemplo.org' }, ip: `10.0.0.${i}` })).body).toEqual(SAME_ANSWER);
    }
    expect(await outbox.mails()).toHaveLength(3);
  });

  it('sends 3 mails, not more, for 20 simultaneous requests for one account from 20 addresses', async () => {
    await createUser({ email: 'caio@exemplo.org' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(reset, 'POST', REQUEST, { body: { email: 'caio@exemplo.org' }, ip: `10.4.0.${i}` })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await outbox.mails()).toHaveLength(3);
  });

  it('sends the mail after the answer when the platform offers waitUntil', async () => {
    await createUser({ email: 'hugo@exemplo.org' });
    const pending: Promise<unknown>[] = [];
    const request = buildRequest('POST', REQUEST, { body: { email: 'hugo@exemplo.org' } });
    const res = await reset(request, { params: {}, ip: '10.2.2.2', waitUntil: (p: Promise<unknown>) => pending.push(p) });
    expect(res.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(await outbox.mails()).toHaveLength(1);
  });

  it('does the same work before the answer for a real and an unknown e-mail: the account is looked up only after it', async () => {
    await createUser({ email: 'joana@exemplo.org' });
    const counted = countingSql();
    const links = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from password_resets`)[0].n;
    const works = [];
    for (const email of ['joana@exemplo.org', 'ninguem@exemplo.org']) {
      counted.reset();
      works.push(await requestPasswordReset(counted.sql, email, '10.3.3.3'));
      // Before the answer: the address's slot, one statement, and nothing else for either e-mail.
      expect(counted.calls()).toBe(1);
    }
    expect([await links(), (await outbox.mails()).length]).toEqual([0, 0]);
    // The work after the answer sends the real account its link, and nothing for the unknown e-mail.
    for (const work of works) await work();
    expect([await links(), (await outbox.mails()).length]).toEqual([1, 1]);
  });

  it('answers an unknown e-mail after the same work as a real one when the platform offers waitUntil', async () => {
    await createUser({ email: 'lia@exemplo.org' });
    for (const email of ['lia@exemplo.org', 'ninguem@exemplo.org']) {
      const pending: Promise<unknown>[] = [];
      const request = buildRequest('POST', REQUEST, { body: { email } });
      const res = await reset(request, { params: {}, ip: '10.2.2.3', waitUntil: (p: Promise<unknown>) => pending.push(p) });
      expect([res.status, await res.json(), pending.length]).toEqual([200, SAME_ANSWER, 1]);
      await Promise.all(pending);
    }
    expect(await outbox.mails()).toHaveLength(1);
  });

  it('logs a mail that cannot be sent and still answers the same', async () => {
    await createUser({ email: 'iris@exemplo.org' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    try {
      const res = await call(reset, 'POST', REQUEST, { body: { email: 'iris@exemplo.org' } });
      expect(res).toMatchObject({ status: 200, body: SAME_ANSWER });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('iris@exemplo.org could not be sent'), expect.anything());
    } finally {
      delete process.env.SMTP_URL;
      logged.mockRestore();
    }
  });

  it('answers 429 after 5 requests from one address within 15 minutes, known e-mail or not', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call(reset, 'POST', REQUEST, { body: { email: `x${i}@exemplo.org` }, ip: '10.9.9.9' })).status).toBe(200);
    }
    const sixth = await call(reset, 'POST', REQUEST, { body: { email: 'y@exemplo.org' }, ip: '10.9.9.9' });
    expect(sixth.status).toBe(429);
    expect(retryAfter(sixth)).toBeGreaterThan(0);
    expect(retryAfter(sixth)).toBeLessThanOrEqual(900);
  });

  it.each([
    [{}, 'O campo E-mail é obrigatório.'],
    [{ email: '' }, 'O campo E-mail é obrigatório.'],
    [{ email: 'sem-arroba' }, 'O campo E-mail deve ser um e-mail válido.'],
    [{ email: ['a@b.co'] }, 'O campo E-mail é obrigatório.'],
    [{ email: `${'a'.repeat(260)}@b.co` }, 'O campo E-mail deve ter no máximo 254 caracteres.'],
  ])('answers 422 for %j', async (body, message) => {
    const res = await call(reset, 'POST', REQUEST, { body });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toBe(message);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once and revokes every session of the account', async () => {
    const { user, token: session } = await createUser({ email: 'duda@exemplo.org' });
    const other = await createUser();
    await call(reset, 'POST', REQUEST, { body: { email: 'duda@exemplo.org' } });
    const token = tokenOf((await outbox.mails())[0]);
    const res = await confirm(token);
    expect(res).toMatchObject({ status: 200, body: { message: 'Senha alterada. Entre com a nova senha.' } });
    expect((await call(profile, 'GET', '/api/profile', { token: session })).status).toBe(401);
    expect((await call(profile, 'GET', '/api/profile', { token: other.token })).status).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'senha-nova-7')).status).toBe(200);
    const again = await confirm(token, 'terceira-senha');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: INVALID_LINK, errors: { token: [INVALID_LINK] } });
    expect((await login(user.email, 'terceira-senha')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser({ email: 'eva@exemplo.org' });
    await call(reset, 'POST', REQUEST, { body: { email: user.email } });
    await expireResetLinks();
    const res = await confirm(tokenOf((await outbox.mails())[0]));
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual([INVALID_LINK]);
    expect((await login(user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const { user } = await createUser({ email: 'fabio@exemplo.org' });
    await call(reset, 'POST', REQUEST, { body: { email: user.email } });
    await call(reset, 'POST', REQUEST, { body: { email: user.email } });
    const [older, newer] = (await outbox.mails()).map(tokenOf);
    expect((await confirm(older)).status).toBe(422);
    expect((await confirm(newer)).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { user } = await createUser({ email: 'gil@exemplo.org' });
    await call(reset, 'POST', REQUEST, { body: { email: user.email } });
    const token = tokenOf((await outbox.mails())[0]);
    const results = await Promise.all([confirm(token, 'primeira-1'), confirm(token, 'segunda-2')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it.each([
    ['token', 'a'.repeat(43), INVALID_LINK],
    ['token', '', 'O link de redefinição é inválido.'],
    ['token', "' or 1=1 --", 'O link de redefinição é inválido.'],
    ['token', 42, 'O link de redefinição é inválido.'],
    ['password', '123', 'O campo Nova senha deve ter no mínimo 6 caracteres.'],
    ['password', 'x'.repeat(201), 'O campo Nova senha deve ter no máximo 200 caracteres.'],
    ['password_confirmation', 'outra-coisa', 'As senhas digitadas não conferem'],
    ['password_confirmation', '', 'O campo Confirmação de senha é obrigatório.'],
  ])('answers 422 on %s for %j', async (field, value, message) => {
    const body = { token: 'b'.repeat(43), password: 'senha-nova-7', password_confirmation: 'senha-nova-7', [field]: value };
    const res = await call(reset, 'POST', CONFIRM, { body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 405 for GET on both paths', async () => {
    expect((await call(reset, 'GET', REQUEST)).status).toBe(405);
    expect((await call(reset, 'GET', CONFIRM)).status).toBe(405);
  });
});
