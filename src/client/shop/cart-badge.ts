// The header's cart badge (src/components/shop/CartLink.astro): the units of the `cart` cookie, read on load, when
// the cart store says it changed ('vitrine:cart') and when the page is shown again (another tab may have changed
// it). No store and no React: a cookie, a sum and a text.
import { CART_COOKIE, cartUnits, decodeCart } from '../../lib/shop/cart';
import { fill } from '../../i18n/fill';
import { readCookie } from '../../stores/cookies';

type LabelsWindow = Window & { __vitrineLabels?: Promise<Record<string, string> | null> };

/** The link's accessible name for a number of units ("Carrinho, 3 itens"). */
export function cartLinkLabel(units: number, labels: Record<string, string>): string {
  if (units === 0) return labels.shop_cart_link_empty;
  return units === 1 ? labels.shop_cart_link_one : fill(labels.shop_cart_link_count, { count: units });
}

/** Keeps every cart link's badge and name in step with the cookie. */
export function startCartBadge(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-cart-link]')];
  if (links.length === 0) return;
  let labels = JSON.parse(links[0].dataset.labels || '{}') as Record<string, string>;
  const draw = () => {
    const units = cartUnits(decodeCart(readCookie(CART_COOKIE)));
    for (const link of links) {
      const badge = link.querySelector<HTMLElement>('[data-cart-count]');
      if (badge) {
        badge.textContent = units > 99 ? '99+' : String(units);
        badge.hidden = units === 0;
      }
      link.setAttribute('aria-label', cartLinkLabel(units, labels));
    }
  };
  draw();
  addEventListener('vitrine:cart', draw);
  addEventListener('pageshow', draw);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && draw());
  void (window as LabelsWindow).__vitrineLabels?.then((loaded) => {
    if (!loaded) return;
    labels = { ...labels, ...loaded };
    draw();
  });
}
