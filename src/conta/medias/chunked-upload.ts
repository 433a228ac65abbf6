import { api, NETWORK_ERROR, messageOf, type ApiResult } from '../../client/api-client';
import type { MediaFile, MediaUploadStart } from '../../lib/schemas/media';
import { MAX_MEDIA_FILE_BYTES, MEDIA_TOO_LARGE, MEDIA_WRONG_TYPE } from '../../lib/schemas/media-limits';
import { $token } from '../../stores/session';

/** Options of one upload: progress in whole percent and cancellation. */
export type ChunkedUploadOptions = { onProgress?: (percent: number) => void; signal?: AbortSignal };

/** The outcome of an upload: the file, or the error; `canceled` when the signal stopped it. */
export type ChunkedUploadResult = ApiResult<MediaFile> & { canceled?: boolean };

const LIKELY_TYPE = /^(?:application\/pdf|audio\/|video\/|image\/(?:jpeg|png|webp|gif)$)/;
const LIKELY_NAME = /\.(?:pdf|mp3|ogg|oga|wav|flac|m4a|mp4|m4v|webm|mov|ogv|jpe?g|png|webp|gif)$/i;

/** A quick check in the browser before sending (the server reads the real type from the bytes): a message or null. */
export function checkMediaFile(file: File): string | null {
  if (file.size > MAX_MEDIA_FILE_BYTES) return MEDIA_TOO_LARGE;
  if (file.size === 0) return 'O arquivo selecionado está vazio.';
  return LIKELY_TYPE.test(file.type) || LIKELY_NAME.test(file.name) ? null : MEDIA_WRONG_TYPE;
}

const failure = (status: number, message: string): ChunkedUploadResult => ({ ok: false, error: { status, message } });

/** Sends one part as raw bytes; null when it was stored, else the error. */
async function sendPart(id: string, index: number, chunk: Blob, signal?: AbortSignal): Promise<ChunkedUploadResult | null> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/octet-stream' };
  const token = $token.get();
  if (token) headers.authorization = `Token ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/media-uploads/part?upload=${id}&index=${index}`, { method: 'PUT', headers, body: chunk, signal });
  } catch {
    return failure(0, NETWORK_ERROR);
  }
  if (response.ok) return null;
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's page (a 413 from the platform) is reported by status.
  }
  const fileError = (data as { errors?: Record<string, string[]> } | null)?.errors?.file?.[0];
  return failure(response.status, fileError ?? messageOf(data, `${response.status}`));
}

/**
 * Uploads a library file of up to 100 MB in parts (POST /api/media-uploads, PUT each part in order, then POST
 * …/complete), reporting the progress; a failure or a cancel removes what was sent. Never throws.
 */
export async function uploadInChunks(file: File, options: ChunkedUploadOptions = {}): Promise<ChunkedUploadResult> {
  const refused = checkMediaFile(file);
  if (refused) return failure(file.size > MAX_MEDIA_FILE_BYTES ? 413 : 422, refused);
  const { signal, onProgress } = options;
  const started = await api<MediaUploadStart>('POST', '/api/media-uploads', { body: { name: file.name, size: file.size }, quiet: true, signal });
  if (!started.ok) return { ...started, canceled: signal?.aborted };
  const { id, part_size: partSize, parts } = started.data;
  const discard = () => api('DELETE', `/api/media-uploads/${id}`, { quiet: true });
  onProgress?.(0);
  for (let index = 0; index < parts; index += 1) {
    const error = signal?.aborted ? failure(0, 'canceled') : await sendPart(id, index, file.slice(index * partSize, (index + 1) * partSize), signal);
    if (error) {
      await discard();
      return { ...error, canceled: signal?.aborted };
    }
    onProgress?.(Math.round(((index + 1) / parts) * 100));
  }
  const done = await api<MediaFile>('POST', `/api/media-uploads/${id}/complete`, { quiet: true });
  if (!done.ok) await discard();
  return done;
}
