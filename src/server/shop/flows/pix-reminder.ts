import { OPEN_CHARGE_STATUSES } from '../../../lib/shop/payment-mapping';
import type { PaymentMethod } from '../../../lib/shop/orders';
import type { Sql } from '../../db/client';
import { together } from '../../db/together';
import { sendMail } from '../../mail/send-mail';
import { getPublicSettings } from '../../settings/settings';
import { listAttempts, openCharge } from '../payments/payment-attempts';
import { orderPixText } from '../payments/pix-code';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';
import { pixReminderMail, type PixReminder } from '../orders/order-mail';
import { orderWithLines, type FullOrderRow } from '../orders/order-read';

// The Pix reminder: a buyer who left the checkout with a Pix to pay gets one e-mail, shortly before the Pix
// expires, with the code and a link to the order page. One e-mail per order, ever: the order is claimed by setting
// orders.pix_reminded_at in the statement that checks it is unset, so runs that overlap, repeat or retry send one.

/**
 * The reminder goes in the Pix's last 3 hours. Late enough to be a last call to someone who meant to pay (a reminder
 * a day early reads as noise; Mercado Pago's Pix lasts 1 day by default, so 3 hours is its last eighth), early enough
 * to leave time to open the bank's app, or to get home to it. Every order's window is at least a day, so each one
 * passes through these 3 hours while pending.
 */
export const PIX_REMINDER_BEFORE_MINUTES = 180;

/**
 * No reminder in the Pix's final 15 minutes: the job and the expiry job both run every 15 minutes, so a mail sent then
 * may arrive (mail takes minutes) after the order was canceled and its Mercado Pago charge closed, with a dead code.
 * Any order enters the window above at least 2 h 45 min before this cut: about 11 runs of the job each get a chance.
 */
export const PIX_REMINDER_CUTOFF_MINUTES = 15;

/** The methods whose payment is a Pix code: the organisation's own key, and Mercado Pago's Pix (its QR). */
const PIX_METHODS: readonly PaymentMethod[] = ['pix_manual', 'mercadopago_pix'];

/** At most this many orders per run (the next run, 15 minutes later, takes the rest while they are in the window). */
const BATCH = 500;

const minutesFrom = (now: Date, minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

/**
 * The code a pending order is paid with, exactly as its page shows it (GET /api/orders/:id/payment), and when that Pix
 * stops being payable; null when there is none: a Pix / transferência shop without its own key, a Mercado Pago order
 * without an open charge (Mercado Pago was down, or the charge ended), or a charge that is not a Pix QR.
 */
function pixToRemind(
  row: FullOrderRow,
  attempts: Awaited<ReturnType<typeof listAttempts>>,
  shop: ShopConfig,
): (PixReminder & { chargeId: string | null }) | null {
  if (!row.expires_at) return null;
  if (row.payment_method === 'pix_manual') {
    const code = orderPixText(row, shop);
    return code ? { code, deadline: row.expires_at, chargeId: null } : null;
  }
  const charge = openCharge(row, attempts);
  if (row.payment_method !== 'mercadopago_pix' || !charge?.qr_code) return null;
  // The row of the charge the page shows (qr codes are one per Mercado Pago payment), for the claim to check it is still open.
  const open = attempts.find((a) => a.attempt === row.payment_attempt && OPEN_CHARGE_STATUSES.includes(a.status) && a.qr_code === charge.qr_code);
  if (!open) return null;
  // The Pix ends with whichever comes first: the order's deadline or the charge's own expiry at Mercado Pago.
  const deadline = charge.expires_at && Date.parse(charge.expires_at) < row.expires_at.getTime() ? new Date(charge.expires_at) : row.expires_at;
  return { code: charge.qr_code, deadline, chargeId: open.id };
}

/**
 * Claims the order for its reminder, in one statement: only while it is still pending, unreminded, by the same method,
 * in the window, in the attempt that was read (a retry meanwhile gives a new deadline and charge) and, for Mercado
 * Pago, while the charge whose code the mail carries is still open. A concurrent run waits on the row, then finds
 * pix_reminded_at set and claims nothing.
 */
async function claim(sql: Sql, row: FullOrderRow, chargeId: string | null, window: { now: Date; earliest: Date; latest: Date }): Promise<boolean> {
  const chargeOpen = chargeId
    ? sql`and exists (select 1 from payments p where p.id = ${chargeId} and p.order_id = orders.id and p.closed_at is null
        and p.status in ${sql(OPEN_CHARGE_STATUSES)})`
    : sql``;
  const claimed = await sql`
    update orders set pix_reminded_at = ${window.now}
    where id = ${row.id} and status = 'pending' and pix_reminded_at is null and payment_method = ${row.payment_method}
      and expires_at > ${window.earliest} and expires_at <= ${window.latest} and payment_attempt = ${row.payment_attempt} ${chargeOpen}
    returning id`;
  return claimed.length === 1;
}

/**
 * The reminder job (netlify/functions/orders-pix-reminder.mts): each pending Pix order whose Pix expires between
 * PIX_REMINDER_CUTOFF_MINUTES and PIX_REMINDER_BEFORE_MINUTES from now, not reminded yet, is claimed and mailed, in
 * the order's language. Answers how many were sent. A mail that cannot be sent gives the claim back (the next run
 * tries again while the order is in the window); anything else the order needs (paid, canceled, another method, a
 * past deadline) means no mail.
 */
export async function remindPixOrders(sql: Sql, now = new Date()): Promise<number> {
  const earliest = minutesFrom(now, PIX_REMINDER_CUTOFF_MINUTES);
  const latest = minutesFrom(now, PIX_REMINDER_BEFORE_MINUTES);
  const due = await sql<{ id: string }[]>`
    select id::text as id from orders
    where status = 'pending' and pix_reminded_at is null and payment_method in ${sql(PIX_METHODS)} and total_cents > 0
      and expires_at > ${earliest} and expires_at <= ${latest}
    order by expires_at limit ${BATCH}`;
  if (due.length === 0) return 0;
  const [settings, shop] = await together(getPublicSettings(sql), getShopConfig(sql));
  let sent = 0;
  for (const { id } of due) {
    const [row, attempts] = await together(orderWithLines(sql, id), listAttempts(sql, id));
    if (!row || row.status !== 'pending') continue;
    const pix = pixToRemind(row, attempts, shop);
    if (!pix || pix.deadline <= earliest) continue;
    if (!(await claim(sql, row, pix.chargeId, { now, earliest, latest }))) continue;
    try {
      await sendMail(pixReminderMail(settings, row, pix));
      sent += 1;
    } catch (error) {
      console.error(`[orders] the Pix reminder of order ${id} could not be sent; the next run tries again:`, error);
      await sql`update orders set pix_reminded_at = null where id = ${id} and pix_reminded_at = ${now}`;
    }
  }
  return sent;
}
