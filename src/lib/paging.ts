// Page arithmetic, once: the API's lists (src/server/db/paging.ts), the lists kept in memory, the static news pages
// and the shop's filtered pages. Pure and without zod, so the shop's public script can use it.

/** Where page `page` (counted from 1) of `perPage` items starts. */
export const pageOffset = (page: number, perPage: number): number => (page - 1) * perPage;

/** How many pages `total` items fill: at least 1 (an empty list still has its first page). */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The items of page `page` of a list held in memory (empty past the last page). */
export const pageItems = <T>(items: readonly T[], page: number, perPage: number): T[] =>
  items.slice(pageOffset(page, perPage), pageOffset(page, perPage) + perPage);
