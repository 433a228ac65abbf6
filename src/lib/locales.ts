/** One language a site may offer: its code and its name in that language. */
export type Locale = { code: string; name: string };

/** The 52 locales of the spec's language list (code -> native name). */
export const LOCALES: readonly Locale[] = [
  { code: 'af-ZA', name: 'Afrikaans' },
  { code: 'ar-SA', name: 'العربية' },
  { code: 'bg-BG', name: 'Български' },
  { code: 'bn-BD', name: 'বাংলা' },
  { code: 'ca-ES', name: 'Català' },
  { code: 'cs-CZ', name: 'Čeština' },
  { code: 'da-DK', name: 'Dansk' },
  { code: 'de-DE', name: 'Deutsch' },
  { code: 'el-GR', name: 'Ελληνικά' },
  { code: 'en-GB', name: 'English (UK)' },
  { code: 'en-US', name: 'English (US)' },
  { code: 'es-AR', name: 'Español (Argentina)' },
  { code: 'es-ES', name: 'Español (España)' },
  { code: 'es-MX', name: 'Español (México)' },
  { code: 'et-EE', name: 'Eesti' },
  { code: 'eu-ES', name: 'Euskara' },
  { code: 'fa-IR', name: 'فارسی' },
  { code: 'fi-FI', name: 'Suomi' },
  { code: 'fr-CA', name: 'Français (Canada)' },
  { code: 'fr-FR', name: 'Français' },
  { code: 'gl-ES', name: 'Galego' },
  { code: 'gn-PY', name: 'Avañeʼẽ' },
  { code: 'he-IL', name: 'עברית' },
  { code: 'hi-IN', name: 'हिन्दी' },
  { code: 'hr-HR', name: 'Hrvatski' },
  { code: 'hu-HU', name: 'Magyar' },
  { code: 'id-ID', name: 'Bahasa Indonesia' },
  { code: 'it-IT', name: 'Italiano' },
  { code: 'ja-JP', name: '日本語' },
  { code: 'ko-KR', name: '한국어' },
  { code: 'lt-LT', name: 'Lietuvių' },
  { code: 'lv-LV', name: 'Latviešu' },
  { code: 'ms-MY', name: 'Bahasa Melayu' },
  { code: 'nb-NO', name: 'Norsk bokmål' },
  { code: 'nl-NL', name: 'Nederlands' },
  { code: 'pl-PL', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'pt-PT', name: 'Português (Portugal)' },
  { code: 'qu-PE', name: 'Runa Simi' },
  { code: 'ro-RO', name: 'Română' },
  { code: 'ru-RU', name: 'Русский' },
  { code: 'sk-SK', name: 'Slovenčina' },
  { code: 'sl-SI', name: 'Slovenščina' },
  { code: 'sr-RS', name: 'Српски' },
  { code: 'sv-SE', name: 'Svenska' },
  { code: 'sw-KE', name: 'Kiswahili' },
  { code: 'th-TH', name: 'ไทย' },
  { code: 'tr-TR', name: 'Türkçe' },
  { code: 'uk-UA', name: 'Українська' },
  { code: 'vi-VN', name: 'Tiếng Việt' },
  { code: 'zh-CN', name: '中文 (简体)' },
  { code: 'zh-TW', name: '中文 (繁體)' },
];

/** The short codes the site's built-in label sets use (PT is the default language). */
export const SITE_LOCALES: readonly Locale[] = [
  { code: 'PT', name: 'Português' },
  { code: 'EN', name: 'English' },
  { code: 'ES', name: 'Español' },
];

/** Every code a language may take: the short site codes first, then the 52 locales. */
export const LANGUAGE_CODES: readonly Locale[] = [...SITE_LOCALES, ...LOCALES];

/** The listed locale of a code, matched without regard to case ('en-us' -> en-US), or null. */
export function findLocale(code: string): Locale | null {
  const wanted = code.trim().toLowerCase();
  return LANGUAGE_CODES.find((locale) => locale.code.toLowerCase() === wanted) ?? null;
}

/** The default language: the short code PT, which pt-BR (the default locale of the spec) also names. */
export const isDefaultLanguage = (code: string): boolean => ['pt', 'pt-br'].includes(code.trim().toLowerCase());

/** Whether two codes name the same language of the site (same code in any case, or PT and pt-BR). */
export const sameLanguage = (a: string, b: string): boolean =>
  a.toLowerCase() === b.toLowerCase() || (isDefaultLanguage(a) && isDefaultLanguage(b));
