import type postgres from 'postgres';
import type { Sql } from './client';

/**
 * The ILIKE pattern that finds `text` anywhere in a value. LIKE reads % and _ as wildcards and \ as its escape:
 * each is escaped, so a search for "100%" or "a_b" finds those characters literally.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The search condition of a list's `q`: `and (<col> ilike <pattern> or …)` over the columns (names written
 * `table.column`, quoted as identifiers); empty when there is no search. A null column matches nothing.
 */
export function searchFilter(sql: Sql, q: string | null | undefined, columns: readonly string[]): postgres.Fragment {
  if (!q || columns.length === 0) return sql``;
  const pattern = containsPattern(q);
  const matches = columns
    .map((column) => sql`${sql(column)} ilike ${pattern}`)
    .reduce((any, match) => sql`${any} or ${match}`);
  return sql`and (${matches})`;
}
