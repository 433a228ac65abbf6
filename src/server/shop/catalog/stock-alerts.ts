import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import type { StockAlertCounts, StockAlertData } from '../../../lib/schemas/stock-alert';
import { readerFilter } from '../../db/content-rows';
import type { Sql } from '../../db/client';
import { together } from '../../db/together';
import { invalid, notFound } from '../../http/http-error';
import { rateRule, takeSlots } from '../../http/rate-limit';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { isEnabled } from '../../features/features';
import { getPublicSettings } from '../../settings/settings';
import { siteAddress } from '../../site/site-address';
import { availableSql, PRODUCTS } from './product-rows';
import { PRODUCT_NOT_FOUND } from './products';
import { sendStockAlertConfirmMail, sendStockAlertMail, type ClaimedAlert } from './stock-alert-mail';

/** At most 10 alert requests per address within 10 minutes (the contact form's kind of limit). */
export const STOCK_ALERT_RULE = rateRule({
  bucket: 'stock_alert',
  max: 10,
  windowSeconds: 10 * 60,
  message: 'Você pediu muitos avisos. Tente novamente em alguns minutos.',
});

/** How long a sign-up's confirmation link stays valid; an unconfirmed sign-up is deleted by the purge after it. */
export const STOCK_ALERT_CONFIRM_HOURS = 48;
/** Logged when a sign-up's confirmation cannot be mailed: no link can be written without the site's address. */
export const CONFIRM_NO_SITE_URL = '[stock-alerts] SITE_URL is not set, so no sign-up can be confirmed (set it to mail the confirmation links).';

/** Answered (422 on `variant_id`) when a product with variants is asked without one. */
export const ALERT_VARIANT_REQUIRED = 'Escolha a variação que você quer receber.';
/** Answered (422 on `variant_id`) for a variant the product does not have (or a product without variants). */
export const ALERT_VARIANT_FOREIGN = 'A variação escolhida não é deste produto.';
/** Answered (422 on `variant_id`) for a variant that can be bought now. */
export const ALERT_VARIANT_IN_STOCK = 'Esta variação está disponível: não é preciso pedir aviso.';
/** Answered (422 on `product_id`) for a product that can be bought now. */
export const ALERT_PRODUCT_IN_STOCK = 'Este produto está disponível: não é preciso pedir aviso.';
/** Logged when a product came back but no e-mail can carry its link. */
export const ALERTS_NO_SITE_URL = '[stock-alerts] SITE_URL is not set, so the back-in-stock e-mails wait (set it to send them).';

type ItemRow = { has_variants: boolean; stock: number | null; variant_found: boolean; variant_stock: number | null };

const inStock = (stock: number | null) => stock === null || stock > 0;

/** The 422 of an alert asked for something that cannot wait (a missing or foreign variant, an item in stock). */
function itemRefusal(item: ItemRow, variantId: string | null): ReturnType<typeof invalid> | null {
  if (variantId === null) {
    if (item.has_variants) return invalid({ variant_id: [ALERT_VARIANT_REQUIRED] });
    return inStock(item.stock) ? invalid({ product_id: [ALERT_PRODUCT_IN_STOCK] }) : null;
  }
  if (!item.variant_found) return invalid({ variant_id: [ALERT_VARIANT_FOREIGN] });
  return inStock(item.variant_stock) ? invalid({ variant_id: [ALERT_VARIANT_IN_STOCK] }) : null;
}

/**
 * "Avise-me quando chegar": records that `input.email` waits for a published product without stock, or one of its
 * variants without stock (404 for a product the public cannot see; 422 on the field for a variant missing or not of
 * this product, or an item that can be bought now). Checked before the address takes a slot of STOCK_ALERT_RULE
 * (429 past it), so a malformed request does not count. The same e-mail asking again for the same item is the same
 * row (an alert already sent waits again, and its year before the purge starts over), so the answer never tells
 * whether it existed. The row is written by a statement that locks the stock row it reads (`for share`): a restock
 * committing meanwhile either waits for it, so its claim finds the row, or goes first, and the item is then answered
 * as available. A sign-up not yet confirmed (double opt-in) is mailed its confirmation link (after the answer with
 * `later`; again on each new request, within STOCK_ALERT_RULE, its link's time starting over): nothing else is
 * sent to that address until it is confirmed (confirmStockAlert).
 */
export async function subscribeStockAlert(sql: Sql, productId: string, input: StockAlertData, ip: string, later?: WaitUntil): Promise<void> {
  const [item] = await sql<ItemRow[]>`
    select p.stock, exists (select 1 from product_variants x where x.product_id = p.id) as has_variants,
      v.id is not null as variant_found, v.stock as variant_stock
    from products p left join product_variants v on v.product_id = p.id and v.id = ${input.variant_id}
    where p.id = ${productId} ${readerFilter(sql, PRODUCTS, false)}`;
  if (!item) throw notFound(PRODUCT_NOT_FOUND);
  const refusal = itemRefusal(item, input.variant_id);
  if (refusal) throw refusal;
  await takeSlots(sql, [{ rule: STOCK_ALERT_RULE, key: ip }]);
  const soldOut = input.variant_id === null
    ? sql`select 1 from products where id = ${productId} and stock = 0 for share`
    : sql`select 1 from product_variants where id = ${input.variant_id} and product_id = ${productId} and stock = 0 for share`;
  const written = await sql<(ClaimedAlert & { confirmed: boolean })[]>`
    with item as (${soldOut}),
    saved as (
      insert into stock_alerts (product_id, variant_id, email, locale, token)
      select ${productId}, ${input.variant_id}, ${input.email}, ${input.locale}, ${randomBytes(24).toString('base64url')} from item
      on conflict (product_id, (coalesce(variant_id, 0)), email)
        do update set notified_at = null, locale = excluded.locale, created_at = now()
      returning id, email, locale, token, confirmed_at, product_id, variant_id)
    select s.id::text as id, s.email, s.locale, s.token, s.confirmed_at is not null as confirmed, p.name, p.slug,
      v.option_values
    from saved s join products p on p.id = s.product_id left join product_variants v on v.id = s.variant_id`;
  const [alert] = written;
  if (!alert) throw itemRefusal({ ...item, stock: 1, variant_stock: 1 }, input.variant_id) ?? notFound(PRODUCT_NOT_FOUND);
  if (!alert.confirmed) await afterAnswer(mailConfirmation(sql, alert), later);
}

/** Mails a sign-up its confirmation link; a failure is logged (the visitor may ask again), never thrown. */
async function mailConfirmation(sql: Sql, alert: ClaimedAlert): Promise<void> {
  try {
    const site = siteAddress();
    if (!site) {
      console.error(CONFIRM_NO_SITE_URL);
      return;
    }
    await sendStockAlertConfirmMail(alert, site, await getPublicSettings(sql));
  } catch (error) {
    console.error(`[stock-alerts] the confirmation mail to ${alert.email} could not be sent:`, error);
  }
}

/** A sign-up whose confirmation link is still valid (confirmed already, or asked within STOCK_ALERT_CONFIRM_HOURS). */
const confirmable = (sql: Sql) =>
  sql`(confirmed_at is not null or created_at > now() - make_interval(hours => ${STOCK_ALERT_CONFIRM_HOURS}::int))`;

/** Whom a valid confirmation link belongs to (the page asking to confirm), or null (a token forged, or expired). */
export async function pendingStockAlert(sql: Sql, token: string): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string }[]>`
    select email, locale from stock_alerts where token = ${token} and ${confirmable(sql)}`;
  return row ?? null;
}

/**
 * The confirmation link's button (POST): the sign-up of the token is confirmed (again: no change), so its
 * back-in-stock e-mail may be sent; an item already back meanwhile is mailed at once (after the answer with
 * `later`). Answers the e-mail and its language, or null for a token that names no valid sign-up (forged, or
 * expired and about to be purged): nothing is confirmed then.
 */
export async function confirmStockAlert(sql: Sql, token: string, later?: WaitUntil): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string; product_id: string }[]>`
    update stock_alerts set confirmed_at = coalesce(confirmed_at, now())
    where token = ${token} and ${confirmable(sql)}
    returning email, locale, product_id::text as product_id`;
  if (!row) return null;
  await productRestocked(sql, row.product_id, later);
  return { email: row.email, locale: row.locale };
}

/** Which waiting alerts a restock may have answered: those of the products `scope` selects (a subquery of ids). */
type AlertScope = postgres.Fragment;

/**
 * Claims the confirmed waiting alerts of the products in `scope` whose item can be bought again (a variant's stock unlimited
 * or above 0; for a product without variants, the product available), for published products only: the same
 * statement marks them notified, so of two claims racing (two restocks committing together) each row goes to one.
 * Answers what the e-mails need.
 */
async function claimBackInStock(sql: Sql, scope: AlertScope): Promise<ClaimedAlert[]> {
  return sql<ClaimedAlert[]>`
    update stock_alerts a set notified_at = now()
    from products p
    where a.notified_at is null and a.confirmed_at is not null and p.id = a.product_id and a.product_id in (${scope})
      and p.status = 'published'
      and case when a.variant_id is null then ${availableSql(sql)}
        else exists (select 1 from product_variants v where v.id = a.variant_id and (v.stock is null or v.stock > 0)) end
    returning a.id::text as id, a.email, a.locale, a.token, p.name, p.slug,
      (select v.option_values from product_variants v where v.id = a.variant_id) as option_values`;
}

/** Gives a claimed alert back to the waiting ones (its e-mail could not be sent): the next restock tries again. */
async function unclaim(sql: Sql, id: string): Promise<void> {
  await sql`update stock_alerts set notified_at = null where id = ${id}`;
}

/**
 * After a stock change has committed: the waiting subscribers of the products `scope` selects whose item is back
 * get their one e-mail (claimed first, see claimBackInStock). Nothing while the shop is off or SITE_URL is unset
 * (they keep waiting). A mail that fails is logged and its alert waits again; nothing here can fail the change.
 */
async function notifyBackInStock(sql: Sql, scope: AlertScope): Promise<void> {
  try {
    const site = siteAddress();
    // Together (one round trip, the usual case of nobody waiting): the claim is given back when the shop is off.
    const [settings, claimed] = await together(getPublicSettings(sql), claimBackInStock(sql, scope));
    if (claimed.length === 0) return;
    const open = isEnabled(settings, 'produtos');
    if (!open || !site) {
      if (open) console.error(ALERTS_NO_SITE_URL);
      for (const alert of claimed) await unclaim(sql, alert.id);
      return;
    }
    for (const alert of claimed) {
      await sendStockAlertMail(alert, site, settings).catch(async (error: unknown) => {
        console.error(`[stock-alerts] the back-in-stock mail to ${alert.email} could not be sent:`, error);
        await unclaim(sql, alert.id);
      });
    }
  } catch (error) {
    console.error('[stock-alerts] the back-in-stock e-mails could not be prepared:', error);
  }
}

/** After an admin's save of a product has committed: its subscribers whose item is back are told (after the answer with `later`). */
export function productRestocked(sql: Sql, productId: string, later?: WaitUntil): Promise<void> {
  return afterAnswer(notifyBackInStock(sql, sql`select ${productId}::bigint`), later);
}

/** The work of an order's cancel (its units given back) once committed: the subscribers of its products whose item is back. */
export function orderRestocked(sql: Sql, orderId: string): Promise<void> {
  return notifyBackInStock(sql, sql`select product_id from order_items where order_id = ${orderId} and product_id is not null`);
}

/**
 * The one-click unsubscribe: every alert of the e-mail the token belongs to is deleted (waiting or sent), so that
 * address gets no more back-in-stock e-mails until it asks again. Answers the e-mail and its language, or null for a
 * token that names nothing (already used, or never valid).
 */
export async function unsubscribeStockAlerts(sql: Sql, token: string): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string }[]>`
    with owner as (select email, locale from stock_alerts where token = ${token}),
    gone as (delete from stock_alerts where email in (select email from owner))
    select email, locale from owner`;
  return row ?? null;
}

/** Whom a token belongs to (the confirmation page), or null. */
export async function stockAlertOwner(sql: Sql, token: string): Promise<{ email: string; locale: string } | null> {
  const [row] = await sql<{ email: string; locale: string }[]>`select email, locale from stock_alerts where token = ${token}`;
  return row ?? null;
}

/** How many wait for a product, confirmed (404 when it does not exist), in all and per variant with someone waiting. */
export async function stockAlertCounts(sql: Sql, productId: string): Promise<StockAlertCounts> {
  const rows = await sql<{ found: boolean; variant_id: string | null; option_values: string[] | null; waiting: number }[]>`
    select true as found, a.variant_id::text as variant_id, v.option_values, count(a.id)::int as waiting
    from products p
      left join stock_alerts a on a.product_id = p.id and a.notified_at is null and a.confirmed_at is not null
      left join product_variants v on v.id = a.variant_id
    where p.id = ${productId}
    group by a.variant_id, v.option_values, v.position
    order by v.position nulls first, a.variant_id`;
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  return {
    waiting: rows.reduce((sum, row) => sum + row.waiting, 0),
    variants: rows.flatMap((row) =>
      row.variant_id && row.option_values ? [{ variant_id: row.variant_id, option_values: row.option_values, waiting: row.waiting }] : [],
    ),
  };
}
