import { writeCookie } from './cookies';
import { DEFAULT_LANG } from '../i18n/types';

/** Cookie holding the chosen language code (spec: persisted 365 days). */
export const LOCALE_COOKIE = 'currentLocale';
/** Cookie marking that the visitor chose a language (spec: 365 days). */
export const REDIRECT_COOKIE = 'i18n_redirected';

/**
 * The page's language: the inline locale script resolves it (domain, then cookie) before anything else runs and
 * writes it on <html data-locale>, so static text, scripts and islands always agree.
 */
export function pageLocale(): string {
  return typeof document === 'undefined' ? DEFAULT_LANG : document.documentElement.dataset.locale || DEFAULT_LANG;
}

/**
 * Switches language: stores the choice in the cookies and reloads on the language's first domain, or on the
 * site's default address (`siteOrigin`, else this origin) when it has none, keeping the path. The public pages'
 * language menu (src/client/public/language-switch.ts) calls it: no store, so no nanostores in their script.
 */
export function switchLocale(code: string, domains: string[], siteOrigin?: string): void {
  writeCookie(LOCALE_COOKIE, code);
  writeCookie(REDIRECT_COOKIE, code);
  const origin = domains[0] ? `${location.protocol}//${domains[0]}` : siteOrigin || location.origin;
  const target = new URL(location.pathname + location.search + location.hash, origin);
  if (target.href === location.href) location.reload();
  else location.assign(target.href);
}
