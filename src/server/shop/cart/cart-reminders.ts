import { formatBrl } from '../../../lib/money';
import type { CartLine } from '../../../lib/shop/cart';
import { cartItemOf } from '../../../lib/schemas/cart';
import type { Page, PageQuery } from '../../../lib/schemas/pagination';
import type { PublicSettings } from '../../../lib/schemas/settings';
import type { CheckedLine } from '../../../lib/shop/cart-lines';
import type { Db, Sql } from '../../db/client';
import { countRows, pageOf, pageWindow } from '../../db/paging';
import { together } from '../../db/together';
import { isEnabled } from '../../features/features';
import { HttpError } from '../../http/http-error';
import { sendMail, type Mail } from '../../mail/send-mail';
import { getPublicSettings } from '../../settings/settings';
import { siteAddress } from '../../site/site-address';
import { checkCart } from './cart-check';
import { CART_REMINDER_DAYS, monthRecoveredCents, recoveredBy } from './cart-recovery';
import { label, message, siteOf } from '../../mail/site-mail';
import { getShopConfig } from '../config/shop-settings';

// Carts that come back: a logged-in customer's cart left untouched for the shop's `abandoned_cart_hours` gets one
// e-mail, "Seus itens estão esperando", with its lines at their current prices, a link that restores those lines on
// any device and a one-click unsubscribe (RFC 8058). Once per cart: the cart is claimed (carts.reminded_at) by the
// statement that finds it due, so runs that overlap send one; a change of the lines is a new cart (saveAccountCart
// clears the claim). Never after an order placed since the cart last changed, never to an account that opted out.

/** At most this many carts per run (the next run, 15 minutes later, takes the rest). */
const BATCH = 200;

/** A line as the reminder named it: what the e-mail and /conta/shop show. */
export type ReminderLine = { name: string; options: string[]; quantity: number; unit_price_cents: number; line_total_cents: number };

/** One reminder in /conta/shop's "Carrinhos abandonados". */
export type CartReminder = {
  id: string;
  customer: { id: string | null; name: string; email: string };
  lines: ReminderLine[];
  value_cents: number;
  sent_at: string;
  /** The first sale of that account within CART_REMINDER_DAYS after the e-mail, or null. */
  recovered: { order_id: string; number: number; total_cents: number; created_at: string } | null;
};

/** The list's page with the month's recovered value (São Paulo's calendar month, the orders' dates). */
export type CartReminderPage = Page<CartReminder> & { recovered_month_cents: number };

/** The restore link of a reminder: the cart page, which puts the lines back into this browser's cart. */
export const restoreUrl = (site: string, token: string): string => `${site}/loja/carrinho?restaurar=${encodeURIComponent(token)}`;
/** The one-click unsubscribe address (GET: a page asking to confirm; POST: done at once, RFC 8058). */
export const cartUnsubscribeUrl = (site: string, token: string): string => `${site}/api/cart/unsubscribe?token=${encodeURIComponent(token)}`;

type Claimed = { user_id: string; items: CartLine[]; claimed_at: Date; name: string; email: string; locale: string };

/**
 * Claims the due carts in the statement that finds them: not claimed since their last change, with lines, untouched
 * for `hours`, of an account that has not opted out, with no order placed since the cart changed. A run racing this
 * one waits on each row it also found, then sees it claimed and skips it.
 */
async function claimDueCarts(sql: Sql, hours: number): Promise<Claimed[]> {
  return sql<Claimed[]>`
    update carts c set reminded_at = now()
    from users u
    where u.id = c.user_id and c.user_id in (
        select d.user_id from carts d
        where d.reminded_at is null and jsonb_array_length(d.items) > 0
          and d.updated_at <= now() - make_interval(hours => ${hours}::int)
        order by d.updated_at limit ${BATCH})
      and c.reminded_at is null and jsonb_array_length(c.items) > 0
      and c.updated_at <= now() - make_interval(hours => ${hours}::int)
      and not u.cart_reminders_off
      and not exists (select 1 from orders o where o.user_id = c.user_id and o.created_at >= c.updated_at)
    returning c.user_id::text as user_id, c.items, c.reminded_at as claimed_at, u.name, u.email,
      coalesce((select o.locale from orders o where o.user_id = u.id order by o.id desc limit 1), 'pt') as locale`;
}

/** The lines that can be bought now, at their current prices (a product gone, unpublished or sold out is left out). */
const sellable = (lines: readonly CheckedLine[]): ReminderLine[] =>
  lines
    .filter((line) => line.problem === null && line.name !== null && line.unit_price_cents !== null)
    .map((line) => ({
      name: line.name as string,
      options: line.options.map((option) => option.value),
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents as number,
      line_total_cents: line.line_total_cents,
    }));

/** The e-mail of a reminder, in the customer's language (the language of the account's last order). */
export function cartReminderMail(
  settings: PublicSettings | null,
  site: string,
  to: { name: string; email: string; locale: string },
  lines: readonly ReminderLine[],
  token: string,
): Mail {
  const shown = siteOf(settings);
  const t = (key: string, values: Record<string, string> = {}) => label(shown, to.locale, key, { site: shown.title, ...values });
  const leave = cartUnsubscribeUrl(site, token);
  const items = lines.map((line) => {
    const options = line.options.length > 0 ? ` (${line.options.join(', ')})` : '';
    return `- ${line.quantity} × ${line.name}${options}: ${formatBrl(line.line_total_cents)}`;
  });
  const total = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  const mail = message(shown, to.email, t('cart_reminder_subject'), [
    [t('order_mail_greeting', { name: to.name })],
    [t('cart_reminder_intro')],
    [...items, `${t('cart_reminder_total')}: ${formatBrl(total)}`],
    [t('cart_reminder_link', { url: restoreUrl(site, token), days: String(CART_REMINDER_DAYS) })],
    [t('cart_reminder_prices')],
    [t('cart_reminder_unsubscribe', { url: leave })],
  ]);
  return { ...mail, headers: { 'List-Unsubscribe': `<${leave}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** Gives a claim back (its e-mail could not be sent): the next run tries again, unless the cart changed meanwhile. */
async function unclaim(sql: Sql, cart: Claimed, reminderId: string | null): Promise<void> {
  await together(
    sql`update carts set reminded_at = null where user_id = ${cart.user_id} and reminded_at = ${cart.claimed_at}`,
    reminderId ? sql`delete from cart_reminders where id = ${reminderId}` : null,
  );
}

/**
 * The reminder job (netlify/functions/carts-remind.mts, every 15 minutes): each due cart is claimed, priced now and,
 * when something in it can still be bought, recorded and mailed. Nothing while the shop is off, the e-mail is turned
 * off in /conta/shop or SITE_URL is unset (no link can be written). A cart with nothing left to buy stays claimed
 * without a mail (its next change is a new cart). A mail that fails gives the claim back. Answers how many were sent.
 */
export async function remindAbandonedCarts(sql: Sql): Promise<number> {
  const site = siteAddress();
  const [settings, shop] = await together(getPublicSettings(sql), getShopConfig(sql));
  if (!site || !isEnabled(settings, 'produtos') || !shop.abandoned_cart_enabled) return 0;
  const due = await claimDueCarts(sql, shop.abandoned_cart_hours);
  let sent = 0;
  for (const cart of due) {
    let reminderId: string | null = null;
    try {
      // A cart the check refuses (past the maximum order total) has nothing to offer either: claimed, no mail.
      const checked = await checkCart(sql, cart.items.map(cartItemOf)).catch((error: unknown) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
      const lines = checked ? sellable(checked.lines) : [];
      if (lines.length === 0) continue;
      const value = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
      const [row] = await sql<{ id: string; token: string }[]>`
        insert into cart_reminders (user_id, token, items, lines, value_cents, locale)
        values (${cart.user_id}, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), ${sql.json(cart.items as never)},
          ${sql.json(lines as never)}, ${value}, ${cart.locale})
        returning id::text as id, token`;
      reminderId = row.id;
      await sendMail(cartReminderMail(settings, site, cart, lines, row.token));
      sent += 1;
    } catch (error) {
      console.error(`[carts] the reminder of the cart of account ${cart.user_id} could not be sent; the next run tries again:`, error);
      await unclaim(sql, cart, reminderId).catch((undo: unknown) => console.error('[carts] the claim could not be given back:', undo));
    }
  }
  return sent;
}

/** The lines a reminder's link restores, while it is valid (CART_REMINDER_DAYS); null for a token forged or expired. */
export async function reminderLines(sql: Sql, token: string): Promise<CartLine[] | null> {
  const [row] = await sql<{ items: CartLine[] }[]>`
    select items from cart_reminders
    where token = ${token} and sent_at > now() - make_interval(days => ${CART_REMINDER_DAYS}::int)`;
  return row?.items ?? null;
}

/** Whom a reminder's unsubscribe link belongs to (the page asking to confirm), or null. */
export async function reminderOwner(sql: Sql, token: string): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string }[]>`
    select u.email, r.locale from cart_reminders r join users u on u.id = r.user_id where r.token = ${token}`;
  return row ?? null;
}

/** The one-click unsubscribe: the account of the reminder's token gets no more reminders (again: no change). */
export async function optOutOfCartReminders(sql: Sql, token: string): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string }[]>`
    update users u set cart_reminders_off = true from cart_reminders r
    where r.token = ${token} and u.id = r.user_id
    returning u.email, r.locale`;
  return row ?? null;
}

/** Whether an account gets abandoned-cart reminders (the privacy screen shows it and lets the person change it). */
export async function cartRemindersOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db<{ off: boolean }[]>`select cart_reminders_off as off from users where id = ${userId}`;
  return !(row?.off ?? false);
}

/** Turns an account's abandoned-cart reminders on or off. */
export async function setCartReminders(db: Db, userId: string, on: boolean): Promise<boolean> {
  await db`update users set cart_reminders_off = ${!on} where id = ${userId}`;
  return on;
}

type ReminderRow = {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  lines: ReminderLine[];
  value_cents: string;
  sent_at: Date;
  order_id: string | null;
  order_number: number | null;
  order_total_cents: number | null;
  order_created_at: Date | null;
};

/**
 * /conta/shop's "Carrinhos abandonados": the reminders sent, newest first, each with its customer, lines and value
 * as mailed, and the sale that followed (recovered); the month's recovered value (the sales of this São Paulo month
 * that followed a reminder, each counted once). Three statements sent together.
 */
export async function listCartReminders(sql: Sql, query: PageQuery): Promise<CartReminderPage> {
  const [rows, total, month] = await together(
    sql<ReminderRow[]>`
      select r.id::text as id, r.user_id::text as user_id, u.name, u.email, r.lines, r.value_cents::text as value_cents, r.sent_at,
        f.id::text as order_id, f.number::int as order_number, f.total_cents as order_total_cents, f.created_at as order_created_at
      from cart_reminders r join users u on u.id = r.user_id
      left join lateral (
        select o.id, o.number, o.total_cents, o.created_at from orders o where ${recoveredBy(sql)}
        order by o.created_at limit 1) f on true
      order by r.sent_at desc, r.id desc ${pageWindow(sql, query)}`,
    countRows(sql, sql`cart_reminders`),
    monthRecoveredCents(sql),
  );
  const data = rows.map((row): CartReminder => ({
    id: row.id,
    customer: { id: row.user_id, name: row.name, email: row.email },
    lines: row.lines,
    value_cents: Number(row.value_cents),
    sent_at: row.sent_at.toISOString(),
    recovered: row.order_id
      ? { order_id: row.order_id, number: row.order_number as number, total_cents: row.order_total_cents as number, created_at: (row.order_created_at as Date).toISOString() }
      : null,
  }));
  return { ...pageOf(data, total, query), recovered_month_cents: month };
}
