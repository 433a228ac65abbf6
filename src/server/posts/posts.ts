import type { Page } from '../../lib/schemas/pagination';
import type { Post, PostData, PostListQuery } from '../../lib/schemas/post';
import type { SessionUser } from '../auth/sessions';
import { sanitizeRichHtmlLazily } from '../content/sanitize-lazily';
import type { Sql } from '../db/client';
import { byIdOrSlug, contentTable, listed, publishedOnly, readerFilter } from '../db/content-rows';
import { searchFilter } from '../db/like';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { guardUnique, slugRule } from '../db/unique-violation';
import { notFound } from '../http/http-error';

/** A post in a list (the body is left out). */
export type PostSummary = Omit<Post, 'body'>;

/** Answered when a slug belongs to another post. */
export const SLUG_TAKEN = 'Este endereço (slug) já é usado por outra notícia.';
const SLUG = slugRule('posts', SLUG_TAKEN);
const POSTS = contentTable('posts', 'p');

type PostRow = Omit<Post, 'published_at' | 'created_at' | 'updated_at'> & {
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const toPost = (row: PostRow): Post => ({
  ...row,
  published_at: iso(row.published_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (sql: Sql, withBody: boolean) => sql`
  p.id::text as id, p.title, p.slug, p.excerpt, p.cover, ${withBody ? sql`p.body` : sql`''`} as body, p.status,
  p.published_at, p.author_id::text as author_id, u.name as author_name, p.created_at, p.updated_at`;

/** One page of posts: the public sees the published ones already due, managers see all (search and status). */
export async function listPosts(sql: Sql, query: PostListQuery, manager: boolean): Promise<Page<PostSummary>> {
  const where = sql`where true
    ${readerFilter(sql, POSTS, manager, query.status)}
    ${searchFilter(sql, query.q, ['p.title', 'p.slug'])}`;
  const [total, rows] = await together(
    countRows(sql, sql`posts p ${where}`),
    sql<PostRow[]>`
      select ${columns(sql, false)} from posts p left join users u on u.id = p.author_id ${where}
      order by p.published_at desc nulls first, p.id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map((row) => listed(toPost(row), 'body')), total, query);
}

/** How many posts a reader who sees drafts has in all (the list's `total` without a filter: the dashboard's count). */
export const countPosts = (sql: Sql): Promise<number> =>
  countRows(sql, sql`posts p where true ${readerFilter(sql, POSTS, true)}`);

/** A post by numeric id or by slug; the public gets 404 for drafts and posts not yet due. */
export async function getPost(sql: Sql, idOrSlug: string, manager: boolean): Promise<Post> {
  const [row] = await sql<PostRow[]>`
    select ${columns(sql, true)} from posts p left join users u on u.id = p.author_id
    where ${byIdOrSlug(sql, POSTS, idOrSlug)} ${readerFilter(sql, POSTS, manager)}`;
  if (!row) throw notFound('Notícia não encontrada.');
  return toPost(row);
}

/** Every published post already due, newest first, with its body: what the static build renders (one query). */
export async function listPublishedPosts(sql: Sql): Promise<Post[]> {
  const rows = await sql<PostRow[]>`
    select ${columns(sql, true)} from posts p left join users u on u.id = p.author_id
    where ${publishedOnly(sql, POSTS)} order by p.published_at desc, p.id desc`;
  return rows.map(toPost);
}

/** Creates a post by `author` (body sanitized; published without a date means now; 409 for a taken slug). */
export async function createPost(sql: Sql, author: SessionUser, data: PostData): Promise<Post> {
  const body = await sanitizeRichHtmlLazily(data.body);
  return guardUnique(SLUG, async () => {
    const [{ id }] = await sql<{ id: string }[]>`
      insert into posts (title, slug, excerpt, cover, body, status, published_at, author_id)
      values (${data.title}, ${data.slug}, ${data.excerpt}, ${data.cover}, ${body}, ${data.status},
        ${data.published_at ?? (data.status === 'published' ? sql`now()` : null)}, ${author.id})
      returning id::text as id`;
    return getPost(sql, id, true);
  });
}

/** Replaces a post's fields (body sanitized; publishing without a date keeps the first one or takes now). */
export async function updatePost(sql: Sql, id: string, data: PostData): Promise<Post> {
  const body = await sanitizeRichHtmlLazily(data.body);
  return guardUnique(SLUG, async () => {
    const rows = await sql`
      update posts set title = ${data.title}, slug = ${data.slug}, excerpt = ${data.excerpt}, cover = ${data.cover},
        body = ${body}, status = ${data.status},
        published_at = ${data.published_at ?? (data.status === 'published' ? sql`coalesce(published_at, now())` : null)},
        updated_at = now()
      where id = ${id} returning id`;
    if (rows.length === 0) throw notFound('Notícia não encontrada.');
    return getPost(sql, id, true);
  });
}

/** Deletes a post (404 when missing). */
export async function deletePost(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from posts where id = ${id} returning id`;
  if (rows.length === 0) throw notFound('Notícia não encontrada.');
}
