import mediaUploads from '../../netlify/functions/media-uploads.mts';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { seedSettings } from './db';
import { call, type CallResult } from './request';

/** Seeds the settings with the library feature on or off (the other features as a new site has them). */
export function seedMediasFeature(enabled = true) {
  return seedSettings({ features: { ...DEFAULT_FEATURES, medias: { ...DEFAULT_FEATURES.medias, enabled } } });
}

type MediaSeed = {
  title?: string;
  slug?: string;
  status?: 'draft' | 'published';
  publication_type?: string;
  media_type?: string;
  year?: number | null;
  authors?: string | null;
  external_url?: string | null;
};
let counter = 0;

/** Inserts a library item straight into the table (published, a YouTube link, unless told); its id and slug. */
export async function seedMedia(seed: MediaSeed = {}): Promise<{ id: string; slug: string }> {
  counter += 1;
  const [row] = await getSql()<{ id: string; slug: string }[]>`
    insert into medias (title, slug, status, publication_type, media_type, year, authors, external_url, description)
    values (${seed.title ?? `Item ${counter}`}, ${seed.slug ?? `item-${counter}`}, ${seed.status ?? 'published'},
      ${seed.publication_type ?? 'video'}, ${seed.media_type ?? 'video'}, ${seed.year === undefined ? 2024 : seed.year},
      ${seed.authors ?? null}, ${seed.external_url === undefined ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : seed.external_url},
      '<p>Descrição</p>')
    returning id::text as id, slug`;
  return row;
}

/** A tiny valid PDF document. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Bytes that start like a PDF, padded to `size`. */
export function pdfOfSize(size: number): Buffer {
  const data = Buffer.alloc(size, 0x20);
  TINY_PDF.copy(data, 0, 0, Math.min(size, TINY_PDF.length));
  return data;
}

/** Sends one part of a chunked upload as raw bytes. */
export async function sendPart(token: string | undefined, id: string, index: number, data: Uint8Array): Promise<CallResult> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/octet-stream' };
  if (token) headers.authorization = `Token ${token}`;
  const url = `http://localhost:8888/api/media-uploads/part?upload=${id}&index=${index}`;
  const response = await mediaUploads(new Request(url, { method: 'PUT', headers, body: data as Uint8Array<ArrayBuffer> }), {});
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Uploads a whole file through the chunked endpoints (start, every part in order, complete): the complete answer. */
export async function uploadMediaFile(token: string, data: Buffer, name = 'arquivo.pdf'): Promise<CallResult> {
  const started = await call(mediaUploads, 'POST', '/api/media-uploads', { token, body: { name, size: data.length } });
  if (started.status !== 201) return started;
  const { id, part_size: partSize, parts } = started.body as { id: string; part_size: number; parts: number };
  for (let index = 0; index < parts; index += 1) {
    const sent = await sendPart(token, id, index, data.subarray(index * partSize, (index + 1) * partSize));
    if (sent.status !== 200) return sent;
  }
  return call(mediaUploads, 'POST', `/api/media-uploads/${id}/complete`, { token });
}
