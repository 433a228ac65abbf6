import { translate } from '../../i18n/labels';
import { mediaTypeLabel, mediaTypeOfFile } from '../../lib/media-types';
import type { Media, MediaData, MediaListQuery } from '../../lib/schemas/media';
import type { Page } from '../../lib/schemas/pagination';
import type { SessionUser } from '../auth/sessions';
import { sanitizeRichHtmlLazily } from '../content/sanitize-lazily';
import type { Sql } from '../db/client';
import { byIdOrSlug, contentTable, listed, publishedOnly, readerFilter } from '../db/content-rows';
import { searchFilter } from '../db/like';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { guardUnique, slugRule } from '../db/unique-violation';
import { invalid, notFound } from '../http/http-error';
import { deleteUpload, getUpload, mediaFileUrl } from './media-uploads';

/** A library item in a list (the description left out). */
export type MediaSummary = Omit<Media, 'description'>;

/** Answered when a slug belongs to another item. */
export const MEDIA_SLUG_TAKEN = 'Este endereço (slug) já é usado por outro item da biblioteca.';
const NOT_FOUND = 'Item da biblioteca não encontrado.';
const SLUG = slugRule('medias', MEDIA_SLUG_TAKEN);
const MEDIAS = contentTable('medias', 'm');

type MediaRow = Omit<Media, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toMedia = (row: MediaRow): Media => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (sql: Sql, withDescription: boolean) => sql`
  m.id::text as id, m.title, m.slug, m.publication_type, m.media_type, m.authors, m.year,
  ${withDescription ? sql`m.description` : sql`''`} as description, m.cover, m.file_id, m.file_url, m.file_name,
  m.file_size::float8 as file_size, m.file_mime, m.external_url, m.status, m.author_id::text as author_id,
  m.created_at, m.updated_at`;

/** One page of items, newest first: the public sees published ones; managers all, with the status filter. */
export async function listMedias(sql: Sql, query: MediaListQuery, manager: boolean): Promise<Page<MediaSummary>> {
  const where = sql`where true
    ${readerFilter(sql, MEDIAS, manager, query.status)}
    ${query.publication_type ? sql`and m.publication_type = ${query.publication_type}` : sql``}
    ${query.media_type ? sql`and m.media_type = ${query.media_type}` : sql``}
    ${query.year ? sql`and m.year = ${query.year}` : sql``}
    ${searchFilter(sql, query.q, ['m.title', 'm.slug', 'm.authors'])}`;
  const [total, rows] = await together(
    countRows(sql, sql`medias m ${where}`),
    sql<MediaRow[]>`
      select ${columns(sql, false)} from medias m ${where}
      order by m.created_at desc, m.id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map((row) => listed(toMedia(row), 'description')), total, query);
}

/** How many items a reader who sees drafts has in all (the list's `total` without a filter: the dashboard's count). */
export const countMedias = (sql: Sql): Promise<number> =>
  countRows(sql, sql`medias m where true ${readerFilter(sql, MEDIAS, true)}`);

/** An item by numeric id or slug; the public gets 404 for drafts. */
export async function getMedia(sql: Sql, idOrSlug: string, manager: boolean): Promise<Media> {
  const [row] = await sql<MediaRow[]>`
    select ${columns(sql, true)} from medias m where ${byIdOrSlug(sql, MEDIAS, idOrSlug)} ${readerFilter(sql, MEDIAS, manager)}`;
  if (!row) throw notFound(NOT_FOUND);
  return toMedia(row);
}

/** Every published item with its description, newest first: what the static build renders (one query). */
export async function listPublishedMedias(sql: Sql): Promise<Media[]> {
  const rows = await sql<MediaRow[]>`
    select ${columns(sql, true)} from medias m where ${publishedOnly(sql, MEDIAS)} order by m.created_at desc, m.id desc`;
  return rows.map(toMedia);
}

/**
 * The stored columns of an item: description sanitized, and the file's columns from its finished upload, which
 * must exist, not belong to another item, and be of the chosen media type (422 otherwise).
 */
async function storedColumns(sql: Sql, data: MediaData, itemId: string | null) {
  const file = { file_id: null as string | null, file_url: null as string | null, file_name: null as string | null, file_size: null as number | null, file_mime: null as string | null };
  if (data.file_id) {
    const upload = await getUpload(sql, data.file_id);
    const [owner] = upload ? await sql<{ id: string }[]>`select id::text as id from medias where file_id = ${data.file_id}` : [];
    if (!upload || upload.status !== 'complete' || (owner && owner.id !== itemId)) {
      throw invalid({ file_id: ['O arquivo não foi encontrado ou o envio não terminou. Envie o arquivo novamente.'] });
    }
    const kind = mediaTypeOfFile(upload.mime);
    if (kind !== data.media_type) {
      throw invalid({ media_type: [`O arquivo enviado (${upload.mime}) não combina com o tipo de mídia escolhido: use ${kind ? translate(mediaTypeLabel(kind)) : 'outro tipo'}.`] });
    }
    Object.assign(file, { file_id: upload.id, file_url: mediaFileUrl(upload.id), file_name: upload.file_name, file_size: upload.size, file_mime: upload.mime });
  }
  return {
    title: data.title,
    slug: data.slug,
    publication_type: data.publication_type,
    media_type: data.media_type,
    authors: data.authors,
    year: data.year,
    description: await sanitizeRichHtmlLazily(data.description),
    cover: data.cover,
    external_url: data.external_url,
    status: data.status,
    ...file,
  };
}


/** Creates an item by `author` (409 for a taken slug). */
export async function createMedia(sql: Sql, author: SessionUser, data: MediaData): Promise<Media> {
  const values = await storedColumns(sql, data, null);
  return guardUnique(SLUG, async () => {
    const [{ id }] = await sql<{ id: string }[]>`
      insert into medias ${sql({ ...values, author_id: author.id })} returning id::text as id`;
    return getMedia(sql, id, true);
  });
}

/** Replaces an item's fields; a file replaced or dropped is deleted from storage. */
export async function updateMedia(sql: Sql, id: string, data: MediaData): Promise<Media> {
  const [current] = await sql<{ file_id: string | null }[]>`select file_id from medias where id = ${id}`;
  if (!current) throw notFound(NOT_FOUND);
  const values = await storedColumns(sql, data, id);
  await guardUnique(SLUG, () => sql`update medias set ${sql({ ...values })}, updated_at = now() where id = ${id}`);
  if (current.file_id && current.file_id !== values.file_id) await deleteUpload(sql, current.file_id);
  return getMedia(sql, id, true);
}

/** Deletes an item and its stored file (404 when missing). */
export async function deleteMedia(sql: Sql, id: string): Promise<void> {
  const rows = await sql<{ file_id: string | null }[]>`delete from medias where id = ${id} returning file_id`;
  if (rows.length === 0) throw notFound(NOT_FOUND);
  if (rows[0].file_id) await deleteUpload(sql, rows[0].file_id);
}
