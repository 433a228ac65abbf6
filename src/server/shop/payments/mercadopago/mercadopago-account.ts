import type { Db } from '../../../db/client';
import { timeLimit } from '../../../http/outgoing';
import { siteAddress } from '../../../site/site-address';
import { mercadoPagoClient, type MercadoPagoClient } from './mercadopago-client';

/** The shop's Mercado Pago account as stored: server-only, never answered, never logged. */
export type MercadoPagoAccount = { accessToken: string | null; webhookSecret: string | null };

/**
 * Where Mercado Pago sends its notifications: the configured public address (SITE_URL), never the host a request
 * names. Null without SITE_URL: charges then carry no notification address and the reconciliation catches payments.
 */
export const mercadoPagoNotificationUrl = (): string | null => {
  const site = siteAddress();
  return site ? `${site}/api/payments/mercadopago` : null;
};

/** The stored Mercado Pago secrets (both null before the admin sets them in /conta/shop). */
export async function getMercadoPagoAccount(db: Db): Promise<MercadoPagoAccount> {
  const [row] = await db<{ access_token: string | null; webhook_secret: string | null }[]>`
    select mercadopago_access_token as access_token, mercadopago_webhook_secret as webhook_secret from shop_settings where id = 1`;
  return { accessToken: row?.access_token ?? null, webhookSecret: row?.webhook_secret ?? null };
}

/**
 * A client of the shop's account, or null while no access token is stored. Scheduled work, which no one waits for,
 * gives each call the longer limit of `src/server/http/outgoing.ts`.
 */
export async function shopMercadoPago(db: Db, work: 'request' | 'scheduled' = 'request'): Promise<MercadoPagoClient | null> {
  const { accessToken } = await getMercadoPagoAccount(db);
  if (!accessToken) return null;
  return mercadoPagoClient(work === 'scheduled' ? { accessToken, timeoutMs: timeLimit('mercadoPagoScheduled') } : { accessToken });
}
