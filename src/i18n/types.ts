/** The built-in label sets. */
export const BUILTIN_LANGS = ['PT', 'EN', 'ES'] as const;
/** One built-in label set. */
export type BuiltinLang = (typeof BUILTIN_LANGS)[number];
/** Default language code (spec section 9). */
export const DEFAULT_LANG = 'PT';
/** Key -> text. */
export type Labels = Record<string, string>;
/** One area's labels in each built-in language; PT holds every key. */
export type LabelSet = Record<BuiltinLang, Labels>;
/** A custom language of the settings' translations list. */
export type TranslationEntry = { name: string; code: string; domains: string; translations: Labels };
