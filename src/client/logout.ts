import { clearSession } from '../stores/session';
import { api } from './api-client';
import { forgetAccountCart } from './shop/cart-sync';

/**
 * Logs out: revokes the token on the server (errors ignored, spec section 4), forgets the session and the account's
 * cart on this browser (it stays on the server for the next login), goes to /.
 */
export async function logout(): Promise<void> {
  await api('POST', '/api/auth/logout', { quiet: true });
  clearSession();
  forgetAccountCart();
  location.assign('/');
}
