// What the site loads only with the visitor's consent (LGPD; the ANPD's cookie guide): today the Google tag. Every
// part of the consent flow reads this module: the head's inline script (src/scripts/inline/consent.js, given
// consentChoiceCookies), the banner and the footer's "Cookies" button (src/components/ConsentBanner.astro,
// Footer.astro), the page's CSP (src/components/Head.astro), and in the browser the code that records a choice and
// loads the tags (src/client/consent-choice.ts), which calls consentTags itself on the settings the banner carries
// (consentSettings). A site whose settings name no such tag gets none of them: no banner, no script.
import { ANALYTICS } from './csp-sources';
import type { PublicSettings } from './schemas/settings';

/** The visitor's answer to the banner, in the words `POST /api/profile/consent` takes. */
export type ConsentChoice = 'accepted' | 'rejected';

/** Something loaded only after "Aceitar". */
export type ConsentTag = {
  /** Short ([a-z0-9]), kept in the consent cookie: a stored choice holds for the tags it was given for. */
  key: string;
  /** What the banner's sentence names. */
  name: string;
  /** Its script, requested only after "Aceitar". */
  src: string;
  /** A Google tag's id, configured through gtag('config', …); null for a tag that needs no configuration. */
  config: string | null;
  /** The prefixes of the cookies it sets, deleted on "Recusar". */
  cookies: string[];
  /** The hosts its script and its requests need in the CSP (images may come from any https address already). */
  csp: { scripts: string; connect: readonly string[] };
};

/** The settings the tags come from: all the browser needs to know which tags a site has (consentSettings). */
export type ConsentSettings = Pick<PublicSettings, 'gtag'>;
type Settings = ConsentSettings | null | undefined;

/** The Google tag (Analytics), with Consent Mode v2; its cookies are `_ga`, `_ga_<id>`, `_gat…` and `_gid`. */
function googleTag(settings: Settings): ConsentTag | null {
  const id = settings?.gtag;
  if (!id) return null;
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  const csp = { scripts: ANALYTICS.scripts, connect: ANALYTICS.connect };
  return { key: 'ga', name: 'Google Analytics', src, config: id, cookies: ['_ga', '_gid'], csp };
}

/** Each thing that may need consent, from the settings: one line per kind of tag. */
const TAGS: ((settings: Settings) => ConsentTag | null)[] = [googleTag];

/** The tags the site's settings name, which the visitor must accept before they load; empty: no banner. */
export function consentTags(settings: Settings): ConsentTag[] {
  return TAGS.map((tag) => tag(settings)).filter((tag): tag is ConsentTag => tag !== null);
}

/** The fields of the settings the tags come from, and only those: what the banner carries for the browser. */
export function consentSettings(settings: Settings): ConsentSettings {
  return { gtag: settings?.gtag ?? null };
}

/** The first-party cookie holding the choice. */
export const CONSENT_COOKIE = 'vitrine_consent';
/** How long a choice holds before the banner asks again: six months (183 days, half a year). */
export const CONSENT_MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

/**
 * The consent cookie's value: the choice and the keys of the tags it was made for (`accepted.ga`). A site that later
 * adds a tag asks again: an earlier "Aceitar" did not cover it.
 */
export function formatConsent(choice: ConsentChoice, tags: readonly Pick<ConsentTag, 'key'>[]): string {
  return [choice, ...tags.map((tag) => tag.key)].join('.');
}

/**
 * The consent cookie as each choice for these tags leaves it in `document.cookie`, "Aceitar"'s then "Recusar"'s,
 * separated by a space: what the head's consent script compares the page's cookies with.
 */
export function consentChoiceCookies(tags: readonly Pick<ConsentTag, 'key'>[]): string {
  return (['accepted', 'rejected'] as const).map((choice) => `${CONSENT_COOKIE}=${formatConsent(choice, tags)}`).join(' ');
}

/** The names the banner's sentence gives the tags ("Google Analytics"). */
export function consentToolNames(tags: readonly ConsentTag[]): string {
  return tags.map((tag) => tag.name).join(', ');
}

/** The CSP sources the tags need, each once: added to the page's policy only on sites with tags. */
export function consentCsp(tags: readonly ConsentTag[]): { scripts: string[]; connect: string[] } {
  const unique = (list: string[]) => [...new Set(list)];
  return { scripts: unique(tags.map((tag) => tag.csp.scripts)), connect: unique(tags.flatMap((tag) => [...tag.csp.connect])) };
}

const IP_ADDRESS = /^(\d+\.){3}\d+$|:/;

/**
 * The `document.cookie` writes that delete the cookies named by `prefixes` among `cookieHeader`'s (the page's
 * `document.cookie`): each expired on the host itself and on each of its parent domains, path / (a tag sets its
 * cookies on the highest domain it may: `.example.org` from `www.example.org`). A write the browser refuses (a
 * public suffix such as `com.br`) does nothing.
 */
export function cookieDeletions(cookieHeader: string, prefixes: readonly string[], hostname: string): string[] {
  const names = new Set(
    cookieHeader
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter((name) => name && prefixes.some((prefix) => name.startsWith(prefix))),
  );
  const labels = hostname.split('.');
  // An address (127.0.0.1, [::1]) has no parent domains; a single-label host (localhost) neither.
  const domains = IP_ADDRESS.test(hostname) ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  return [...names].flatMap((name) => [
    `${name}=; max-age=0; path=/`,
    ...domains.map((domain) => `${name}=; max-age=0; path=/; domain=${domain}`),
  ]);
}
