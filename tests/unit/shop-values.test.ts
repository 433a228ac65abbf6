import { describe, expect, it } from 'vitest';
import { serverErrors, toPayload, toValues, validateShop, errorKey } from '../../src/conta/shop/shop-values';
import { NO_MERCADOPAGO as NO_MP } from '../../src/conta/shop/mercadopago-values';
import { DEFAULT_PAYMENTS, DEFAULT_SHOP, shopSettingsSchema, type ShopSettingsView } from '../../src/lib/shop/shop-settings';

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
  mercadopago: { has_access_token: false, has_webhook_secret: false, webhook_url: null },
  melhorenvio: { has_token: false, email: null, services: [], known_services: [], status: { last_error: null, last_error_at: null } },
};

describe('toValues and toPayload', () => {
  it('shows CEPs masked, prices in reais and states as text; credentials start empty', () => {
    const values = toValues(VIEW);
    expect(values).toMatchObject({ origin_cep: '01310-100', packaging_weight_g: '200', free_min: '0,00', correios_access_code: '' });
    expect(values.rates[0]).toMatchObject({ key: 'r0', states: 'SP, RJ', price: '1.234,56' });
    expect(values.rates[1]).toMatchObject({ cep_start: '01000-000', cep_end: '05999-999', price: '29,90' });
  });

  it('gives back what was loaded, once validated', () => {
    const { data, errors } = validateShop(shopSettingsSchema, toValues(VIEW), NONE);
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
    const result = validateShop(shopSettingsSchema, { ...values, ...change }, NONE);
    expect(result.data).toBeNull();
    expect(result.errors[key]).toBe(message);
  });

  it('lets the Correios through with stored credentials left empty, but not once they are to be removed', () => {
    expect(validateShop(shopSettingsSchema, { ...values, provider: 'correios' }, ALL).data).not.toBeNull();
    expect(validateShop(shopSettingsSchema, { ...values, provider: 'correios', correios_clear: true }, ALL).errors.correios_user).toBe(
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
    expect(validateShop(shopSettingsSchema, values, NONE).data).toMatchObject({ notify_email: 'loja@exemplo.org' });
  });

  it('carry the Pix key, normalised, with the receiver name and city; the key alone is enough to turn Pix on', () => {
    const values = { ...toValues(VIEW), pix_instructions: '', pix_key: ' +55 (11) 98765-4321 ', pix_receiver_name: 'Aurora', pix_receiver_city: 'Recife' };
    expect(validateShop(shopSettingsSchema, values, NONE)).toMatchObject({
      errors: {},
      data: { payments: { pix_manual: { pix_key: '+5511987654321', receiver_name: 'Aurora', receiver_city: 'Recife', instructions: null } } },
    });
    expect(validateShop(shopSettingsSchema, { ...values, pix_key: '123.456.789-00' }, NONE).errors).toEqual({
      pix_key: 'O campo Chave Pix tem um CPF inválido: confira os dígitos (um celular começa com +55).',
    });
    expect(validateShop(shopSettingsSchema, { ...values, pix_receiver_city: '' }, NONE).errors).toEqual({
      pix_receiver_city: 'Informe a cidade do recebedor, que vai no código Pix.',
    });
  });

  it('ask for a key or the instructions while Pix / transferência is on, and a window of 1 to 30 days', () => {
    const { errors } = validateShop(shopSettingsSchema, { ...toValues(VIEW), pix_instructions: ' ', pix_window_days: '0', notify_email: 'x@' }, NONE);
    expect(errors).toMatchObject({
      pix_instructions: 'Informe a chave Pix ou as instruções de pagamento (os dados da conta).',
      pix_window_days: 'O campo Prazo para pagamento (dias) deve ser um número inteiro de 1 a 30.',
      notify_email: 'O campo E-mail da loja deve ser um e-mail válido.',
    });
    expect(validateShop(shopSettingsSchema, { ...toValues(VIEW), pix_enabled: false, pix_instructions: '' }, NONE).errors).toEqual({});
  });
});

describe('the Melhor Envio fields', () => {
  const chosen = (overrides: Partial<ShopSettingsView['melhorenvio']> = {}) => toValues({ ...VIEW, provider: 'melhorenvio', melhorenvio: { ...VIEW.melhorenvio, ...overrides } });

  it('start with the token empty even when stored, the e-mail and the chosen services as saved', () => {
    const values = chosen({ has_token: true, email: 'tecnico@exemplo.org', services: [1, 3] });
    expect(values).toMatchObject({ melhorenvio_token: '', melhorenvio_email: 'tecnico@exemplo.org', melhorenvio_services: [1, 3], melhorenvio_clear: false });
    expect(toPayload(values)).toMatchObject({ melhorenvio_token: '', melhorenvio_email: 'tecnico@exemplo.org', melhorenvio_services: [1, 3] });
  });

  it('ask, with Melhor Envio chosen, for a token (typed or stored, unless it is to be removed) and the technical e-mail', () => {
    const errors = validateShop(shopSettingsSchema, chosen(), NONE).errors;
    expect(errors).toMatchObject({
      melhorenvio_token: 'Informe o token do Melhor Envio para cotar fretes por ele.',
      melhorenvio_email: 'Informe o e-mail técnico que o Melhor Envio exige em cada chamada.',
    });
    const stored = chosen({ has_token: true, email: 'tecnico@exemplo.org' });
    expect(validateShop(shopSettingsSchema, stored, NONE, NO_MP, { melhorenvio_token: true }).errors).toEqual({});
    expect(validateShop(shopSettingsSchema, { ...stored, melhorenvio_clear: true }, NONE, NO_MP, { melhorenvio_token: true }).errors).toHaveProperty('melhorenvio_token');
    expect(validateShop(shopSettingsSchema, { ...stored, melhorenvio_token: 'novo' }, NONE).data).toMatchObject({ melhorenvio_token: 'novo', provider: 'melhorenvio' });
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
    [['payments'], 'pix_enabled'],
    [['payments', 'mercadopago_pix'], 'mercadopago_pix_enabled'],
    [['payments', 'mercadopago_pix', 'enabled'], 'mercadopago_pix_enabled'],
    [['payments', 'mercadopago_pix', 'window_days'], 'mercadopago_pix_window_days'],
    [['payments', 'mercadopago_checkout', 'enabled'], 'mercadopago_checkout_enabled'],
    [['payments', 'mercadopago_checkout', 'window_days'], 'mercadopago_checkout_window_days'],
    [['payments', 'mercadopago_checkout', 'max_installments'], 'mp_max_installments'],
    [['payments', 'mercadopago_checkout', 'boleto_enabled'], 'mp_boleto_enabled'],
    [['payments', 'mercadopago_checkout', 'boleto_window_days'], 'mp_boleto_window_days'],
    [['mercadopago_access_token'], 'mercadopago_access_token'],
    [['mercadopago_webhook_secret'], 'mercadopago_webhook_secret'],
    [['mercadopago_clear'], 'mercadopago_clear'],
    [[], '_'],
  ])('%j -> %s', (path, key) => {
    expect(errorKey(path, values)).toBe(key);
  });

  it('keeps the first message of each field of a 422', () => {
    expect(serverErrors({ 'rates.0.states': ['a', 'b'], correios_user: ['c'] }, values)).toEqual({ 'rates.k0.states': 'a', correios_user: 'c' });
  });

  it('puts the Mercado Pago messages of a 422 under their fields', () => {
    const answer = { mercadopago_access_token: ['t'], mercadopago_webhook_secret: ['s'], 'payments.mercadopago_checkout.window_days': ['d'] };
    expect(serverErrors(answer, values)).toEqual({ mercadopago_access_token: 't', mercadopago_webhook_secret: 's', mercadopago_checkout_window_days: 'd' });
  });
});

const STORED = { mercadopago_access_token: true, mercadopago_webhook_secret: true };
const NO_TOKEN = 'Informe o access token do Mercado Pago para oferecer pagamentos por ele.';
const NO_SECRET = 'Informe a assinatura secreta do webhook: sem ela, as notificações do Mercado Pago são recusadas.';
const MP_VIEW: ShopSettingsView = {
  ...VIEW,
  payments: { ...VIEW.payments, mercadopago_pix: { enabled: true, window_days: 2 }, mercadopago_checkout: { enabled: false, window_days: 5, max_installments: 6, boleto_enabled: true, boleto_window_days: 4 } },
  mercadopago: { has_access_token: true, has_webhook_secret: true, webhook_url: 'https://loja.exemplo.org/api/payments/mercadopago' },
};

describe('the Mercado Pago fields', () => {
  it('start from the stored methods, with the secrets empty even when stored', () => {
    expect(toValues(MP_VIEW)).toMatchObject({
      mercadopago_pix_enabled: true,
      mercadopago_pix_window_days: '2',
      mercadopago_checkout_enabled: false,
      mercadopago_checkout_window_days: '5',
      mp_max_installments: '6',
      mp_boleto_enabled: true,
      mp_boleto_window_days: '4',
      mercadopago_access_token: '',
      mercadopago_webhook_secret: '',
      mercadopago_clear: false,
    });
  });

  it.each([
    ['the stored methods, secrets kept', {}, { pix: { enabled: true, window_days: 2 }, token: '', clear: false }],
    ['a new token and days', { mercadopago_access_token: 'APP_USR-1', mercadopago_pix_window_days: ' 7 ' }, { pix: { enabled: true, window_days: 7 }, token: 'APP_USR-1', clear: false }],
    ['days that are not a whole number', { mercadopago_pix_window_days: '1,5' }, { pix: { enabled: true, window_days: Number.NaN }, token: '', clear: false }],
    ['the credentials removed', { mercadopago_pix_enabled: false, mercadopago_clear: true }, { pix: { enabled: false, window_days: 2 }, token: '', clear: true }],
  ])('send %s', (_case, change, expected) => {
    const payload = toPayload({ ...toValues(MP_VIEW), ...change });
    expect(payload.payments?.mercadopago_pix).toEqual(expected.pix);
    expect(payload.payments?.mercadopago_checkout).toEqual({ enabled: false, window_days: 5, max_installments: 6, boleto_enabled: true, boleto_window_days: 4 });
    expect(payload).toMatchObject({ mercadopago_access_token: expected.token, mercadopago_webhook_secret: '', mercadopago_clear: expected.clear });
  });

  it.each([
    ['Pix on with nothing stored or typed', { mercadopago_pix_enabled: true }, NO_MP, { mercadopago_access_token: NO_TOKEN, mercadopago_webhook_secret: NO_SECRET }],
    ['the card on with only the token typed', { mercadopago_checkout_enabled: true, mercadopago_access_token: 'APP_USR-1' }, NO_MP, { mercadopago_webhook_secret: NO_SECRET }],
    ['the card on with both typed', { mercadopago_checkout_enabled: true, mercadopago_access_token: 'a', mercadopago_webhook_secret: 'b' }, NO_MP, {}],
    ['Pix on with both stored', { mercadopago_pix_enabled: true }, STORED, {}],
    ['Pix on with only blanks typed', { mercadopago_pix_enabled: true, mercadopago_access_token: '  ', mercadopago_webhook_secret: 'b' }, NO_MP, { mercadopago_access_token: NO_TOKEN }],
    ['Pix on while removing the stored ones', { mercadopago_pix_enabled: true, mercadopago_clear: true }, STORED, { mercadopago_access_token: NO_TOKEN, mercadopago_webhook_secret: NO_SECRET }],
    ['removing with both methods off', { mercadopago_clear: true }, STORED, {}],
    ['0 days for Pix', { mercadopago_pix_window_days: '0' }, NO_MP, { mercadopago_pix_window_days: 'O campo Prazo para pagamento (dias) deve ser um número inteiro de 1 a 30.' }],
    ['31 days for the card', { mercadopago_checkout_window_days: '31' }, NO_MP, { mercadopago_checkout_window_days: 'O campo Prazo para pagamento (dias) deve ser um número inteiro de 1 a 30.' }],
    ['13 installments', { mp_max_installments: '13' }, NO_MP, { mp_max_installments: 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.' }],
    ['0 installments', { mp_max_installments: '0' }, NO_MP, { mp_max_installments: 'O campo Parcelas no cartão deve ser um número inteiro de 1 a 12.' }],
    ['0 business days for the boleto', { mp_boleto_window_days: '0' }, NO_MP, { mp_boleto_window_days: 'O campo Prazo do boleto (dias úteis) deve ser um número inteiro de 1 a 30.' }],
  ])('check %s as the API does: the messages under their fields, no body to send while any', (_case, change, stored, errors) => {
    const result = validateShop(shopSettingsSchema, { ...toValues(VIEW), ...change }, NONE, stored);
    expect(result.errors).toEqual(errors);
    expect(result.data === null).toBe(Object.keys(errors).length > 0);
  });

  it('send typed secrets trimmed and empty ones as null (the stored value stays)', () => {
    const values = { ...toValues(VIEW), mercadopago_pix_enabled: true, mercadopago_access_token: ' APP_USR-1 ' };
    expect(validateShop(shopSettingsSchema, values, NONE, STORED).data).toMatchObject({
      payments: { mercadopago_pix: { enabled: true, window_days: 1 }, mercadopago_checkout: { enabled: false, window_days: 3, max_installments: 12, boleto_enabled: false, boleto_window_days: 3 } },
      mercadopago_access_token: 'APP_USR-1',
      mercadopago_webhook_secret: null,
      mercadopago_clear: false,
    });
  });
});
