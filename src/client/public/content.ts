// The content pages' parts (home, pages, news, agenda, library): blocks, the copy-link button and the library.
import { setupCarousel } from '../carousel';
import { startLibraryFilters } from '../library/library-client';
import { startRangedDownloads } from '../library/library-download';
import { setupCopyLinks } from './small-buttons';
import { setupTabs } from './tabs';

export function startContent(): void {
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(setupCarousel);
  setupTabs();
  setupCopyLinks();
  startLibraryFilters();
  startRangedDownloads();
}
