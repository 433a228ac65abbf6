import { randomBytes } from 'node:crypto';
import { FILES_PATH, IMAGE_TYPES, type ImageVariant, type UploadedImage } from '../../lib/schemas/upload';
import type { Sql } from '../db/client';
import { invalid } from '../http/http-error';
import { deleteFiles, putFile } from './blob-store';
import { detectImageType } from './file-signature';
import { processImage } from './variants';

const NOT_AN_IMAGE = 'O arquivo não é uma imagem JPEG, PNG, WebP, GIF ou SVG.';

/** The public URL of a stored file. */
export const fileUrl = (key: string): string => `${FILES_PATH}/${key}`;

/**
 * Stores an uploaded image: the type read from its bytes (422 otherwise), processed into its variants, each
 * under a generated key, and recorded in `uploads`. Answers the URLs (`average` is the one to insert).
 */
export async function createImageUpload(sql: Sql, userId: string, data: Uint8Array): Promise<UploadedImage> {
  const type = detectImageType(data);
  if (!type) throw invalid({ file: [NOT_AN_IMAGE] });
  const image = await processImage(data, type);
  const blobId = randomBytes(16).toString('hex');
  const keys = {} as Record<ImageVariant, string>;
  for (const file of image.files) {
    keys[file.variant] = `${blobId}-${file.variant}.${IMAGE_TYPES[file.type]}`;
    await putFile(keys[file.variant], file.data, file.type);
  }
  // An SVG is one file: it serves as every variant.
  keys.average ??= keys.original;
  keys.thumbnail ??= keys.original;
  try {
    await sql`
      insert into uploads ${sql({
        blob_id: blobId,
        content_type: type,
        size_bytes: data.byteLength,
        width: image.width,
        height: image.height,
        original_key: keys.original,
        average_key: keys.average,
        thumbnail_key: keys.thumbnail,
        uploaded_by: userId,
      })}`;
  } catch (error) {
    await deleteFiles([...new Set(Object.values(keys))]);
    throw error;
  }
  return {
    original: fileUrl(keys.original),
    average: fileUrl(keys.average),
    thumbnail: fileUrl(keys.thumbnail),
    width: image.width,
    height: image.height,
    type,
  };
}
