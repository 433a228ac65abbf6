import { getStore } from '@netlify/blobs';

/** The Netlify Blobs store holding the parts of library files. */
export const MEDIA_FILES_STORE = 'media-files';

// Looked up per call (the environment says where the store is); strong consistency so that "complete" and the
// first download see every part just written.
const store = () => getStore({ name: MEDIA_FILES_STORE, consistency: 'strong' });

const partKey = (uploadId: string, index: number) => `${uploadId}/${index}`;

/** Stores one part of an upload. */
export async function putPart(uploadId: string, index: number, data: Uint8Array): Promise<void> {
  await store().set(partKey(uploadId, index), new Blob([data as Uint8Array<ArrayBuffer>]));
}

/** One stored part's bytes, or null when it is missing. */
export async function readPart(uploadId: string, index: number): Promise<Uint8Array | null> {
  const data = await store().get(partKey(uploadId, index), { type: 'arrayBuffer' });
  return data ? new Uint8Array(data) : null;
}

/** Removes every stored part of an upload (whatever was received). */
export async function deleteParts(uploadId: string): Promise<void> {
  const { blobs } = await store().list({ prefix: `${uploadId}/` });
  await Promise.all(blobs.map((blob) => store().delete(blob.key)));
}
