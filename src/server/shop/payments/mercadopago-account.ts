import type { Db } from '../../db/client';
import { mercadoPagoClient, type MercadoPagoClient } from './mercadopago/mercadopago-client';

/** The shop's Mercado Pago account as stored: server-only, never answered, never logged. */
export type MercadoPagoAccount = { accessToken: string | null; webhookSecret: string | null };

/** The stored Mercado Pago secrets (both null before the admin sets them in /conta/shop). */
export async function getMercadoPagoAccount(db: Db): Promise<MercadoPagoAccount> {
  const [row] = await db<{ access_token: string | null; webhook_secret: string | null }[]>`
    select mercadopago_access_token as access_token, mercadopago_webhook_secret as webhook_secret from shop_settings where id = 1`;
  return { accessToken: row?.access_token ?? null, webhookSecret: row?.webhook_secret ?? null };
}

/** A client of the shop's account, or null while no access token is stored. */
export async function shopMercadoPago(db: Db): Promise<MercadoPagoClient | null> {
  const { accessToken } = await getMercadoPagoAccount(db);
  return accessToken ? mercadoPagoClient({ accessToken }) : null;
}
