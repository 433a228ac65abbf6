// The content pages' parts (home, pages, news, agenda, library): the library's filters first (a form), then the blocks,
// the copy-link button and the library's downloads.
import { setupCarousel } from '../carousel';
import { startLibraryFilters } from '../library/library-client';
import { startRangedDownloads } from '../library/library-download';
import { setupCopyLinks } from './small-buttons';
import type { Part } from './start';
import { setupTabs } from './tabs';

const setupCarousels: Part = () => document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(setupCarousel);

export const CONTENT_PARTS: Part[] = [startLibraryFilters, setupCarousels, setupTabs, setupCopyLinks, startRangedDownloads];
