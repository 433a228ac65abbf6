import { mercadoPagoErrors, MERCADOPAGO_SETTINGS, type MercadoPagoMethod, type MercadoPagoSecret } from '../../lib/shop/provider-credentials';
import type { ShopSettingsInput, ShopSettingsView } from '../../lib/shop/shop-settings';

/** The write-only Mercado Pago secrets, in the order the form shows them. */
export const MERCADOPAGO_SECRETS = ['mercadopago_access_token', 'mercadopago_webhook_secret'] as const satisfies readonly MercadoPagoSecret[];

/**
 * What /conta/shop edits of Mercado Pago: each method on or off with its days to pay as typed, Checkout Pro's most
 * installments and its boleto (on or off, business days), the secrets empty.
 */
export type MercadoPagoValues = Record<`${MercadoPagoMethod}_enabled`, boolean> &
  Record<`${MercadoPagoMethod}_window_days`, string> &
  Record<MercadoPagoSecret, string> & {
    mercadopago_clear: boolean;
    mp_max_installments: string;
    mp_boleto_enabled: boolean;
    mp_boleto_window_days: string;
  };

/** Checkout Pro's settings under `payments.mercadopago_checkout`, by the form key that edits each. */
const CHECKOUT_EXTRAS: Record<string, string> = {
  max_installments: 'mp_max_installments',
  boleto_enabled: 'mp_boleto_enabled',
  boleto_window_days: 'mp_boleto_window_days',
};

/** Whether each Mercado Pago secret is stored (never its value). */
export type MercadoPagoStored = Record<MercadoPagoSecret, boolean>;

/** Nothing stored: a shop never set up with Mercado Pago. */
export const NO_MERCADOPAGO: MercadoPagoStored = { mercadopago_access_token: false, mercadopago_webhook_secret: false };

/** The stored flags of GET /api/shop/settings, keyed by the fields they describe. */
export const storedMercadoPago = (view: Pick<ShopSettingsView, 'mercadopago'>): MercadoPagoStored => ({
  mercadopago_access_token: view.mercadopago.has_access_token,
  mercadopago_webhook_secret: view.mercadopago.has_webhook_secret,
});

/** The form values of the stored Mercado Pago settings (secrets start empty: they are never sent back). */
export function toMercadoPagoValues(payments: ShopSettingsView['payments']): MercadoPagoValues {
  return {
    mercadopago_pix_enabled: payments.mercadopago_pix.enabled,
    mercadopago_pix_window_days: String(payments.mercadopago_pix.window_days),
    mercadopago_checkout_enabled: payments.mercadopago_checkout.enabled,
    mercadopago_checkout_window_days: String(payments.mercadopago_checkout.window_days),
    mp_max_installments: String(payments.mercadopago_checkout.max_installments),
    mp_boleto_enabled: payments.mercadopago_checkout.boleto_enabled,
    mp_boleto_window_days: String(payments.mercadopago_checkout.boleto_window_days),
    mercadopago_access_token: '',
    mercadopago_webhook_secret: '',
    mercadopago_clear: false,
  };
}

type Methods = Required<Pick<NonNullable<ShopSettingsInput['payments']>, MercadoPagoMethod>>;

/** The Mercado Pago methods of the PUT body; `int` reads the days as typed (NaN when not a whole number). */
export function toMercadoPagoMethods(values: MercadoPagoValues, int: (text: string) => number): Methods {
  return {
    mercadopago_pix: { enabled: values.mercadopago_pix_enabled, window_days: int(values.mercadopago_pix_window_days) },
    mercadopago_checkout: {
      enabled: values.mercadopago_checkout_enabled,
      window_days: int(values.mercadopago_checkout_window_days),
      max_installments: int(values.mp_max_installments),
      boleto_enabled: values.mp_boleto_enabled,
      boleto_window_days: int(values.mp_boleto_window_days),
    },
  };
}

/** The form key of an error under `payments.mercadopago_*` (['mercadopago_pix', 'window_days'] -> 'mercadopago_pix_window_days'). */
export function mercadoPagoErrorKey(method: string, column: string | undefined): string | null {
  const known = MERCADOPAGO_SETTINGS.find((code) => code === method);
  if (!known) return null;
  if (known === 'mercadopago_checkout' && column && CHECKOUT_EXTRAS[column]) return CHECKOUT_EXTRAS[column];
  return column === 'window_days' ? `${known}_window_days` : `${known}_enabled`;
}

/** As the API checks it: a method turned on needs each secret typed now or stored; removing them wins over both. */
export function mercadoPagoFormErrors(values: MercadoPagoValues, stored: MercadoPagoStored): Record<string, string[]> {
  const present = (secret: MercadoPagoSecret) => !values.mercadopago_clear && (values[secret].trim() !== '' || stored[secret]);
  return mercadoPagoErrors(
    { mercadopago_pix: { enabled: values.mercadopago_pix_enabled }, mercadopago_checkout: { enabled: values.mercadopago_checkout_enabled } },
    { mercadopago_access_token: present('mercadopago_access_token'), mercadopago_webhook_secret: present('mercadopago_webhook_secret') },
  );
}
