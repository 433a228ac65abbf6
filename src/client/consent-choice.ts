// The consent banner's answers and the tags they allow (src/components/ConsentBanner.astro), fetched by the public
// script's part (src/client/public/consent.ts) when the stored choice is "Aceitar" or a button is clicked. Which tags
// a site has comes from src/lib/consent.ts, on the settings the banner carries. Google's Consent Mode v2: everything
// denied before anything else, then analytics granted; the tag's script is not even requested before "Aceitar".
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentTags,
  cookieDeletions,
  formatConsent,
  type ConsentChoice,
  type ConsentSettings,
  type ConsentTag,
} from '../lib/consent';
import { writeCookie } from '../stores/cookies';
import { storedToken } from '../stores/session-token';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const ALL_DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** Google's gtag(): queues its arguments object, as Google's snippet does (gtag.js reads those, not arrays). */
function gtag(..._args: unknown[]): void {
  const tagWindow = window as TagWindow;
  (tagWindow.dataLayer ??= []).push(arguments);
}

let loaded = false;
/** The button that opened the banner again, which gets the focus back after the answer. */
let opener: HTMLElement | null = null;

function tagsOf(banner: HTMLElement): ConsentTag[] {
  return consentTags(JSON.parse(banner.dataset.consentSettings ?? '{}') as ConsentSettings);
}

/** Loads the tags, once: Consent Mode's defaults (all denied), analytics granted, each tag configured, its script. */
export function loadTags(banner: HTMLElement): void {
  if (loaded) return;
  loaded = true;
  (window as TagWindow).gtag = gtag;
  gtag('consent', 'default', ALL_DENIED);
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  for (const tag of tagsOf(banner)) {
    if (tag.config) gtag('config', tag.config);
    const script = document.createElement('script');
    script.async = true;
    script.src = tag.src;
    document.head.append(script);
  }
}

/** "Recusar": a tag already loaded on this page is denied (the next pages load none) and its cookies are deleted. */
function refuse(tags: ConsentTag[]): void {
  if (loaded) gtag('consent', 'update', { analytics_storage: 'denied' });
  const writes = cookieDeletions(document.cookie, tags.flatMap((tag) => tag.cookies), location.hostname);
  for (const write of writes) document.cookie = write;
}

/** Keeps a logged-in visitor's choice with their account (part of their data's export); a failure changes nothing here. */
function recordChoice(choice: ConsentChoice): void {
  const token = storedToken();
  if (!token) return;
  // keepalive: the request outlives a navigation that follows the click.
  fetch('/api/profile/consent', {
    method: 'POST',
    keepalive: true,
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
  }).catch((error: unknown) => console.warn('[consent] the choice was not sent to the account', error));
}

/**
 * A click on the footer's "Cookies" (the banner opens, its first button focused) or on one of the banner's buttons:
 * the choice is stored for six months, the banner hides, the tags load or are refused. No focus trap: the focus
 * goes back to "Cookies" when the banner was opened from it; else the next Tab goes on from the banner's place.
 */
export function answer(banner: HTMLElement, button: HTMLButtonElement): void {
  const html = document.documentElement;
  if (!banner.contains(button)) {
    opener = button;
    html.dataset.consent = 'ask';
    banner.querySelector('button')?.focus();
    return;
  }
  const choice = button.value;
  if (choice !== 'accepted' && choice !== 'rejected') return;
  const tags = tagsOf(banner);
  writeCookie(CONSENT_COOKIE, formatConsent(choice, tags), CONSENT_MAX_AGE_SECONDS);
  html.dataset.consent = choice;
  if (choice === 'accepted') loadTags(banner);
  else refuse(tags);
  opener?.focus();
  opener = null;
  recordChoice(choice);
}
