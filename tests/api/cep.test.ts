import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import cep from '../../netlify/functions/cep.mts';
import { getSql } from '../../src/server/db/client';
import { startCepServer, type CepServer } from '../helpers/cep-server';
import { resetDb } from '../helpers/db';
import { retryAfter, statusCounts } from '../helpers/rate';
import { call } from '../helpers/request';

let service: CepServer;
let warnings: string[];

beforeAll(async () => {
  service = await startCepServer();
  Object.assign(process.env, { CEP_API_BASE: service.url, CEP_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  delete process.env.CEP_API_BASE;
  delete process.env.CEP_TIMEOUT_MS;
  await service.close();
});
beforeEach(async () => {
  await resetDb();
  service.mode = 'success';
  service.received.length = 0;
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const lookup = (value: string) => call(cep, 'GET', `/api/cep/${value}`, { params: { cep: value } });

describe('GET /api/cep/:cep', () => {
  it('answers the address of a known CEP, cacheable for a day', async () => {
    const res = await lookup('01310-100');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ postal_code: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(service.received.map((r) => r.path)).toEqual(['/ws/01310100/json/']);
  });

  it('answers a CEP of a whole town with empty street and district', async () => {
    expect((await lookup('69900000')).body).toEqual({ postal_code: '69900000', street: '', district: '', city: 'Rio Branco', state: 'AC' });
  });

  it('keeps found and unknown CEPs in Postgres: asking again does not call the service', async () => {
    await lookup('01310100');
    await lookup('59000000');
    service.mode = 'error';
    expect((await lookup('01310100')).status).toBe(200);
    expect((await lookup('59000000')).status).toBe(404);
    expect(service.received).toHaveLength(2);
    const rows = await getSql()<{ cep: string; days: number }[]>`
      select cep, round(extract(epoch from expires_at - now()) / 86400)::int as days from cep_cache order by cep`;
    expect(rows).toEqual([
      { cep: '01310100', days: 30 },
      { cep: '59000000', days: 1 },
    ]);
  });

  it('answers 404 with a message for a CEP the service does not know', async () => {
    const res = await lookup('59000000');
    expect(res).toMatchObject({ status: 404, body: { message: 'CEP não encontrado. Preencha o endereço.' } });
  });

  it.each(['error', 'slow', 'garbage'] as const)('answers 502 when the service fails (%s), logs it and caches nothing', async (mode) => {
    service.mode = mode;
    const res = await lookup('01310100');
    expect(res).toMatchObject({ status: 502, body: { message: 'A busca de CEP não está disponível agora. Preencha o endereço.' } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[cep\] 01310100: /);
    expect((await getSql()`select count(*)::int as n from cep_cache`)[0].n).toBe(0);
  });

  it('gives up on a service that never answers after CEP_TIMEOUT_MS, with the same 502', async () => {
    vi.stubEnv('CEP_TIMEOUT_MS', '200');
    service.mode = 'silent';
    const started = Date.now();
    const res = await lookup('01310100');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res).toMatchObject({ status: 502, body: { message: 'A busca de CEP não está disponível agora. Preencha o endereço.' } });
    expect(warnings).toEqual(['[cep] 01310100: sem resposta em 0,2 s']);
  });

  it.each([
    ['123', ['O campo CEP deve ter 8 dígitos.']],
    ['0131010a', ['O campo CEP deve ter 8 dígitos.']],
    ['00000000', ['O campo CEP não corresponde a nenhuma região do Brasil.']],
  ])('answers 422 on cep for %j without calling the service', async (value, messages) => {
    const res = await lookup(value);
    expect(res).toMatchObject({ status: 422, body: { errors: { cep: messages } } });
    expect(service.received).toHaveLength(0);
  });

  it('allows 60 lookups per address in 10 minutes (cached ones too), then 429 with Retry-After', async () => {
    const from = (ip: string) => call(cep, 'GET', '/api/cep/01310100', { params: { cep: '01310100' }, ip });
    const results = [];
    for (let i = 0; i < 61; i++) results.push(await from('203.0.113.20'));
    expect(statusCounts(results)).toEqual({ 200: 60, 429: 1 });
    expect(results[60].body.message).toBe('Muitas consultas de CEP. Tente novamente em alguns minutos.');
    expect(retryAfter(results[60])).toBeGreaterThan(0);
    expect(results[60].headers.get('cache-control')).toBe('private, no-store');
    expect((await from('203.0.113.21')).status).toBe(200);
    // The cache answered all but the first: the limit is on the addresses asking, not on the service's calls.
    expect(service.received).toHaveLength(1);
  });

  it('answers 405 for POST', async () => {
    expect((await call(cep, 'POST', '/api/cep/01310100', { params: { cep: '01310100' }, body: {} })).status).toBe(405);
  });
});
