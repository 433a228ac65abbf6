// What every public page runs (the layouts' head, header and footer), in each page's one script: the parts a visitor
// can reach at once first, the page's own parts next (startPublicPage), then the page-wide ones.
import { hasFlash } from '../../stores/flash';
import { guardChunkReload } from '../chunk-reload';
import { fetchFontAfterLoad } from '../font-later';
import { setupMenus } from '../header-menus';
import { trackNavigations } from '../loading-bar';
import { startPrefetch } from '../prefetch';
import { startCartBadge } from '../shop/cart-badge';
import { startCartSync } from '../shop/cart-sync-start';
import { setupConsent } from './consent';
import { bindContactFormsLater } from './contact-form-later';
import { setupLanguageSwitch } from './language-switch';
import { setupBackButtons } from './small-buttons';
import { startParts, type Part } from './start';

/**
 * The consent banner, the header (menu, language, cart badge, the account's cart), the footer's form and the error page's button. The
 * reload after a failed chunk goes first: the contact form's code may be fetched as soon as its part runs. The banner
 * next: it shows from the first paint, over the page.
 */
const LAYOUT_PARTS: Part[] = [guardChunkReload, setupConsent, setupMenus, setupLanguageSwitch, startCartBadge, startCartSync, bindContactFormsLater, setupBackButtons];

/** The Default and Bare layouts' toaster (LightToasts.astro; /conta has its own): fetched only when the previous page queued a message. */
function showFlashLater(): void {
  if (document.querySelector('[data-light-toasts]') && hasFlash()) void import('../toast').then(({ showFlash }) => showFlash());
}

/** The page as a whole: the message of the previous page, the loading bar, the prefetch, the web font for the next pages. */
const PAGE_WIDE_PARTS: Part[] = [showFlashLater, trackNavigations, startPrefetch, fetchFontAfterLoad];

/** Starts a public page: the layout's parts, then the page's own (most urgent first: its forms), then the page-wide ones. */
export function startPublicPage(...pageParts: readonly Part[][]): Promise<void> {
  return startParts([...LAYOUT_PARTS, ...pageParts.flat(), ...PAGE_WIDE_PARTS]);
}
