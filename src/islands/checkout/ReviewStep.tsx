import { useEffect, useState } from 'react';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { formatBrl } from '../../lib/money';
import type { CouponQuote } from '../../lib/shop/coupons';
import type { ShortLine } from '../../lib/shop/orders';
import { SHOP_PATHS } from '../../lib/shop/shop-paths';
import { authed } from './checkout-api';
import { stepTitle } from './CheckoutSteps';
import { Field } from './Field';
import { PrivacyNotice } from './PrivacyNotice';
import type { CheckoutData } from './use-checkout-data';

/** The order's total as the checkout shows it: lines, shipping (none with a free-shipping coupon), less the coupon's discount. */
export function checkoutTotal(subtotal: number, shippingCents: number | null, coupon: CouponQuote | null): number {
  return subtotal + (coupon?.free_shipping ? 0 : (shippingCents ?? 0)) - (coupon?.discount_cents ?? 0);
}

/**
 * "Cupom de desconto" with "Aplicar": the server checks the code on the cart (POST /api/coupons/check, with the
 * buyer's token when logged in, for the per-customer limit) and answers its discount or the reason it is refused. An
 * applied coupon is checked again when the cart or the buyer changes; Enter applies it instead of sending the order.
 */
function CouponField({ data, coupon, onCoupon }: { data: CheckoutData; coupon: CouponQuote | null; onCoupon: (coupon: CouponQuote | null) => void }) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const apply = async (typed: string) => {
    const trimmed = typed.trim();
    setError(null);
    if (!trimmed) return onCoupon(null);
    setChecking(true);
    const result = await authed<CouponQuote>('POST', '/api/coupons/check', { code: trimmed, items: data.cart });
    setChecking(false);
    if (result.ok) return onCoupon(result.data);
    onCoupon(null);
    setError(result.error.errors?.code?.[0] ?? (result.error.status === 0 ? t('network_error') : result.error.message));
  };
  useEffect(() => {
    if (coupon) void apply(coupon.code);
  }, [data.cartKey, data.user?.id]);
  return (
    <div className="checkout-coupon">
      <Field id="checkout-coupon" label={t('checkout_coupon')} error={error}>
        {(attrs) => (
          <input
            {...attrs}
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void apply(code);
            }}
          />
        )}
      </Field>
      <button type="button" className="btn" onClick={() => void apply(code)} disabled={checking}>
        {checking ? t('checkout_coupon_checking') : t('checkout_coupon_apply')}
      </button>
      {coupon && (
        <p role="status" className="checkout-coupon-applied">
          {t('checkout_coupon_applied', { code: coupon.code })}{' '}
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setCode('');
              onCoupon(null);
            }}
          >
            {t('checkout_coupon_remove')}
          </button>
        </p>
      )}
    </div>
  );
}

type ReviewProps = {
  data: CheckoutData;
  coupon: CouponQuote | null;
  onCoupon: (coupon: CouponQuote | null) => void;
  notes: string;
  onNotes: (notes: string) => void;
  short: ShortLine[];
  failure: string | null;
  sending: boolean;
  /** The order is being sent again by itself after a 503 or no answer ("Tentando novamente…"). */
  retrying?: boolean;
  /** The privacy page's address (the line above "Confirmar pedido"), or null. */
  privacyHref: string | null;
};

/**
 * 5. The review: the lines as the server priced them, the coupon, the totals, the notes, and "Confirmar pedido" with
 * the line linking the privacy policy above it.
 */
export function ReviewStep({ data, coupon, onCoupon, notes, onNotes, short, failure, sending, retrying, privacyHref }: ReviewProps) {
  const { check, problems, subtotal, option, user, delivery } = data;
  const shipping = option ? (option.price_cents === 0 || coupon?.free_shipping ? t('checkout_free') : formatBrl(option.price_cents)) : '—';
  return (
    <section className="checkout-step" aria-labelledby="checkout-review">
      <h2 id="checkout-review">{stepTitle('checkout_step_review', data)}</h2>
      {check?.state === 'loading' && <p role="status">{t('checkout_loading')}</p>}
      {check?.state === 'ready' && (
        <ul className="checkout-lines">
          {check.data.lines.map((line, index) => (
            <li key={`${line.product_id}:${line.variant_id ?? ''}`}>
              <span>
                {line.quantity} × {line.kind === 'donation' && `${t('shop_cart_donation')}: `}
                {line.name ?? '—'}
                {line.options.length > 0 && ` (${line.options.map((o) => o.value).join(', ')})`}
              </span>
              <span>{formatBrl(line.line_total_cents)}</span>
              {problems.some((p) => p.line === index) && <span className="checkout-line-problem">{t('checkout_line_problem')}</span>}
            </li>
          ))}
        </ul>
      )}
      {/* A coupon discounts products only: a cart of donations has nothing for one to take off. */}
      {user && delivery && <CouponField data={data} coupon={coupon} onCoupon={onCoupon} />}
      <dl className="cart-totals">
        <dt>{t('checkout_subtotal')}</dt>
        <dd>{formatBrl(subtotal)}</dd>
        {delivery && (
          <>
            <dt>{t('checkout_shipping')}</dt>
            <dd>{shipping}</dd>
          </>
        )}
        {coupon && !coupon.free_shipping && (
          <>
            <dt>{t('checkout_discount', { code: coupon.code })}</dt>
            <dd id="checkout-discount">-{formatBrl(coupon.discount_cents)}</dd>
          </>
        )}
        <dt className="cart-total-label">{t('checkout_total')}</dt>
        <dd className="cart-total" id="checkout-total">{formatBrl(checkoutTotal(subtotal, delivery ? (option?.price_cents ?? null) : null, coupon))}</dd>
      </dl>
      {user && (
        <Field id="checkout-notes" label={t('checkout_notes')}>
          {(attrs) => <textarea {...attrs} rows={3} maxLength={1000} value={notes} onChange={(e) => onNotes(e.target.value)} />}
        </Field>
      )}
      {short.length > 0 && (
        <div className="form-failure" role="alert">
          <p>{t('checkout_short')}</p>
          <ul>
            {short.map((line) => (
              <li key={line.line}>
                {check?.state === 'ready' ? check.data.lines[line.line]?.name : ''}: {line.message}
              </li>
            ))}
          </ul>
          <a href={`/loja/${SHOP_PATHS.cart}`}>{t('checkout_fix_cart')}</a>
        </div>
      )}
      {failure && <p className="form-failure" role="alert">{failure}</p>}
      {user && <PrivacyNotice href={privacyHref} lead="privacy_agree_checkout" />}
      <p className="checkout-actions">
        <a href={`/loja/${SHOP_PATHS.cart}`}>{t('checkout_back_to_cart')}</a>
        {user && (
          <button type="submit" className="btn btn-primary" disabled={sending || problems.length > 0}>
            {sending ? t(retrying ? 'checkout_retrying' : 'checkout_confirming') : t('checkout_confirm')}
          </button>
        )}
      </p>
    </section>
  );
}
