// The default font after the first visit's page has loaded: src/scripts/inline/font.js keeps the first
// paint in the metric-matched fallback until Montserrat is in this browser's cache; this fetches it a while after
// the page has loaded, or as soon as the visitor points at a link (the next page will want it), and records its
// family, so the next pages paint in it. The page already shown keeps the fallback: switching it now would move its
// text (CLS).

/** The localStorage key font.js reads (the family name, which changes with the font's build). */
export const FONT_CACHED_KEY = 'font-cached';
/**
 * How long after load the font waits when no link is pointed at. Fetched right at load, Lighthouse still counted
 * it in the paint times (a request started before its observed largest paint is on its simulated critical path:
 * bench:web, the font requested at 63-95 ms on /, /agenda and a product page).
 */
export const FONT_DELAY_MS = 3000;

/** The default font's family (Astro's generated name), or '' when the site uses another font. */
function defaultFamily(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--font-montserrat').split(',')[0]?.trim() ?? '';
}

function stored(): string {
  try {
    return localStorage.getItem(FONT_CACHED_KEY) ?? '';
  } catch {
    return '';
  }
}

async function fetchFont(family: string): Promise<void> {
  // document.fonts.load fetches the face even though no text on this page uses it.
  const faces = await document.fonts.load(`1em "${family}"`).catch(() => []);
  if (faces.length === 0) return;
  try {
    localStorage.setItem(FONT_CACHED_KEY, family);
  } catch {
    // storage refused: every page paints in the fallback, which is the first visit's look
  }
}

/**
 * Fetches the default font after load, when this browser does not have it yet. The font's family (a computed style) is
 * read only then: read while the page's script starts, it made the browser bring the whole page's style up to date
 * in that task.
 */
export function fetchFontAfterLoad(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    removeEventListener('pointerover', towardLink);
    removeEventListener('focusin', towardLink);
    const family = defaultFamily();
    if (family && stored() !== family) void fetchFont(family);
  };
  const towardLink = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) start();
  };
  addEventListener('pointerover', towardLink, { passive: true });
  addEventListener('focusin', towardLink);
  const later = () => setTimeout(start, FONT_DELAY_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
