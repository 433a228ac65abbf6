import { atom } from 'nanostores';
import { readCookie, writeCookie } from './cookies';
import {
  addToCart,
  CART_COOKIE,
  decodeCart,
  encodeCart,
  POSTAL_CODE_COOKIE,
  removeCartLine,
  updateCartLine,
  type CartLine,
} from '../lib/shop/cart';

/** A shipping option the visitor chose for the cart (the spec's `selectedShipping`); the server prices it again. */
export type SelectedShipping = { service: string; name: string; price_cents: number; days: number | null };

const inBrowser = typeof document !== 'undefined';

/** The spec's `cart`: ids and quantities, kept in the 365-day `cart` cookie (so other tabs and reloads see it). */
export const $cart = atom<CartLine[]>(inBrowser ? decodeCart(readCookie(CART_COOKIE)) : []);
/** The spec's `postal_code`: the CEP of the last quote (8 digits), kept in the 365-day `postal_code` cookie. */
export const $postalCode = atom<string>(inBrowser ? (readCookie(POSTAL_CODE_COOKIE) ?? '').replace(/\D/g, '').slice(0, 8) : '');
const SHIPPING_STORE = 'vitrine_shipping';

function storedShipping(): SelectedShipping | null {
  try {
    return JSON.parse(sessionStorage.getItem(SHIPPING_STORE) ?? 'null') as SelectedShipping | null;
  } catch {
    return null;
  }
}

/**
 * The spec's `selectedShipping`: the option chosen for the current cart and CEP, kept for the tab's session
 * (sessionStorage) so the checkout opens with it chosen; the server prices it again.
 */
export const $selectedShipping = atom<SelectedShipping | null>(inBrowser ? storedShipping() : null);
if (inBrowser) {
  $selectedShipping.listen((chosen) => {
    try {
      if (chosen) sessionStorage.setItem(SHIPPING_STORE, JSON.stringify(chosen));
      else sessionStorage.removeItem(SHIPPING_STORE);
    } catch {
      // storage refused (private mode): the choice lives in this page only
    }
  });
}

function saveCart(cart: CartLine[]): void {
  $cart.set(cart);
  writeCookie(CART_COOKIE, encodeCart(cart));
  window.dispatchEvent(new CustomEvent('vitrine:cart', { detail: cart }));
}

/** Reads the cookie again (another tab may have changed it) before changing the cart. */
const current = (): CartLine[] => decodeCart(readCookie(CART_COOKIE));

/** Adds units of a product (or variant): a present line grows, else it is appended. */
export const addItem = (line: CartLine): void => saveCart(addToCart(current(), line));
/** Sets a line's quantity (appends it when missing). */
export const setItemQuantity = (line: CartLine): void => saveCart(updateCartLine(current(), line));
/** Removes the line at a position. */
export const removeItem = (position: number): void => saveCart(removeCartLine(current(), position));
/** Empties the cart (after an order is placed). */
export const clearCart = (): void => saveCart([]);

/** Takes the cookie's cart when another tab changed it (called when this tab is shown again). */
export function syncCart(): void {
  const stored = current();
  if (encodeCart(stored) === encodeCart($cart.get())) return;
  $cart.set(stored);
  window.dispatchEvent(new CustomEvent('vitrine:cart', { detail: stored }));
}

// Another script wrote the cookie (the account's cart arriving, a restore link, another bundle's store): this store
// takes it, so the product page and the cart island show the same lines as the badge.
if (inBrowser) {
  addEventListener('vitrine:cart', () => {
    const stored = current();
    if (encodeCart(stored) !== encodeCart($cart.get())) $cart.set(stored);
  });
}

/** Keeps the CEP of the last quote; a new CEP forgets the chosen option. */
export function setPostalCode(digits: string): void {
  const clean = digits.replace(/\D/g, '').slice(0, 8);
  if (clean !== $postalCode.get()) $selectedShipping.set(null);
  $postalCode.set(clean);
  writeCookie(POSTAL_CODE_COOKIE, clean);
}
