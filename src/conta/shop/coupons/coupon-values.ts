import { formatDecimal, parseBrl } from '../../../lib/money';
import { toSiteInputValue } from '../../../lib/site-date-input';
import type { Coupon, CouponKind } from '../../../lib/shop/coupons';

/** The coupon form's values as typed: amounts in reais ("10,00"), times as `datetime-local` values in São Paulo. */
export type CouponValues = {
  code: string;
  kind: CouponKind;
  percent: string;
  amount: string;
  max_discount: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  product_ids: string[];
  category_ids: string[];
  active: boolean;
};

export const NEW_COUPON: CouponValues = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  max_discount: '',
  min_subtotal: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  per_customer_limit: '',
  product_ids: [],
  category_ids: [],
  active: true,
};

const reais = (cents: number | null): string => (cents === null ? '' : formatDecimal(cents));
const whole = (n: number | null): string => (n === null ? '' : String(n));

/** A coupon as the form shows it. */
export function couponValues(coupon: Coupon): CouponValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: whole(coupon.percent),
    amount: reais(coupon.amount_cents),
    max_discount: reais(coupon.max_discount_cents),
    min_subtotal: reais(coupon.min_subtotal_cents),
    starts_at: toSiteInputValue(coupon.starts_at),
    ends_at: toSiteInputValue(coupon.ends_at),
    usage_limit: whole(coupon.usage_limit),
    per_customer_limit: whole(coupon.per_customer_limit),
    product_ids: coupon.product_ids,
    category_ids: coupon.category_ids,
    active: coupon.active,
  };
}

// A typed amount in cents; what does not read as reais is sent as typed, so the API names the field in its 422.
const cents = (text: string): number | string | null => {
  const value = parseBrl(text);
  return value === null ? null : Number.isNaN(value) ? text : value;
};
const number = (text: string): number | string | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : text);

/** The body of POST/PUT /api/coupons: the API checks every field (its 422s go under the fields). */
export function couponBody(values: CouponValues) {
  return {
    code: values.code,
    kind: values.kind,
    percent: values.kind === 'percent' ? number(values.percent) : null,
    amount_cents: values.kind === 'fixed' ? cents(values.amount) : null,
    max_discount_cents: cents(values.max_discount),
    min_subtotal_cents: cents(values.min_subtotal),
    starts_at: values.starts_at || null,
    ends_at: values.ends_at || null,
    usage_limit: number(values.usage_limit),
    per_customer_limit: number(values.per_customer_limit),
    product_ids: values.product_ids,
    category_ids: values.category_ids,
    active: values.active,
  };
}
