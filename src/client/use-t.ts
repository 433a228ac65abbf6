import { useStore } from './use-store';
import { useCallback, useEffect, useState } from 'react';
import { fill } from '../i18n/fill';
import { ptLabel } from './labels';
import { $labels } from '../stores/locale';

/** Translates a key: `t(key, fallback?, vars?)`; `{name}` placeholders are filled from `vars`. */
export type TFunction = (key: string, fallback?: string, vars?: Record<string, string | number>) => string;

/**
 * The `t()` of an island in the current locale: the labels of /i18n/{code}.json first (another language's texts,
 * or PT's custom ones: the page's locale script asked for them), then the built-in Portuguese label, the caller's
 * fallback and the key. Only PT is bundled for the browser, by area (./labels.ts). The first render uses PT, like the
 * server render, so hydration matches; the visitor's language applies right after, once its labels are there.
 */
export function useT(): TFunction {
  const labels = useStore($labels);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const custom = hydrated ? labels : null;
  return useCallback<TFunction>(
    (key, fallback, vars) => fill(custom?.[key] || ptLabel(key) || fallback || key, vars),
    [custom],
  );
}
