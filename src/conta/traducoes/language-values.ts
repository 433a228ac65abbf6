import { BUILTIN, builtinFor } from '../../i18n/labels';
import { DEFAULT_LANG } from '../../i18n/types';
import { LABEL_KEYS } from '../../lib/schemas/label-keys';
import type { languageSchema, languageUpdateSchema } from '../../lib/schemas/translation';

/** The details of a language as the forms edit them. */
export type DetailsValues = { name: string; code: string; domains: string };
/** Field key -> first message: 'name', 'code', 'domains', 'translations.<key>' or '_'. */
export type FormErrors = Record<string, string>;

/** The API's schema of what a language form sends: a new language's, or an edit's (with the texts). */
export type LanguageRules = typeof languageSchema | typeof languageUpdateSchema;

function addError(errors: FormErrors, key: string, message: string): void {
  if (!errors[key]) errors[key] = message;
}

/**
 * Validates the details and, when given, the texts with the API's schema (passed in: the form loads it beside
 * itself); the first message of each field.
 */
export function validateLanguage(
  details: DetailsValues,
  texts: Record<string, string> | undefined,
  schema: LanguageRules,
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of schema.safeParse({ ...details, translations: texts }).error?.issues ?? []) {
    addError(errors, issue.path.map(String).join('.') || '_', issue.message);
  }
  return errors;
}

/** The first message of each field of a 422 or 409 answer. */
export function serverErrors(errors: Record<string, string[]> | undefined): FormErrors {
  const out: FormErrors = {};
  for (const [key, list] of Object.entries(errors ?? {})) if (list[0]) addError(out, key, list[0]);
  return out;
}

/** One row of the keys table: the key, the built-in Portuguese text and the text a visitor sees without a translation. */
export type KeyRow = { key: string; portuguese: string; fallback: string };

/** Every label key with its built-in Portuguese text and the built-in text the language falls back to. */
export function keyRows(code: string): KeyRow[] {
  const fallbackSet = BUILTIN[builtinFor(code)];
  return LABEL_KEYS.map((key) => ({ key, portuguese: BUILTIN[DEFAULT_LANG][key], fallback: fallbackSet[key] ?? BUILTIN[DEFAULT_LANG][key] }));
}

/** The rows a filter shows: the query found in the key, the Portuguese text or the language's text; optionally only missing ones. */
export function filterRows(rows: KeyRow[], texts: Record<string, string>, query: string, onlyMissing: boolean): KeyRow[] {
  const wanted = query.trim().toLowerCase();
  return rows.filter((row) => {
    const text = texts[row.key] ?? '';
    if (onlyMissing && text.trim() !== '') return false;
    if (!wanted) return true;
    return [row.key, row.portuguese, text].some((value) => value.toLowerCase().includes(wanted));
  });
}

/** The language's texts for every known key ('' where it has none), as the edit form holds them. */
export function textsOf(stored: Record<string, string>): Record<string, string> {
  return Object.fromEntries(LABEL_KEYS.map((key) => [key, stored[key] ?? '']));
}
