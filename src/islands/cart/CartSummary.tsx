import { useStore } from '../../client/use-store';
import { useEffect, useRef } from 'react';
import type { QuoteWidget } from '../../client/shop/shipping-quote';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { formatBrl } from '../../lib/money';
import { SHOP_PATHS } from '../../lib/shop/shop-paths';
import { $cart, $selectedShipping } from '../../stores/cart';

/** Waits this long after the last change of the cart before quoting its shipping again. */
const REQUOTE_DELAY_MS = 600;

/**
 * The shared quote widget (src/client/shop/shipping-quote.ts), mounted once, quoting the cart again as it changes.
 * Fetched after the island has drawn the lines (the lines come first; the quote needs a network call anyway), which
 * keeps its code out of the page's first download (the cart page's 80 KB budget).
 */
function ShippingQuote({ cartKey }: { cartKey: string }) {
  const root = useRef<HTMLDivElement>(null);
  const widget = useRef<QuoteWidget | null>(null);
  useEffect(() => {
    let gone = false;
    void import('../../client/shop/shipping-quote').then(({ mountShippingQuote }) => {
      if (gone || !root.current) return;
      widget.current = mountShippingQuote(root.current, { items: () => $cart.get(), selectable: true });
    });
    return () => {
      gone = true;
      widget.current?.destroy();
    };
  }, []);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => widget.current?.requote(), REQUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cartKey]);
  return <div ref={root} />;
}

type SummaryProps = {
  subtotal: number;
  cartKey: string;
  blocked: boolean;
  /** Whether a line has something to deliver: a cart of donations only has no shipping to quote. */
  delivery: boolean;
};

/** Subtotal, the shipping quote with the chosen option, the total and "Finalizar pedido" (held while a line has a problem). */
export function CartSummary({ subtotal, cartKey, blocked, delivery }: SummaryProps) {
  const chosen = useStore($selectedShipping);
  const shipping = delivery ? chosen : null;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('shop_cart_summary')}</h2>
      <dl className="cart-totals">
        <dt>{t('shop_cart_subtotal')}</dt>
        <dd id="cart-subtotal">{formatBrl(subtotal)}</dd>
        {delivery && (
          <>
            <dt>{t('shop_cart_shipping')}</dt>
            <dd id="cart-shipping">{shipping ? (shipping.price_cents === 0 ? t('shop_quote_free') : formatBrl(shipping.price_cents)) : t('shop_cart_shipping_pending')}</dd>
          </>
        )}
        <dt className="cart-total-label">{t('shop_cart_total')}</dt>
        <dd className="cart-total" id="cart-total">{formatBrl(subtotal + (shipping?.price_cents ?? 0))}</dd>
      </dl>
      {delivery && (
        <section className="cart-quote" aria-labelledby="cart-quote-title">
          <h3 id="cart-quote-title">{t('shop_quote_title')}</h3>
          <ShippingQuote cartKey={cartKey} />
        </section>
      )}
      {blocked && <p className="cart-blocked">{t('shop_cart_fix_first')}</p>}
      {blocked ? (
        <a className="btn btn-primary btn-block" role="link" aria-disabled="true">{t('shop_cart_checkout')}</a>
      ) : (
        <a className="btn btn-primary btn-block" href={`/loja/${SHOP_PATHS.checkout}`}>{t('shop_cart_checkout')}</a>
      )}
    </aside>
  );
}
