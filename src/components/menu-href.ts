import { isHttpUrl } from '../lib/schemas/menu';

/** Where a menu entry leads: its href and whether it opens another site in a new tab. */
export type MenuTarget = { href: string; external: boolean };

/**
 * A page entry goes to /{page slug}; an address starting with http opens in a new tab; any other address is a
 * path of this site. Null when the entry has neither (a dropdown heading only).
 */
export function menuTarget(item: { url: string | null; page: string | null }): MenuTarget | null {
  if (item.page) return { href: `/${item.page}`, external: false };
  if (!item.url) return null;
  if (/^http/i.test(item.url)) return isHttpUrl(item.url) ? { href: item.url, external: true } : null;
  return { href: item.url, external: false };
}
