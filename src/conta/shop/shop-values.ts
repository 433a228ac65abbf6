import { maskCep } from '../../lib/br-documents';
import { formatDecimal, parseBrl } from '../../lib/money';
import { credentialErrors, CREDENTIAL_FIELDS, type CredentialField, type Provider } from '../../lib/shop/provider-credentials';
import type { shopSettingsSchema, ShopSettingsData, ShopSettingsInput, ShopSettingsView } from '../../lib/shop/shop-settings';
import { mercadoPagoErrorKey, mercadoPagoFormErrors, NO_MERCADOPAGO, toMercadoPagoMethods, toMercadoPagoValues } from './mercadopago-values';
import type { MercadoPagoStored, MercadoPagoValues } from './mercadopago-values';
import { melhorEnvioFormErrors, NO_MELHORENVIO, toMelhorEnvioPayload, toMelhorEnvioValues } from './melhorenvio-values';
import type { MelhorEnvioStored, MelhorEnvioValues } from './melhorenvio-values';

/** One row of the rate table as typed (key stays while the row lives). */
export type RateRow = { key: string; service: string; states: string; cep_start: string; cep_end: string; max_weight_g: string; price: string; days: string };
/** A column of the rate table. */
export type RateColumn = Exclude<keyof RateRow, 'key'>;
/** One offered service as edited. */
export type ServiceRow = { code: string; name: string; enabled: boolean; contract_code: string };

/** What /conta/shop edits: texts as typed, prices in reais ('23,45'), credentials empty (write-only). */
export type ShopValues = Record<CredentialField, string> & MercadoPagoValues & MelhorEnvioValues & {
  origin_cep: string;
  packaging_weight_g: string;
  handling_days: string;
  provider: Provider;
  services: ServiceRow[];
  pickup_enabled: boolean;
  pickup_name: string;
  pickup_address: string;
  free_enabled: boolean;
  free_min: string;
  free_services: string[];
  free_states: string;
  rates: RateRow[];
  correios_clear: boolean;
  pix_enabled: boolean;
  pix_key: string;
  pix_receiver_name: string;
  pix_receiver_city: string;
  pix_instructions: string;
  pix_window_days: string;
  notify_email: string;
  abandoned_cart_enabled: boolean;
  abandoned_cart_hours: string;
};

/** Form key -> first message ('origin_cep', 'services.04510.name', 'rates.r3.price', '_'). */
export type FormErrors = Record<string, string>;

const NO_SECRETS = { correios_user: '', correios_access_code: '', correios_contract: '', correios_card: '' };

/** A rate row of stored values. */
export function toRateRow(rate: ShopSettingsView['rates'][number], key: string): RateRow {
  return {
    key,
    service: rate.service,
    states: rate.states.join(', '),
    cep_start: rate.cep_start ? maskCep(rate.cep_start) : '',
    cep_end: rate.cep_end ? maskCep(rate.cep_end) : '',
    max_weight_g: String(rate.max_weight_g),
    price: formatDecimal(rate.price_cents),
    days: String(rate.days),
  };
}

/** The form values of stored settings (credentials start empty: they are never sent back). */
export function toValues(view: ShopSettingsView): ShopValues {
  return {
    origin_cep: view.origin_cep ? maskCep(view.origin_cep) : '',
    packaging_weight_g: String(view.packaging_weight_g),
    handling_days: String(view.handling_days),
    provider: view.provider,
    services: view.services.map((s) => ({ ...s, contract_code: s.contract_code ?? '' })),
    pickup_enabled: view.pickup.enabled,
    pickup_name: view.pickup.name,
    pickup_address: view.pickup.address ?? '',
    free_enabled: view.free_shipping.enabled,
    free_min: formatDecimal(view.free_shipping.min_subtotal_cents),
    free_services: view.free_shipping.services,
    free_states: view.free_shipping.states.join(', '),
    rates: view.rates.map((rate, i) => toRateRow(rate, `r${i}`)),
    ...NO_SECRETS,
    correios_clear: false,
    pix_enabled: view.payments.pix_manual.enabled,
    pix_key: view.payments.pix_manual.pix_key ?? '',
    pix_receiver_name: view.payments.pix_manual.receiver_name ?? '',
    pix_receiver_city: view.payments.pix_manual.receiver_city ?? '',
    pix_instructions: view.payments.pix_manual.instructions ?? '',
    pix_window_days: String(view.payments.pix_manual.window_days),
    ...toMercadoPagoValues(view.payments),
    ...toMelhorEnvioValues(view),
    notify_email: view.notify_email ?? '',
    abandoned_cart_enabled: view.abandoned_cart_enabled,
    abandoned_cart_hours: String(view.abandoned_cart_hours),
  };
}

// A whole number as typed; anything else is NaN, which the schema words as its own message.
const int = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const cents = (text: string): number => parseBrl(text) ?? Number.NaN;

/** The PUT /api/shop/settings body of the form. */
export function toPayload(values: ShopValues): ShopSettingsInput {
  return {
    origin_cep: values.origin_cep,
    packaging_weight_g: int(values.packaging_weight_g),
    handling_days: int(values.handling_days),
    provider: values.provider,
    services: values.services.map((s) => ({ ...s, contract_code: s.contract_code })),
    pickup: { enabled: values.pickup_enabled, name: values.pickup_name, address: values.pickup_address },
    free_shipping: { enabled: values.free_enabled, min_subtotal_cents: cents(values.free_min), services: values.free_services, states: values.free_states },
    rates: values.rates.map((r) => ({
      service: r.service,
      states: r.states,
      cep_start: r.cep_start,
      cep_end: r.cep_end,
      max_weight_g: int(r.max_weight_g),
      price_cents: cents(r.price),
      days: int(r.days),
    })),
    correios_user: values.correios_user,
    correios_access_code: values.correios_access_code,
    correios_contract: values.correios_contract,
    correios_card: values.correios_card,
    correios_clear: values.correios_clear,
    payments: {
      pix_manual: {
        enabled: values.pix_enabled,
        pix_key: values.pix_key,
        receiver_name: values.pix_receiver_name,
        receiver_city: values.pix_receiver_city,
        instructions: values.pix_instructions,
        window_days: int(values.pix_window_days),
      },
      ...toMercadoPagoMethods(values, int),
    },
    mercadopago_access_token: values.mercadopago_access_token,
    mercadopago_webhook_secret: values.mercadopago_webhook_secret,
    mercadopago_clear: values.mercadopago_clear,
    ...toMelhorEnvioPayload(values),
    notify_email: values.notify_email,
    abandoned_cart_enabled: values.abandoned_cart_enabled,
    abandoned_cart_hours: int(values.abandoned_cart_hours),
  };
}

const NESTED: Record<string, string> = {
  'pickup.enabled': 'pickup_enabled',
  'pickup.name': 'pickup_name',
  'pickup.address': 'pickup_address',
  'free_shipping.enabled': 'free_enabled',
  'free_shipping.min_subtotal_cents': 'free_min',
  'free_shipping.services': 'free_services',
  'free_shipping.states': 'free_states',
  'payments.pix_manual': 'pix_enabled',
};
const PAYMENT_FIELDS: Record<string, string> = {
  enabled: 'pix_enabled',
  pix_key: 'pix_key',
  receiver_name: 'pix_receiver_name',
  receiver_city: 'pix_receiver_city',
  instructions: 'pix_instructions',
  window_days: 'pix_window_days',
};
const RATE_COLUMNS: Record<string, RateColumn> = { price_cents: 'price' };

/** The form key of an error path of the schema or of a 422 answer (['rates', 2, 'price_cents'] -> 'rates.r7.price'). */
export function errorKey(path: readonly PropertyKey[], values: ShopValues): string {
  const [field, index, column] = path.map(String);
  if (!field) return '_';
  if (field === 'rates' && index !== undefined) {
    const row = values.rates[Number(index)];
    return row && column ? `rates.${row.key}.${RATE_COLUMNS[column] ?? column}` : 'rates';
  }
  if (field === 'services' && index !== undefined) {
    const row = values.services[Number(index)];
    return row ? `services.${row.code}.${column ?? 'name'}` : 'services';
  }
  if (field === 'pickup' || field === 'free_shipping') return NESTED[`${field}.${index}`] ?? '_';
  if (field === 'payments') return mercadoPagoErrorKey(index ?? '', column) ?? PAYMENT_FIELDS[column ?? ''] ?? 'pix_enabled';
  return field;
}

/** The first message of each key of a 422 answer. */
export function serverErrors(errors: Record<string, string[]> | undefined, values: ShopValues): FormErrors {
  const out: FormErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const key = errorKey(path.split('.'), values);
    if (messages[0] && !out[key]) out[key] = messages[0];
  }
  return out;
}

/**
 * Validates as the API does (the shared schema, which the form loads beside itself, and the credential rules); the
 * body to send when valid.
 */
export function validateShop(
  schema: typeof shopSettingsSchema,
  values: ShopValues,
  stored: Record<CredentialField, boolean>,
  mercadoPago: MercadoPagoStored = NO_MERCADOPAGO,
  melhorEnvio: MelhorEnvioStored = NO_MELHORENVIO,
): { data: ShopSettingsData | null; errors: FormErrors } {
  const parsed = schema.safeParse(toPayload(values));
  const present = Object.fromEntries(
    CREDENTIAL_FIELDS.map(([field]) => [field, values[field].trim() !== '' || (stored[field] && !values.correios_clear)]),
  ) as Record<CredentialField, boolean>;
  const ruleErrors = {
    ...credentialErrors(values.provider, present),
    ...melhorEnvioFormErrors(values, melhorEnvio),
    ...mercadoPagoFormErrors(values, mercadoPago),
  };
  const issues = [
    ...(parsed.error?.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message })),
    ...Object.entries(ruleErrors).map(([field, [message]]) => ({ path: [field], message })),
  ];
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = errorKey(issue.path, values);
    if (!errors[key]) errors[key] = issue.message;
  }
  return { data: parsed.success && issues.length === 0 ? parsed.data : null, errors };
}
