import { PT as accountsPT } from './sets/accounts';
import { EN as accountsEN } from './sets/en/accounts';
import { ES as accountsES } from './sets/es/accounts';
import { PT as adminPT } from './sets/admin';
import { EN as adminEN } from './sets/en/admin';
import { ES as adminES } from './sets/es/admin';
import { PT as checkoutPT } from './sets/checkout';
import { EN as checkoutEN } from './sets/en/checkout';
import { ES as checkoutES } from './sets/es/checkout';
import { PT as commonPT } from './sets/common';
import { EN as commonEN } from './sets/en/common';
import { ES as commonES } from './sets/es/common';
import { PT as contaPT } from './sets/conta';
import { EN as contaEN } from './sets/en/conta';
import { ES as contaES } from './sets/es/conta';
import { PT as eventsPT } from './sets/events';
import { EN as eventsEN } from './sets/en/events';
import { ES as eventsES } from './sets/es/events';
import { PT as mediasPT } from './sets/medias';
import { EN as mediasEN } from './sets/en/medias';
import { ES as mediasES } from './sets/es/medias';
import { PT as orderMailPT } from './sets/order-mail';
import { EN as orderMailEN } from './sets/en/order-mail';
import { ES as orderMailES } from './sets/es/order-mail';
import { PT as ordersPT } from './sets/orders';
import { EN as ordersEN } from './sets/en/orders';
import { ES as ordersES } from './sets/es/orders';
import { PT as menusTranslationsPT } from './sets/menus-translations';
import { EN as menusTranslationsEN } from './sets/en/menus-translations';
import { ES as menusTranslationsES } from './sets/es/menus-translations';
import { PT as pagesPT } from './sets/pages';
import { EN as pagesEN } from './sets/en/pages';
import { ES as pagesES } from './sets/es/pages';
import { PT as postsPT } from './sets/posts';
import { EN as postsEN } from './sets/en/posts';
import { ES as postsES } from './sets/es/posts';
import { PT as productsPT } from './sets/products';
import { EN as productsEN } from './sets/en/products';
import { ES as productsES } from './sets/es/products';
import { PT as publishPT } from './sets/publish';
import { EN as publishEN } from './sets/en/publish';
import { ES as publishES } from './sets/es/publish';
import { PT as shopPT } from './sets/shop';
import { EN as shopEN } from './sets/en/shop';
import { ES as shopES } from './sets/es/shop';
import { PT as shopSettingsPT } from './sets/shop-settings';
import { EN as shopSettingsEN } from './sets/en/shop-settings';
import { ES as shopSettingsES } from './sets/es/shop-settings';
import { PT as sitePT } from './sets/site';
import { EN as siteEN } from './sets/en/site';
import { ES as siteES } from './sets/es/site';
import { PT as uploadsPT } from './sets/uploads';
import { EN as uploadsEN } from './sets/en/uploads';
import { ES as uploadsES } from './sets/es/uploads';
import { PT as consentPT } from './sets/consent';
import { EN as consentEN } from './sets/en/consent';
import { ES as consentES } from './sets/es/consent';
import { PT as privacyPT } from './sets/privacy';
import { EN as privacyEN } from './sets/en/privacy';
import { ES as privacyES } from './sets/es/privacy';
import { PT as channelsPT } from './sets/channels';
import { EN as channelsEN } from './sets/en/channels';
import { ES as channelsES } from './sets/es/channels';
import { PT as dataRightsPT } from './sets/data-rights';
import { EN as dataRightsEN } from './sets/en/data-rights';
import { ES as dataRightsES } from './sets/es/data-rights';
import { PT as reviewsPT } from './sets/reviews';
import { EN as reviewsEN } from './sets/en/reviews';
import { ES as reviewsES } from './sets/es/reviews';
import { BUILTIN_LANGS, DEFAULT_LANG, type BuiltinLang, type LabelSet, type Labels, type TranslationEntry } from './types';

/**
 * Each area's labels: [name of its file in sets/, Portuguese, English (sets/en/), Spanish (sets/es/)]. The languages
 * have files of their own so that the browser's bundles can take the Portuguese alone (labels-pt.ts).
 */
const AREAS: [string, Labels, Labels, Labels][] = [
  ['common', commonPT, commonEN, commonES],
  ['site', sitePT, siteEN, siteES],
  ['conta', contaPT, contaEN, contaES],
  ['uploads', uploadsPT, uploadsEN, uploadsES],
  ['menus-translations', menusTranslationsPT, menusTranslationsEN, menusTranslationsES],
  ['accounts', accountsPT, accountsEN, accountsES],
  ['admin', adminPT, adminEN, adminES],
  ['publish', publishPT, publishEN, publishES],
  ['posts', postsPT, postsEN, postsES],
  ['events', eventsPT, eventsEN, eventsES],
  ['medias', mediasPT, mediasEN, mediasES],
  ['pages', pagesPT, pagesEN, pagesES],
  ['shop-settings', shopSettingsPT, shopSettingsEN, shopSettingsES],
  ['products', productsPT, productsEN, productsES],
  ['shop', shopPT, shopEN, shopES],
  ['checkout', checkoutPT, checkoutEN, checkoutES],
  ['orders', ordersPT, ordersEN, ordersES],
  ['order-mail', orderMailPT, orderMailEN, orderMailES],
  ['consent', consentPT, consentEN, consentES],
  ['privacy', privacyPT, privacyEN, privacyES],
  ['data-rights', dataRightsPT, dataRightsEN, dataRightsES],
  ['channels', channelsPT, channelsEN, channelsES],
  ['reviews', reviewsPT, reviewsEN, reviewsES],
];
/** Each area's label set by name; they are merged once here. */
export const LABEL_SETS: Record<string, LabelSet> = Object.fromEntries(AREAS.map(([name, PT, EN, ES]) => [name, { PT, EN, ES }]));
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
