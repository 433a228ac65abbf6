import { numericId } from '../ids';

// The cart's rules (spec, section 4) and its cookie form. Pure: the browser store and the server's checks use the same
// functions. A line holds ids and a quantity only; names, prices and stock always come from the API.

/** Most units of one line. */
export const MAX_LINE_QUANTITY = 999;
/**
 * The largest order total, in cents, shipping included: R$ 20.000.000,00, a round figure safely below what the
 * orders' integer columns hold (R$ 21.474.836,47). A cart past it is a 422 on the quantity of the line that passes it.
 */
export const MAX_ORDER_TOTAL_CENTS = 2_000_000_000;
/** Most lines a cart keeps (the cookie stays well under 4 KB). */
export const MAX_CART_LINES = 50;
/** Days the cart and postal-code cookies last (spec, section 9). */
export const CART_COOKIE_DAYS = 365;
/** Name of the cart cookie. */
export const CART_COOKIE = 'cart';
/** Name of the postal-code cookie. */
export const POSTAL_CODE_COOKIE = 'postal_code';

/**
 * One line of the cart: a product, its variant when it has variants, and how many units; a donation's line has the
 * amount the buyer chose (`amount_cents`, one unit), which the server checks against the donation's minimum.
 */
export type CartLine = { product_id: number; variant_id?: number; quantity: number; amount_cents?: number };

const sameItem = (a: CartLine, b: CartLine): boolean =>
  a.product_id === b.product_id && (a.variant_id ?? null) === (b.variant_id ?? null);

// A donation is one line per product whose amount is the last one chosen: giving again changes the amount (the cart
// shows it) rather than adding a second unit or a second line.
const isDonationLine = (line: CartLine): boolean => line.amount_cents !== undefined;

const clampQuantity = (quantity: number): number =>
  Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));

/** Adds units: a line already present grows by the added quantity, else the line is appended. */
export function addToCart(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((item) => sameItem(item, line));
  if (isDonationLine(line)) {
    const donation = { ...line, quantity: 1 };
    if (index < 0) return cart.length >= MAX_CART_LINES ? [...cart] : [...cart, donation];
    return cart.map((item, i) => (i === index ? donation : item));
  }
  if (index < 0) return cart.length >= MAX_CART_LINES ? [...cart] : [...cart, { ...line, quantity: clampQuantity(line.quantity) }];
  return cart.map((item, i) => (i === index ? { ...item, quantity: clampQuantity(item.quantity + line.quantity) } : item));
}

/** Sets a line's quantity, or appends the line when it is missing. */
export function updateCartLine(cart: readonly CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((item) => sameItem(item, line));
  if (index < 0 || isDonationLine(line)) return addToCart(cart, line);
  return cart.map((item, i) => (i === index ? { ...item, quantity: clampQuantity(line.quantity) } : item));
}

/** Removes the line at a position (the spec removes by position); another position changes nothing. */
export function removeCartLine(cart: readonly CartLine[], position: number): CartLine[] {
  return cart.filter((_, i) => i !== position);
}

/** How many units the cart holds (what the header badge shows). */
export const cartUnits = (cart: readonly CartLine[]): number => cart.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The cookie value of a cart: `product[.variant][@amount]:quantity` joined by `~` (no character a cookie must
 * escape); `@amount` is a donation's amount in cents.
 */
export function encodeCart(cart: readonly CartLine[]): string {
  return cart
    .slice(0, MAX_CART_LINES)
    .map((line) => {
      const amount = line.amount_cents === undefined ? '' : `@${line.amount_cents}`;
      return `${line.product_id}${line.variant_id ? `.${line.variant_id}` : ''}${amount}:${clampQuantity(line.quantity)}`;
    })
    .join('~');
}

/** A cookie line (src/scripts/inline/cart-state.js tests the same shape before the first paint). */
const LINE = /^(\d+)(?:\.(\d+))?(?:@([1-9]\d{0,9}))?:([1-9]\d{0,2})$/;

/**
 * A cart from its cookie value; a malformed line (an id that is not one, or too large for a number to hold it
 * exactly) is dropped and the same item twice is added up.
 */
export function decodeCart(value: string | null | undefined): CartLine[] {
  let cart: CartLine[] = [];
  for (const part of (value ?? '').split('~')) {
    const match = LINE.exec(part.trim());
    const productId = match ? numericId(match[1]) : null;
    const variantId = match?.[2] === undefined ? undefined : numericId(match[2]);
    const amount = match?.[3] === undefined ? undefined : Number(match[3]);
    if (!match || productId === null || variantId === null || (amount !== undefined && amount > MAX_ORDER_TOTAL_CENTS)) continue;
    const line: CartLine = { product_id: productId, quantity: Number(match[4]) };
    if (variantId !== undefined) line.variant_id = variantId;
    if (amount !== undefined) line.amount_cents = amount;
    cart = addToCart(cart, line);
  }
  return cart;
}

/**
 * The cart of a customer who logs in: the account's cart (kept on the server) and the browser's cookie cart as one.
 * One line per product and variant, in the account's order then the browser's new lines, each with the larger of the
 * two quantities (the same line on both sides is the same intention, not twice as many units). A donation's line
 * takes the browser's amount (what the person chose last, on the device at hand), else the account's. At most
 * MAX_CART_LINES lines: the account's first.
 */
export function mergeCarts(account: readonly CartLine[], browser: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const line of [...account, ...browser]) {
    const index = merged.findIndex((item) => sameItem(item, line));
    if (index < 0) {
      if (merged.length < MAX_CART_LINES) merged.push(isDonationLine(line) ? { ...line, quantity: 1 } : { ...line, quantity: clampQuantity(line.quantity) });
      continue;
    }
    const present = merged[index];
    if (isDonationLine(line) || isDonationLine(present)) merged[index] = { ...line, quantity: 1 };
    else merged[index] = { ...present, quantity: clampQuantity(Math.max(present.quantity, line.quantity)) };
  }
  return merged;
}
