import type postgres from 'postgres';
import { isId } from '../../lib/ids';
import type { Db } from './client';

// The tables with a draft/published status, and whether the public also waits for a row's `published_at` (the news'
// scheduled posts).
const DUE = { pages: false, posts: true, events: false, medias: false, products: false } as const;

/** A table with a draft/published status. */
export type ContentKind = keyof typeof DUE;

/** A content table as a query names it (its alias, or its name) and whether its public rows must also be due. */
export type ContentTable = { name: string; due: boolean };

/** A content table under the alias a query gives it (`contentTable('posts', 'p')`). */
export const contentTable = (table: ContentKind, alias: string = table): ContentTable => ({ name: alias, due: DUE[table] });

const column = (sql: Db, table: ContentTable, name: string) => sql(`${table.name}.${name}`);

/**
 * The item a key names, "by id or slug": `id = key` when the key is an id, else `slug = key`. Slugs always have a
 * letter (slug-field.ts), so digits alone never name a slug.
 */
export const byIdOrSlug = (sql: Db, table: ContentTable, key: string): postgres.Fragment =>
  isId(key) ? sql`${column(sql, table, 'id')} = ${key}` : sql`${column(sql, table, 'slug')} = ${key}`;

/** The rows the public sees: published, and due where the table has a due date. */
export const publishedOnly = (sql: Db, table: ContentTable): postgres.Fragment =>
  table.due
    ? sql`${column(sql, table, 'status')} = 'published' and ${column(sql, table, 'published_at')} <= now()`
    : sql`${column(sql, table, 'status')} = 'published'`;

/**
 * What a reader gets of a content list or item, as `and …` conditions: the public the published rows only (see
 * `canSeeDraftsOr404` for who sees drafts); a reader who sees drafts every row, or those of the `status` asked.
 */
export function readerFilter(sql: Db, table: ContentTable, seesDrafts: boolean, status: string | null = null): postgres.Fragment {
  if (!seesDrafts) return sql`and ${publishedOnly(sql, table)}`;
  return status ? sql`and ${column(sql, table, 'status')} = ${status}` : sql``;
}

/** An item as a list answers it: without its long field (a body, a description, blocks), which lists do not read. */
export function listed<T extends object, K extends keyof T>(item: T, field: K): Omit<T, K> {
  const { [field]: _left, ...rest } = item;
  return rest;
}
