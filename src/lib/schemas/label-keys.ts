import { PT_LABELS } from '../../i18n/labels-pt';

// The label keys a language translates. The language schemas (translation.ts) build on these and re-export them;
// kept apart from them so that the translations screens list the keys without the validation library (about 27 KB
// gzip), which only the forms' checks need.

/** The label keys a language may translate: every key of the built-in Portuguese set. */
export const LABEL_KEYS: readonly string[] = Object.keys(PT_LABELS).sort();
const KNOWN = new Set(LABEL_KEYS);

/** Whether a key is one of the built-in labels. */
export const isLabelKey = (key: string): boolean => KNOWN.has(key);
