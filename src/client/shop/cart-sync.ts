// The cart follows the account. For a logged-in visitor (a session token in this browser), the cart cookie is the
// account's cart: a page load takes the account's cart (GET /api/cart) when the cookie holds what this browser last
// agreed with the server for this session; otherwise (the first page after a login, or a change that was never saved)
// it merges the cookie's lines into the account's (POST /api/cart/merge, mergeCarts). Every change the store makes
// ('vitrine:cart') is saved (PUT /api/cart, debounced, sent on leaving the page too). A logged-out visitor's cookie
// cart works alone, as always. The abandoned-cart e-mail's link (?restaurar=…) puts its lines back into this
// browser's cart, logged in or not. No store and no React: a cookie, fetch and events.
import { CART_COOKIE, decodeCart, encodeCart, mergeCarts, type CartLine } from '../../lib/shop/cart';
import { readCookie, writeCookie } from '../../stores/cookies';
import { storedToken } from '../../stores/session-token';

/** localStorage: the session and the cart this browser last agreed with the server (`token|cookie value`). */
export const CART_SYNCED_KEY = 'vitrine_cart_synced';
/** How long changes wait to be saved together (a "+" pressed five times is one PUT). */
const SAVE_DELAY_MS = 500;

type Answer = { items: CartLine[] } | null;

const cookieCart = (): CartLine[] => decodeCart(readCookie(CART_COOKIE));

function send(method: string, path: string, token: string, items?: CartLine[]): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  if (items) headers['content-type'] = 'application/json';
  return fetch(path, { method, headers, body: items ? JSON.stringify({ items }) : undefined, keepalive: method === 'PUT' })
    .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
    .catch(() => null);
}

let applying = false;

/** Writes a cart to the cookie and tells the badge and the stores ('vitrine:cart'); `save: false` for the server's own. */
function write(items: CartLine[], save: boolean): void {
  if (encodeCart(items) === encodeCart(cookieCart())) return;
  writeCookie(CART_COOKIE, encodeCart(items));
  applying = !save;
  try {
    dispatchEvent(new CustomEvent('vitrine:cart', { detail: items }));
  } finally {
    applying = false;
  }
}

/** The lines of the e-mail's restore link in the address (then taken out of it), or null; a toast says how it went. */
async function restoredLines(): Promise<CartLine[] | null> {
  const params = new URLSearchParams(location.search);
  const link = params.get('restaurar');
  if (!link) return null;
  params.delete('restaurar');
  const rest = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`);
  const answer = await send('GET', `/api/cart/restore?token=${encodeURIComponent(link)}`, '');
  const [{ showToast }, { shopLabel }] = await Promise.all([import('../toast'), import('./shop-labels')]);
  showToast(shopLabel(answer ? 'shop_cart_restored' : 'shop_cart_restore_invalid'), answer ? 'success' : 'error');
  return answer?.items ?? null;
}

async function follow(): Promise<void> {
  const token = storedToken();
  const restoring = restoredLines();
  if (token) {
    const agreed = (items: CartLine[]) => localStorage.setItem(CART_SYNCED_KEY, `${token}|${encodeCart(items)}`);
    const sent = encodeCart(cookieCart());
    const known = localStorage.getItem(CART_SYNCED_KEY) === `${token}|${sent}`;
    const answer = known ? await send('GET', '/api/cart', token) : await send('POST', '/api/cart/merge', token, cookieCart());
    // No answer (offline, or the session ended): the cookie stays this browser's own, nothing is saved from it.
    if (answer) {
      // The cookie changed while the answer was on its way (another tab): it is kept, and the next load merges it.
      if (encodeCart(cookieCart()) === sent) {
        agreed(answer.items);
        write(answer.items, false);
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      const save = () => {
        if (timer === undefined) return;
        clearTimeout(timer);
        timer = undefined;
        void send('PUT', '/api/cart', token, cookieCart()).then((saved) => saved && agreed(saved.items));
      };
      addEventListener('vitrine:cart', () => {
        if (applying) return;
        clearTimeout(timer);
        timer = setTimeout(save, SAVE_DELAY_MS);
      });
      addEventListener('pagehide', save);
    }
  }
  const restored = await restoring;
  if (restored) write(mergeCarts(cookieCart(), restored), true);
}

/** Follows the account's cart and takes a restore link's lines (loaded and called by `startCartSync`). */
export function followAccountCart(): Promise<void> {
  return follow();
}

/** At logout: the cart was the account's (kept on the server), so this browser forgets it. */
export function forgetAccountCart(): void {
  localStorage.removeItem(CART_SYNCED_KEY);
  writeCookie(CART_COOKIE, '');
  dispatchEvent(new CustomEvent('vitrine:cart', { detail: [] }));
}
