import { canMoveOrder, ORDER_STATUS_LABELS, type OrderStatus } from '../../../lib/shop/orders';
import type { StockReturnReason } from '../../../lib/shop/stock-history';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { ORDER_NOT_FOUND } from './order-read';

/**
 * A status change asked of moveOrder: by whom (null: the system), with an internal note and a tracking code.
 * `onlyFrom` narrows the table for this caller (a customer cancels a pending order only), checked against the
 * status read in the transaction, so a change that lands first (a payment) wins cleanly.
 */
export type OrderMove = {
  to: OrderStatus;
  by: string | null;
  note?: string | null;
  trackingCode?: string | null;
  onlyFrom?: { statuses: readonly OrderStatus[]; message: string };
  /** Why a cancel gives the units back, as the stock history records it (default `cancel`; a refund, an expiry). */
  stockReason?: StockReturnReason;
  /** The provider payment that pays the order (a move to paid), kept as the order's paying payment. */
  paidPaymentId?: string;
  /** The status the caller read under the order's row lock in this transaction: no need to read it again. */
  lockedFrom?: OrderStatus;
};

/** The 409 of a move the transition table refuses, naming the current and the asked status. */
export const moveRefused = (from: OrderStatus, to: OrderStatus): string =>
  `O pedido está em "${ORDER_STATUS_LABELS[from]}" e não pode passar para "${ORDER_STATUS_LABELS[to]}".`;

/**
 * Gives back the units an order reserved, once: the `restocked_at` mark is set by the same conditional update, so a
 * second call (or a racing one) finds nothing to give back. Lines whose product or variant is gone are skipped;
 * unlimited stock (null) stays unlimited; a donation's line took no stock and gives none back (even if its product
 * has become one with stock since). Each row given units gets its stock history row (`reason`, by `by`, the
 * order) from the same statement.
 */
export async function restock(tx: Db, orderId: string, reason: StockReturnReason = 'cancel', by: string | null = null): Promise<boolean> {
  const [marked] = await tx`update orders set restocked_at = now() where id = ${orderId} and restocked_at is null returning id`;
  if (!marked) return false;
  await tx`
    with back as (
      update product_variants v set stock = v.stock + l.quantity
      from (select variant_id, sum(quantity)::int as quantity from order_items where order_id = ${orderId} and variant_id is not null
            group by variant_id order by variant_id) l
      where v.id = l.variant_id and v.stock is not null
      returning v.product_id, v.id, v.option_values, l.quantity, v.stock)
    insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id, order_id)
    select product_id, id, option_values, ${reason}, quantity, stock, ${by}, ${orderId} from back`;
  await tx`
    with back as (
      update products p set stock = p.stock + l.quantity
      from (select product_id, sum(quantity)::int as quantity from order_items
            where order_id = ${orderId} and variant_id is null and product_id is not null and kind = 'product'
            group by product_id order by product_id) l
      where p.id = l.product_id and p.stock is not null
      returning p.id, l.quantity, p.stock)
    insert into stock_history (product_id, kind, quantity, stock_after, user_id, order_id)
    select id, ${reason}, quantity, stock, ${by}, ${orderId} from back`;
  return true;
}

/**
 * The one way an order's status changes (inside the caller's transaction): the transition table allows `from → to`,
 * and `update … where status = $from` makes a racing change lose cleanly (409) instead of overwriting. Writes the
 * history row; `paid` stamps paid_at and confirms the coupon's use, `sent` stores the tracking code, `canceled` gives
 * the units and the coupon's use back once (a failed order keeps both: it can still be paid).
 * Returns the status the order had.
 */
export async function moveOrder(tx: Db, id: string, move: OrderMove): Promise<OrderStatus> {
  const [current] = move.lockedFrom
    ? [{ status: move.lockedFrom }]
    : await tx<{ status: OrderStatus }[]>`select status from orders where id = ${id}`;
  if (!current) throw notFound(ORDER_NOT_FOUND);
  const from = current.status;
  if (move.onlyFrom && !move.onlyFrom.statuses.includes(from)) throw conflict(`${move.onlyFrom.message} ${moveRefused(from, move.to)}`);
  if (!canMoveOrder(from, move.to)) throw conflict(moveRefused(from, move.to));
  // The change and its history row in one statement (one round trip): no row when another change won the race.
  const [moved] = await tx`
    with moved as (
      update orders set status = ${move.to}, updated_at = now(),
        paid_at = case when ${move.to} = 'paid' then now() else paid_at end,
        paid_payment_id = case when ${move.to} = 'paid' then coalesce(${move.paidPaymentId ?? null}::text, paid_payment_id) else paid_payment_id end,
        tracking_code = case when ${move.to} = 'sent' then ${move.trackingCode ?? null} else tracking_code end
      where id = ${id} and status = ${from} returning id),
    -- The coupon's use: confirmed when the order is paid, given back when it is canceled (one use free again).
    confirmed as (
      update coupon_redemptions set status = 'confirmed', updated_at = now()
      where ${move.to} = 'paid' and order_id in (select id from moved) and status = 'reserved'),
    released as (
      update coupon_redemptions set status = 'released', updated_at = now()
      where ${move.to} = 'canceled' and order_id in (select id from moved) and status <> 'released'
      returning coupon_id),
    freed as (update coupons c set used_count = c.used_count - 1, updated_at = now() from released r where c.id = r.coupon_id)
    insert into order_history (order_id, from_status, to_status, user_id, note)
    select id, ${from}, ${move.to}, ${move.by}, ${move.note ?? null} from moved
    returning order_id`;
  if (!moved) {
    // Another change won the race: answer with the status it left.
    const [now] = await tx<{ status: OrderStatus }[]>`select status from orders where id = ${id}`;
    throw conflict(moveRefused(now?.status ?? from, move.to));
  }
  if (move.to === 'canceled') await restock(tx, id, move.stockReason ?? 'cancel', move.by);
  return from;
}
