import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cepFill, type CepFields } from '../../src/client/address/cep-fill';
import { lookupCepAddress } from '../../src/client/address/cep-lookup';
import {
  cachedMunicipalities,
  cityPlaceholder,
  followMunicipalities,
  loadMunicipalities,
  MUNICIPALITIES_RETRY_MS,
  type Municipalities,
} from '../../src/client/address/municipalities';
import type { CepAddress } from '../../src/lib/shop/cep-regions';

// The address kit of /conta's address book, the checkout and /cadastro (src/client/address), with a fake fetch
// standing in for GET /api/cep/:cep and a fake loader for the municipalities' list.

const PAULISTA: CepAddress = { postal_code: '01310100', street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const RIO_BRANCO: CepAddress = { postal_code: '69900000', street: '', district: '', city: 'Rio Branco', state: 'AC' };

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('lookupCepAddress', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the address of a CEP found, asking GET /api/cep/:cep', async () => {
    const fetch = vi.fn(answer(200, PAULISTA));
    vi.stubGlobal('fetch', fetch);
    expect(await lookupCepAddress('01310100')).toEqual({ status: 'found', address: PAULISTA });
    expect(fetch).toHaveBeenCalledWith('/api/cep/01310100', expect.objectContaining({ method: 'GET' }));
  });

  it.each([
    ['a CEP nobody knows (404)', answer(404, { message: 'CEP não encontrado. Preencha o endereço.' }), 'not-found'],
    ['the lookup service failing or timing out (the server answers 502)', answer(502, { message: 'A busca de CEP não está disponível agora.' }), 'unavailable'],
    ['the rate limit (429)', answer(429, { message: 'Muitas consultas de CEP.' }), 'unavailable'],
    ['the network down (fetch rejects)', async () => Promise.reject(new TypeError('Failed to fetch')), 'unavailable'],
  ])('answers %s as %s, without throwing', async (_case, fetch, status) => {
    vi.stubGlobal('fetch', vi.fn(fetch));
    expect(await lookupCepAddress('59000000')).toEqual({ status });
  });
});

describe('cepFill', () => {
  const empty: CepFields = { street: '', district: '', state: '', city: '' };

  it.each<[string, CepFields, CepAddress, CepFields, CepFields]>([
    ['fills an empty form', empty, PAULISTA, {}, { street: 'Avenida Paulista', district: 'Bela Vista', state: 'SP', city: 'São Paulo' }],
    ['fills a form that leaves the fields out', {}, PAULISTA, {}, { street: 'Avenida Paulista', district: 'Bela Vista', state: 'SP', city: 'São Paulo' }],
    ['keeps a street the person typed', { ...empty, street: 'Rua Augusta' }, PAULISTA, {}, { district: 'Bela Vista', state: 'SP', city: 'São Paulo' }],
    ['keeps what the form opened with', { street: 'Rua Augusta', district: 'Consolação', state: 'SP', city: 'São Paulo' }, PAULISTA, {}, {}],
    ['keeps a state chosen otherwise, and fills no city of another state', { ...empty, state: 'MG' }, PAULISTA, {}, { street: 'Avenida Paulista', district: 'Bela Vista' }],
    ['fills the city of the state already chosen', { ...empty, state: 'SP' }, PAULISTA, {}, { street: 'Avenida Paulista', district: 'Bela Vista', city: 'São Paulo' }],
    [
      'replaces what the previous CEP filled, clearing a street the new CEP has not',
      { street: 'Avenida Paulista', district: 'Bela Vista', state: 'SP', city: 'São Paulo' },
      RIO_BRANCO,
      { street: 'Avenida Paulista', district: 'Bela Vista', state: 'SP', city: 'São Paulo' },
      { street: '', district: '', state: 'AC', city: 'Rio Branco' },
    ],
    [
      'keeps a street typed after the previous CEP filled it',
      { street: 'Rua Augusta', district: 'Bela Vista', state: 'SP', city: 'São Paulo' },
      RIO_BRANCO,
      { street: 'Avenida Paulista', district: 'Bela Vista', state: 'SP', city: 'São Paulo' },
      { district: '', state: 'AC', city: 'Rio Branco' },
    ],
    ['leaves an empty street empty for a CEP of a whole town', empty, RIO_BRANCO, {}, { state: 'AC', city: 'Rio Branco' }],
  ])('%s', (_case, values, address, previous, changes) => {
    expect(cepFill(values, address, previous)).toEqual(changes);
  });
});

/** A loader that counts its calls per state and fails while `failing` is set. */
function fakeLoader() {
  const calls: string[] = [];
  const state = { failing: false };
  const load = async (code: string) => {
    calls.push(code);
    if (state.failing) throw new Error('Failed to fetch dynamically imported module');
    return code === 'AC' ? ['Acrelândia', 'Rio Branco'] : ['Campinas', 'São Paulo'];
  };
  return { calls, state, load };
}

describe('cachedMunicipalities', () => {
  it('loads each state once, answering the same list to every later call', async () => {
    const fake = fakeLoader();
    const load = cachedMunicipalities(fake.load);
    const first = await load('SP');
    expect(await load('SP')).toBe(first);
    expect(await load('AC')).toEqual(['Acrelândia', 'Rio Branco']);
    expect(fake.calls).toEqual(['SP', 'AC']);
  });

  it('shares one load between calls made while it runs', async () => {
    const fake = fakeLoader();
    const load = cachedMunicipalities(fake.load);
    await Promise.all([load('SP'), load('SP')]);
    expect(fake.calls).toEqual(['SP']);
  });

  it('answers an empty list for an unknown code without loading', async () => {
    const fake = fakeLoader();
    expect(await cachedMunicipalities(fake.load)('sp')).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it('rejects a failed load and loads again on the next call', async () => {
    const fake = fakeLoader();
    const load = cachedMunicipalities(fake.load);
    fake.state.failing = true;
    await expect(load('SP')).rejects.toThrow('Failed to fetch dynamically imported module');
    fake.state.failing = false;
    expect(await load('SP')).toEqual(['Campinas', 'São Paulo']);
    expect(fake.calls).toEqual(['SP', 'SP']);
  });

  it("loads the IBGE list on demand by default", async () => {
    expect(await loadMunicipalities('AC')).toContain('Rio Branco');
  });
});

describe('followMunicipalities', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reports loading, then the list', async () => {
    const fake = fakeLoader();
    const reports: Municipalities[] = [];
    followMunicipalities('AC', (now) => reports.push(now), cachedMunicipalities(fake.load));
    await vi.runAllTimersAsync();
    expect(reports).toEqual(['loading', ['Acrelândia', 'Rio Branco']]);
  });

  it('reports a failed load and tries again until it loads', async () => {
    const fake = fakeLoader();
    const reports: Municipalities[] = [];
    fake.state.failing = true;
    followMunicipalities('SP', (now) => reports.push(now), cachedMunicipalities(fake.load));
    await vi.advanceTimersByTimeAsync(MUNICIPALITIES_RETRY_MS);
    expect(reports).toEqual(['loading', 'failed', 'failed']);
    fake.state.failing = false;
    await vi.advanceTimersByTimeAsync(MUNICIPALITIES_RETRY_MS);
    expect(reports.at(-1)).toEqual(['Campinas', 'São Paulo']);
    expect(fake.calls).toEqual(['SP', 'SP', 'SP']);
  });

  it('reports nothing more and stops trying once stopped', async () => {
    const fake = fakeLoader();
    const reports: Municipalities[] = [];
    fake.state.failing = true;
    const stop = followMunicipalities('SP', (now) => reports.push(now), cachedMunicipalities(fake.load));
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(MUNICIPALITIES_RETRY_MS * 3);
    expect(reports).toEqual(['loading', 'failed']);
    expect(fake.calls).toEqual(['SP']);
  });
});

describe('cityPlaceholder', () => {
  it.each<[string, string, Municipalities, string]>([
    ['no state chosen', '', 'loading', 'acc_city_needs_state'],
    ['the list loading', 'SP', 'loading', 'loading'],
    ['a failed load', 'SP', 'failed', 'acc_city_failed'],
    ['the list there', 'SP', ['São Paulo'], 'acc_city_placeholder'],
  ])('names %s', (_case, state, now, key) => {
    expect(cityPlaceholder(state, now)).toBe(key);
  });
});
