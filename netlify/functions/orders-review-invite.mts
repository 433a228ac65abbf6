import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { inviteReviews } from '../../src/server/shop/orders/review-invite';

// Every hour: each order received (whose "received" e-mail did not go) or sent 7 days ago and never marked received
// gets one e-mail inviting its buyer to review its products. Idempotent: an order is invited once, whatever runs
// overlap or repeat.
export default async (): Promise<Response> => {
  const sent = await inviteReviews(getSql(), new Date());
  if (sent > 0) console.info(`[orders-review-invite] invited ${sent} order(s) to review`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '0 * * * *' };
