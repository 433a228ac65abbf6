import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { expireOrders } from '../../src/server/shop/orders/order-actions';

// Every 15 minutes: pending orders past their payment window are canceled, their units given back, the customer told.
export default async (): Promise<Response> => {
  const canceled = await expireOrders(getSql());
  if (canceled > 0) console.info(`[orders-expire] canceled ${canceled} unpaid order(s)`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
