import { describe, expect, it } from 'vitest';
import { serverErrors, toPayload, toValues, validateShop, errorKey } from '../../src/conta/shop/shop-values';
import { DEFAULT_PAYMENTS, DEFAULT_SHOP, type ShopSettingsView } from '../../src/lib/shop/shop-settings';

const NONE = { correios_user: false, correios_access_code: false, correios_contract: false, correios_card: false };
const ALL = { correios_user: true, correios_access_code: true, correios_contract: true, correios_card: true };

const VIEW: ShopSettingsView = {
  ...DEFAULT_SHOP,
  origin_cep: '01310100',
  packaging_weight_g: 200,
  handling_days: 1,
  rates: [
    { service: '04510', states: ['SP', 'RJ'], cep_start: null, cep_end: null, max_weight_g: 1000, price_cents: 123456, days: 3 },
    { service: '04014', states: [], cep_start: '01000000', cep_end: '05999999', max_weight_g: 5000, price_cents: 2990, days: 1 },
  ],
  credentials: NONE,
  has_correios_credentials: false,
  correios_status: { last_error: null, last_error_at: null },
  payments: { ...DEFAULT_PAYMENTS, pix_manual: { ...DEFAULT_PAYMENTS.pix_manual, enabled: true, instructions: 'Pix: contato@exemplo.org' } },
  notify_email: null,
  mercadopago: { has_access_token: false, has_webhook_secret: false },
};

describe('toValues and toPayload', () => {
  it('shows CEPs masked, prices in reais and states as text; credentials start empty', () => {
    const values = toValues(VIEW);
    expect(values).toMatchObject({ origin_cep: '01310-100', packaging_weight_g: '200', free_min: '0,00', correios_access_code: '' });
    expect(values.rates[0]).toMatchObject({ key: 'r0', states: 'SP, RJ', price: '1.234,56' });
    expect(values.rates[1]).toMatchObject({ cep_start: '01000-000', cep_end: '05999-999', price: '29,90' });
  });

  it('gives back what was loaded, once validated', () => {
    const { data, errors } = validateShop(toValues(VIEW), NONE);
    expect(errors).toEqual({});
    expect(data).toMatchObject({ origin_cep: '01310100', rates: VIEW.rates, services: VIEW.services, correios_user: null });
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['', Number.NaN],
    ['1,5', Number.NaN],
  ])('reads the weight %j as %s', (typed, weight) => {
    expect(toPayload({ ...toValues(VIEW), packaging_weight_g: typed }).packaging_weight_g).toBe(weight);
  });
});

describe('validateShop', () => {
  const values = toValues(VIEW);

  it.each([
    ['a price in reais', { rates: [{ ...values.rates[0], price: '12.5' }] }, 'rates.r0.price', 'O campo Preço deve ser um valor em reais, como 23,45.'],
    ['a weight', { rates: [{ ...values.rates[0], max_weight_g: 'um quilo' }] }, 'rates.r0.max_weight_g', 'O campo Peso até (g) deve ser um número inteiro de 1 a 30000.'],
    ['a service name', { services: values.services.map((s, i) => (i === 0 ? { ...s, name: ' ' } : s)) }, 'services.04510.name', 'O campo Nome do serviço é obrigatório.'],
    ['the pickup address', { pickup_enabled: true }, 'pickup_address', 'Informe o endereço de retirada.'],
    ['the free-shipping services', { free_enabled: true }, 'free_services', 'Escolha ao menos um serviço com frete grátis.'],
    ['a credential for the Correios', { provider: 'correios' as const }, 'correios_card', 'Informe o cartão de postagem para usar o contrato dos Correios.'],
  ])('puts the message of %s under its field', (_case, change, key, message) => {
    const result = validateShop({ ...values, ...change }, NONE);
    expect(result.data).toBeNull();
    expect(result.errors[key]).toBe(message);
  });

  it('lets the Correios through with stored credentials left empty, but not once they are to be removed', () => {
    expect(validateShop({ ...values, provider: 'correios' }, ALL).data).not.toBeNull();
    expect(validateShop({ ...values, provider: 'correios', correios_clear: true }, ALL).errors.correios_user).toBe(
      'Informe o usuário para usar o contrato dos Correios.',
    );
  });
});

describe('the payment fields', () => {
  it('carry Pix / transferência, its instructions and days to pay, and the shop e-mail, both ways', () => {
    const values = { ...toValues(VIEW), pix_window_days: '5', notify_email: 'Loja@Exemplo.org' };
    expect(values).toMatchObject({ pix_enabled: true, pix_instructions: 'Pix: contato@exemplo.org', notify_email: 'Loja@Exemplo.org' });
    expect(toPayload(values)).toMatchObject({
      payments: { pix_manual: { enabled: true, instructions: 'Pix: contato@exemplo.org', window_days: 5 } },
      notify_email: 'Loja@Exemplo.org',
    });
    expect(validateShop(values, NONE).data).toMatchObject({ notify_email: 'loja@exemplo.org' });
  });

  it('carry the Pix key, normalised, with the receiver name and city; the key alone is enough to turn Pix on', () => {
    const values = { ...toValues(VIEW), pix_instructions: '', pix_key: ' +55 (11) 98765-4321 ', pix_receiver_name: 'Aurora', pix_receiver_city: 'Recife' };
    expect(validateShop(values, NONE)).toMatchObject({
      errors: {},
      data: { payments: { pix_manual: { pix_key: '+5511987654321', receiver_name: 'Aurora', receiver_city: 'Recife', instructions: null } } },
    });
    expect(validateShop({ ...values, pix_key: '123.456.789-00' }, NONE).errors).toEqual({
      pix_key: 'O campo Chave Pix tem um CPF inválido: confira os dígitos (um celular começa com +55).',
    });
    expect(validateShop({ ...values, pix_receiver_city: '' }, NONE).errors).toEqual({
      pix_receiver_city: 'Informe a cidade do recebedor, que vai no código Pix.',
    });
  });

  it('ask for a key or the instructions while Pix / transferência is on, and a window of 1 to 30 days', () => {
    const { errors } = validateShop({ ...toValues(VIEW), pix_instructions: ' ', pix_window_days: '0', notify_email: 'x@' }, NONE);
    expect(errors).toMatchObject({
      pix_instructions: 'Informe a chave Pix ou as instruções de pagamento (os dados da conta).',
      pix_window_days: 'O campo Prazo para pagamento (dias) deve ser um número inteiro de 1 a 30.',
      notify_email: 'O campo E-mail da loja deve ser um e-mail válido.',
    });
    expect(validateShop({ ...toValues(VIEW), pix_enabled: false, pix_instructions: '' }, NONE).errors).toEqual({});
  });
});

describe('errorKey and serverErrors', () => {
  const values = { ...toValues(VIEW), rates: toValues(VIEW).rates.map((r, i) => ({ ...r, key: `k${i}` })) };
  it.each([
    [['rates', 1, 'price_cents'], 'rates.k1.price'],
    [['rates', 7, 'days'], 'rates'],
    [['rates'], 'rates'],
    [['services', 2, 'contract_code'], 'services.04782.contract_code'],
    [['free_shipping', 'min_subtotal_cents'], 'free_min'],
    [['pickup', 'address'], 'pickup_address'],
    [['origin_cep'], 'origin_cep'],
    [['payments', 'pix_manual', 'instructions'], 'pix_instructions'],
    [['payments', 'pix_manual', 'window_days'], 'pix_window_days'],
    [['payments', 'pix_manual', 'pix_key'], 'pix_key'],
    [['payments', 'pix_manual', 'receiver_name'], 'pix_receiver_name'],
    [['notify_email'], 'notify_email'],
    [[], '_'],
  ])('%j -> %s', (path, key) => {
    expect(errorKey(path, values)).toBe(key);
  });

  it('keeps the first message of each field of a 422', () => {
    expect(serverErrors({ 'rates.0.states': ['a', 'b'], correios_user: ['c'] }, values)).toEqual({ 'rates.k0.states': 'a', correios_user: 'c' });
  });
});
