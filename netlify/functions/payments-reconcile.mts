import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { reconcileMercadoPago } from '../../src/server/shop/flows/apply-payment';
import { shopMercadoPago } from '../../src/server/shop/payments/mercadopago/mercadopago-account';

// Every 5 minutes: the Mercado Pago orders of the last 2 days still waiting are read from Mercado Pago and the same
// mapping as the notifications applied, so a lost notification is caught within minutes.
export default async (): Promise<Response> => {
  const sql = getSql('job');
  const client = await shopMercadoPago(sql, 'scheduled');
  if (!client) return new Response(null, { status: 204 });
  const changed = await reconcileMercadoPago(sql, client);
  if (changed > 0) console.info(`[payments-reconcile] ${changed} order(s) moved`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
