import type { LibraryEntry } from '../../lib/library-filters';
import type { Menu } from '../../lib/schemas/menu';
import type { Media } from '../../lib/schemas/media';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { listMenus } from '../menus/menus';
import { getPublicSettings } from '../settings/settings';
import { listPublishedMedias } from './medias';

/** What every library page needs (loaded once per build, not per page). */
export type LibrarySite = { settings: PublicSettings | null; menus: Menu[]; medias: Media[] };

/** One page of the library, ready to render. */
export type LibraryView = { kind: 'list'; site: LibrarySite } | { kind: 'item'; site: LibrarySite; media: Media };

/** Settings, menus and every published item in three queries; no items while the feature is disabled. */
export async function loadLibrarySite(sql: Sql): Promise<LibrarySite> {
  const settings = await getPublicSettings(sql);
  const enabled = settings?.features.medias?.enabled === true;
  const menus = settings ? await listMenus(sql) : [];
  return { settings, menus, medias: enabled ? await listPublishedMedias(sql) : [] };
}

const enabled = (site: LibrarySite) => site.settings?.features.medias?.enabled === true;

/** Every path of /biblioteca with its view (none while the feature is disabled, so they all give 404). */
export function libraryPaths(site: LibrarySite): { params: { path: string | undefined }; props: { view: LibraryView } }[] {
  if (!enabled(site)) return [];
  const items = site.medias.map((media) => ({ params: { path: media.slug }, props: { view: { kind: 'item', site, media } as LibraryView } }));
  return [{ params: { path: undefined }, props: { view: { kind: 'list', site } } }, ...items];
}

/** The view of one path (what dev renders on request): null for an unknown path, a draft or the feature off. */
export function resolveLibraryPath(site: LibrarySite, path: string | undefined): LibraryView | null {
  if (!enabled(site)) return null;
  if (!path) return { kind: 'list', site };
  const media = site.medias.find((item) => item.slug === path);
  return media ? { kind: 'item', site, media } : null;
}

/** An item as the /biblioteca page embeds it for the browser's filters (short keys, no description). */
export const libraryEntry = (media: Media): LibraryEntry => ({
  s: media.slug,
  t: media.title,
  p: media.publication_type,
  m: media.media_type,
  y: media.year,
  a: media.authors,
  c: media.cover,
});
