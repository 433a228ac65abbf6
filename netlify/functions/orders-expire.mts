import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { expireOrders } from '../../src/server/shop/flows/order-actions';
import { shopMercadoPago } from '../../src/server/shop/payments/mercadopago/mercadopago-account';

// Every 15 minutes: pending orders past their payment window are canceled, their units given back, the customer told;
// a Mercado Pago order is read from Mercado Pago first, so a payment whose notification was lost is not canceled.
export default async (): Promise<Response> => {
  const sql = getSql('job');
  const canceled = await expireOrders(sql, new Date(), await shopMercadoPago(sql, 'scheduled'));
  if (canceled > 0) console.info(`[orders-expire] canceled ${canceled} unpaid order(s)`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
