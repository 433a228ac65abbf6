import { pageCount, pageItems } from '../../lib/paging';
import type { Menu } from '../../lib/schemas/menu';
import type { Post } from '../../lib/schemas/post';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { listMenus } from '../menus/menus';
import { getPublicSettings } from '../settings/settings';
import { slugPathOfId } from '../site/id-paths';
import { listPublishedPosts } from './posts';

/** Posts per page of /noticias. */
export const NEWS_PER_PAGE = 12;

// The list's pages past the first are /noticias/pagina/{n}, not /noticias/{n}: digits alone there are a post's id
// (the spec's /noticias/{id}), and a browser keeps a permanent redirect, so an address must never change meaning.
const listPagePath = (page: number) => `pagina/${page}`;
const LIST_PAGE_PATH = /^pagina\/(\d+)$/;

/** The address of a page of the news list: /noticias, then /noticias/pagina/{n}. */
export const newsPageHref = (page: number): string => (page <= 1 ? '/noticias' : `/noticias/${listPagePath(page)}`);

/** What every news page needs besides its own content (loaded once per build, not per page). */
export type NewsSite = { settings: PublicSettings | null; menus: Menu[]; posts: Post[] };

/** One page of /noticias, /noticias/pagina/{n} or /noticias/{slug}, ready to render. */
export type NewsView =
  | { kind: 'list'; site: NewsSite; page: number; pages: number; posts: Post[] }
  | { kind: 'post'; site: NewsSite; post: Post };

/** Settings, menus and every due published post in three queries; no posts while the feature is disabled. */
export async function loadNewsSite(sql: Sql): Promise<NewsSite> {
  const settings = await getPublicSettings(sql);
  const enabled = settings?.features.posts?.enabled === true;
  const menus = settings ? await listMenus(sql) : [];
  return { settings, menus, posts: enabled ? await listPublishedPosts(sql) : [] };
}

const listView = (site: NewsSite, page: number): NewsView => ({
  kind: 'list',
  site,
  page,
  pages: pageCount(site.posts.length, NEWS_PER_PAGE),
  posts: pageItems(site.posts, page, NEWS_PER_PAGE),
});

/** Every path of the news section with its view (none while the feature is disabled, so they all give 404). */
export function newsPaths(site: NewsSite): { params: { path: string | undefined }; props: { view: NewsView } }[] {
  if (!site.settings?.features.posts?.enabled) return [];
  const first = listView(site, 1);
  const pages = first.kind === 'list' ? first.pages : 1;
  const lists = Array.from({ length: pages }, (_, i) => ({
    params: { path: i === 0 ? undefined : listPagePath(i + 1) },
    props: { view: i === 0 ? first : listView(site, i + 1) },
  }));
  const items = site.posts.map((post) => ({ params: { path: post.slug }, props: { view: { kind: 'post', site, post } as NewsView } }));
  return [...lists, ...items];
}

/** The view of one path (what dev renders on request): null for an unknown path, a page out of range or a draft. */
export function resolveNewsPath(site: NewsSite, path: string | undefined): NewsView | null {
  if (!site.settings?.features.posts?.enabled) return null;
  if (!path) return listView(site, 1);
  const listPage = LIST_PAGE_PATH.exec(path);
  if (listPage) {
    const view = listView(site, Number(listPage[1]));
    return view.kind === 'list' && view.page >= 2 && view.page <= view.pages ? view : null;
  }
  const post = site.posts.find((item) => item.slug === path);
  return post ? { kind: 'post', site, post } : null;
}

/** Where /noticias/{id} leads (dev renders it on request): the due post's slug address, or null. */
export const newsIdPath = (site: NewsSite, path: string | undefined): string | null => slugPathOfId('post', site.posts, path);
