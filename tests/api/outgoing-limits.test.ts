import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import reset from '../../netlify/functions/password-reset.mts';
import { OUTGOING_LIMITS, timeLimit, type Outgoing } from '../../src/server/http/outgoing';
import { sendMail } from '../../src/server/mail/send-mail';
import { notFoundPage } from '../../src/server/site/not-found-page';
import { createUser, resetDb } from '../helpers/db';
import { call } from '../helpers/request';
import { neverAnswer, startSilentServer, startStandIn, type StandIn } from '../helpers/stand-in-server';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the table of outgoing limits', () => {
  it('gives each service its own variable, and every request call ends well within what a person waits for', () => {
    const variables = Object.values(OUTGOING_LIMITS).map((l) => l.variable);
    expect(new Set(variables).size).toBe(variables.length);
    // The order's worst case: a Correios quote and a Mercado Pago charge, one after the other.
    expect(OUTGOING_LIMITS.correios.ms + OUTGOING_LIMITS.mercadoPago.ms).toBeLessThanOrEqual(10_000);
    // Scheduled work gives Mercado Pago longer, within the 30 s of a scheduled function.
    expect(OUTGOING_LIMITS.mercadoPagoScheduled.ms).toBeGreaterThan(OUTGOING_LIMITS.mercadoPago.ms);
    expect(OUTGOING_LIMITS.mercadoPagoScheduled.ms).toBeLessThan(30_000);
  });

  it.each(Object.keys(OUTGOING_LIMITS) as Outgoing[])('%s: the table, else its variable', (service) => {
    const { ms, variable } = OUTGOING_LIMITS[service];
    expect(timeLimit(service)).toBe(ms);
    vi.stubEnv(variable, '250');
    expect(timeLimit(service)).toBe(250);
  });

  it('names the variable of a bad value', () => {
    vi.stubEnv('SMTP_TIMEOUT_MS', '2,5');
    expect(() => timeLimit('smtp')).toThrow('SMTP_TIMEOUT_MS: SMTP_TIMEOUT_MS deve ser um número inteiro de milissegundos');
  });
});

describe('SMTP: a server that accepts and never sends its greeting', () => {
  let smtp: Awaited<ReturnType<typeof startSilentServer>>;
  beforeAll(async () => {
    smtp = await startSilentServer();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    vi.stubEnv('SMTP_URL', smtp.url('smtp'));
    vi.stubEnv('SMTP_TIMEOUT_MS', '200');
  });

  it('makes sendMail fail within SMTP_TIMEOUT_MS', async () => {
    const started = Date.now();
    await expect(sendMail({ to: 'ana@exemplo.org', subject: 'Teste', text: 'Olá' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(smtp.accepted).toBeGreaterThan(0);
  });

  it('makes sendMail fail within SMTP_TIMEOUT_MS when the server greets and then stops answering', async () => {
    const greeting = await startSilentServer('220 stand-in ESMTP\r\n');
    vi.stubEnv('SMTP_URL', greeting.url('smtp'));
    const started = Date.now();
    await expect(sendMail({ to: 'ana@exemplo.org', subject: 'Teste', text: 'Olá' })).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(1500);
    await greeting.close();
  });

  it('leaves the password-reset request its usual answer, the failure logged', async () => {
    await resetDb();
    vi.stubEnv('SITE_URL', 'https://vitrine.exemplo.org');
    await createUser({ email: 'ana@exemplo.org' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    const res = await call(reset, 'POST', '/api/auth/password-reset', { body: { email: 'ana@exemplo.org' } });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(res.status).toBe(200);
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain('[password-reset] the reset link for ana@exemplo.org could not be sent');
  });
});

describe("the site's own not-found page", () => {
  let site: StandIn;
  beforeAll(async () => {
    site = await startStandIn(neverAnswer);
  });
  afterAll(() => site.close());

  it('answers the plain 404 page within NOT_FOUND_PAGE_TIMEOUT_MS when the site never answers', async () => {
    vi.stubEnv('NOT_FOUND_PAGE_TIMEOUT_MS', '200');
    const started = Date.now();
    const res = await notFoundPage(new Request(`${site.url}/nada`));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Página não encontrada');
    expect(site.received.map((r) => r.path)).toEqual(['/404.html']);
  });
});
