import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import type { Role } from '../lib/roles';
import { isSitePath } from '../lib/safe-url';
import { ROLE_HINT_KEY, TOKEN_KEY } from './session-token';

/** The logged-in user as `GET /api/profile` answers it. */
export type Profile = { id: string; name: string; email: string; role: Role };

/** The session token, kept in localStorage (sent as `Authorization: Token …`). */
export const $token = persistentAtom<string>(TOKEN_KEY, '');
/** The loaded profile, or null while logged out or not loaded yet. */
export const $user = atom<Profile | null>(null);

/** Keeps the profile loaded for this session (and its role as the hint). */
export function setUser(user: Profile): void {
  $user.set(user);
  localStorage.setItem(ROLE_HINT_KEY, user.role);
}

/** Stores a new session's token and profile. */
export function startSession(token: string, user: Profile): void {
  $token.set(token);
  setUser(user);
}

/** Forgets the session on this browser. */
export function clearSession(): void {
  $token.set('');
  $user.set(null);
  localStorage.removeItem(ROLE_HINT_KEY);
}

const REDIRECT_KEY = 'vitrine_after_login';

// The spec: "A post-login redirect target must be an internal path. External URLs are ignored."
const isInternalPath = (target: string | null | undefined): target is string => typeof target === 'string' && isSitePath(target);

/** Remembers the page to return to after login; external targets are ignored. */
export function saveReturnPath(target: string): void {
  if (isInternalPath(target)) sessionStorage.setItem(REDIRECT_KEY, target);
}

/** Takes (and forgets) the saved return page, or '/' when none or not internal. */
export function takeReturnPath(): string {
  const saved = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return isInternalPath(saved) ? saved : '/';
}
