// The coupon's rules, pure: when a coupon can be used and how much it takes off. The coupon check, the
// order and the checkout use these; the limits (usage_limit, per_customer_limit) are also held by the order's
// transaction (the SQL function place_order), which is what makes them exact under concurrency.
import { formatBrl } from '../money';
import { formatDate, formatDateTime } from '../date-time';

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon is, as the API answers it (managers). `used_count`: uses reserved by orders that may still be paid, or paid. */
export type Coupon = {
  id: string;
  code: string;
  kind: CouponKind;
  percent: number | null;
  amount_cents: number | null;
  max_discount_cents: number | null;
  min_subtotal_cents: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  product_ids: string[];
  category_ids: string[];
  active: boolean;
  used_count: number;
  /** Uses confirmed by a paid order (the rest of `used_count` is reserved by orders that may still be paid). */
  paid_count: number;
  /** Whether an order ever used it: then deleting it turns it off instead (orders keep their copy). */
  redeemed: boolean;
  created_at: string;
  updated_at: string;
};

/** The copy of the coupon an order keeps (later edits of the coupon never change an order). */
export type OrderCoupon = Pick<Coupon, 'code' | 'kind' | 'percent' | 'amount_cents'>;

/** A cart line as a coupon sees it: its product, that product's category and what the line costs. */
export type CouponLine = { product_id: string; category_id: string | null; line_total_cents: number };

/** The answer of POST /api/coupons/check, and what an order applies. */
export type CouponQuote = { code: string; kind: CouponKind; discount_cents: number; free_shipping: boolean };

/** The coupon's field of the check and the order: a code the buyer types, compared without regard to case. */
export const COUPON_CODE = /^[A-Za-z0-9_-]{3,40}$/;
/** A code as stored and compared: trimmed, upper-case. */
export const couponKey = (code: string): string => code.trim().toUpperCase();

/**
 * Answered (422 on `code`) for a code no coupon has, and alike for a coupon turned off or with every use taken: a
 * reason that is not the buyer's to know must not tell a real code from a guess. The reasons the buyer can act on or
 * already knows are named: its dates, its minimum, its products, and this customer's own uses (only a buyer who used
 * the code sees that one).
 */
export const COUPON_INVALID = 'Cupom inválido ou inativo.';
/** Answered (422 on `code`) when this customer used the coupon as many times as it allows. */
export const COUPON_CUSTOMER_LIMIT = 'Você já usou este cupom o número máximo de vezes.';
/** Answered (422 on `code`) when the coupon is limited to products or categories the cart does not have. */
export const COUPON_NO_LINES = 'Este cupom não vale para os produtos do carrinho.';
/** Answered (422 on `coupon_code`) when the coupon's window closed between the order's checks and its transaction. */
export const COUPON_OUT_OF_WINDOW = 'Este cupom não está válido agora.';

/** The reason an order's transaction refused its coupon (`place_order` raises VTCPN with it as detail; exhausted is COUPON_INVALID). */
export function couponRefusedInOrder(detail: string | undefined): string {
  if (detail === 'customer_limit') return COUPON_CUSTOMER_LIMIT;
  if (detail === 'window') return COUPON_OUT_OF_WINDOW;
  return COUPON_INVALID;
}
/** Answered (422 on `code`) before the coupon's start, naming it in São Paulo time. */
export const couponNotStarted = (startsAt: string): string => `Cupom válido a partir de ${formatDateTime(startsAt)}`;
/** Answered (422 on `code`) after the coupon's end, naming its day in São Paulo time. */
export const couponExpired = (endsAt: string): string => `Cupom expirado em ${formatDate(endsAt)}`;
/** Answered (422 on `code`) below the coupon's minimum subtotal. */
export const couponMinimum = (cents: number): string => `Pedido mínimo de ${formatBrl(cents)} para este cupom`;

type Terms = Pick<
  Coupon,
  'kind' | 'percent' | 'amount_cents' | 'max_discount_cents' | 'min_subtotal_cents' | 'starts_at' | 'ends_at' | 'usage_limit' | 'used_count' | 'per_customer_limit' | 'product_ids' | 'category_ids' | 'active'
>;

/** Whether the coupon is limited to some products or categories. */
const scoped = (coupon: Pick<Coupon, 'product_ids' | 'category_ids'>): boolean => coupon.product_ids.length + coupon.category_ids.length > 0;

/** The lines a coupon's discount applies to: all, or those of its products and categories. */
export function eligibleLines<L extends CouponLine>(coupon: Pick<Coupon, 'product_ids' | 'category_ids'>, lines: readonly L[]): L[] {
  if (!scoped(coupon)) return [...lines];
  return lines.filter(
    (line) => coupon.product_ids.includes(line.product_id) || (line.category_id !== null && coupon.category_ids.includes(line.category_id)),
  );
}

/**
 * What the buyer is refused, or null: inactive or exhausted (COUPON_INVALID, as an unknown code), not yet valid,
 * expired, used up by this customer, no line
 * (donations are not lines to a coupon: couponLines), below the minimum, no line in scope.
 */
export function couponRefusal(
  coupon: Terms,
  context: { now: Date; subtotal_cents: number; lines: readonly CouponLine[]; customer_uses: number },
): string | null {
  if (!coupon.active) return COUPON_INVALID;
  if (coupon.starts_at && context.now < new Date(coupon.starts_at)) return couponNotStarted(coupon.starts_at);
  if (coupon.ends_at && context.now >= new Date(coupon.ends_at)) return couponExpired(coupon.ends_at);
  if (coupon.usage_limit !== null && coupon.used_count >= coupon.usage_limit) return COUPON_INVALID;
  if (coupon.per_customer_limit !== null && context.customer_uses >= coupon.per_customer_limit) return COUPON_CUSTOMER_LIMIT;
  // A cart of donations only has no line a coupon can take anything off.
  if (context.lines.length === 0) return COUPON_NO_LINES;
  if (coupon.min_subtotal_cents !== null && context.subtotal_cents < coupon.min_subtotal_cents) return couponMinimum(coupon.min_subtotal_cents);
  if (scoped(coupon) && eligibleLines(coupon, context.lines).length === 0) return COUPON_NO_LINES;
  return null;
}

/**
 * What the coupon takes off the lines, in cents: a percentage of the lines it applies to (rounded down), or a fixed
 * amount (at most those lines' total), then at most `max_discount_cents`; never negative, never above those lines.
 * Free shipping takes nothing off the lines: it zeroes the chosen shipping option's price (`free_shipping`).
 */
export function couponDiscount(coupon: Terms, lines: readonly CouponLine[]): number {
  if (coupon.kind === 'free_shipping') return 0;
  const base = eligibleLines(coupon, lines).reduce((sum, line) => sum + line.line_total_cents, 0);
  const raw = coupon.kind === 'percent' ? Math.floor((base * (coupon.percent ?? 0)) / 100) : Math.min(coupon.amount_cents ?? 0, base);
  return Math.max(0, Math.min(raw, base, coupon.max_discount_cents ?? Number.POSITIVE_INFINITY));
}

/** The check's answer for a coupon the buyer may use on these lines. */
export const couponQuote = (coupon: Terms & Pick<Coupon, 'code'>, lines: readonly CouponLine[]): CouponQuote => ({
  code: coupon.code,
  kind: coupon.kind,
  discount_cents: couponDiscount(coupon, lines),
  free_shipping: coupon.kind === 'free_shipping',
});

/** How an order names its coupon on screens and in e-mails: "CODE (10%)", "CODE (R$ 5,00)", "CODE (frete grátis)" in PT. */
export function couponValue(coupon: OrderCoupon, freeShippingLabel: string): string {
  if (coupon.kind === 'percent') return `${coupon.percent}%`;
  if (coupon.kind === 'fixed') return formatBrl(coupon.amount_cents ?? 0);
  return freeShippingLabel;
}
