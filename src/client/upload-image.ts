import toast from './lazy-toast';
import { $labels } from '../stores/locale';
import { $token, clearSession } from '../stores/session';
import { messageOf, NETWORK_ERROR, type ApiResult } from './api-client';
import { isTooLarge, type UploadedImage } from '../lib/schemas/upload';
import { shrinkForUpload } from './shrink-image';
import { ptLabel } from './labels';
import { PT as UPLOAD_LABELS } from '../i18n/sets/uploads';

/** The path of the image upload endpoint. */
export const UPLOAD_IMAGES_PATH = '/api/uploads/images';

/** Options of one upload: progress in whole percent, cancellation, and `quiet` to skip the failure toast. */
export type UploadOptions = { onProgress?: (percent: number) => void; signal?: AbortSignal; quiet?: boolean };

/** A label in the visitor's language (custom labels first; the upload's own set with it), with `{name}` placeholders filled. */
function label(key: string, vars: Record<string, string> = {}): string {
  const text = $labels.get()?.[key] || ptLabel(key) || UPLOAD_LABELS[key] || key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match);
}

/** The outcome of an upload answer: the image on 2xx, else the error with the most precise message (the file's). */
export function uploadResult(status: number, text: string): ApiResult<UploadedImage> {
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON body (an HTML error page, a proxy's 413) is reported as it came.
  }
  if (status >= 200 && status < 300) return { ok: true, data: data as UploadedImage };
  const isObject = !!data && typeof data === 'object';
  // A 413 that is not the API's JSON comes from the platform in front of it (Netlify buffers at most 6 MB).
  if (status === 413 && !isObject) return { ok: false, error: { status, message: label('image_refused_size') } };
  const errors = isObject ? (data as { errors?: Record<string, string[]> }).errors : undefined;
  const message = errors?.file?.[0] || messageOf(data, `${status}`);
  return { ok: false, error: { status, message, errors } };
}

/** Sends the multipart request, reporting the upload progress (fetch cannot). */
function send(file: File, options: UploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_IMAGES_PATH);
    xhr.setRequestHeader('accept', 'application/json');
    const token = $token.get();
    if (token) xhr.setRequestHeader('authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, text: '' });
    xhr.onabort = () => resolve({ status: 0, text: '' });
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/**
 * Uploads an image to POST /api/uploads/images (field `file`); `average` of the answer is the URL to insert.
 * A file over 10 MB is refused before sending; a photo over 4 MB is shrunk first (see shrink-image.ts).
 * On failure the spec's toast 'Ocorreu um erro ao enviar a imagem: {message}' shows (unless `quiet`); a 401
 * ends the session, as every API call does. Never throws.
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<ApiResult<UploadedImage>> {
  let result: ApiResult<UploadedImage>;
  if (isTooLarge(file.size)) {
    result = { ok: false, error: { status: 413, message: label('image_too_large') } };
  } else {
    const { status, text } = await send(await shrinkForUpload(file), options);
    result = status === 0 ? { ok: false, error: { status: 0, message: NETWORK_ERROR } } : uploadResult(status, text);
  }
  if (result.ok) return result;
  console.error(`[upload] ${file.name}: ${result.error.status} ${result.error.message}`);
  const { status, message } = result.error;
  if ((status === 401 && $token.get()) || (status === 500 && /invalid signature/i.test(message))) clearSession();
  if (!options.quiet) toast.error(label('image_upload_failed', { message: result.error.message }));
  return result;
}
