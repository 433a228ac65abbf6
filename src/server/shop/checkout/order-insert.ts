import type { CartItem } from '../../../lib/schemas/cart';
import type { AddressData } from '../../../lib/schemas/address';
import type { CreateOrderData } from '../../../lib/schemas/order';
import type { CartCheck } from '../../../lib/shop/cart-lines';
import type { OrderAddress, OrderShipping } from '../../../lib/shop/orders';
import { addressJson, MAX_ADDRESSES } from '../../accounts/addresses';
import type { SessionUser } from '../../auth/sessions';
import type { Sql } from '../../db/client';
import { slotJson, type SlotRequest } from '../../http/rate-limit';
import type { CouponQuote, OrderCoupon } from '../../../lib/shop/coupons';
import { freeSettlement, orderTotal } from './order-amounts';
import type { CheckoutPaymentMethod } from './payment-methods';

/** An order checked and priced (createOrder's checks), ready for its transaction. */
export type CheckedOrder = {
  method: CheckoutPaymentMethod;
  /** Where it goes; null for an order of donations only (nothing to deliver). */
  address: OrderAddress | null;
  /** The new address sent, saved to the account with the order; null for a saved one. */
  save: AddressData | null;
  check: CartCheck;
  /** The option chosen as quoted; null for an order of donations only. */
  shipping: OrderShipping | null;
  /** The coupon the order uses (its use is reserved by the order's statement), or null. */
  coupon: OrderCouponUse | null;
  windowDays: number;
};

/** A coupon applied to an order: its id, what it gives (the check's answer) and the copy the order keeps. */
export type OrderCouponUse = { id: string; quote: CouponQuote; copy: OrderCoupon };

/** What the order's statement is made of: the checked order, its buyer, key and request, and its rate limit's slot. */
export type NewOrder = CheckedOrder & { user: SessionUser; key: string; hash: string; input: CreateOrderData; slot: SlotRequest };

/** One stock row to take units from: a variant, or a product without variants. */
type Reservation = { table: 'product_variants' | 'products'; id: string; quantity: number };

/**
 * The units each stock row gives, lines of the same product or variant summed, in a fixed order (no deadlocks).
 * A donation's line takes no stock.
 */
function reservations(items: CartItem[], check: CartCheck): Reservation[] {
  const byRow = new Map<string, Reservation>();
  for (const [index, item] of items.entries()) {
    if (check.lines[index]?.kind === 'donation') continue;
    const table = item.variant_id ? 'product_variants' : 'products';
    const id = item.variant_id ?? item.product_id;
    const row = byRow.get(`${table}:${id}`) ?? { table, id, quantity: 0 };
    row.quantity += item.quantity;
    byRow.set(`${table}:${id}`, row);
  }
  return [...byRow.values()].sort((a, b) => a.table.localeCompare(b.table) || Number(BigInt(a.id) - BigInt(b.id)));
}

/** The order as the database function `place_order` takes it (its comment in migration 20261126000500 says what it does). */
function placeOrderJson(order: NewOrder) {
  const { user, input, check, shipping, coupon } = order;
  const discount = coupon?.quote.discount_cents ?? 0;
  const total = orderTotal(check, shipping, discount);
  return {
    user_id: user.id,
    key: order.key,
    request_hash: order.hash,
    rate: slotJson(order.slot),
    reservations: reservations(input.items, check),
    save_address: order.save ? addressJson(order.save) : null,
    max_addresses: MAX_ADDRESSES,
    order: {
      address: order.address,
      shipping,
      payment_method: input.payment_method,
      payment_instructions: order.method.instructions,
      subtotal_cents: check.subtotal_cents,
      shipping_cents: shipping?.price_cents ?? 0,
      discount_cents: discount,
      total_cents: total,
      coupon: coupon?.copy ?? null,
      notes: input.notes,
      locale: input.locale,
      window_days: order.windowDays,
    },
    lines: check.lines.map((line, position) => ({
      position,
      product_id: line.product_id,
      variant_id: line.variant_id,
      name: line.name as string,
      sku: line.sku,
      options: line.options.map((o) => o.value),
      image: line.image,
      unit_price_cents: line.unit_price_cents as number,
      quantity: line.quantity,
      kind: line.kind,
    })),
    coupon: coupon ? { id: coupon.id, discount_cents: discount } : null,
    free: freeSettlement(total),
  };
}

/**
 * The order's transaction in one statement, so one round trip however many lines: the database function
 * `place_order` claims the key (a concurrent retry waits for this one, then answers its order: `replayed`), takes the
 * rate limit's slot, reserves the stock row by row with its sales' stock history, saves a new address, writes the
 * order (the buyer's name, e-mail, document and phone copied from the account), its lines, its first history entry
 * and the key's link to it, and pays a zero total as it is made. What it refuses it raises (VTKEY, VTRAT, VTSTK,
 * VTADR), everything rolled back: createOrder answers those.
 */
export async function insertOrder(sql: Sql, order: NewOrder): Promise<{ id: string; replayed: boolean }> {
  const [{ placed }] = await sql<{ placed: { id: string; replayed: boolean } }[]>`
    select place_order(${sql.json(placeOrderJson(order))}) as placed`;
  return placed;
}
