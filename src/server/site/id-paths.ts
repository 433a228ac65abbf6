import type { Sql } from '../db/client';
import { loadSitemapData, type SitemapData } from '../seo/sitemap';

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

/** Whether a path segment names an item by id (digits alone). */
export const isIdSegment = (segment: string | undefined): segment is string => segment !== undefined && /^\d+$/.test(segment);

/** The slug address an id segment leads to among the public items of one kind, or null when none has that id. */
export function slugPathOfId(kind: IdPathKind, items: { id: string; slug: string }[], segment: string | undefined): string | null {
  if (!isIdSegment(segment)) return null;
  const item = items.find((candidate) => candidate.id === segment);
  return item ? `${ID_PATHS[kind].base}/${item.slug}` : null;
}

const isIdKind = (kind: string): kind is IdPathKind => Object.hasOwn(ID_PATHS, kind);

/**
 * Netlify's `_redirects` lines of the build: one permanent redirect per published page, due post, event and
 * product of an enabled section (the items the sitemap lists), from its id address to its slug address.
 */
export function idRedirectLines({ settings, rows }: SitemapData): string[] {
  if (!settings) return [];
  return rows.flatMap((row) => {
    if (!isIdKind(row.kind)) return [];
    const { base, feature } = ID_PATHS[row.kind];
    if (feature && settings.features[feature]?.enabled !== true) return [];
    return [`${base}/${row.id} ${base}/${row.slug} ${ID_REDIRECT_STATUS}`];
  });
}

/** Loads what the build's `_redirects` lists (the sitemap's one query) and gives its lines. */
export async function loadIdRedirectLines(sql: Sql): Promise<string[]> {
  return idRedirectLines(await loadSitemapData(sql));
}
