import { storedToken } from '../../stores/session-token';

/**
 * A public page's part: loads the account's cart code (`cart-sync.ts`, its own chunk) only where it has work: a
 * header with the cart (the shop is on) and a logged-in visitor, or the abandoned-cart e-mail's restore link
 * (?restaurar=…). A logged-out visitor's pages load none of it.
 */
export function startCartSync(): void {
  if (!document.querySelector('[data-cart-link]')) return;
  if (!storedToken() && !new URLSearchParams(location.search).has('restaurar')) return;
  void import('./cart-sync')
    .then(({ followAccountCart }) => followAccountCart())
    .catch((error: unknown) => console.error("[cart] the account's cart could not be read:", error));
}
