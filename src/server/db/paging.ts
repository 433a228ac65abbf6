import type postgres from 'postgres';
import { pageItems, pageOffset } from '../../lib/paging';
import type { Page, PageQuery } from '../../lib/schemas/pagination';
import type { Db } from './client';

/** The `limit … offset …` of the page a list query asks for (pages count from 1). */
export const pageWindow = (sql: Db, query: PageQuery): postgres.Fragment =>
  sql`limit ${query.per_page} offset ${pageOffset(query.page, query.per_page)}`;

/** How many rows a list has in all (the envelope's `total`): `rows` is its `from … where …`. */
export async function countRows(sql: Db, rows: postgres.Fragment): Promise<number> {
  const [{ total }] = await sql<{ total: number }[]>`select count(*)::int as total from ${rows}`;
  return total;
}

/** One page of a list as every list endpoint answers it: `{data, total, page, per_page}`. */
export const pageOf = <T>(data: T[], total: number, query: PageQuery): Page<T> => ({
  data,
  total,
  page: query.page,
  per_page: query.per_page,
});

/** One page of a list held in memory (a few rows read whole), in the same envelope. */
export const pageOfAll = <T>(items: readonly T[], query: PageQuery): Page<T> =>
  pageOf(pageItems(items, query.page, query.per_page), items.length, query);
