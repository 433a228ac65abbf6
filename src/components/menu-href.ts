import { isHttpUrl, isSitePath } from '../lib/safe-url';

/** Where a menu entry leads: its href and whether it opens another site in a new tab. */
export type MenuTarget = { href: string; external: boolean };

/**
 * A page entry goes to /{page slug}; an http(s) address opens in a new tab; a path of this site stays here.
 * Null when the entry has neither (a dropdown heading only), or when its address breaks the rules of
 * src/lib/safe-url.ts (a row written around the API is not linked).
 */
export function menuTarget(item: { url: string | null; page: string | null }): MenuTarget | null {
  if (item.page) return { href: `/${item.page}`, external: false };
  if (item.url && isHttpUrl(item.url)) return { href: item.url, external: true };
  if (item.url && isSitePath(item.url)) return { href: item.url, external: false };
  return null;
}
