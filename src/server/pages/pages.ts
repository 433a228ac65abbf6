import type { Page } from '../../lib/schemas/pagination';
import type { PageData, PageListQuery, SitePage, SitePageSummary } from '../../lib/schemas/page';
import type { SessionUser } from '../auth/sessions';
import { sanitizeBlocksLazily } from '../content/sanitize-lazily';
import type { Db, Sql } from '../db/client';
import { byIdOrSlug, contentTable, listed, publishedOnly, readerFilter } from '../db/content-rows';
import { searchFilter } from '../db/like';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { guardUnique, slugRule } from '../db/unique-violation';
import { transaction } from '../db/transaction';
import { notFound } from '../http/http-error';

/** Answered when a slug belongs to another page. */
export const PAGE_SLUG_TAKEN = 'Este endereço (slug) já é usado por outra página.';
const NOT_FOUND = 'Página não encontrada.';
const SLUG = slugRule('pages', PAGE_SLUG_TAKEN);
const PAGES = contentTable('pages');

type PageRow = Omit<SitePage, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toPage = (row: PageRow): SitePage => ({
  ...row,
  blocks: Array.isArray(row.blocks) ? row.blocks : [],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (sql: Sql, withBlocks: boolean) => sql`
  id::text as id, title, slug, status, seo_title, seo_description, cover, is_home,
  ${withBlocks ? sql`blocks` : sql`'[]'::jsonb`} as blocks, author_id::text as author_id, created_at, updated_at`;

/** One page of pages: the public sees the published ones, managers see all (search and status); home first. */
export async function listPages(sql: Sql, query: PageListQuery, manager: boolean): Promise<Page<SitePageSummary>> {
  const where = sql`where true
    ${readerFilter(sql, PAGES, manager, query.status)}
    ${searchFilter(sql, query.q, ['title', 'slug'])}`;
  const [total, rows] = await together(
    countRows(sql, sql`pages ${where}`),
    sql<PageRow[]>`
      select ${columns(sql, false)} from pages ${where}
      order by is_home desc, lower(title), id ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map((row) => listed(toPage(row), 'blocks')), total, query);
}

/** A page by numeric id or by slug; the public gets 404 for drafts. */
export async function getPage(sql: Sql, idOrSlug: string, manager: boolean): Promise<SitePage> {
  const [row] = await sql<PageRow[]>`
    select ${columns(sql, true)} from pages where ${byIdOrSlug(sql, PAGES, idOrSlug)} ${readerFilter(sql, PAGES, manager)}`;
  if (!row) throw notFound(NOT_FOUND);
  return toPage(row);
}

/** Every published page with its blocks, by slug: what the static build renders (one query). */
export async function listPublishedPages(sql: Sql): Promise<SitePage[]> {
  const rows = await sql<PageRow[]>`select ${columns(sql, true)} from pages where ${publishedOnly(sql, PAGES)} order by slug`;
  return rows.map(toPage);
}

/** The published home page, or null (no home page, or it is a draft). */
export async function getHomePage(sql: Sql): Promise<SitePage | null> {
  const [row] = await sql<PageRow[]>`select ${columns(sql, true)} from pages where is_home and ${publishedOnly(sql, PAGES)}`;
  return row ? toPage(row) : null;
}

// Marking a page home runs one at a time (a transaction lock), so two pages marked home at once both succeed and the
// last one is home, instead of the second hitting the one-home index (pages_one_home).
const takeHome = (tx: Db) => tx`select pg_advisory_xact_lock(hashtext('pages_one_home'))`;

/** Creates a page by `author` (blocks sanitized; marking it home unsets the previous home in the same transaction). */
export async function createPage(sql: Sql, author: SessionUser, data: PageData): Promise<SitePage> {
  const blocks = await sanitizeBlocksLazily(data.blocks);
  return guardUnique(SLUG, async () => {
    const id = await transaction(sql, async (tx) => {
      if (data.is_home) await takeHome(tx);
      if (data.is_home) await tx`update pages set is_home = false where is_home`;
      const [row] = await tx<{ id: string }[]>`
        insert into pages (title, slug, status, seo_title, seo_description, cover, is_home, blocks, author_id)
        values (${data.title}, ${data.slug}, ${data.status}, ${data.seo_title}, ${data.seo_description}, ${data.cover},
          ${data.is_home}, ${tx.json(blocks as never)}, ${author.id})
        returning id::text as id`;
      return row.id;
    });
    return getPage(sql, id, true);
  });
}

/**
 * Replaces a page's fields (blocks sanitized; marking it home unsets the previous home in the same transaction). The
 * site's privacy page follows its slug: the same statement moves `settings.privacy_page` from the old slug to the new.
 */
export async function updatePage(sql: Sql, id: string, data: PageData): Promise<SitePage> {
  const blocks = await sanitizeBlocksLazily(data.blocks);
  return guardUnique(SLUG, async () => {
    await transaction(sql, async (tx) => {
      if (data.is_home) await takeHome(tx);
      if (data.is_home) await tx`update pages set is_home = false where is_home and id <> ${id}`;
      const rows = await tx`
        with before as (select slug from pages where id = ${id}),
        saved as (
          update pages set title = ${data.title}, slug = ${data.slug}, status = ${data.status}, seo_title = ${data.seo_title},
            seo_description = ${data.seo_description}, cover = ${data.cover}, is_home = ${data.is_home},
            blocks = ${tx.json(blocks as never)}, updated_at = now()
          where id = ${id} returning id, slug),
        followed as (
          update settings set privacy_page = (select slug from saved)
          where privacy_page = (select slug from before) and privacy_page <> (select slug from saved))
        select id from saved`;
      if (rows.length === 0) throw notFound(NOT_FOUND);
    });
    return getPage(sql, id, true);
  });
}

/** Deletes a page (404 when missing); when it was the site's privacy page, the settings choose none (no dead link). */
export async function deletePage(sql: Sql, id: string): Promise<void> {
  const rows = await sql`
    with gone as (delete from pages where id = ${id} returning slug),
    unlinked as (update settings set privacy_page = null where privacy_page in (select slug from gone))
    select slug from gone`;
  if (rows.length === 0) throw notFound(NOT_FOUND);
}
