import accounts from './sets/accounts';
import admin from './sets/admin';
import checkout from './sets/checkout';
import common from './sets/common';
import conta from './sets/conta';
import events from './sets/events';
import medias from './sets/medias';
import orderMail from './sets/order-mail';
import orders from './sets/orders';
import menusTranslations from './sets/menus-translations';
import pages from './sets/pages';
import posts from './sets/posts';
import products from './sets/products';
import publish from './sets/publish';
import shop from './sets/shop';
import shopSettings from './sets/shop-settings';
import site from './sets/site';
import uploads from './sets/uploads';
import { BUILTIN_LANGS, DEFAULT_LANG, type BuiltinLang, type LabelSet, type Labels, type TranslationEntry } from './types';

/** Each area's label set, by the name of its file in sets/; they are merged once here. */
export const LABEL_SETS: Record<string, LabelSet> = {
  common,
  site,
  conta,
  uploads,
  'menus-translations': menusTranslations,
  accounts,
  admin,
  publish,
  posts,
  events,
  medias,
  pages,
  'shop-settings': shopSettings,
  products,
  shop,
  checkout,
  orders,
  'order-mail': orderMail,
};
const SETS = Object.values(LABEL_SETS);

/** The built-in labels of each language, all areas merged. */
export const BUILTIN: Record<BuiltinLang, Labels> = Object.fromEntries(
  BUILTIN_LANGS.map((lang) => [lang, Object.assign({}, ...SETS.map((set) => set[lang]))]),
) as Record<BuiltinLang, Labels>;

/** The built-in set a language code uses: 'en-US' and 'EN' use EN; an unknown code uses PT. */
export function builtinFor(code: string | null | undefined): BuiltinLang {
  const prefix = (code ?? '').slice(0, 2).toUpperCase();
  return (BUILTIN_LANGS as readonly string[]).includes(prefix) ? (prefix as BuiltinLang) : DEFAULT_LANG;
}

/**
 * A label in a language: the custom translation of that code first, then the built-in set of the language,
 * then the default text given by the caller, then the Portuguese label, then the key itself.
 */
export function translate(
  key: string,
  code: string = DEFAULT_LANG,
  custom: TranslationEntry[] = [],
  fallback?: string,
): string {
  const entry = custom.find((item) => item.code.toUpperCase() === code.toUpperCase());
  return (
    entry?.translations?.[key] || BUILTIN[builtinFor(code)][key] || fallback || BUILTIN[DEFAULT_LANG][key] || key
  );
}

/** Every label of a language with the custom translations applied (what a page or an island needs). */
export function labelsFor(code: string = DEFAULT_LANG, custom: TranslationEntry[] = []): Labels {
  const entry = custom.find((item) => item.code.toUpperCase() === code.toUpperCase());
  const own = Object.fromEntries(Object.entries(entry?.translations ?? {}).filter(([, text]) => !!text));
  return { ...BUILTIN[DEFAULT_LANG], ...BUILTIN[builtinFor(code)], ...own };
}

/** The languages a site offers: Portuguese always, then the custom entries (without a second PT). */
export function siteLanguages(custom: TranslationEntry[] = []): { code: string; name: string; domains: string[] }[] {
  const list = [{ code: DEFAULT_LANG, name: 'Português', domains: [] as string[] }];
  for (const entry of custom) {
    const domains = splitDomains(entry.domains);
    if (entry.code.toUpperCase() === DEFAULT_LANG) list[0] = { code: DEFAULT_LANG, name: entry.name || 'Português', domains };
    else list.push({ code: entry.code, name: entry.name, domains });
  }
  return list;
}

/** The hosts of a comma-separated domains field, trimmed and lower-cased. */
export const splitDomains = (domains: string | null | undefined): string[] =>
  (domains ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);

/**
 * The locale for a visit: the language whose domains include the host, else the stored choice when the site
 * offers it, else PT.
 */
export function resolveLocale(host: string, stored: string | null | undefined, custom: TranslationEntry[] = []): string {
  const languages = siteLanguages(custom);
  const byDomain = languages.find((lang) => lang.domains.includes(host.toLowerCase()));
  if (byDomain) return byDomain.code;
  const chosen = languages.find((lang) => lang.code.toUpperCase() === (stored ?? '').toUpperCase());
  return chosen ? chosen.code : DEFAULT_LANG;
}
