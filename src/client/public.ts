// The one script of every public page (issue 22): everything the Default, Bare and Account layouts' components need
// in the browser, bundled into a single file (src/integrations/public-script.ts) that src/scripts/inline/scripts.js
// starts after the first paint, so nothing but the HTML (and the LCP image) is requested before it. Each part looks
// for its elements and does nothing on a page without them. Only what few visitors reach stays a separate file,
// fetched when needed: the toaster (a message queued by the previous page), the contact form (near the screen) and
// the municipalities of the registration form.
import { init as initPrefetch } from 'astro/virtual-modules/prefetch.js';
import { hasFlash } from '../stores/flash';
import { setupCarousel } from './carousel';
import { guardChunkReload } from './chunk-reload';
import { fetchFontAfterLoad } from './font-later';
import { bindForgotPasswordForm } from './forgot-password-form';
import { setupMenus } from './header-menus';
import { startLibraryFilters } from './library/library-client';
import { startRangedDownloads } from './library/library-download';
import { trackNavigations } from './loading-bar';
import { bindLoginForm } from './login-form';
import { guardPrefetchOnSlowConnections } from './prefetch-guard';
import { bindContactFormsLater } from './public/contact-form-later';
import { setupLanguageSwitch } from './public/language-switch';
import { setupBackButtons, setupCopyLinks } from './public/small-buttons';
import { setupTabs } from './public/tabs';
import { bindRegisterForm } from './register-form';
import { bindResetPasswordForm } from './reset-password-form';
import { bindSetupForm } from './setup-form';
import { startCartBadge } from './shop/cart-badge';
import { setupGalleries } from './shop/product-gallery';
import { startProductPage } from './shop/product-page';
import { startShopList } from './shop/shop-list';

// The page as a whole (Head.astro): the loading bar, the reload after a failed chunk, the web font for the next
// pages, and Astro's prefetch of hovered links (`prefetch` is off in astro.config.mjs so that Astro does not add a
// script of its own; the same options are given here). The guard's capturing listener goes first.
trackNavigations();
guardChunkReload();
guardPrefetchOnSlowConnections();
initPrefetch({ prefetchAll: true, defaultStrategy: 'hover' });
fetchFontAfterLoad();

// The header and the footer.
setupMenus();
setupLanguageSwitch();
startCartBadge();
bindContactFormsLater();
// The Default and Bare layouts' toaster (LightToasts.astro); /conta has its own. Its code is fetched only when the
// previous page queued a message.
if (document.querySelector('[data-light-toasts]') && hasFlash()) void import('./toast').then(({ showFlash }) => showFlash());

// Blocks, news, the library and the error page.
document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(setupCarousel);
setupTabs();
setupCopyLinks();
setupBackButtons();
startLibraryFilters();
startRangedDownloads();

// The account forms.
document.querySelectorAll<HTMLFormElement>('form[data-login-form]').forEach(bindLoginForm);
document.querySelectorAll<HTMLFormElement>('form[data-register-form]').forEach(bindRegisterForm);
document.querySelectorAll<HTMLFormElement>('form[data-forgot-form]').forEach(bindForgotPasswordForm);
document.querySelectorAll<HTMLElement>('[data-reset-password]').forEach(bindResetPasswordForm);
document.querySelectorAll<HTMLElement>('[data-setup]').forEach(bindSetupForm);

// The shop.
startShopList();
setupGalleries();
startProductPage();
