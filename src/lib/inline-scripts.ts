/**
 * The few scripts that run inline, where they stand, before the page paints: each is a file of
 * src/scripts/inline, written into the page as is, and allowed by the Content-Security-Policy through its hash
 * (src/integrations/csp.ts hashes the same files), without their comments (compactInline). Data reaches them through their data-* attributes, never by
 * changing their text, so the hash holds. Every other script is a bundled file from /_astro: on the public pages, one (src/client/public.ts),
 * which scripts.js requests after the first paint.
 */
import agendaEvent from '../scripts/inline/agenda-event.js?raw';
import agendaMonth from '../scripts/inline/agenda-month.js?raw';
import cartState from '../scripts/inline/cart-state.js?raw';
import font from '../scripts/inline/font.js?raw';
import gtag from '../scripts/inline/gtag.js?raw';
import locale from '../scripts/inline/locale.js?raw';
import scripts from '../scripts/inline/scripts.js?raw';
import { compactInline } from './inline-code';

const RAW = { agendaEvent, agendaMonth, cartState, font, gtag, locale, scripts };

export const INLINE_SCRIPTS = Object.fromEntries(Object.entries(RAW).map(([name, code]) => [name, compactInline(code)])) as Record<keyof typeof RAW, string>;
