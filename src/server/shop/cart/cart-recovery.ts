import type { Sql } from '../../db/client';

// What an abandoned-cart e-mail recovered: a sale (paid, or later on its way) of that account within
// CART_REMINDER_DAYS after the e-mail. One rule for /conta/shop's list and the dashboard.

/** How long a reminder's restore link works, and how long after it a sale of that account counts as recovered. */
export const CART_REMINDER_DAYS = 7;
/**
 * How long an abandoned-cart e-mail's record (whom it went to, the lines and value mailed, its link's token) is kept
 * after it was sent: a quarter. Its link works 7 days and a sale counts as recovered within 7 days, so the month's
 * recovered value needs at most the last 38 days; the shop sees a quarter of reminders in /conta/shop; past that,
 * what a person had in their cart is not the shop's to keep (the hourly purge deletes it; with the account, at once).
 * The e-mail's one-click unsubscribe stops working with it; /conta/privacidade keeps the switch.
 */
export const CART_REMINDER_KEPT_DAYS = 90;
/** The orders that count as a sale. */
export const SOLD_STATUSES = ['paid', 'processing', 'sent', 'received'] as const;

/** Whether the order `o` followed a reminder `r` of its account (SQL over aliases `o` of orders and `r` of cart_reminders). */
export const recoveredBy = (sql: Sql) => sql`
  o.user_id = r.user_id and o.created_at > r.sent_at
  and o.created_at <= r.sent_at + make_interval(days => ${CART_REMINDER_DAYS}::int) and o.status in ${sql(SOLD_STATUSES)}`;

/** The value of this São Paulo month's sales that followed a reminder (each order counted once), in cents. */
export async function monthRecoveredCents(sql: Sql): Promise<number> {
  const [row] = await sql<{ cents: string }[]>`
    select coalesce(sum(o.total_cents), 0)::text as cents from orders o
    where o.created_at >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo'
      and exists (select 1 from cart_reminders r where ${recoveredBy(sql)})`;
  return Number(row?.cents ?? 0);
}
