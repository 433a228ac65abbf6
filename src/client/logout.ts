import { clearSession } from '../stores/session';
import { api } from './api-client';

/** Logs out: revokes the token on the server (errors ignored, spec section 4), forgets the session, goes to /. */
export async function logout(): Promise<void> {
  await api('POST', '/api/auth/logout', { quiet: true });
  clearSession();
  location.assign('/');
}
