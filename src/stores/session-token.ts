/** The localStorage key of the session token (the `$token` store of ./session.ts keeps it there, as it is). */
export const TOKEN_KEY = 'vitrine_token';

/**
 * The localStorage key of the session's role as last loaded: only a hint, for what the account area asks for
 * before its profile has come (src/client/account-start.ts); access is always the server's to check.
 */
export const ROLE_HINT_KEY = 'vitrine_role';

/** This browser's session token, '' when logged out: for the public pages' scripts, which carry no store. */
export function storedToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}
