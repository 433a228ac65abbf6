import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import auth from '../../netlify/functions/auth.mts';
import register from '../../netlify/functions/auth-register.mts';
import contacts from '../../netlify/functions/contacts.mts';
import reset from '../../netlify/functions/password-reset.mts';
import { rateRule } from '../../src/server/http/rate-limit';
import { registrationBody, tokenOf, useTempOutbox } from '../helpers/accounts';
import { countRows, createUser, resetDb } from '../helpers/db';
import { ageRateEvents, retryAfter, statusCounts } from '../helpers/rate';
import { call, type CallResult, type Handler } from '../helpers/request';

const LOGIN = '/api/auth/login';
const TOO_MANY_LOGINS = 'Muitas tentativas. Tente novamente em alguns minutos.';
const login = (email: string, password: string, ip = '10.0.0.1') => call(auth, 'POST', LOGIN, { body: { email, password }, ip });

/** Sends `n` requests at once (the n-th gets index i) and waits for every answer. */
const atOnce = (n: number, send: (i: number) => Promise<CallResult>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

beforeEach(async () => {
  await resetDb();
  // Reset requests here name no account, so no mail is written; the link's address must still be configured.
  vi.stubEnv('SITE_URL', 'https://vitrine.exemplo.org');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each([
  ['wrong logins for one account', auth, LOGIN, () => ({ email: 'ana@exemplo.org', password: 'errada' }), 401, 5, 900, TOO_MANY_LOGINS],
  [
    'contact messages',
    contacts,
    '/api/contacts/contact',
    () => ({ name: 'João', email: 'joao@exemplo.org', message: 'Olá!' }),
    201,
    5,
    600,
    'Você enviou muitas mensagens. Tente novamente em alguns minutos.',
  ],
  [
    'registrations',
    register,
    '/api/auth/register',
    (i: number) => registrationBody({ email: `pessoa${i}@exemplo.org` }),
    201,
    10,
    3600,
    'Muitas tentativas de cadastro. Tente novamente mais tarde.',
  ],
  [
    'password-reset requests',
    reset,
    '/api/auth/password-reset',
    (i: number) => ({ email: `pessoa${i}@exemplo.org` }),
    200,
    5,
    900,
    'Muitas solicitações. Tente novamente em alguns minutos.',
  ],
] as const)('30 simultaneous %s from one address', (_case, handler, url, body, okStatus, max, window, message) => {
  it(`processes ${max} and answers the rest 429 with the message and a Retry-After within the window`, async () => {
    await createUser({ email: 'ana@exemplo.org' });
    const results = await atOnce(30, (i) => call(handler as Handler, 'POST', url, { body: body(i), ip: '10.7.7.7' }));
    expect(statusCounts(results)).toEqual({ [okStatus]: max, 429: 30 - max });
    for (const refused of results.filter((r) => r.status === 429)) {
      expect(refused.body).toEqual({ message });
      expect(retryAfter(refused)).toBeGreaterThan(0);
      expect(retryAfter(refused)).toBeLessThanOrEqual(window);
    }
    if (handler === contacts) expect(await countRows('contacts')).toBe(max);
    if (handler === register) expect(await countRows('users')).toBe(1 + max);
  });
});

describe('login limits', () => {
  it('refuses the right password after the limit until the window has passed', async () => {
    const { password } = await createUser({ email: 'ana@exemplo.org' });
    expect(statusCounts(await atOnce(30, () => login('ana@exemplo.org', 'errada')))).toEqual({ 401: 5, 429: 25 });
    const refused = await login('ana@exemplo.org', password);
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_LOGINS } });
    await ageRateEvents(14 * 60);
    expect((await login('ana@exemplo.org', password)).status).toBe(429);
    await ageRateEvents(60);
    expect((await login('ana@exemplo.org', password)).status).toBe(200);
  });

  it("a confirmed password reset forgets the account's failures from every address", async () => {
    await createUser({ email: 'iris@exemplo.org' });
    for (let i = 0; i < 5; i += 1) await login('iris@exemplo.org', 'errada', '10.4.4.4');
    await atOnce(5, (i) => login('iris@exemplo.org', 'errada', `10.4.5.${i}`));
    for (let i = 0; i < 2; i += 1) await login('iris@exemplo.org', 'errada', '10.4.6.1');
    expect((await login('iris@exemplo.org', 'errada', '10.4.6.1')).status).toBe(429);
    expect((await login('iris@exemplo.org', 'errada', '10.4.4.4')).status).toBe(429);
    const outbox = await useTempOutbox();
    try {
      await call(reset, 'POST', '/api/auth/password-reset', { body: { email: 'iris@exemplo.org' } });
      const token = tokenOf((await outbox.mails())[0]);
      const body = { token, password: 'senha-nova-7', password_confirmation: 'senha-nova-7' };
      expect((await call(reset, 'POST', '/api/auth/password-reset/confirm', { body })).status).toBe(200);
    } finally {
      await outbox.cleanup();
    }
    expect((await login('iris@exemplo.org', 'senha-nova-7', '10.4.4.4')).status).toBe(200);
  });

  it('tells in Retry-After when the oldest counted failure leaves the window', async () => {
    await createUser({ email: 'bia@exemplo.org' });
    for (let i = 0; i < 5; i += 1) await login('bia@exemplo.org', 'errada');
    await ageRateEvents(10 * 60);
    const refused = await login('bia@exemplo.org', 'errada');
    expect(refused.status).toBe(429);
    // Five minutes are left of the 15-minute window (the test's own run time may take a few seconds off).
    expect(retryAfter(refused)).toBeLessThanOrEqual(300);
    expect(retryAfter(refused)).toBeGreaterThan(240);
  });

  it('limits one address to 20 failures across e-mails (password spraying), new e-mails included', async () => {
    const { password } = await createUser({ email: 'caio@exemplo.org' });
    const sprayed = await atOnce(25, (i) => login(`alvo${i}@exemplo.org`, 'Senha123', '10.8.8.8'));
    expect(statusCounts(sprayed)).toEqual({ 401: 20, 429: 5 });
    expect((await login('caio@exemplo.org', password, '10.8.8.8')).status).toBe(429);
    expect((await login('caio@exemplo.org', password, '10.8.8.9')).status).toBe(200);
  });

  it('limits one account to 10 failures across addresses, then each address to two tries of its own, leaving other accounts alone', async () => {
    await createUser({ email: 'duda@exemplo.org' });
    await createUser({ email: 'eva@exemplo.org' });
    const spread = await atOnce(10, (i) => login('duda@exemplo.org', 'errada', `10.9.0.${i}`));
    expect(statusCounts(spread)).toEqual({ 401: 10 });
    // Past the account's limit, an address that failed once for it has one try left, one that failed twice none.
    expect((await login('duda@exemplo.org', 'errada', '10.9.0.1')).status).toBe(401);
    expect((await login('duda@exemplo.org', 'errada', '10.9.0.1')).status).toBe(429);
    expect((await login('eva@exemplo.org', 'errada', '10.9.0.1')).status).toBe(401);
  });

  it("a success clears its e-mail's failures but not its address's: an own account does not reopen spraying", async () => {
    const own = await createUser({ email: 'fabio@exemplo.org' });
    for (let i = 0; i < 4; i += 1) await login('fabio@exemplo.org', 'errada', '10.6.6.6');
    for (let i = 0; i < 15; i += 1) await login(`alvo${i}@exemplo.org`, 'x', '10.6.6.6');
    expect((await login('fabio@exemplo.org', own.password, '10.6.6.6')).status).toBe(200);
    expect((await login('gil@exemplo.org', 'x', '10.6.6.6')).status).toBe(401);
    expect(await login('hugo@exemplo.org', 'x', '10.6.6.6')).toMatchObject({ status: 429, body: { message: TOO_MANY_LOGINS } });
    // The account's 4 failures are gone: 10 more from elsewhere are all processed.
    expect(statusCounts(await atOnce(10, (i) => login('fabio@exemplo.org', 'errada', `10.5.0.${i}`)))).toEqual({ 401: 10 });
  });
});

describe('the account limit does not lock its owner out', () => {
  const fail = (email: string, ip: string, n: number) => atOnce(n, () => login(email, 'errada', ip));

  it('ten addresses failing ten times each still let the owner in from a new address with the right password', async () => {
    const { password } = await createUser({ email: 'lara@exemplo.org' });
    const attack = (await Promise.all(Array.from({ length: 10 }, (_, i) => fail('lara@exemplo.org', `10.20.0.${i}`, 10)))).flat();
    // Each address is held by its own limit for the account (5 at most), and the account's by its (10 in all) plus
    // the addresses' own allowances; most of the hundred are refused.
    expect(statusCounts(attack)[401]).toBeLessThanOrEqual(10 + 2 * 10);
    expect((await login('lara@exemplo.org', password, '10.20.1.1')).status).toBe(200);
  });

  it('bounds a guesser with new addresses: two tries each, fifty in all per account and window', async () => {
    const { password } = await createUser({ email: 'mia@exemplo.org' });
    await fail('mia@exemplo.org', '10.21.0.1', 5);
    await atOnce(5, (i) => login('mia@exemplo.org', 'errada', `10.21.1.${i}`));
    // The account's limit is full: a new address has two tries, then 429 with its Retry-After.
    const fresh = [];
    for (let i = 0; i < 3; i += 1) fresh.push(await login('mia@exemplo.org', 'errada', '10.21.2.1'));
    expect(fresh.map((answer) => answer.status)).toEqual([401, 401, 429]);
    expect(retryAfter(fresh[2])).toBeGreaterThan(0);
    // Thirty more addresses, three tries each: at most fifty are looked at in the window, the rest refused.
    const many = (await Promise.all(Array.from({ length: 30 }, (_, i) => fail('mia@exemplo.org', `10.21.3.${i}`, 3)))).flat();
    expect(statusCounts(many)).toEqual({ 401: 48, 429: 42 });
    // The right password from yet another address is now refused too: guessing is bounded at 60 a window.
    expect((await login('mia@exemplo.org', password, '10.21.4.1')).status).toBe(429);
  });

  it('lets simultaneous and repeated right logins of one account after failures all in', async () => {
    const { password } = await createUser({ email: 'olga@exemplo.org' });
    await fail('olga@exemplo.org', '10.23.0.1', 3);
    // Within the account's limit (3 failures and 7 attempts in flight, each counted until it succeeds).
    const answers = await atOnce(7, (i) => login('olga@exemplo.org', password, `10.23.1.${i % 3}`));
    expect(statusCounts(answers)).toEqual({ 200: 7 });
    // Each success gives back its slots and clears the account's failures (one statement: two deletes of the same
    // rows on two connections could deadlock).
    const rounds = [];
    for (let i = 0; i < 15; i += 1) {
      await login('olga@exemplo.org', 'errada', `10.23.2.${i}`);
      rounds.push((await login('olga@exemplo.org', password, `10.23.2.${i}`)).status);
    }
    expect(rounds.every((status) => status === 200)).toBe(true);
  });

  it('lets the owner in from an address the account logged in from within a day, even past every account limit', async () => {
    const { password } = await createUser({ email: 'nina@exemplo.org' });
    expect((await login('nina@exemplo.org', password, '10.22.0.1')).status).toBe(200);
    await Promise.all(Array.from({ length: 40 }, (_, i) => fail('nina@exemplo.org', `10.22.1.${i}`, 3)));
    expect((await login('nina@exemplo.org', password, '10.22.9.9')).status).toBe(429);
    await ageRateEvents(60 * 60);
    await Promise.all(Array.from({ length: 40 }, (_, i) => fail('nina@exemplo.org', `10.22.2.${i}`, 3)));
    expect((await login('nina@exemplo.org', password, '10.22.0.1')).status).toBe(200);
  });
});

describe('rateRule', () => {
  it.each([
    ['a window longer than a day', { max: 5, windowSeconds: 86_401 }],
    ['a max below 1', { max: 0, windowSeconds: 60 }],
  ])('refuses %s', (_case, bounds) => {
    expect(() => rateRule({ bucket: 'x', message: 'm', ...bounds })).toThrow(
      'Rate rule x: max must be at least 1 and the window at most 86400 s.',
    );
  });
});
