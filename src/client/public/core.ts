// What every public page runs (the layouts' head, header and footer), in each page's one script.
import { init as initPrefetch } from 'astro/virtual-modules/prefetch.js';
import { hasFlash } from '../../stores/flash';
import { guardChunkReload } from '../chunk-reload';
import { fetchFontAfterLoad } from '../font-later';
import { setupMenus } from '../header-menus';
import { trackNavigations } from '../loading-bar';
import { guardPrefetchOnSlowConnections } from '../prefetch-guard';
import { startCartBadge } from '../shop/cart-badge';
import { bindContactFormsLater } from './contact-form-later';
import { setupLanguageSwitch } from './language-switch';
import { setupBackButtons } from './small-buttons';

/** Marks <html data-scripts="started"> once the page's parts are bound (the browser tests wait for it after a load). */
export function markStarted(): void {
  document.documentElement.dataset.scripts = 'started';
}

export function startCore(): void {
  // The page as a whole: the loading bar, the reload after a failed chunk, the web font for the next pages, and
  // Astro's prefetch of hovered links (`prefetch` is off in astro.config.mjs so that Astro does not add a script of
  // its own; the same options are given here). The guard's capturing listener goes first.
  trackNavigations();
  guardChunkReload();
  guardPrefetchOnSlowConnections();
  initPrefetch({ prefetchAll: true, defaultStrategy: 'hover' });
  fetchFontAfterLoad();
  // The header, the footer and the error page's button.
  setupMenus();
  setupLanguageSwitch();
  startCartBadge();
  bindContactFormsLater();
  setupBackButtons();
  // The Default and Bare layouts' toaster (LightToasts.astro); /conta has its own. Its code is fetched only when the
  // previous page queued a message.
  if (document.querySelector('[data-light-toasts]') && hasFlash()) void import('../toast').then(({ showFlash }) => showFlash());
}
