/**
 * The few scripts that run inline, where they stand, before the page paints: each is a file of src/scripts/inline,
 * written into the page minified (the `?raw` import gives that text: src/integrations/inline-scripts.ts, a Vite
 * plugin), and allowed by the Content-Security-Policy through the hash of the same text (src/integrations/csp.ts).
 * Data reaches them through their data-* attributes, never by changing their text, so the hash holds. Every other
 * script is a bundled file from /_astro: on the public pages, one (src/client/entries), which scripts.js requests
 * after the first paint.
 */
import agendaEvent from '../scripts/inline/agenda-event.js?raw';
import agendaMonth from '../scripts/inline/agenda-month.js?raw';
import cartState from '../scripts/inline/cart-state.js?raw';
import consent from '../scripts/inline/consent.js?raw';
import font from '../scripts/inline/font.js?raw';
import locale from '../scripts/inline/locale.js?raw';
import scripts from '../scripts/inline/scripts.js?raw';

export const INLINE_SCRIPTS = { agendaEvent, agendaMonth, cartState, consent, font, locale, scripts };
