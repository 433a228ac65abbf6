/** The localStorage key of the session token (the `$token` store of ./session.ts keeps it there, as it is). */
export const TOKEN_KEY = 'vitrine_token';

/** This browser's session token, '' when logged out: for the public pages' scripts, which carry no store. */
export function storedToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}
