import { atom, onMount } from 'nanostores';
import { writeCookie } from './cookies';
import { DEFAULT_LANG, type Labels } from '../i18n/types';

/** Cookie holding the chosen language code (spec: persisted 365 days). */
export const LOCALE_COOKIE = 'currentLocale';
/** Cookie marking that the visitor chose a language (spec: 365 days). */
export const REDIRECT_COOKIE = 'i18n_redirected';

type LabelsWindow = Window & { __vitrineLabels?: Promise<Labels | null> };

// The page's inline locale script resolves the locale (domain, then cookie) before anything else runs and
// writes it on <html data-locale>; the store starts from there so static text and islands always agree.
const initial = typeof document === 'undefined' ? DEFAULT_LANG : document.documentElement.dataset.locale || DEFAULT_LANG;

/** The current language code (PT by default). */
export const $locale = atom<string>(initial);

/** The labels of the current language with the site's custom translations, once loaded; null means built-in only. */
export const $labels = atom<Labels | null>(null);

onMount($labels, () => {
  // The inline script already asked for /i18n/{code}.json when the locale needs custom labels: reuse it.
  const pending = typeof window === 'undefined' ? undefined : (window as LabelsWindow).__vitrineLabels;
  pending?.then((labels) => {
    if (labels) $labels.set(labels);
  });
});

/**
 * Switches language: stores the choice in the cookies and reloads on the language's first domain, or on the
 * site's default address (`siteOrigin`, else this origin) when it has none, keeping the path.
 */
export function chooseLocale(code: string, domains: string[], siteOrigin?: string): void {
  writeCookie(LOCALE_COOKIE, code);
  writeCookie(REDIRECT_COOKIE, code);
  $locale.set(code);
  const origin = domains[0] ? `${location.protocol}//${domains[0]}` : siteOrigin || location.origin;
  const target = new URL(location.pathname + location.search + location.hash, origin);
  if (target.href === location.href) location.reload();
  else location.assign(target.href);
}
