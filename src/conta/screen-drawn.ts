// The moment the account's first screen has drawn: its heading (a screen's own, a notice's or the page that could not
// load). The page's other script, the header's and footer's, waits for it (src/scripts/inline/scripts.js, data-after)
// rather than take the bandwidth and the connections that screen's files and API calls need; at the latest it starts
// 3 s after the page.

/** The window event, once per page. */
export const SCREEN_DRAWN_EVENT = 'vitrine:conta-drawn';

let told = false;

/** Tells the page that a screen has drawn (the first call does). */
export function screenDrawn(): void {
  if (told) return;
  told = true;
  dispatchEvent(new Event(SCREEN_DRAWN_EVENT));
}
