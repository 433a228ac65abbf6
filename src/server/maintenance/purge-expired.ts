import { DEFAULT_CONTACT_RETENTION_MONTHS } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { together } from '../db/together';
import { purgeRateEvents } from '../http/rate-limit';
import { eraseExpiredOrderData } from '../privacy/order-retention';
import { STOCK_ALERT_CONFIRM_HOURS } from '../shop/catalog/stock-alerts';
import { CART_REMINDER_KEPT_DAYS } from '../shop/cart/cart-recovery';

/** How long a back-in-stock alert is kept after its subscription (or its last renewal): a year. */
export const STOCK_ALERT_KEPT_DAYS = 365;

/** How many rows one purge removed, per kind. */
export type PurgeResult = {
  sessions: number;
  resetLinks: number;
  rateEvents: number;
  contacts: number;
  stockAlerts: number;
  /** Abandoned-cart e-mails' records past CART_REMINDER_KEPT_DAYS. */
  cartReminders: number;
  /** Orders of deleted accounts whose buyer's copy was erased at the end of the fiscal period. */
  erasedOrders: number;
};

/**
 * Deletes what can no longer be used or may no longer be kept: sessions that expired or were revoked, reset links
 * that were used or expired, rate events older than any window (each already refused by its own check), contact
 * messages older than the settings' `contact_retention_months` (24 before the setup), back-in-stock alerts
 * older than a year, sent or not, and those never confirmed once their link expired (STOCK_ALERT_CONFIRM_HOURS), the
 * records of abandoned-cart e-mails sent more than CART_REMINDER_KEPT_DAYS ago, and the buyer's copy in the orders of
 * deleted accounts once the fiscal period has passed (eraseExpiredOrderData). The statements are independent: they go together, one round trip. The scheduled
 * function `purge-expired` runs it every hour.
 */
export async function purgeExpired(sql: Sql): Promise<PurgeResult> {
  const [sessions, resetLinks, rateEvents, contacts, stockAlerts, cartReminders, erasedOrders] = await together(
    sql`delete from sessions where expires_at <= now() or revoked_at is not null`,
    sql`delete from password_resets where expires_at <= now() or used_at is not null`,
    purgeRateEvents(sql),
    sql`
      delete from contacts where created_at < now() - make_interval(months => coalesce(
        (select contact_retention_months from settings where id = 1), ${DEFAULT_CONTACT_RETENTION_MONTHS}::int))`,
    sql`
      delete from stock_alerts where created_at < now() - make_interval(days => ${STOCK_ALERT_KEPT_DAYS}::int)
        or (confirmed_at is null and created_at < now() - make_interval(hours => ${STOCK_ALERT_CONFIRM_HOURS}::int))`,
    sql`delete from cart_reminders where sent_at < now() - make_interval(days => ${CART_REMINDER_KEPT_DAYS}::int)`,
    eraseExpiredOrderData(sql),
  );
  return {
    sessions: sessions.count,
    resetLinks: resetLinks.count,
    rateEvents,
    contacts: contacts.count,
    stockAlerts: stockAlerts.count,
    cartReminders: cartReminders.count,
    erasedOrders,
  };
}
