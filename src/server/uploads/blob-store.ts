import { getStore } from '@netlify/blobs';
import type { ImageType } from '../../lib/schemas/upload';

/** The Netlify Blobs store holding the uploaded files. */
export const UPLOADS_STORE = 'uploads';

// The environment (Netlify, the dev server's emulation, the test setup) says where the store is, so it is
// looked up per call. Strong consistency: the admin sees the preview of an image right after sending it.
const store = () => getStore({ name: UPLOADS_STORE, consistency: 'strong' });

/** Stores one file under its key, with its content type as metadata. */
export async function putFile(key: string, data: Uint8Array, type: ImageType): Promise<void> {
  await store().set(key, new Blob([data as Uint8Array<ArrayBuffer>], { type }), { metadata: { type } });
}

/** A stored file as a stream with its content type, or null when no file has that key. */
export async function readFile(key: string): Promise<{ body: ReadableStream; type: string } | null> {
  const entry = await store().getWithMetadata(key, { type: 'stream' });
  if (!entry) return null;
  const type = typeof entry.metadata.type === 'string' ? entry.metadata.type : 'application/octet-stream';
  return { body: entry.data, type };
}

/** Removes stored files (when an upload cannot be recorded). */
export async function deleteFiles(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => store().delete(key)));
}
