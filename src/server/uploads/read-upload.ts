import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from '../../lib/schemas/upload';
import { badRequest, HttpError, invalid } from '../http/http-error';

// Room for the multipart boundaries and part headers around a file of the largest accepted size.
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;

/** 413 with the size message, also as the `file` field's error so forms can show it. */
export const tooLarge = () => new HttpError(413, TOO_LARGE_MESSAGE, { file: [TOO_LARGE_MESSAGE] });

/** Reads a request body, stopping with `tooBig()` (413) as soon as it passes `limit` bytes. */
export async function readLimited(request: Request, limit: number, tooBig: () => HttpError = tooLarge): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The `file` field of a multipart upload as bytes. Refuses early on Content-Length and while reading (413),
 * answers 400 for a body that is not multipart and 422 when the field is missing, not a file or empty.
 */
export async function readUploadedFile(request: Request): Promise<Uint8Array> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) throw badRequest('Envie a imagem como multipart/form-data no campo file.');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_BODY) throw tooLarge();
  const body = await readLimited(request, MAX_BODY);
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('O corpo da requisição não é um formulário multipart válido.');
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw invalid({ file: ['Selecione um arquivo de imagem para enviar.'] });
  if (file.size === 0) throw invalid({ file: ['O arquivo enviado está vazio.'] });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
