import { useStore } from '../../client/use-store';
import { useEffect, useReducer, useRef, useState } from 'react';
import { shopLabel as t, whenLabelsLoaded } from '../../client/shop/shop-labels';
import { addressErrors, addressPayload } from '../../lib/address-rules';
import type { CouponQuote } from '../../lib/shop/coupons';
import { ADDRESS_REQUIRED, REQUIRED_FIELDS, type Order, type ShortLine } from '../../lib/shop/orders';
import { $cart, clearCart } from '../../stores/cart';
import type { Errors } from './AddressFields';
import { forgetIdempotencyKey, idempotencyKeyFor, sendOrder } from './checkout-api';
import { AddressStep, IdentifyStep, PaymentStep, ShippingStep } from './CheckoutSteps';
import { Confirmation } from './Confirmation';
import { firstErrors, focusFirstError } from './Identify';
import { ReviewStep } from './ReviewStep';
import { NEW, useCheckoutData } from './use-checkout-data';

/** The page's address with `?pedido={id}` (so a reload shows the confirmation again). */
const orderInAddress = (): string | null => new URLSearchParams(location.search).get('pedido');

/**
 * /loja/finalizar-pedido (and /checkout): identification, delivery address, shipping, payment and review on one page,
 * then "Confirmar pedido" (POST /api/orders with an Idempotency-Key). Every price shown comes from the server, which
 * prices the order again; the cart is cleared only once the order exists.
 */
export default function CheckoutIsland({ privacyHref = null }: { privacyHref?: string | null }) {
  const [, relabel] = useReducer((n: number) => n + 1, 0);
  useEffect(() => whenLabelsLoaded(relabel), []);
  const [done, setDone] = useState<{ id: string; order: Order | null } | null>(() => {
    const id = orderInAddress();
    return id ? { id, order: null } : null;
  });
  const cart = useStore($cart);
  if (done) return <Confirmation id={done.id} placed={done.order} />;
  if (cart.length === 0) {
    return (
      <div className="cart-empty">
        <p>{t('checkout_empty')}</p>
        <a className="btn btn-primary" href="/loja">{t('checkout_back_to_shop')}</a>
      </div>
    );
  }
  return <Checkout privacyHref={privacyHref} onPlaced={(order) => setDone({ id: order.id, order })} />;
}

function Checkout({ privacyHref, onPlaced }: { privacyHref: string | null; onPlaced: (order: Order) => void }) {
  const data = useCheckoutData();
  const { cart, user, chosen, draft, option, payment, recheck, delivery } = data;
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  // A coupon discounts products only: a cart that has become donations only keeps none.
  const applied = delivery ? coupon : null;
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [short, setShort] = useState<ShortLine[]>([]);
  const form = useRef<HTMLFormElement>(null);

  const draftErrors = addressErrors(draft);
  const draftEmpty = Object.values(draft).every((v) => !v.trim());
  const addressShown: Errors = chosen === NEW && shown && !draftEmpty ? { ...draftErrors, ...serverErrors } : serverErrors;

  const confirm = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    setShort([]);
    // No address yet (the saved ones still loading, or none typed): the address comes first, before the shipping it prices.
    if (delivery && (chosen === null || (chosen === NEW && draftEmpty))) {
      setFailure(ADDRESS_REQUIRED);
      return focusFirstError(form.current);
    }
    if (delivery && chosen === NEW && Object.keys(draftErrors).length > 0) {
      setFailure(REQUIRED_FIELDS);
      return focusFirstError(form.current);
    }
    if (delivery && !option) return setFailure(t('checkout_choose_shipping'));
    if (!payment) return setFailure(t('checkout_choose_payment'));
    // Donations only: nothing to deliver, so neither an address nor a shipping option is sent.
    const where = delivery ? { ...(chosen === NEW ? { address: addressPayload(draft) } : { address_id: chosen }), shipping_service: option?.service } : {};
    const body = {
      items: cart,
      ...where,
      payment_method: payment.code,
      notes: notes.trim() || null,
      ...(applied ? { coupon_code: applied.code } : {}),
      locale: document.documentElement.lang || 'pt',
    };
    setSending(true);
    // A 503 or no answer is sent again by itself with the same key (at most one order): "Tentando novamente…".
    const result = await sendOrder(body, idempotencyKeyFor(body), () => setRetrying(true));
    setSending(false);
    setRetrying(false);
    if (result.ok) {
      forgetIdempotencyKey();
      clearCart();
      history.replaceState(null, '', `${location.pathname}?pedido=${encodeURIComponent(result.data.id)}`);
      onPlaced(result.data);
      return;
    }
    const { status, message, errors, text } = result.error;
    if (status === 409) {
      try {
        setShort((JSON.parse(text) as { short?: ShortLine[] }).short ?? []);
      } catch {
        setShort([]);
      }
      recheck();
    }
    if (status === 422 && errors) {
      setServerErrors(firstErrors(errors, 'address.'));
      if (errors.address || errors.address_id) setFailure(errors.address?.[0] ?? errors.address_id?.[0] ?? message);
      else setFailure(Object.values(errors)[0]?.[0] ?? message);
      return focusFirstError(form.current);
    }
    setFailure(status === 0 ? t('network_error') : message);
  };

  return (
    <div className="checkout">
      <IdentifyStep data={data} privacyHref={privacyHref} />
      <form ref={form} noValidate onSubmit={confirm} aria-label={t('checkout_title')}>
        {user && (
          <>
            {delivery && <AddressStep data={data} errors={addressShown} onEdited={() => setServerErrors({})} />}
            {delivery && <ShippingStep data={data} />}
            <PaymentStep data={data} />
          </>
        )}
        <ReviewStep
          data={data}
          coupon={applied}
          onCoupon={setCoupon}
          notes={notes}
          onNotes={setNotes}
          short={short}
          failure={failure}
          sending={sending}
          retrying={retrying}
          privacyHref={privacyHref}
        />
      </form>
    </div>
  );
}
