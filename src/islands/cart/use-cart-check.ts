import { useEffect, useState } from 'react';
import { lightApi } from '../../client/light-fetch';
import { encodeCart, type CartLine } from '../../lib/shop/cart';
import type { CartCheck, CheckedLine } from '../../lib/shop/cart-lines';

/** Waits this long after the last change before checking the cart again (a few quick clicks make one check). */
const CHECK_DELAY_MS = 250;

/** The key of a line: its product and variant. */
export const lineKey = (line: { product_id: number | string; variant_id?: number | string | null }): string =>
  `${line.product_id}.${line.variant_id ?? ''}`;

/**
 * What the cart page knows of its lines: the last check's, by line key; `failed` when the last check failed, with the
 * server's message when the cart itself was refused (a 422: past the maximum order total, the quantity to lower).
 */
export type CheckState = { lines: Map<string, CheckedLine> | null; failed: boolean; checking: boolean; refused?: string };

/**
 * Checks the cart with POST /api/cart/check whenever it changes (after a short pause), and on `retry`. Lines keep
 * the last known names and prices while a new check is on its way; an answer older than the cart is ignored.
 */
export function useCartCheck(cart: CartLine[]): CheckState & { retry: () => void } {
  const [state, setState] = useState<CheckState>({ lines: null, failed: false, checking: true });
  const [attempt, setAttempt] = useState(0);
  const key = encodeCart(cart);
  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, checking: true }));
    const timer = setTimeout(async () => {
      const result = await lightApi<CartCheck>('POST', '/api/cart/check', { items: cart });
      if (!live) return;
      if (!result.ok) {
        // A refused cart still shows its lines, so that a quantity can be lowered or a line removed.
        const refused = result.error.status === 422 ? Object.values(result.error.errors ?? {})[0]?.[0] : undefined;
        return setState((current) => ({ lines: refused ? (current.lines ?? new Map()) : current.lines, failed: true, checking: false, refused }));
      }
      setState({ lines: new Map(result.data.lines.map((line) => [lineKey(line), line])), failed: false, checking: false });
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The cart's cookie form says whether it changed; the array itself is new on every read.
  }, [key, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
