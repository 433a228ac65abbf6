import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { remindPixOrders } from '../../src/server/shop/flows/pix-reminder';

// Every 15 minutes: each pending order whose Pix (the organisation's key or Mercado Pago's) expires in the next 3 hours,
// but not in its last 15 minutes, gets one e-mail with the code and a link to the order page. Idempotent: an order is
// reminded once, whatever runs overlap or repeat.
export default async (): Promise<Response> => {
  const sent = await remindPixOrders(getSql('job'), new Date());
  if (sent > 0) console.info(`[orders-pix-reminder] reminded ${sent} order(s) of their Pix`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
