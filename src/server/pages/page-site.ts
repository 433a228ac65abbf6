import type { Menu } from '../../lib/schemas/menu';
import type { SitePage } from '../../lib/schemas/page';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { listMenus } from '../menus/menus';
import { getPublicSettings } from '../settings/settings';
import { blockNeeds, defaultNeeds, loadBlockData, NO_BLOCK_DATA, type BlockData } from './block-data';
import { getHomePage, listPublishedPages } from './pages';

/** Everything /{slug} renders, loaded once per build: settings, menus, published pages and their blocks' data. */
export type PageSite = { settings: PublicSettings | null; menus: Menu[]; pages: SitePage[]; data: BlockData };

/** Loads the site of the pages in a fixed number of queries, whatever the number of pages and blocks. */
export async function loadPageSite(sql: Sql): Promise<PageSite> {
  const settings = await getPublicSettings(sql);
  if (!settings) return { settings, menus: [], pages: [], data: NO_BLOCK_DATA };
  const menus = await listMenus(sql);
  const pages = await listPublishedPages(sql);
  const data = await loadBlockData(sql, settings, blockNeeds(pages.map((page) => page.blocks)));
  return { settings, menus, pages, data };
}

/** The paths of /{slug}: one per published page (none before the setup). */
export function pagePaths(site: PageSite): { params: { slug: string }; props: { site: PageSite; page: SitePage } }[] {
  return site.pages.map((page) => ({ params: { slug: page.slug }, props: { site, page } }));
}

/** What `/` shows: the published home page with its blocks' data, or the default home's news and events. */
export type HomeView = {
  settings: PublicSettings | null;
  menus: Menu[];
  page: SitePage | null;
  data: BlockData;
};

/** Items the default home lists of the news and of the agenda. */
export const DEFAULT_HOME_ITEMS = 3;

/** Loads the home: settings, menus, the home page (if published) and what its blocks, or the default home, need. */
export async function loadHome(sql: Sql): Promise<HomeView> {
  const settings = await getPublicSettings(sql);
  if (!settings) return { settings, menus: [], page: null, data: NO_BLOCK_DATA };
  const menus = await listMenus(sql);
  const page = await getHomePage(sql);
  const needs = page ? blockNeeds([page.blocks]) : defaultNeeds({ latestPosts: DEFAULT_HOME_ITEMS, events: DEFAULT_HOME_ITEMS });
  return { settings, menus, page, data: await loadBlockData(sql, settings, needs) };
}
