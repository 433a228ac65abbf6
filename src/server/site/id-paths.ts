import { isId } from '../../lib/ids';
import type { Sql } from '../db/client';
import { publicRowsWithId } from '../seo/sitemap';

// The spec serves pages, news, events and products "by id or slug": /{id}, /noticias/{id}, /agenda/{id} and
// /loja/{id} lead, by a permanent redirect, to the slug's address. Slugs always have a letter, so digits alone are an id.

/**
 * Where each kind of item is served (/{slug}, /noticias/{slug}, /agenda/{slug}, /loja/{slug}; its id is answered
 * at the same place) and the feature its section needs.
 */
export const ID_PATHS = {
  page: { base: '', feature: null },
  post: { base: '/noticias', feature: 'posts' },
  event: { base: '/agenda', feature: 'events' },
  product: { base: '/loja', feature: 'produtos' },
} as const;

/** A kind of item reachable by id. */
export type IdPathKind = keyof typeof ID_PATHS;

/** The status of the id redirects: permanent (an item's id never changes). */
export const ID_REDIRECT_STATUS = 301;

/** The slug address an id segment leads to among the public items of one kind, or null when none has that id. */
export function slugPathOfId(kind: IdPathKind, items: { id: string; slug: string }[], segment: string | undefined): string | null {
  if (!isId(segment)) return null;
  const item = items.find((candidate) => candidate.id === segment);
  return item ? `${ID_PATHS[kind].base}/${item.slug}` : null;
}

const isIdKind = (kind: string): kind is IdPathKind => Object.hasOwn(ID_PATHS, kind);

/** The kind of item a path names by id (`/12` a page, `/loja/12` a product…) and the id; null for any other path. */
export function idAddress(pathname: string): { kind: IdPathKind; id: string } | null {
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  const id = segments.at(-1);
  // An id by src/lib/ids.ts: it fits a bigint, so no lookup can fail on the number's size.
  if (!isId(id) || segments.length > 2) return null;
  const base = segments.length === 2 ? `/${segments[0]}` : '';
  const kind = (Object.keys(ID_PATHS) as IdPathKind[]).find((k) => ID_PATHS[k].base === base);
  return kind ? { kind, id } : null;
}

/**
 * The slug address of the public item a path names by id (`/loja/12` → `/loja/caneca`), or null when the path is
 * not an id address or no public item of that kind has the id (a draft, a due-later post, a section turned off):
 * the sitemap's rule, one query.
 */
export async function slugPathOfIdAddress(sql: Sql, pathname: string): Promise<string | null> {
  const address = idAddress(pathname);
  if (!address) return null;
  const row = (await publicRowsWithId(sql, address.id)).find((r) => r.kind === address.kind);
  return row ? `${ID_PATHS[address.kind].base}/${row.slug}` : null;
}
