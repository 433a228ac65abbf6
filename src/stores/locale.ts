import { atom, onMount } from 'nanostores';
import type { Labels } from '../i18n/types';

// The page's language and the switch between languages, without a store: ./locale-choice.ts.

type LabelsWindow = Window & { __vitrineLabels?: Promise<Labels | null> };

/** The labels of the current language with the site's custom translations, once loaded; null means built-in only. */
export const $labels = atom<Labels | null>(null);

onMount($labels, () => {
  // The inline script already asked for /i18n/{code}.json when the locale needs custom labels: reuse it.
  const pending = typeof window === 'undefined' ? undefined : (window as LabelsWindow).__vitrineLabels;
  pending?.then((labels) => {
    if (labels) $labels.set(labels);
  });
});
