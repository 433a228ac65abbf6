import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { tokenExpiry } from '../../src/server/shop/shipping/correios-client';
import { quoteShipping } from '../../src/server/shop/shipping/quote';
import { getShopSettingsView } from '../../src/server/shop/config/shop-settings';
import { cartItem } from '../helpers/cart';
import { CORREIOS_LOGIN, startCorreiosServer, type CorreiosServer } from '../helpers/correios-server';
import { resetDb } from '../helpers/db';
import { CORREIOS_FIELDS, seedShop } from '../helpers/shop';

let correios: CorreiosServer;
const ENV = { CORREIOS_API_BASE: '', CORREIOS_TIMEOUT_MS: '400', CORREIOS_PAUSE_SECONDS: '60' };

beforeAll(async () => {
  correios = await startCorreiosServer();
  ENV.CORREIOS_API_BASE = correios.url;
  Object.assign(process.env, ENV);
});
afterAll(async () => {
  for (const key of Object.keys(ENV)) delete process.env[key];
  await correios.close();
});

let warnings: string[];
beforeEach(async () => {
  await resetDb();
  correios.reset();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const book = [cartItem(500, [23, 16, 3])];
const quote = (postal_code = '01001-000') => quoteShipping(getSql(), { postal_code, items: book, subtotal_cents: 5000 });
const seedCorreios = (overrides = {}) => seedShop({ provider: 'correios', ...CORREIOS_FIELDS, ...overrides });
const TABLE = [
  { service: '04510', name: 'PAC', price_cents: 1500, days: 3, provider: 'tabela' },
  { service: '04014', name: 'SEDEX', price_cents: 2500, days: 1, provider: 'tabela' },
];

describe('the Correios provider against the stand-in API', () => {
  it('prices each service from the contract API (700 g: PAC R$ 21,50 in 6 days, SEDEX R$ 38,00 in 2)', async () => {
    await seedCorreios();
    expect(await quote()).toEqual({
      options: [
        { service: '04510', name: 'PAC', price_cents: 2150, days: 6, provider: 'correios' },
        { service: '04014', name: 'SEDEX', price_cents: 3800, days: 2, provider: 'correios' },
      ],
      fallback: false,
    });
  });

  it('gets a token with Basic user:access code and the posting card, then sends the package as CWS expects', async () => {
    await seedCorreios();
    await quote();
    const [token] = correios.calls('token');
    expect(token.authorization).toBe(`Basic ${Buffer.from(`${CORREIOS_LOGIN.user}:${CORREIOS_LOGIN.accessCode}`).toString('base64')}`);
    expect(JSON.parse(token.body)).toEqual({ numero: CORREIOS_LOGIN.card });
    const pac = correios.calls('preco').find((call) => call.path === '/preco/v1/nacional/04510');
    expect(pac?.authorization).toBe('Bearer token-1');
    expect(pac?.query).toEqual({
      cepOrigem: '01310100',
      cepDestino: '01001000',
      psObjeto: '700',
      tpObjeto: '2',
      comprimento: '23',
      largura: '16',
      altura: '3',
      nuContrato: CORREIOS_LOGIN.contract,
      nuDR: '72',
    });
    expect(correios.calls('prazo').map((call) => call.query)).toContainEqual({ cepOrigem: '01310100', cepDestino: '01001000' });
  });

  it("calls a service by the contract's own code (PAC as 03298) and answers it as the service", async () => {
    await seedCorreios({ services: [{ code: '04510', name: 'PAC', enabled: true, contract_code: '03298' }] });
    expect((await quote()).options).toEqual([{ service: '04510', name: 'PAC', price_cents: 1920, days: 6, provider: 'correios' }]);
    expect(correios.calls('preco').map((call) => call.path)).toEqual(['/preco/v1/nacional/03298']);
  });

  it('keeps quotes for 24 h per CEP and package, and the token across quotes', async () => {
    await seedCorreios();
    const first = await quote();
    const calls = correios.received.length;
    expect(await quote()).toEqual(first);
    expect(correios.received.length).toBe(calls);
    await quote('20040-020');
    expect(correios.received.length).toBeGreaterThan(calls);
    expect(correios.tokensIssued).toBe(1);
    const [row] = await getSql()<{ hours: number }[]>`
      select round(extract(epoch from max(expires_at) - now()) / 3600)::int as hours from shipping_quote_cache`;
    expect(row.hours).toBe(24);
  });

  it('renews a token about to expire (less than 5 minutes left) before calling', async () => {
    await seedCorreios();
    await quote();
    await getSql()`update correios_state set token_expires_at = now() + interval '2 minutes'`;
    await quote('20040-020');
    expect(correios.tokensIssued).toBe(2);
  });

  it('gets a new token when the API refuses an expired one, and still quotes (no fallback)', async () => {
    correios.mode = 'expired';
    await seedCorreios();
    const result = await quote();
    expect(result.fallback).toBe(false);
    expect(result.options.map((o) => [o.service, o.price_cents])).toEqual([
      ['04510', 2150],
      ['04014', 3800],
    ]);
    expect(correios.tokensIssued).toBe(2);
    expect(correios.calls('token')).toHaveLength(2);
  });

  it('leaves out a service the API says it does not serve (SEDEX 12 answered 400)', async () => {
    await seedCorreios({
      services: [
        { code: '04510', name: 'PAC', enabled: true, contract_code: null },
        { code: '04782', name: 'SEDEX 12', enabled: true, contract_code: null },
      ],
    });
    expect(await quote()).toEqual({ options: [{ service: '04510', name: 'PAC', price_cents: 2150, days: 6, provider: 'correios' }], fallback: false });
  });
});

describe('fallback to the table', () => {
  it.each([
    ['an error (HTTP 500)', 'error', 'Os Correios responderam HTTP 500.'],
    ['a timeout', 'slow', 'Os Correios não responderam em 0,4 s.'],
    ['refused credentials', 'refused', 'Os Correios recusaram as credenciais (HTTP 401).'],
  ] as const)('offers the table rates with fallback true after %s, logged without secrets', async (_case, mode, message) => {
    correios.mode = mode;
    await seedCorreios();
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(warnings).toEqual([`[shipping] Correios: ${message} Usando a tabela de fretes.`]);
    const status = (await getShopSettingsView(getSql())).correios_status;
    expect(status.last_error).toBe(message);
    for (const secret of [CORREIOS_LOGIN.accessCode, CORREIOS_LOGIN.user, CORREIOS_LOGIN.card, CORREIOS_LOGIN.contract, 'token-1']) {
      expect(warnings.join('\n')).not.toContain(secret);
      expect(status.last_error).not.toContain(secret);
    }
  });

  it('gives up on Correios that never answer (not even the token) after CORREIOS_TIMEOUT_MS: the table, the Correios paused', async () => {
    vi.stubEnv('CORREIOS_TIMEOUT_MS', '200');
    correios.mode = 'silent';
    await seedCorreios();
    const started = Date.now();
    expect(await quote()).toEqual({ options: TABLE, fallback: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(correios.calls('token')).toHaveLength(1);
    expect(warnings).toEqual(['[shipping] Correios: Os Correios não responderam em 0,2 s. Usando a tabela de fretes.']);
    expect((await getShopSettingsView(getSql())).correios_status.last_error).toBe('Os Correios não responderam em 0,2 s.');
  });

  it('pauses the Correios after a failure: the next quotes use the table without calling them', async () => {
    correios.mode = 'error';
    await seedCorreios();
    await quote();
    correios.mode = 'success';
    const calls = correios.received.length;
    expect(await quote('20040-020')).toEqual({ options: [{ ...TABLE[0], price_cents: 2200, days: 6 }], fallback: true });
    // The first quote fell back at its first failed call; its other calls, already sent, may land only now. They are
    // about its own CEP: anything else (a token, a call about 20040-020) would be the paused quote calling.
    const late = correios.received.slice(calls).filter((call) => call.query.cepDestino !== '01001000');
    expect(late).toEqual([]);
  });

  it('calls them again once the pause is over', async () => {
    correios.mode = 'error';
    await seedCorreios();
    await quote();
    await getSql()`update correios_state set paused_until = now() - interval '1 second'`;
    correios.mode = 'success';
    expect((await quote()).fallback).toBe(false);
  });

  it('never answers a free option because the Correios failed: without table rows there is no option', async () => {
    correios.mode = 'error';
    await seedCorreios({ rates: [] });
    expect(await quote()).toEqual({ options: [], fallback: true });
  });

  it('does not pause when the API answered but serves none of the services here', async () => {
    await seedCorreios({ services: [{ code: '04782', name: 'SEDEX 12', enabled: true, contract_code: null }] });
    expect(await quote()).toEqual({ options: [], fallback: true });
    expect((await getShopSettingsView(getSql())).correios_status.last_error).toBeNull();
  });
});

describe('tokenExpiry', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it.each([
    ['a Brasília time without offset', '2026-11-24T23:59:59', '2026-11-25T02:59:59.000Z'],
    ['a time with Z', '2026-11-24T23:59:59Z', '2026-11-24T23:59:59.000Z'],
    ['a time with an offset', '2026-11-24T23:59:59-02:00', '2026-11-25T01:59:59.000Z'],
    ['no time: kept ten minutes', undefined, '2026-11-24T12:10:00.000Z'],
    ['an unreadable time: kept ten minutes', 'amanhã', '2026-11-24T12:10:00.000Z'],
  ])('reads %s', (_case, value, expected) => {
    expect(tokenExpiry(value, now).toISOString()).toBe(expected);
  });
});
