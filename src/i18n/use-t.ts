import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { $labels, $locale } from '../stores/locale';
import { fill } from './fill';
import { translate } from './labels';
import { DEFAULT_LANG } from './types';

/** Translates a key: `t(key, fallback?, vars?)`; `{name}` placeholders are filled from `vars`. */
export type TFunction = (key: string, fallback?: string, vars?: Record<string, string | number>) => string;

export { fill };

/**
 * The `t()` of an island in the current locale: the site's custom labels (from /i18n/{code}.json) first, then
 * the built-in set, the caller's fallback and PT. The first render uses PT, like the server render, so hydration
 * matches; the visitor's locale applies right after.
 */
export function useT(): TFunction {
  const storeLocale = useStore($locale);
  const labels = useStore($labels);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const locale = hydrated ? storeLocale : DEFAULT_LANG;
  const custom = hydrated ? labels : null;
  return useCallback<TFunction>(
    (key, fallback, vars) => fill(custom?.[key] || translate(key, locale, [], fallback), vars),
    [locale, custom],
  );
}
