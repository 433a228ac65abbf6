import { MEDIA_RANGE_BYTES } from '../../lib/media-types';
import type { Sql } from '../db/client';
import { contentTable, publishedOnly } from '../db/content-rows';
import { notFound } from '../http/http-error';
import { readPart } from './media-blobs';
import { getUpload, type UploadRow } from './media-uploads';

/**
 * The most a ranged answer carries (MEDIA_RANGE_BYTES): an open range ('bytes=0-', what video and audio players
 * ask) is answered with its first 16 MiB and the player asks for more.
 */
export const MAX_RANGE_BYTES = MEDIA_RANGE_BYTES;

/** A byte range to send, both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * The range a `Range` header asks of a file of `size` bytes: null to send the whole file (no header, several
 * ranges, or a unit other than bytes), 'unsatisfiable' for a range outside the file (416). Capped at
 * MAX_RANGE_BYTES.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, start + MAX_RANGE_BYTES - 1) };
}

/** The bytes `range` of a stored file, streamed part by part (a part is read only when the reader wants it). */
function streamRange(upload: UploadRow, range: ByteRange): ReadableStream<Uint8Array> {
  let index = Math.floor(range.start / upload.part_size);
  const last = Math.floor(range.end / upload.part_size);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index > last) return controller.close();
      const part = await readPart(upload.id, index);
      if (!part) {
        console.error(`[media-files] part ${index} of ${upload.id} is missing`);
        return controller.error(new Error('missing part'));
      }
      const offset = index * upload.part_size;
      const from = Math.max(0, range.start - offset);
      const to = Math.min(part.byteLength, range.end - offset + 1);
      controller.enqueue(part.subarray(from, to));
      index += 1;
    },
  });
}

// RFC 6266: an ASCII fallback name and the UTF-8 one.
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

// Keys are never reused, so a published file never changes; any other is for the manager asking only.
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE = 'private, no-store';

/** How a file is asked for: the `Range` header, `?download=1`, and whether the reader sees drafts. */
export type FileRequest = { range: string | null; download: boolean; drafts: boolean };

/** Whether an upload is the file of a published library item (only those are public). */
async function isPublishedFile(sql: Sql, id: string): Promise<boolean> {
  const rows = await sql`select 1 from medias where file_id = ${id} and ${publishedOnly(sql, contentTable('medias'))}`;
  return rows.length > 0;
}

/**
 * The answer to GET /api/media-files/:id: the whole file (200) or one range (206, 416), with Content-Length,
 * Content-Type, Accept-Ranges and Content-Disposition (attachment when `download`, else inline). 404 for an
 * unknown id, an upload not completed, or a file of a draft or of no item when the reader does not see drafts.
 */
export async function mediaFileResponse(sql: Sql, id: string, asked: FileRequest): Promise<Response> {
  const upload = await getUpload(sql, id);
  const published = upload ? await isPublishedFile(sql, id) : false;
  if (!upload || upload.status !== 'complete' || !upload.mime || !(published || asked.drafts)) {
    throw notFound('Arquivo não encontrado.');
  }
  const headers: Record<string, string> = {
    'content-type': upload.mime,
    'accept-ranges': 'bytes',
    'content-disposition': disposition(asked.download ? 'attachment' : 'inline', upload.file_name),
    'cache-control': published ? PUBLIC_CACHE : PRIVATE_CACHE,
    'x-content-type-options': 'nosniff',
  };
  const range = parseRange(asked.range, upload.size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${upload.size}` } });
  }
  const sent = range ?? { start: 0, end: upload.size - 1 };
  headers['content-length'] = String(sent.end - sent.start + 1);
  if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${upload.size}`;
  return new Response(streamRange(upload, sent), { status: range ? 206 : 200, headers });
}
