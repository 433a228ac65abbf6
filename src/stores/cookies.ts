/** A year in seconds: the spec keeps the cart, postal code and locale cookies for 365 days. */
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's decoded value, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a value written by something else, not ours: treated as absent
  }
}

/** Writes a site-wide cookie (path /, SameSite=Lax) that lasts `maxAgeSeconds` (a year by default). */
export function writeCookie(name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
}
