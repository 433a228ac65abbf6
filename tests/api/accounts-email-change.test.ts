import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import reset from '../../netlify/functions/password-reset.mts';
import users from '../../netlify/functions/users.mts';
import profile from '../../netlify/functions/profile.mts';
import { EMAIL_CHANGE_RULE } from '../../src/server/accounts/profiles';
import { getSql } from '../../src/server/db/client';
import { tokenOf, useTempOutbox } from '../helpers/accounts';
import { createUser, DEFAULT_PASSWORD, resetDb, seedSettings } from '../helpers/db';
import { retryAfter } from '../helpers/rate';
import { buildRequest, call } from '../helpers/request';

// An e-mail change: the current password, at most 5 an hour per account (a taken e-mail's 409 lists accounts),
// the pending reset links voided, the other sessions ended, and the old address told.
const SITE = 'https://vitrine.exemplo.org';
const body = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Ana Lima', email, ...extra });
const put = (token: string, sent: unknown) => call(profile, 'PUT', '/api/profile', { token, body: sent });
const emailOf = async (id: string) => (await getSql()<{ email: string }[]>`select email from users where id = ${id}`)[0].email;

let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  await seedSettings({ title: 'Casa Aurora' });
  outbox = await useTempOutbox();
  process.env.SITE_URL = SITE;
});
afterEach(async () => {
  delete process.env.SITE_URL;
  await outbox.cleanup();
});

describe('PUT /api/profile with a new e-mail', () => {
  it('asks for the current password: none or a wrong one is a 422 on current_password, changing nothing', async () => {
    const { user, token } = await createUser({ email: 'ana@exemplo.org' });
    const none = await put(token, body('ana.nova@exemplo.org'));
    expect(none).toMatchObject({ status: 422, body: { errors: { current_password: ['O campo Senha atual é obrigatório.'] } } });
    const wrong = await put(token, body('ana.nova@exemplo.org', { current_password: 'nao-e-esta' }));
    expect(wrong).toMatchObject({ status: 422, body: { errors: { current_password: ['A senha atual não está correta.'] } } });
    expect(await emailOf(user.id)).toBe('ana@exemplo.org');
    expect(await outbox.mails()).toHaveLength(0);
    // The same e-mail needs no password (the form sends it null then).
    expect((await put(token, body('ana@exemplo.org'))).status).toBe(200);
    expect((await put(token, body('ana@exemplo.org', { current_password: null }))).status).toBe(200);
  });

  it('changes it with the right password, voids the reset link sent to the old address and tells the old address', async () => {
    const { user, token } = await createUser({ email: 'ana@exemplo.org', name: 'Ana' });
    await call(reset, 'POST', '/api/auth/password-reset', { body: { email: 'ana@exemplo.org' } });
    const link = tokenOf((await outbox.mails())[0]);
    const changed = await put(token, body('ana.nova@exemplo.org', { current_password: DEFAULT_PASSWORD }));
    expect(changed).toMatchObject({ status: 200, body: { email: 'ana.nova@exemplo.org' } });
    expect(await emailOf(user.id)).toBe('ana.nova@exemplo.org');
    // The link the old address received no longer sets a password.
    const used = await call(reset, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: link, password: 'tomada-123', password_confirmation: 'tomada-123' },
    });
    expect(used.status).toBe(422);
    expect((await call(auth, 'POST', '/api/auth/login', { body: { email: 'ana.nova@exemplo.org', password: DEFAULT_PASSWORD } })).status).toBe(200);
    const mails = await outbox.mails();
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('To: ana@exemplo.org\r\n');
    expect(mails[1]).toContain('O e-mail da sua conta em Casa Aurora foi alterado de ana@exemplo.org para ana.nova@exemplo.org.');
  });

  it("ends the account's other sessions and keeps the one that changed it; the same e-mail ends none", async () => {
    const { token } = await createUser({ email: 'ana@exemplo.org', name: 'Ana' });
    const login = async (email: string) => {
      const res = await call(auth, 'POST', '/api/auth/login', { body: { email, password: DEFAULT_PASSWORD } });
      expect(res.status).toBe(200);
      return (res.body as { token: string }).token;
    };
    const elsewhere = await login('ana@exemplo.org');
    const profileWith = (session: string) => call(profile, 'GET', '/api/profile', { token: session });
    // Saving the profile with the same e-mail leaves every session as it was.
    expect((await put(token, body('ana@exemplo.org'))).status).toBe(200);
    expect((await profileWith(elsewhere)).status).toBe(200);
    const changed = await put(token, body('ana.nova@exemplo.org', { current_password: DEFAULT_PASSWORD }));
    expect(changed.status).toBe(200);
    expect((await profileWith(elsewhere)).status).toBe(401);
    expect((await profileWith(token)).body).toMatchObject({ email: 'ana.nova@exemplo.org' });
    // A refused change (a wrong password) ends nothing.
    const another = await login('ana.nova@exemplo.org');
    expect((await put(token, body('ana.outra@exemplo.org', { current_password: 'nao-e-esta' }))).status).toBe(422);
    expect((await profileWith(another)).status).toBe(200);
  });

  it('writes the notice in the language of the page, after the answer when the platform offers waitUntil', async () => {
    const { token } = await createUser({ email: 'bea@exemplo.org', name: 'Bea' });
    const pending: Promise<unknown>[] = [];
    const request = buildRequest('PUT', '/api/profile', {
      token,
      body: body('bea.nova@exemplo.org', { current_password: DEFAULT_PASSWORD, locale: 'es' }),
    });
    const res = await profile(request, { params: {}, waitUntil: (p: Promise<unknown>) => pending.push(p) });
    expect([res.status, pending.length]).toEqual([200, 1]);
    await Promise.all(pending);
    const [mail] = await outbox.mails();
    expect(mail).toContain('To: bea@exemplo.org\r\n');
    expect(mail).toContain('El e-mail de su cuenta en Casa Aurora fue cambiado de bea@exemplo.org a bea.nova@exemplo.org.');
  });

  it('limits an account to 5 e-mail changes an hour, so the 409 of a taken e-mail cannot list accounts', async () => {
    const { token } = await createUser({ email: 'caio@exemplo.org' });
    for (let i = 0; i < 10; i += 1) await createUser({ email: `pessoa${i}@exemplo.org` });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await put(token, body(`pessoa${i}@exemplo.org`, { current_password: DEFAULT_PASSWORD })));
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409, 429, 429, 429, 429, 429]);
    expect(answers[5].body.message).toBe(EMAIL_CHANGE_RULE.message);
    expect(retryAfter(answers[5])).toBeGreaterThan(0);
    // A wrong password counts too, and the other fields still save without a change of e-mail.
    expect((await put(token, body('livre@exemplo.org', { current_password: DEFAULT_PASSWORD }))).status).toBe(429);
    expect((await put(token, body('caio@exemplo.org'))).status).toBe(200);
    // Another account is not held by this one's attempts.
    const other = await createUser({ email: 'dani@exemplo.org' });
    expect((await put(other.token, body('livre@exemplo.org', { current_password: DEFAULT_PASSWORD }))).status).toBe(200);
  });
});

describe('PUT /api/users/:id with a new e-mail (a manager)', () => {
  it('voids the reset links sent to the old address; the same e-mail keeps them', async () => {
    const admin = await createUser({ role: 'admin' });
    const { user } = await createUser({ email: 'eva@exemplo.org', name: 'Eva' });
    const edit = (email: string) =>
      call(users, 'PUT', `/api/users/${user.id}`, { params: { id: user.id }, token: admin.token, body: { name: 'Eva', email, role: 'user' } });
    const confirm = (link: string) =>
      call(reset, 'POST', '/api/auth/password-reset/confirm', { body: { token: link, password: 'tomada-123', password_confirmation: 'tomada-123' } });
    await call(reset, 'POST', '/api/auth/password-reset', { body: { email: 'eva@exemplo.org' } });
    const kept = tokenOf((await outbox.mails())[0]);
    expect((await edit('eva@exemplo.org')).status).toBe(200);
    expect((await confirm(kept)).status).toBe(200);
    await call(reset, 'POST', '/api/auth/password-reset', { body: { email: 'eva@exemplo.org' } });
    const voided = tokenOf((await outbox.mails())[1]);
    expect((await edit('eva.nova@exemplo.org')).status).toBe(200);
    expect(await emailOf(user.id)).toBe('eva.nova@exemplo.org');
    expect((await confirm(voided)).status).toBe(422);
  });
});
