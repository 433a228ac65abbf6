import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { remindAbandonedCarts } from '../../src/server/shop/cart/cart-reminders';

// Every 15 minutes: each logged-in customer's cart untouched for the shop's `abandoned_cart_hours` gets one e-mail
// with its lines, a restore link and a one-click unsubscribe. Idempotent: a cart is claimed by the statement that
// finds it due, so runs that overlap or repeat send one e-mail per cart.
export default async (): Promise<Response> => {
  const sent = await remindAbandonedCarts(getSql());
  if (sent > 0) console.info(`[carts-remind] reminded ${sent} abandoned cart(s)`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/15 * * * *' };
