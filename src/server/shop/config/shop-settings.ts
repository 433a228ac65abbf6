import {
  credentialErrors,
  DEFAULT_PAYMENTS,
  DEFAULT_SHOP,
  melhorEnvioErrors,
  mercadoPagoErrors,
  type MercadoPagoSecret,
  shopSettingsSchema,
  type PaymentSettings,
  withAllServices,
  type CredentialField,
  type Provider,
  type ServiceSetting,
  type ShopSettingsData,
  type ShopSettingsView,
} from '../../../lib/shop/shop-settings';
import type { Sql } from '../../db/client';
import { invalid } from '../../http/http-error';
import { parseWith } from '../../http/validate';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { CorreiosCredentials } from '../shipping/correios-client';
import { clearCorreiosState, readCorreiosStatus } from '../shipping/correios-state';
import { MELHORENVIO_APP_FALLBACK, type MelhorEnvioAccount } from '../shipping/melhorenvio';
import { clearMelhorEnvioState, readMelhorEnvioState } from '../shipping/melhorenvio-state';
import { mercadoPagoNotificationUrl, type MercadoPagoAccount } from '../payments/mercadopago/mercadopago-account';
import { readRates, replaceRates } from '../shipping/rates';

/**
 * The shop settings the quote, the checkout and the order use, credentials included (null unless all four are
 * stored), the Melhor Envio account (null without a token and an e-mail), and the stored Mercado Pago secrets
 * (whether its methods can be offered), from one read.
 */
export type ShopConfig = Omit<ShopSettingsView, 'credentials' | 'has_correios_credentials' | 'correios_status' | 'rates' | 'mercadopago' | 'melhorenvio'> & {
  credentials: CorreiosCredentials | null;
  melhorEnvio: MelhorEnvioAccount | null;
  mercadoPago: MercadoPagoAccount;
};

type Row = Pick<ShopSettingsData, 'packaging_weight_g' | 'handling_days' | 'pickup' | 'free_shipping'> &
  Record<CredentialField | MercadoPagoSecret, string | null> & {
    origin_cep: string | null;
    provider: Provider;
    services: ServiceSetting[];
    payments: Partial<PaymentSettings>;
    notify_email: string | null;
    melhorenvio_token: string | null;
    melhorenvio_email: string | null;
    melhorenvio_services: number[];
    site_title: string | null;
    abandoned_cart_enabled: boolean;
    abandoned_cart_hours: number;
  };

async function readRow(db: Db, lock = false): Promise<Row | null> {
  const [row] = await db<Row[]>`
    select origin_cep, packaging_weight_g, handling_days, provider, services, pickup, free_shipping, payments, notify_email,
      correios_user, correios_access_code, correios_contract, correios_card, mercadopago_access_token, mercadopago_webhook_secret,
      melhorenvio_token, melhorenvio_email, melhorenvio_services, abandoned_cart_enabled, abandoned_cart_hours, (select title from settings where settings.id = 1) as site_title
    from shop_settings where id = 1 ${lock ? db`for update` : db``}`;
  return row ?? null;
}

// Field by field, so a secret column never reaches a shape that is answered.
/** The stored payment settings over the defaults (a shop saved before they existed has none). */
export const paymentsOf = (row: Pick<Row, 'payments'> | null): PaymentSettings => ({
  pix_manual: { ...DEFAULT_PAYMENTS.pix_manual, ...row?.payments?.pix_manual },
  mercadopago_pix: { ...DEFAULT_PAYMENTS.mercadopago_pix, ...row?.payments?.mercadopago_pix },
  mercadopago_checkout: { ...DEFAULT_PAYMENTS.mercadopago_checkout, ...row?.payments?.mercadopago_checkout },
});

function publicPart(row: Row | null) {
  if (!row) return { ...DEFAULT_SHOP, payments: DEFAULT_PAYMENTS, notify_email: null };
  return {
    origin_cep: row.origin_cep,
    packaging_weight_g: row.packaging_weight_g,
    handling_days: row.handling_days,
    provider: row.provider,
    services: withAllServices(row.services),
    pickup: { ...DEFAULT_SHOP.pickup, ...row.pickup },
    free_shipping: { ...DEFAULT_SHOP.free_shipping, ...row.free_shipping },
    payments: paymentsOf(row),
    notify_email: row.notify_email,
    abandoned_cart_enabled: row.abandoned_cart_enabled,
    abandoned_cart_hours: row.abandoned_cart_hours,
  };
}

function credentialsOf(row: Row | null): CorreiosCredentials | null {
  if (!row?.correios_user || !row.correios_access_code || !row.correios_contract || !row.correios_card) return null;
  return { user: row.correios_user, accessCode: row.correios_access_code, contract: row.correios_contract, card: row.correios_card };
}

function melhorEnvioOf(row: Row | null): MelhorEnvioAccount | null {
  if (!row?.melhorenvio_token || !row.melhorenvio_email) return null;
  return { token: row.melhorenvio_token, email: row.melhorenvio_email, appName: row.site_title || MELHORENVIO_APP_FALLBACK, services: row.melhorenvio_services ?? [] };
}

/** What a quote and an order need: the settings, or the defaults of a shop never saved. */
export async function getShopConfig(db: Db): Promise<ShopConfig> {
  const row = await readRow(db);
  const mercadoPago = { accessToken: row?.mercadopago_access_token ?? null, webhookSecret: row?.mercadopago_webhook_secret ?? null };
  return { ...publicPart(row), credentials: credentialsOf(row), melhorEnvio: melhorEnvioOf(row), mercadoPago };
}

/** The shop settings for /conta/shop: no secret, only whether each credential is stored. */
export async function getShopSettingsView(db: Db): Promise<ShopSettingsView> {
  const row = await readRow(db);
  const credentials = {
    correios_user: !!row?.correios_user,
    correios_access_code: !!row?.correios_access_code,
    correios_contract: !!row?.correios_contract,
    correios_card: !!row?.correios_card,
  };
  const melhorEnvio = await readMelhorEnvioState(db);
  return {
    ...publicPart(row),
    rates: await readRates(db),
    credentials,
    has_correios_credentials: credentialsOf(row) !== null,
    mercadopago: {
      has_access_token: !!row?.mercadopago_access_token,
      has_webhook_secret: !!row?.mercadopago_webhook_secret,
      webhook_url: mercadoPagoNotificationUrl(),
    },
    correios_status: await readCorreiosStatus(db),
    melhorenvio: {
      has_token: !!row?.melhorenvio_token,
      email: row?.melhorenvio_email ?? null,
      services: row?.melhorenvio_services ?? [],
      known_services: melhorEnvio.services,
      status: { last_error: melhorEnvio.last_error, last_error_at: melhorEnvio.last_error_at },
    },
  };
}

const CREDENTIAL_KEYS: CredentialField[] = ['correios_user', 'correios_access_code', 'correios_contract', 'correios_card'];

/**
 * Saves the whole shop settings and the rate table (422 with field messages). A credential left empty keeps the
 * stored one, `correios_clear` removes them all; the Correios provider needs all four. A change of credentials
 * drops the token and the cached quotes, which belonged to the old contract. Melhor Envio's token follows the same
 * rules (`melhorenvio_clear`; the provider needs it and the technical e-mail); a token typed drops its state.
 */
export async function saveShopSettings(sql: Sql, body: unknown): Promise<ShopSettingsView> {
  const next = parseWith(shopSettingsSchema, body);
  await transaction(sql, async (tx) => {
    const stored = await readRow(tx, true);
    const secrets = Object.fromEntries(
      CREDENTIAL_KEYS.map((key) => [key, next.correios_clear ? null : (next[key] ?? stored?.[key] ?? null)]),
    ) as Record<CredentialField, string | null>;
    const missing = credentialErrors(next.provider, Object.fromEntries(CREDENTIAL_KEYS.map((k) => [k, !!secrets[k]])) as Record<CredentialField, boolean>);
    const payments = next.payments ?? paymentsOf(stored);
    const mercadoPago = {
      mercadopago_access_token: next.mercadopago_clear ? null : (next.mercadopago_access_token ?? stored?.mercadopago_access_token ?? null),
      mercadopago_webhook_secret: next.mercadopago_clear ? null : (next.mercadopago_webhook_secret ?? stored?.mercadopago_webhook_secret ?? null),
    };
    const melhorEnvio = {
      melhorenvio_token: next.melhorenvio_clear ? null : (next.melhorenvio_token ?? stored?.melhorenvio_token ?? null),
      melhorenvio_email: next.melhorenvio_email === undefined ? (stored?.melhorenvio_email ?? null) : next.melhorenvio_email,
      melhorenvio_services: tx.json(next.melhorenvio_services ?? stored?.melhorenvio_services ?? []),
    };
    const errors = {
      ...missing,
      ...melhorEnvioErrors(next.provider, { token: !!melhorEnvio.melhorenvio_token, email: !!melhorEnvio.melhorenvio_email }),
      ...mercadoPagoErrors(payments, {
        mercadopago_access_token: !!mercadoPago.mercadopago_access_token,
        mercadopago_webhook_secret: !!mercadoPago.mercadopago_webhook_secret,
      }),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const columns = {
      id: 1,
      origin_cep: next.origin_cep,
      packaging_weight_g: next.packaging_weight_g,
      handling_days: next.handling_days,
      provider: next.provider,
      services: tx.json(withAllServices(next.services)),
      pickup: tx.json(next.pickup),
      free_shipping: tx.json(next.free_shipping),
      payments: tx.json(payments),
      notify_email: next.notify_email === undefined ? (stored?.notify_email ?? null) : next.notify_email,
      abandoned_cart_enabled: next.abandoned_cart_enabled ?? stored?.abandoned_cart_enabled ?? DEFAULT_SHOP.abandoned_cart_enabled,
      abandoned_cart_hours: next.abandoned_cart_hours ?? stored?.abandoned_cart_hours ?? DEFAULT_SHOP.abandoned_cart_hours,
      ...secrets,
      ...mercadoPago,
      ...melhorEnvio,
      updated_at: new Date(),
    };
    await tx`insert into shop_settings ${tx(columns)} on conflict (id) do update set ${tx(columns)}`;
    await replaceRates(tx, next.rates);
    if (next.correios_clear || CREDENTIAL_KEYS.some((key) => next[key] !== null)) await clearCorreiosState(tx);
    // A token typed (another account, or the same one set again after a failure) or removed starts afresh, as the
    // Correios credentials do: no pause, failure, known services or cached quote of before.
    if (next.melhorenvio_clear || next.melhorenvio_token !== null) await clearMelhorEnvioState(tx);
  });
  return getShopSettingsView(sql);
}
