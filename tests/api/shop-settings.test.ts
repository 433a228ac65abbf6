import { beforeEach, describe, expect, it } from 'vitest';
import shopSettings from '../../netlify/functions/shop-settings.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, expireSessions, resetDb } from '../helpers/db';
import { seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';
import { CORREIOS_FIELDS, rate, shopBody } from '../helpers/shop';

const URL = '/api/shop/settings';
beforeEach(resetDb);

const adminToken = async () => (await createUser({ role: 'admin' })).token;
const SECRETS = Object.values(CORREIOS_FIELDS);
const NONE_STORED = { correios_user: false, correios_access_code: false, correios_contract: false, correios_card: false };
const ALL_STORED = { correios_user: true, correios_access_code: true, correios_contract: true, correios_card: true };

describe('access', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['a customer', 'user', 403],
  ] as const)('refuses %s with %i, reading or saving', async (_case, role, status) => {
    const token = role ? (await createUser({ role })).token : undefined;
    expect((await call(shopSettings, 'GET', URL, { token })).status).toBe(status);
    expect((await call(shopSettings, 'PUT', URL, { token, body: shopBody() })).status).toBe(status);
    const [row] = await getSql()`select count(*)::int as n from shop_settings`;
    expect(row.n).toBe(0);
  });

  it('refuses an expired session', async () => {
    const token = await adminToken();
    await expireSessions();
    expect((await call(shopSettings, 'GET', URL, { token })).status).toBe(401);
  });

  it('answers 405 for POST and DELETE', async () => {
    const token = await adminToken();
    expect((await call(shopSettings, 'POST', URL, { token, body: {} })).status).toBe(405);
    expect((await call(shopSettings, 'DELETE', URL, { token })).status).toBe(405);
  });
});

describe('GET /api/shop/settings', () => {
  it('answers the defaults of a shop never saved: the table provider, PAC and SEDEX on, nothing else', async () => {
    const res = await call(shopSettings, 'GET', URL, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      origin_cep: null,
      provider: 'tabela',
      rates: [],
      pickup: { enabled: false, name: 'Retirar no local', address: null },
      free_shipping: { enabled: false },
      credentials: NONE_STORED,
      has_correios_credentials: false,
      correios_status: { last_error: null, last_error_at: null },
    });
    expect(res.body.services.map((s: { code: string; enabled: boolean }) => [s.code, s.enabled])).toEqual([
      ['04510', true],
      ['04014', true],
      ['04782', false],
      ['04790', false],
      ['04804', false],
    ]);
  });
});

describe('PUT /api/shop/settings', () => {
  it.each(['admin', 'super'] as const)('lets %s save everything while the shop is on, and answers the settings without the secrets', async (role) => {
    await seedProductsFeature();
    const { token } = await createUser({ role });
    const body = shopBody({
      provider: 'correios',
      ...CORREIOS_FIELDS,
      handling_days: 2,
      pickup: { enabled: true, name: 'Retirar na loja', address: 'Rua das Flores, 123' },
      free_shipping: { enabled: true, min_subtotal_cents: 30_000, services: ['04510'], states: 'sp, rj' },
      rates: [rate('04510', ['sp'], 1000, 1500, 3), rate('04014', [], 5000, 3000, 1, { cep_start: '01000-000', cep_end: '05999-999' })],
    });
    const res = await call(shopSettings, 'PUT', URL, { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      origin_cep: '01310100',
      provider: 'correios',
      handling_days: 2,
      free_shipping: { enabled: true, min_subtotal_cents: 30_000, services: ['04510'], states: ['SP', 'RJ'] },
      rates: [
        { service: '04510', states: ['SP'], cep_start: null, cep_end: null, max_weight_g: 1000, price_cents: 1500, days: 3 },
        { service: '04014', states: [], cep_start: '01000000', cep_end: '05999999', max_weight_g: 5000, price_cents: 3000, days: 1 },
      ],
      credentials: ALL_STORED,
      has_correios_credentials: true,
    });
    const read = await call(shopSettings, 'GET', URL, { token });
    expect(read.body).toEqual(res.body);
    for (const secret of SECRETS) {
      expect(JSON.stringify(res.body)).not.toContain(secret);
      expect(JSON.stringify(read.body)).not.toContain(secret);
    }
    const [row] = await getSql()`select correios_access_code, correios_card from shop_settings`;
    expect(row).toEqual({ correios_access_code: CORREIOS_FIELDS.correios_access_code, correios_card: CORREIOS_FIELDS.correios_card });
  });

  it('keeps a stored credential sent empty, replaces one sent with a value, and removes all on request', async () => {
    const token = await adminToken();
    await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios', ...CORREIOS_FIELDS }) });
    const keep = { correios_user: '', correios_access_code: null, correios_contract: undefined, correios_card: '  ' };
    expect((await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios', ...keep }) })).body.credentials).toEqual(ALL_STORED);
    await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios', correios_access_code: 'novo-codigo' }) });
    const [row] = await getSql()`select correios_user, correios_access_code from shop_settings`;
    expect(row).toEqual({ correios_user: CORREIOS_FIELDS.correios_user, correios_access_code: 'novo-codigo' });
    const cleared = await call(shopSettings, 'PUT', URL, { token, body: shopBody({ correios_clear: true }) });
    expect(cleared.body).toMatchObject({ credentials: NONE_STORED, has_correios_credentials: false });
  });

  it('drops the Correios token and cached quotes when the credentials change', async () => {
    const token = await adminToken();
    await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios', ...CORREIOS_FIELDS }) });
    await getSql()`insert into correios_state (id, token, token_expires_at) values (1, 'antigo', now() + interval '1 hour')`;
    await getSql()`insert into shipping_quote_cache (key, value, expires_at) values ('k', '{}', now() + interval '1 hour')`;
    await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios' }) });
    expect((await getSql()`select count(*)::int as n from correios_state`)[0].n).toBe(1);
    await call(shopSettings, 'PUT', URL, { token, body: shopBody({ provider: 'correios', correios_user: 'outro' }) });
    expect((await getSql()`select (select count(*) from correios_state)::int as s, (select count(*) from shipping_quote_cache)::int as c`)[0]).toEqual({ s: 0, c: 0 });
  });

  it('refuses the Correios without all four credentials, naming each missing one', async () => {
    const res = await call(shopSettings, 'PUT', URL, {
      token: await adminToken(),
      body: shopBody({ provider: 'correios', correios_user: 'loja' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      correios_access_code: ['Informe o código de acesso para usar o contrato dos Correios.'],
      correios_contract: ['Informe o número do contrato para usar o contrato dos Correios.'],
      correios_card: ['Informe o cartão de postagem para usar o contrato dos Correios.'],
    });
    expect((await getSql()`select count(*)::int as n from shop_settings`)[0].n).toBe(0);
  });

  it.each([
    ['origin_cep', { origin_cep: '123' }, 'O campo CEP deve ter 8 dígitos.'],
    ['packaging_weight_g', { packaging_weight_g: 1.5 }, 'O campo Peso da embalagem (g) deve ser um número inteiro de 0 a 30000.'],
    ['handling_days', { handling_days: -1 }, 'O campo Prazo de manuseio (dias) deve ser um número inteiro de 0 a 60.'],
    ['provider', { provider: 'jadlog' }, 'O campo Provedor deve ser Tabela, Correios ou Melhor Envio.'],
    ['services', { services: [{ code: '04510', name: 'A', enabled: true }, { code: '04510', name: 'B', enabled: true }] }, 'Cada serviço deve aparecer uma vez.'],
    ['services.0.contract_code', { services: [{ code: '04510', name: 'PAC', enabled: true, contract_code: '3298' }] }, 'O campo Código no contrato deve ter 5 dígitos, como 03298.'],
    ['pickup.address', { pickup: { enabled: true, name: 'Retirar', address: '' } }, 'Informe o endereço de retirada.'],
    ['free_shipping.services', { free_shipping: { enabled: true, min_subtotal_cents: 0, services: [], states: [] } }, 'Escolha ao menos um serviço com frete grátis.'],
    ['free_shipping.min_subtotal_cents', { free_shipping: { enabled: false, min_subtotal_cents: 10.5, services: [], states: [] } }, 'O campo Pedido mínimo deve ser um valor em reais, como 23,45.'],
    ['rates.0.service', { rates: [rate('99999', ['SP'], 1000, 100, 1)] }, 'O campo Serviço deve ser um dos serviços dos Correios.'],
    ['rates.0.states', { rates: [rate('04510', ['SP', 'XX'], 1000, 100, 1)] }, 'O campo Estados deve listar UFs, como SP, RJ (não reconhecidas: XX).'],
    ['rates.0.states', { rates: [rate('04510', [], 1000, 100, 1)] }, 'Informe os estados ou uma faixa de CEP.'],
    ['rates.0.states', { rates: [rate('04510', ['SP'], 1000, 100, 1, { cep_start: '01000000', cep_end: '01999999' })] }, 'Use estados ou uma faixa de CEP, não os dois.'],
    ['rates.0.cep_end', { rates: [rate('04510', [], 1000, 100, 1, { cep_start: '01000000' })] }, 'Informe o CEP inicial e o CEP final da faixa.'],
    ['rates.0.cep_end', { rates: [rate('04510', [], 1000, 100, 1, { cep_start: '02000000', cep_end: '01000000' })] }, 'O CEP final deve ser igual ou maior que o CEP inicial.'],
    ['rates.0.max_weight_g', { rates: [rate('04510', ['SP'], 30_001, 100, 1)] }, 'O campo Peso até (g) deve ser um número inteiro de 1 a 30000.'],
    ['rates.0.price_cents', { rates: [rate('04510', ['SP'], 1000, -1, 1)] }, 'O campo Preço deve ser um valor em reais, como 23,45.'],
    ['rates.1.days', { rates: [rate('04510', ['SP'], 1000, 100, 1), rate('04510', ['SP'], 2000, 100, 91)] }, 'O campo Prazo (dias) deve ser um número inteiro de 0 a 90.'],
  ])('answers 422 on %s and changes nothing', async (field, overrides, message) => {
    const token = await adminToken();
    await call(shopSettings, 'PUT', URL, { token, body: shopBody() });
    const res = await call(shopSettings, 'PUT', URL, { token, body: shopBody(overrides as never) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await call(shopSettings, 'GET', URL, { token })).body.rates).toHaveLength(8);
  });

  it('answers 422 (not 500) for hostile shapes', async () => {
    const token = await adminToken();
    for (const body of [{ ...shopBody(), rates: 'todas' }, { ...shopBody(), services: [null] }, { ...shopBody(), pickup: [] }, {}]) {
      expect((await call(shopSettings, 'PUT', URL, { token, body })).status).toBe(422);
    }
    expect((await call(shopSettings, 'PUT', URL, { token, raw: '[1]' })).status).toBe(400);
  });
});
