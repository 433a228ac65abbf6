import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { purgeExpired } from '../../src/server/maintenance/purge-expired';

// Every hour (Netlify runs scheduled functions on published deploys only): deletes expired or revoked sessions,
// used or expired reset links, rate events older than any window, contact messages older than the settings'
// retention, back-in-stock alerts older than a year, abandoned-cart e-mails' records older than 90 days, and the
// buyer's copy in the orders of deleted accounts past the fiscal period.
export default async (): Promise<Response> => {
  const removed = await purgeExpired(getSql('job'));
  console.info(
    `[purge-expired] removed ${removed.sessions} session(s), ${removed.resetLinks} reset link(s), ${removed.rateEvents} rate event(s), ` +
      `${removed.contacts} contact message(s), ${removed.stockAlerts} back-in-stock alert(s), ${removed.cartReminders} abandoned-cart e-mail record(s), ` +
      `erased the buyer of ${removed.erasedOrders} order(s) of deleted accounts`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '@hourly' };
