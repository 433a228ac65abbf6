import { randomBytes } from 'node:crypto';
import {
  MAX_MEDIA_FILE_BYTES,
  MEDIA_FILES_PATH,
  MEDIA_PART_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_WRONG_TYPE,
  type MediaFile,
  type MediaUploadStart,
} from '../../lib/schemas/media';
import type { Sql } from '../db/client';
import { HttpError, invalid, notFound } from '../http/http-error';
import { detectMediaFileType } from '../uploads/file-signature';
import { deleteParts, putPart } from './media-blobs';

/** A stored upload row. */
export type UploadRow = {
  id: string;
  file_name: string;
  size: number;
  part_size: number;
  parts: number;
  mime: string | null;
  status: 'pending' | 'complete';
  uploaded_by: string | null;
};

/** 413 with the 100 MB message, also as the `file` field's error. */
export const mediaTooLarge = () => new HttpError(413, MEDIA_TOO_LARGE, { file: [MEDIA_TOO_LARGE] });
const NO_UPLOAD = 'Envio não encontrado: ele foi cancelado ou expirou. Envie o arquivo novamente.';

/** The public address of a library file. */
export const mediaFileUrl = (id: string): string => `${MEDIA_FILES_PATH}/${id}`;

/** Starts a chunked upload of `size` bytes (413 over 100 MB): its id and how to cut the file. */
export async function startUpload(sql: Sql, userId: string, name: string, size: number): Promise<MediaUploadStart> {
  if (size > MAX_MEDIA_FILE_BYTES) throw mediaTooLarge();
  const id = randomBytes(16).toString('hex');
  const parts = Math.ceil(size / MEDIA_PART_BYTES);
  await sql`
    insert into media_uploads ${sql({ id, file_name: name, size, part_size: MEDIA_PART_BYTES, parts, uploaded_by: userId })}`;
  return { id, part_size: MEDIA_PART_BYTES, parts };
}

/** An upload by id (as text; null when missing or of the wrong shape). */
export async function getUpload(sql: Sql, id: string): Promise<UploadRow | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const [row] = await sql<UploadRow[]>`
    select id, file_name, size::float8 as size, part_size, parts, mime, status, uploaded_by::text as uploaded_by
    from media_uploads where id = ${id}`;
  return row ?? null;
}

/** The upload a user is sending (404 when it is not theirs, not pending or gone). */
async function ownPendingUpload(sql: Sql, userId: string, id: string): Promise<UploadRow> {
  const upload = await getUpload(sql, id);
  if (!upload || upload.status !== 'pending' || upload.uploaded_by !== userId) throw notFound(NO_UPLOAD);
  return upload;
}

/** The exact size part `index` of an upload must have. */
export const expectedPartSize = (upload: Pick<UploadRow, 'size' | 'part_size' | 'parts'>, index: number): number =>
  index < upload.parts - 1 ? upload.part_size : upload.size - upload.part_size * (upload.parts - 1);

/**
 * Stores part `index` of an upload (its size must be exact: 422 otherwise). The first part's bytes decide the
 * file's type: a type the library does not take is refused at once (422), before the rest is sent.
 */
export async function receivePart(sql: Sql, userId: string, id: string, index: number, data: Uint8Array): Promise<{ received: number }> {
  const upload = await ownPendingUpload(sql, userId, id);
  if (!Number.isInteger(index) || index < 0 || index >= upload.parts) {
    throw invalid({ index: [`A parte ${index} não existe: o arquivo tem ${upload.parts} parte(s), de 0 a ${upload.parts - 1}.`] });
  }
  const expected = expectedPartSize(upload, index);
  if (data.byteLength !== expected) {
    throw invalid({ file: [`A parte ${index} deveria ter ${expected} bytes e chegou com ${data.byteLength}.`] });
  }
  if (index === 0) {
    const mime = detectMediaFileType(data);
    if (!mime) throw invalid({ file: [MEDIA_WRONG_TYPE] });
    await sql`update media_uploads set mime = ${mime} where id = ${id}`;
  }
  await putPart(id, index, data);
  await sql`
    insert into media_upload_parts (upload_id, part_index, size) values (${id}, ${index}, ${data.byteLength})
    on conflict (upload_id, part_index) do update set size = excluded.size`;
  const [{ received }] = await sql<{ received: number }[]>`
    select count(*)::int as received from media_upload_parts where upload_id = ${id}`;
  return { received };
}

/** Finishes an upload once every part arrived with its size and the type is known (422 otherwise). */
export async function completeUpload(sql: Sql, userId: string, id: string): Promise<MediaFile> {
  const upload = await ownPendingUpload(sql, userId, id);
  const [{ received, bytes }] = await sql<{ received: number; bytes: number }[]>`
    select count(*)::int as received, coalesce(sum(size), 0)::float8 as bytes from media_upload_parts where upload_id = ${id}`;
  if (received !== upload.parts || bytes !== upload.size) {
    throw invalid({ file: [`O envio está incompleto: ${received} de ${upload.parts} parte(s) recebida(s). Envie o arquivo novamente.`] });
  }
  if (!upload.mime) throw invalid({ file: [MEDIA_WRONG_TYPE] });
  await sql`update media_uploads set status = 'complete', completed_at = now() where id = ${id}`;
  return { id, url: mediaFileUrl(id), name: upload.file_name, size: upload.size, mime: upload.mime };
}

/** Removes an upload's parts and row. */
export async function deleteUpload(sql: Sql, id: string): Promise<void> {
  await deleteParts(id);
  await sql`delete from media_uploads where id = ${id}`;
}

/** Cancels an upload of the user's that no item uses yet (404 otherwise): parts and row removed. */
export async function cancelUpload(sql: Sql, userId: string, id: string): Promise<void> {
  const upload = await getUpload(sql, id);
  if (!upload || upload.uploaded_by !== userId) throw notFound(NO_UPLOAD);
  const [used] = await sql`select 1 from medias where file_id = ${id}`;
  if (used) throw new HttpError(409, 'Este arquivo pertence a um item da biblioteca: remova-o pelo item.');
  await deleteUpload(sql, id);
}

/**
 * Removes uploads abandoned for more than `hours` (24 unless told): never completed, or completed and never
 * attached to an item. Answers how many were removed. Run by the scheduled function media-uploads-cleanup.
 */
export async function cleanupStaleUploads(sql: Sql, hours = 24): Promise<number> {
  const stale = await sql<{ id: string }[]>`
    select u.id from media_uploads u
    where u.created_at < now() - make_interval(hours => ${hours})
      and not exists (select 1 from medias m where m.file_id = u.id)`;
  for (const { id } of stale) await deleteUpload(sql, id);
  return stale.length;
}
