import { useStore } from '../../client/use-store';
import { useEffect, useReducer } from 'react';
import { shopLabel as t, whenLabelsLoaded } from '../../client/shop/shop-labels';
import { encodeCart, type CartLine } from '../../lib/shop/cart';
import type { CheckedLine } from '../../lib/shop/cart-lines';
import { $cart, syncCart } from '../../stores/cart';
import { CartLineRow, problemOf, unitOf, type ShownLine } from './CartLineRow';
import { CartSummary } from './CartSummary';
import { lineKey, useCartCheck } from './use-cart-check';

/** Another tab may have changed the cart: its cookie is read again whenever this tab is shown. */
function useCartFromOtherTabs(): void {
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && syncCart();
    addEventListener('pageshow', syncCart);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      removeEventListener('pageshow', syncCart);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}

/** The cart's lines with what the last check said of each, and their problem with the quantity asked now. */
const shownLines = (cart: CartLine[], known: Map<string, CheckedLine>): ShownLine[] =>
  cart.map((line, position) => {
    const checked = known.get(lineKey(line));
    return { line, position, checked, problem: problemOf(line, checked) };
  });

/** The subtotal of the lines as they are now, at the checked prices (the server's rule: lines that can be bought). */
const subtotalOf = (lines: ShownLine[]): number =>
  lines.reduce((sum, { line, checked }) => sum + (unitOf(line, checked) ?? 0) * line.quantity, 0);

/**
 * /loja/carrinho (the spec's cart): the lines of the `cart` cookie with their current names, prices and stock from
 * POST /api/cart/check, plus and minus, remove, the problems with a fix, the subtotal, the shipping quote of the
 * stored CEP with the chosen option, the total and "Finalizar pedido".
 */
export default function CartIsland() {
  const cart = useStore($cart);
  const [, relabel] = useReducer((n: number) => n + 1, 0);
  useEffect(() => whenLabelsLoaded(relabel), []);
  useCartFromOtherTabs();
  const check = useCartCheck(cart);
  if (cart.length === 0) {
    return (
      <div className="cart-empty">
        <p>{t('shop_cart_empty')}</p>
        <a className="btn btn-primary" href="/loja">{t('shop_cart_continue')}</a>
      </div>
    );
  }
  if (!check.lines) {
    return check.failed ? <Failure retry={check.retry} /> : <p className="cart-loading" role="status">{t('shop_cart_loading')}</p>;
  }
  const lines = shownLines(cart, check.lines);
  return (
    <div className="cart-layout">
      <div>
        {check.failed && <Failure retry={check.retry} refused={check.refused} />}
        <ul className="cart-lines" aria-label={t('shop_cart_items')}>
          {lines.map((shown) => <CartLineRow key={lineKey(shown.line)} {...shown} />)}
        </ul>
        <p><a href="/loja">{t('shop_cart_continue')}</a></p>
      </div>
      <CartSummary
        subtotal={subtotalOf(lines)}
        cartKey={encodeCart(cart)}
        blocked={lines.some((shown) => shown.problem !== null || !shown.checked)}
        delivery={lines.some((shown) => shown.checked?.kind !== 'donation')}
      />
    </div>
  );
}

function Failure({ retry, refused }: { retry: () => void; refused?: string }) {
  // A refused cart is fixed by changing it (the check runs again), not by trying again.
  if (refused) return <p className="cart-failure" role="alert">{refused}</p>;
  return (
    <p className="cart-failure" role="alert">
      {t('shop_cart_error')}{' '}
      <button type="button" className="btn btn-link" onClick={retry}>{t('shop_cart_retry')}</button>
    </p>
  );
}
