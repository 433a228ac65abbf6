// The site search's kinds of result and how they are grouped (pure: the pages that mark what Pagefind indexes and
// the browser script that groups its results share them).

/** The kinds of page the site search finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['page', 'news', 'event', 'library', 'product'] as const;
/** A kind of search result. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The attributes that put a page's content into the search index, as the kind given (on the element holding the
 * content: the header, the footer and the menus stay out). Pagefind reads `data-pagefind-body` and the `kind` meta.
 */
export const searchBody = (kind: SearchKind) => ({ 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}` });

/** One result as the page lists it. */
export type SearchHit = { url: string; title: string; excerpt: string; kind: string };

/** The results grouped by kind, in SEARCH_KINDS' order (an unknown kind last), each keeping the index's order. */
export function groupByKind(hits: readonly SearchHit[]): { kind: string; hits: SearchHit[] }[] {
  const rank = (kind: string) => {
    const at = (SEARCH_KINDS as readonly string[]).indexOf(kind);
    return at === -1 ? SEARCH_KINDS.length : at;
  };
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([kind, list]) => ({ kind, hits: list }));
}
