import { shopLabel as t } from '../../client/shop/shop-labels';
import { formatBrl } from '../../lib/money';
import { shippingLabel } from '../../lib/shop/melhorenvio';
import { isMercadoPago } from '../../lib/shop/orders';
import { clearSession } from '../../stores/session';
import { AddressFields, type Errors } from './AddressFields';
import { Identify } from './Identify';
import { NEW, type CheckoutData } from './use-checkout-data';

// The first four steps of the checkout, each drawn from the checkout's data (useCheckoutData): who buys, where it
// goes, how it is shipped and how it is paid. The review and the confirmation are in ReviewStep and CheckoutIsland.

/** 1. Who buys: the logged-in buyer (with "Não é você?"), or the login and registration forms. */
export function IdentifyStep({ data, privacyHref }: { data: CheckoutData; privacyHref: string | null }) {
  const { token, user, profile } = data;
  return (
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
        <Identify privacyHref={privacyHref} onSignedIn={() => undefined} />
      )}
    </section>
  );
}

/** 2. Where it goes: a saved address, or a new one typed (its errors shown once the buyer tried to confirm). */
export function AddressStep({ data, errors, onEdited }: { data: CheckoutData; errors: Errors; onEdited: () => void }) {
  const { addresses, saved, chosen, setChoice, draft, setDraft } = data;
  return (
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
          errors={errors}
          onChange={(changes) => {
            setDraft((current) => ({ ...current, ...changes }));
            onEdited();
          }}
        />
      )}
    </section>
  );
}

/** 3. How it is shipped: the options quoted for the address's CEP (or why there are none), one picked. */
export function ShippingStep({ data }: { data: CheckoutData }) {
  const { cep, quote, requote, options, option, pickService } = data;
  return (
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
  );
}

/**
 * A step's title numbered by its place: the labels carry the numbers of the full checkout ("4. Pagamento"); an
 * order of donations only skips the address and shipping steps, so its later steps are numbered again.
 */
export const stepTitle = (key: string, data: Pick<CheckoutData, 'delivery'>, skipped = 2): string => {
  const title = t(key);
  return data.delivery ? title : title.replace(/^(\d+)\./, (_, n: string) => `${Number(n) - skipped}.`);
};

/** 4. How it is paid: the methods the shop offers, with their instructions. */
export function PaymentStep({ data }: { data: CheckoutData }) {
  const { methods, offered, payment, setMethod } = data;
  return (
    <section className="checkout-step" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{stepTitle('checkout_step_payment', data)}</h2>
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
  );
}
