import { MERCADOPAGO_CODES } from './orders';

// The shipping providers and the credentials each one, and Mercado Pago, needs, without zod: /conta/shop's form
// checks these rules as the API does (src/server/shop/config/shop-settings.ts) and loads the settings schema
// (./shop-settings.ts) only beside itself.

/**
 * The shipping providers: the shop's own table (works offline, no contract), the Correios contract API, or Melhor
 * Envio (a carrier aggregator: Correios, Jadlog and others without a contract).
 */
export const PROVIDERS = ['tabela', 'correios', 'melhorenvio'] as const;
/** A shipping provider. */
export type Provider = (typeof PROVIDERS)[number];

/** The Mercado Pago methods of the payment settings. */
export const MERCADOPAGO_SETTINGS = MERCADOPAGO_CODES;
/** A Mercado Pago method of the payment settings. */
export type MercadoPagoMethod = (typeof MERCADOPAGO_SETTINGS)[number];

/** The write-only credential fields of the Correios contract, with how a message names each. */
export const CREDENTIAL_FIELDS = [
  ['correios_user', 'o usuário'],
  ['correios_access_code', 'o código de acesso'],
  ['correios_contract', 'o número do contrato'],
  ['correios_card', 'o cartão de postagem'],
] as const;
/** A credential field. */
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number][0];

/** With the Correios chosen, each credential neither stored nor sent gets a message (the form and the API). */
export function credentialErrors(provider: Provider, present: Record<CredentialField, boolean>): Record<string, string[]> {
  if (provider !== 'correios') return {};
  const missing = CREDENTIAL_FIELDS.filter(([field]) => !present[field]);
  return Object.fromEntries(missing.map(([field, name]) => [field, [`Informe ${name} para usar o contrato dos Correios.`]]));
}

/**
 * With Melhor Envio chosen, its token (stored or sent) and the technical e-mail its User-Agent carries are needed
 * (the form and the API).
 */
export function melhorEnvioErrors(provider: Provider, present: { token: boolean; email: boolean }): Record<string, string[]> {
  if (provider !== 'melhorenvio') return {};
  const errors: Record<string, string[]> = {};
  if (!present.token) errors.melhorenvio_token = ['Informe o token do Melhor Envio para cotar fretes por ele.'];
  if (!present.email) errors.melhorenvio_email = ['Informe o e-mail técnico que o Melhor Envio exige em cada chamada.'];
  return errors;
}

/** The write-only Mercado Pago secrets. */
export type MercadoPagoSecret = 'mercadopago_access_token' | 'mercadopago_webhook_secret';

/** A Mercado Pago method turned on needs both secrets, stored or sent (the form and the API). */
export function mercadoPagoErrors(payments: Record<MercadoPagoMethod, { enabled: boolean }>, present: Record<MercadoPagoSecret, boolean>): Record<string, string[]> {
  if (!MERCADOPAGO_SETTINGS.some((method) => payments[method].enabled)) return {};
  const errors: Record<string, string[]> = {};
  if (!present.mercadopago_access_token) errors.mercadopago_access_token = ['Informe o access token do Mercado Pago para oferecer pagamentos por ele.'];
  if (!present.mercadopago_webhook_secret) {
    errors.mercadopago_webhook_secret = ['Informe a assinatura secreta do webhook: sem ela, as notificações do Mercado Pago são recusadas.'];
  }
  return errors;
}
