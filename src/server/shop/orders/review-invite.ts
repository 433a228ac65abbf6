import { orderNumberLabel } from '../../../lib/shop/orders';
import { RETURNED_AFTER_SHIPPING } from '../../../lib/shop/payment-mapping';
import type { PublicSettings } from '../../../lib/schemas/settings';
import type { Db, Sql } from '../../db/client';
import { together } from '../../db/together';
import { isEnabled } from '../../features/features';
import type { Mail } from '../../mail/send-mail';
import { sendMail } from '../../mail/send-mail';
import { getPublicSettings } from '../../settings/settings';
import { label, message, siteOf } from '../../mail/site-mail';
import { orderOfRow, orderWithLines, type FullOrderRow } from './order-read';

// The invitation to review: a customer whose order was received (the "received" e-mail), or sent a week ago and
// never marked received, gets one e-mail naming the products they can review, with a link to the order page in
// /conta, where each has its "Avaliar". One per order, ever: the order is claimed by setting
// orders.review_invited_at in the statement that checks it is unset (and that the order still qualifies), so the
// move to received, the hourly job and any repeat or overlap send one.

/** A sent order never marked received is invited this many days after it was sent. */
export const REVIEW_INVITE_AFTER_SENT_DAYS = 7;
/**
 * Orders received or sent longer ago than this are not invited: an order delivered long before (or before invitations
 * existed) would get a late, puzzling e-mail.
 */
export const REVIEW_INVITE_WINDOW_DAYS = 30;

/** At most this many orders per run (the next run takes the rest). */
const BATCH = 200;

const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * 86_400_000);

/**
 * The orders that may be invited now (over `o`): received within the window, or sent at least
 * REVIEW_INVITE_AFTER_SENT_DAYS ago (and within the window) and still not received; by an account; the payment not
 * returned; with a line of a product that can be reviewed (published, not a donation).
 */
function dueNow(sql: Db, now: Date) {
  const window = daysBefore(now, REVIEW_INVITE_WINDOW_DAYS);
  const sentBefore = daysBefore(now, REVIEW_INVITE_AFTER_SENT_DAYS);
  return sql`o.review_invited_at is null and o.user_id is not null
    and o.payment_flag is distinct from ${RETURNED_AFTER_SHIPPING}
    and (
      (o.status = 'received' and exists (select 1 from order_history h
        where h.order_id = o.id and h.to_status = 'received' and h.created_at > ${window}))
      or (o.status = 'sent' and exists (select 1 from order_history h
        where h.order_id = o.id and h.to_status = 'sent' and h.created_at <= ${sentBefore} and h.created_at > ${window})))
    and exists (select 1 from order_items i join products p on p.id = i.product_id
      where i.order_id = o.id and i.kind = 'product' and p.kind = 'product' and p.status = 'published')`;
}

/** The invitation in the order's language: greeting, why, the products to review, the order page's link. */
export function reviewInviteMail(settings: PublicSettings | null, row: FullOrderRow): Mail {
  const site = siteOf(settings);
  const order = orderOfRow(row, true);
  const t = (key: string, values?: Record<string, string>) =>
    label(site, row.locale, key, { number: orderNumberLabel(order.number), site: site.title, ...values });
  const names = [...new Set(order.items.filter((item) => item.kind === 'product' && item.product_id).map((item) => item.name))];
  const url = site.address ? `${site.address}/conta/pedidos/${order.id}` : null;
  const paragraphs = [
    [t('order_mail_greeting', { name: order.customer.name })],
    [t('review_mail_intro')],
    [t('review_mail_items'), ...names.map((name) => `- ${name}`)],
    url ? [t('review_mail_link', { url })] : [],
  ];
  return message(site, order.customer.email, t('review_mail_subject'), paragraphs.filter((p) => p.length > 0));
}

/** Claims the order for its invitation (see dueNow): true when this call is the one that sends it. */
async function claim(sql: Sql, id: string, now: Date): Promise<boolean> {
  const claimed = await sql`update orders o set review_invited_at = ${now} where o.id = ${id} and ${dueNow(sql, now)} returning o.id`;
  return claimed.length === 1;
}

/** Claims and mails one order's invitation; a mail that fails gives the claim back (the next run tries again). */
async function invite(sql: Sql, id: string, settings: PublicSettings | null, now: Date): Promise<boolean> {
  if (!(await claim(sql, id, now))) return false;
  try {
    const row = await orderWithLines(sql, id);
    if (!row) return false;
    await sendMail(reviewInviteMail(settings, row));
    return true;
  } catch (error) {
    console.error(`[reviews] the invitation of order ${id} could not be sent; the next run tries again:`, error);
    await sql`update orders set review_invited_at = null where id = ${id} and review_invited_at = ${now}`;
    return false;
  }
}

/**
 * After an order's move to received has committed: its invitation, unless it had one (the "received" e-mail).
 * Nothing while the shop is off. Never throws.
 */
export async function inviteToReview(sql: Sql, orderId: string, now = new Date()): Promise<void> {
  try {
    const settings = await getPublicSettings(sql);
    if (isEnabled(settings, 'produtos')) await invite(sql, orderId, settings, now);
  } catch (error) {
    console.error(`[reviews] the invitation of order ${orderId} could not be prepared:`, error);
  }
}

/**
 * The hourly job (netlify/functions/orders-review-invite.mts): every order due an invitation (received and not yet
 * invited, as when its mail failed; or sent REVIEW_INVITE_AFTER_SENT_DAYS ago and never received) is claimed and
 * mailed. Answers how many were sent. Nothing while the shop is off.
 */
export async function inviteReviews(sql: Sql, now = new Date()): Promise<number> {
  const [settings, due] = await together(
    getPublicSettings(sql),
    sql<{ id: string }[]>`select o.id::text as id from orders o where ${dueNow(sql, now)} order by o.id limit ${BATCH}`,
  );
  if (due.length === 0 || !isEnabled(settings, 'produtos')) return 0;
  let sent = 0;
  for (const { id } of due) if (await invite(sql, id, settings, now)) sent += 1;
  return sent;
}
