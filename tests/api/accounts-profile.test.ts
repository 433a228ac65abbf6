import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import profile from '../../netlify/functions/profile.mts';
import password from '../../netlify/functions/profile-password.mts';
import { createSession } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { ALPHANUMERIC_CNPJ, useTempOutbox, VALID_CNPJ, VALID_CPF } from '../helpers/accounts';
import { createUser, DEFAULT_PASSWORD, resetDb } from '../helpers/db';
import { call } from '../helpers/request';

// A new e-mail tells the old address: each test's mail goes to a folder of its own.
let outbox: Awaited<ReturnType<typeof useTempOutbox>>;
beforeEach(async () => {
  await resetDb();
  outbox = await useTempOutbox();
});
afterEach(async () => {
  await outbox.cleanup();
});

const ROLES = ['user', 'admin', 'super'] as const;
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nome Novo',
  organization: 'Cooperativa Nova',
  document: VALID_CNPJ.masked,
  phone: '+55 (21) 3000-0000',
  email: 'novo@exemplo.org',
  // A new e-mail needs the current password (see accounts-email-change.test.ts).
  current_password: DEFAULT_PASSWORD,
  ...overrides,
});

describe('GET /api/profile', () => {
  it.each(ROLES)('answers the %s its id, name, e-mail, role and the empty customer fields', async (role) => {
    const { user, token } = await createUser({ role });
    const res = await call(profile, 'GET', '/api/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...user, organization: null, document: null, phone: null });
  });

  it('answers 401 without a session', async () => {
    expect((await call(profile, 'GET', '/api/profile')).status).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it.each(ROLES)('saves the %s its own name, organization, document, phone and e-mail, keeping the role', async (role) => {
    const { user, token } = await createUser({ role });
    const res = await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ role: 'super', id: '999' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      name: 'Nome Novo',
      email: 'novo@exemplo.org',
      role,
      organization: 'Cooperativa Nova',
      document: VALID_CNPJ.digits,
      phone: '2130000000',
    });
    // The new e-mail logs in; nobody else changed.
    const login = await call(auth, 'POST', '/api/auth/login', { body: { email: 'novo@exemplo.org', password: DEFAULT_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('saves an alphanumeric CNPJ typed in lower case with the mask upper-case and unmasked, and keeps it on the next save', async () => {
    const { token } = await createUser();
    const res = await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ document: ALPHANUMERIC_CNPJ.lower }) });
    expect(res.status).toBe(200);
    expect(res.body.document).toBe(ALPHANUMERIC_CNPJ.stored);
    // The form sends back what it shows (the mask of the stored value).
    const again = await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ document: ALPHANUMERIC_CNPJ.masked }) });
    expect(again.body.document).toBe(ALPHANUMERIC_CNPJ.stored);
    expect((await call(profile, 'GET', '/api/profile', { token })).body.document).toBe(ALPHANUMERIC_CNPJ.stored);
  });

  it('clears the optional fields when they come empty or null', async () => {
    const { token } = await createUser();
    await call(profile, 'PUT', '/api/profile', { token, body: profileBody() });
    const res = await call(profile, 'PUT', '/api/profile', {
      token,
      body: profileBody({ organization: '', document: null, phone: '   ' }),
    });
    expect(res.body).toMatchObject({ organization: null, document: null, phone: null });
  });

  it('keeps the own e-mail (in another case) and answers 409 for the e-mail of another account', async () => {
    const { token } = await createUser({ email: 'eu@exemplo.org' });
    await createUser({ email: 'outra@exemplo.org' });
    expect((await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ email: 'EU@exemplo.org' }) })).status).toBe(200);
    const res = await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ email: 'Outra@Exemplo.org' }) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Já existe uma conta com este e-mail.' });
    const [row] = await getSql()`select email from users where email = 'eu@exemplo.org'`;
    expect(row).toBeDefined();
  });

  it.each([
    ['name', '', 'O campo Nome é obrigatório.'],
    ['name', 'x'.repeat(121), 'O campo Nome deve ter no máximo 120 caracteres.'],
    ['organization', 'x'.repeat(121), 'O campo Organização deve ter no máximo 120 caracteres.'],
    ['document', '123.456.789-00', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', `${VALID_CPF.digits}x`, 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['document', '12.ABC.345/01DE-36', 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.'],
    ['phone', '(11) 1234', 'O campo Telefone deve ser um telefone válido com DDD.'],
    ['phone', 11987654321, 'O campo Telefone deve ser um texto.'],
    ['email', '', 'O campo E-mail é obrigatório.'],
    ['email', 'a@', 'O campo E-mail deve ser um e-mail válido.'],
  ])('answers 422 on %s for %j', async (field, value, message) => {
    const { token } = await createUser();
    const res = await call(profile, 'PUT', '/api/profile', { token, body: profileBody({ [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 401 without a session, before reading the body', async () => {
    expect((await call(profile, 'PUT', '/api/profile', { body: profileBody() })).status).toBe(401);
    expect((await call(profile, 'PUT', '/api/profile', { raw: 'not json' })).status).toBe(401);
  });
});

describe('PUT /api/profile/password', () => {
  const URL = '/api/profile/password';
  const body = (overrides: Record<string, unknown> = {}) => ({
    current_password: DEFAULT_PASSWORD,
    password: 'outra-senha-9',
    password_confirmation: 'outra-senha-9',
    ...overrides,
  });

  it.each(ROLES)('changes the %s password, revokes its other sessions and keeps the current one', async (role) => {
    const { user, token } = await createUser({ role });
    const other = await createSession(getSql(), user.id);
    const stranger = await createUser();
    const res = await call(password, 'PUT', URL, { token, body: body() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Senha alterada.', revoked_sessions: 1 });
    expect((await call(profile, 'GET', '/api/profile', { token })).status).toBe(200);
    expect((await call(profile, 'GET', '/api/profile', { token: other })).status).toBe(401);
    expect((await call(profile, 'GET', '/api/profile', { token: stranger.token })).status).toBe(200);
    const login = (pw: string) => call(auth, 'POST', '/api/auth/login', { body: { email: user.email, password: pw } });
    expect((await login(DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login('outra-senha-9')).status).toBe(200);
  });

  it('answers 422 on current_password when it is wrong, and changes nothing', async () => {
    const { user, token } = await createUser();
    const other = await createSession(getSql(), user.id);
    const res = await call(password, 'PUT', URL, { token, body: body({ current_password: 'errada' }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ current_password: ['A senha atual não está correta.'] });
    expect((await call(profile, 'GET', '/api/profile', { token: other })).status).toBe(200);
  });

  it.each([
    ['current_password', '', 'O campo Senha atual é obrigatório.'],
    ['current_password', 'x'.repeat(201), 'O campo Senha atual deve ter no máximo 200 caracteres.'],
    ['password', '', 'O campo Nova senha é obrigatório.'],
    ['password', '12345', 'O campo Nova senha deve ter no mínimo 6 caracteres.'],
    ['password', 'x'.repeat(201), 'O campo Nova senha deve ter no máximo 200 caracteres.'],
    ['password', 123456, 'O campo Nova senha é obrigatório.'],
    ['password_confirmation', '', 'O campo Confirmação de senha é obrigatório.'],
    ['password_confirmation', 'diferente', 'As senhas digitadas não conferem'],
  ])('answers 422 on %s for %j', async (field, value, message) => {
    const { token } = await createUser();
    const res = await call(password, 'PUT', URL, { token, body: body({ [field]: value }) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
  });

  it('answers 401 without a session and 405 for GET', async () => {
    expect((await call(password, 'PUT', URL, { body: body() })).status).toBe(401);
    const { token } = await createUser();
    expect((await call(password, 'GET', URL, { token })).status).toBe(405);
  });
});
