import { useStore } from '../../client/use-store';
import { useEffect, useReducer, useState } from 'react';
import { lightApi } from '../../client/light-fetch';
import type { Address } from '../../lib/schemas/address';
import type { Page } from '../../lib/schemas/pagination';
import { needsDelivery, type CartCheck } from '../../lib/shop/cart-lines';
import type { PaymentMethod } from '../../lib/shop/orders';
import type { ShippingOption, ShippingQuote } from '../../lib/shop/quote-input';
import { $cart, $selectedShipping } from '../../stores/cart';
import { $token, clearSession, type Profile } from '../../stores/session';
import type { Values } from './AddressFields';
import { authed } from './checkout-api';

/** A payment method the shop offers at checkout. */
export type Method = { code: PaymentMethod; name: string; instructions: string | null };
/** A load's state: on its way, failed, or its data. */
export type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

export const EMPTY_ADDRESS: Values = { recipient: '', cep: '', street: '', number: '', complement: '', district: '', state: '', city: '' };
/** The address choice of a new address (typed in the form). */
export const NEW = 'new';

/** Loads what `load` gives whenever `key` changes (null: nothing to load); `retry` loads it again. */
export function useLoad<T>(key: string | null, load: () => Promise<{ ok: true; data: T } | { ok: false }>): [Load<T> | null, () => void] {
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

/**
 * The checkout's data: the buyer (their profile, from the session's token), their saved addresses and the one chosen
 * (or the new one typed), the shipping quote of its CEP and the option picked, the payment methods and the one picked,
 * and the cart checked by the server (current names, prices and problems). Each loads when what it needs is known;
 * an order of donations only (`delivery` false) loads no addresses and no quote.
 */
export function useCheckoutData() {
  const cart = useStore($cart);
  const token = useStore($token);
  const cartKey = JSON.stringify(cart);
  const [profile] = useLoad<Profile>(token || null, () => authed<Profile>('GET', '/api/profile'));
  useEffect(() => {
    if (profile?.state === 'failed') clearSession();
  }, [profile]);
  const user = profile?.state === 'ready' ? profile.data : null;
  const [check, recheck] = useLoad<CartCheck>(cartKey, () => lightApi<CartCheck>('POST', '/api/cart/check', { items: cart }));
  // Whether the order has something to deliver: the check's kinds, or until it answers the cart's own lines (a
  // donation's line carries its amount). An order of donations only has no address or shipping steps.
  const delivery = check?.state === 'ready' ? needsDelivery(check.data.lines) : cart.some((line) => line.amount_cents === undefined);

  const [addresses] = useLoad<Page<Address>>(user && delivery ? user.id : null, () => authed<Page<Address>>('GET', '/api/addresses?per_page=20'));
  const saved = addresses?.state === 'ready' ? addresses.data.data : [];
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? (addresses?.state === 'ready' ? ((saved.find((a) => a.is_default) ?? saved[0])?.id ?? NEW) : null);
  const [draft, setDraft] = useState<Values>(EMPTY_ADDRESS);
  const savedAddress = saved.find((a) => a.id === chosen) ?? null;
  const draftCep = draft.cep.replace(/\D/g, '');
  const cep = chosen === NEW ? (draftCep.length === 8 ? draftCep : null) : (savedAddress?.cep ?? null);

  const [quote, requote] = useLoad<ShippingQuote>(user && cep && delivery ? `${cep}|${cartKey}` : null, () =>
    lightApi<ShippingQuote>('POST', '/api/shipping/quote', { postal_code: cep, items: cart }),
  );
  const options = quote?.state === 'ready' ? quote.data.options : [];
  const [service, setService] = useState<string | null>(() => $selectedShipping.get()?.service ?? null);
  const option: ShippingOption | null = options.find((o) => o.service === service) ?? null;
  const pickService = (picked: ShippingOption) => {
    setService(picked.service);
    $selectedShipping.set({ service: picked.service, name: picked.name, price_cents: picked.price_cents, days: picked.days });
  };

  const [methods] = useLoad<{ payment_methods: Method[] }>(user ? 'methods' : null, () => lightApi('GET', '/api/shop/checkout'));
  const offered = methods?.state === 'ready' ? methods.data.payment_methods : [];
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const payment = offered.find((m) => m.code === method) ?? (offered.length === 1 ? offered[0] : null);


  return {
    cart,
    cartKey,
    token,
    profile,
    user,
    addresses,
    saved,
    chosen,
    setChoice,
    draft,
    setDraft,
    cep,
    quote,
    requote,
    options,
    option,
    pickService,
    methods,
    offered,
    payment,
    setMethod,
    check,
    recheck,
    delivery,
    subtotal: check?.state === 'ready' ? check.data.subtotal_cents : 0,
    problems: check?.state === 'ready' ? check.data.problems : [],
  };
}

/** What useCheckoutData gives the steps. */
export type CheckoutData = ReturnType<typeof useCheckoutData>;
