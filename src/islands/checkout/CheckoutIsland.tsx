import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { lightApi } from '../../client/light-fetch';
import { shopLabel as t, whenLabelsLoaded } from '../../client/shop/shop-labels';
import { addressErrors, addressPayload } from '../../lib/address-rules';
import { formatBrl } from '../../lib/money';
import type { Address } from '../../lib/schemas/address';
import type { Page } from '../../lib/schemas/pagination';
import type { CartCheck } from '../../lib/shop/cart-lines';
import { ADDRESS_REQUIRED, isMercadoPago, REQUIRED_FIELDS, type Order, type PaymentMethod, type ShortLine } from '../../lib/shop/orders';
import { shippingLabel } from '../../lib/shop/melhorenvio';
import type { ShippingOption, ShippingQuote } from '../../lib/shop/quote-input';
import { SHOP_PATHS } from '../../lib/shop/shop-paths';
import { $cart, $selectedShipping, clearCart } from '../../stores/cart';
import { $token, clearSession, type Profile } from '../../stores/session';
import { AddressFields, type Errors, type Values } from './AddressFields';
import { authed, forgetIdempotencyKey, idempotencyKeyFor } from './checkout-api';
import { Confirmation } from './Confirmation';
import { Field } from './Field';
import { firstErrors, focusFirstError, Identify } from './Identify';

type Method = { code: PaymentMethod; name: string; instructions: string | null };
type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

const EMPTY_ADDRESS: Values = { recipient: '', cep: '', street: '', number: '', complement: '', district: '', state: '', city: '' };
const NEW = 'new';

/** Loads what `load` gives whenever `key` changes (null: nothing to load); `retry` loads it again. */
function useLoad<T>(key: string | null, load: () => Promise<{ ok: true; data: T } | { ok: false }>): [Load<T> | null, () => void] {
  const [result, setResult] = useState<Load<T> | null>(null);
  const [round, retry] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (key === null) return setResult(null);
    let live = true;
    setResult({ state: 'loading' });
    void load().then((r) => live && setResult(r.ok ? { state: 'ready', data: r.data } : { state: 'failed' }));
    return () => {
      live = false;
    };
  }, [key, round]);
  return [result, retry];
}

/** The page's address with `?pedido={id}` (so a reload shows the confirmation again). */
const orderInAddress = (): string | null => new URLSearchParams(location.search).get('pedido');

/**
 * /loja/finalizar-pedido (and /checkout): identification, delivery address, shipping, payment and review on one page,
 * then "Confirmar pedido" (POST /api/orders with an Idempotency-Key). Every price shown comes from the server, which
 * prices the order again; the cart is cleared only once the order exists.
 */
export default function CheckoutIsland() {
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
  return <Checkout onPlaced={(order) => setDone({ id: order.id, order })} />;
}

function Checkout({ onPlaced }: { onPlaced: (order: Order) => void }) {
  const cart = useStore($cart);
  const token = useStore($token);
  const cartKey = JSON.stringify(cart);
  const [profile] = useLoad<Profile>(token || null, () => authed<Profile>('GET', '/api/profile'));
  useEffect(() => {
    if (profile?.state === 'failed') clearSession();
  }, [profile]);
  const user = profile?.state === 'ready' ? profile.data : null;

  const [addresses] = useLoad<Page<Address>>(user ? user.id : null, () => authed<Page<Address>>('GET', '/api/addresses?per_page=20'));
  const saved = addresses?.state === 'ready' ? addresses.data.data : [];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (addresses?.state === 'ready' ? (saved.find((a) => a.is_default) ?? saved[0])?.id ?? NEW : null);
  const [draft, setDraft] = useState<Values>(EMPTY_ADDRESS);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const savedAddress = saved.find((a) => a.id === chosen) ?? null;
  const draftCep = draft.cep.replace(/\D/g, '');
  const cep = chosen === NEW ? (draftCep.length === 8 ? draftCep : null) : (savedAddress?.cep ?? null);

  const [quote, requote] = useLoad<ShippingQuote>(user && cep ? `${cep}|${cartKey}` : null, () =>
    lightApi<ShippingQuote>('POST', '/api/shipping/quote', { postal_code: cep, items: cart }),
  );
  const options = quote?.state === 'ready' ? quote.data.options : [];
  const [service, setService] = useState<string | null>(() => $selectedShipping.get()?.service ?? null);
  const option: ShippingOption | null = options.find((o) => o.service === service) ?? null;

  const [methods] = useLoad<{ payment_methods: Method[] }>(user ? 'methods' : null, () => lightApi('GET', '/api/shop/checkout'));
  const offered = methods?.state === 'ready' ? methods.data.payment_methods : [];
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const payment = offered.find((m) => m.code === method) ?? (offered.length === 1 ? offered[0] : null);

  const [check, recheck] = useLoad<CartCheck>(cartKey, () => lightApi<CartCheck>('POST', '/api/cart/check', { items: cart }));
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [short, setShort] = useState<ShortLine[]>([]);
  const form = useRef<HTMLFormElement>(null);

  const draftErrors = addressErrors(draft);
  const draftEmpty = Object.values(draft).every((v) => !v.trim());
  const addressShown: Errors = chosen === NEW && shown && !draftEmpty ? { ...draftErrors, ...serverErrors } : serverErrors;
  const subtotal = check?.state === 'ready' ? check.data.subtotal_cents : 0;
  const problems = check?.state === 'ready' ? check.data.problems : [];

  const confirm = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(true);
    setFailure(null);
    setShort([]);
    // No address yet (the saved ones still loading, or none typed): the address comes first, before the shipping it prices.
    if (chosen === null || (chosen === NEW && draftEmpty)) {
      setFailure(ADDRESS_REQUIRED);
      return focusFirstError(form.current);
    }
    if (chosen === NEW && Object.keys(draftErrors).length > 0) {
      setFailure(REQUIRED_FIELDS);
      return focusFirstError(form.current);
    }
    if (!option) return setFailure(t('checkout_choose_shipping'));
    if (!payment) return setFailure(t('checkout_choose_payment'));
    const body = {
      items: cart,
      ...(chosen === NEW ? { address: addressPayload(draft) } : { address_id: chosen }),
      shipping_service: option.service,
      payment_method: payment.code,
      notes: notes.trim() || null,
      locale: document.documentElement.lang || 'pt',
    };
    setSending(true);
    const result = await authed<Order>('POST', '/api/orders', body, { 'idempotency-key': idempotencyKeyFor(body) });
    setSending(false);
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

  const pickService = (picked: ShippingOption) => {
    setService(picked.service);
    $selectedShipping.set({ service: picked.service, name: picked.name, price_cents: picked.price_cents, days: picked.days });
  };

  return (
    <div className="checkout">
      <section className="checkout-step" aria-labelledby="checkout-identify">
        <h2 id="checkout-identify">{t('checkout_step_identify')}</h2>
        {token && !user && profile?.state !== 'failed' ? (
          <p role="status">{t('loading')}</p>
        ) : user ? (
          <p>
            {t('checkout_signed_in_as', { name: user.name, email: user.email })}{' '}
            <button type="button" className="btn btn-link" onClick={() => clearSession()}>{t('checkout_not_you')}</button>
          </p>
        ) : (
          <Identify onSignedIn={() => undefined} />
        )}
      </section>
    <form ref={form} noValidate onSubmit={confirm} aria-label={t('checkout_title')}>
      {user && (
        <>
          <section className="checkout-step" aria-labelledby="checkout-address">
            <h2 id="checkout-address">{t('checkout_step_address')}</h2>
            {addresses?.state === 'loading' && <p role="status">{t('loading')}</p>}
            <fieldset className="checkout-choices">
              <legend className="visually-hidden">{t('checkout_saved_addresses')}</legend>
              {saved.map((address) => (
                <label key={address.id} className="checkout-choice">
                  <input type="radio" name="address" value={address.id} checked={chosen === address.id} onChange={() => setChoice(address.id)} />
                  <span>
                    <strong>{address.recipient}</strong> — {address.street}, {address.number}
                    {address.complement ? ` ${address.complement}` : ''} · {address.district}, {address.city}/{address.state} · CEP{' '}
                    {address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}
                  </span>
                </label>
              ))}
              {saved.length > 0 && (
                <label className="checkout-choice">
                  <input type="radio" name="address" value={NEW} checked={chosen === NEW} onChange={() => setChoice(NEW)} />
                  <span>{t('checkout_new_address')}</span>
                </label>
              )}
            </fieldset>
            {chosen === NEW && (
              <AddressFields
                prefix="checkout-address"
                values={draft}
                errors={addressShown}
                onChange={(changes) => {
                  setDraft((current) => ({ ...current, ...changes }));
                  setServerErrors({});
                }}
              />
            )}
          </section>

          <section className="checkout-step" aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping">{t('checkout_step_shipping')}</h2>
            {!cep && <p>{t('checkout_quote_needs_address')}</p>}
            {quote?.state === 'loading' && <p role="status">{t('checkout_quoting')}</p>}
            {quote?.state === 'failed' && (
              <p role="alert">
                {t('checkout_quote_failed')} <button type="button" className="btn btn-link" onClick={requote}>{t('checkout_retry')}</button>
              </p>
            )}
            {quote?.state === 'ready' && options.length === 0 && <p>{t('checkout_no_options')}</p>}
            {options.length > 0 && (
              <fieldset className="checkout-choices">
                <legend className="visually-hidden">{t('checkout_step_shipping')}</legend>
                {options.map((o) => (
                  <label key={o.service} className="checkout-choice">
                    <input type="radio" name="shipping" value={o.service} checked={option?.service === o.service} onChange={() => pickService(o)} />
                    <span>
                      <strong>{shippingLabel(o)}</strong> — {o.price_cents === 0 ? t('checkout_free') : formatBrl(o.price_cents)}
                      {o.days !== null && <> · {t('checkout_days', { days: o.days })}</>}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </section>

          <section className="checkout-step" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">{t('checkout_step_payment')}</h2>
            {methods?.state === 'ready' && offered.length === 0 && <p>{t('checkout_no_methods')}</p>}
            <fieldset className="checkout-choices">
              <legend className="visually-hidden">{t('checkout_step_payment')}</legend>
              {offered.map((m) => (
                <label key={m.code} className="checkout-choice">
                  <input type="radio" name="payment" value={m.code} checked={payment?.code === m.code} onChange={() => setMethod(m.code)} />
                  <span>
                    <strong>{t(`orders_payment_${m.code}`) === `orders_payment_${m.code}` ? m.name : t(`orders_payment_${m.code}`)}</strong>
                    {isMercadoPago(m.code) && <span className="checkout-instructions">{t(`checkout_method_${m.code}`)}</span>}
                    {m.instructions && <span className="checkout-instructions">{m.instructions}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          </section>
        </>
      )}

      <section className="checkout-step" aria-labelledby="checkout-review">
        <h2 id="checkout-review">{t('checkout_step_review')}</h2>
        {check?.state === 'loading' && <p role="status">{t('checkout_loading')}</p>}
        {check?.state === 'ready' && (
          <ul className="checkout-lines">
            {check.data.lines.map((line, index) => (
              <li key={`${line.product_id}:${line.variant_id ?? ''}`}>
                <span>
                  {line.quantity} × {line.name ?? '—'}
                  {line.options.length > 0 && ` (${line.options.map((o) => o.value).join(', ')})`}
                </span>
                <span>{formatBrl(line.line_total_cents)}</span>
                {problems.some((p) => p.line === index) && <span className="checkout-line-problem">{t('checkout_line_problem')}</span>}
              </li>
            ))}
          </ul>
        )}
        <dl className="cart-totals">
          <dt>{t('checkout_subtotal')}</dt>
          <dd>{formatBrl(subtotal)}</dd>
          <dt>{t('checkout_shipping')}</dt>
          <dd>{option ? (option.price_cents === 0 ? t('checkout_free') : formatBrl(option.price_cents)) : '—'}</dd>
          <dt className="cart-total-label">{t('checkout_total')}</dt>
          <dd className="cart-total" id="checkout-total">{formatBrl(subtotal + (option?.price_cents ?? 0))}</dd>
        </dl>
        {user && (
          <Field id="checkout-notes" label={t('checkout_notes')}>
            {(attrs) => <textarea {...attrs} rows={3} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />}
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
        <p className="checkout-actions">
          <a href={`/loja/${SHOP_PATHS.cart}`}>{t('checkout_back_to_cart')}</a>
          {user && (
            <button type="submit" className="btn btn-primary" disabled={sending || problems.length > 0}>
              {sending ? t('checkout_confirming') : t('checkout_confirm')}
            </button>
          )}
        </p>
      </section>
    </form>
    </div>
  );
}
