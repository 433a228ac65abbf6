import translations from '../../netlify/functions/translations.mts';
import type { TranslationEntry } from '../../src/i18n/types';
import { getSql } from '../../src/server/db/client';
import { call, type CallOptions } from './request';

/** The translations function's collection path. */
export const LANGUAGES_URL = '/api/translations';

/** Calls /api/translations/:code (the code is also passed as the path parameter). */
export const callLanguage = (method: string, code: string, options: CallOptions = {}) =>
  call(translations, method, `${LANGUAGES_URL}/${encodeURIComponent(code)}`, { ...options, params: { code } });

/** Calls /api/translations. */
export const callLanguages = (method: string, options: CallOptions = {}, query = '') =>
  call(translations, method, `${LANGUAGES_URL}${query}`, options);

/** The translations list as stored in the settings row (for "what was saved" checks). */
export async function storedLanguages(): Promise<TranslationEntry[]> {
  const [row] = await getSql()<{ translations: TranslationEntry[] }[]>`select translations from settings where id = 1`;
  return row?.translations ?? [];
}

/** A language entry as the settings store it, with overrides. */
export const entry = (over: Partial<TranslationEntry> = {}): TranslationEntry => ({
  name: 'English',
  code: 'EN',
  domains: '',
  translations: {},
  ...over,
});
