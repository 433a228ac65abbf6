import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { ImageType, ImageVariant } from '../../lib/schemas/upload';
import { invalid } from '../http/http-error';
import { sanitizeSvg } from './sanitize-svg';

/** Longest side of the `average` variant (the one inserted in pages), in pixels. */
export const AVERAGE_SIZE = 1200;
/** Longest side of the `thumbnail` variant, in pixels. */
export const THUMBNAIL_SIZE = 320;
// About 40 megapixels (8000 × 5000): larger images are refused before being decoded (decompression bombs).
const MAX_PIXELS = 40_000_000;

/** One file to store: its variant, type and bytes. */
export type VariantFile = { variant: ImageVariant; type: ImageType; data: Uint8Array };
/** The processed upload: the files to store (one for SVG, three for raster images) and the image size. */
export type ProcessedImage = { files: VariantFile[]; width: number | null; height: number | null };

const SHARP_FORMAT: Record<Exclude<ImageType, 'image/svg+xml'>, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const unreadable = () => invalid({ file: ['Não foi possível ler a imagem: o arquivo está corrompido ou é inválido.'] });

/**
 * Re-encodes in the image's own format; sharp writes no metadata (EXIF, GPS, comments) unless asked to.
 * Plain libjpeg and zlib level 6 rather than mozjpeg and level 9: several times faster on large photos.
 */
function encodeOriginal(image: Sharp, type: ImageType): Sharp {
  if (type === 'image/jpeg') return image.jpeg({ quality: 90 });
  if (type === 'image/png') return image.png({ compressionLevel: 6 });
  if (type === 'image/webp') return image.webp({ quality: 90 });
  return image.gif();
}

/** A resized still (the first frame of an animation) as WebP, fitting within `size` × `size`, never enlarged. */
const resized = (data: Uint8Array, size: number, options: SharpOptions) =>
  sharp(data, options).resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/** Processes a raster upload: the original re-encoded without metadata, `average` and `thumbnail` as WebP. */
async function processRaster(data: Uint8Array, type: Exclude<ImageType, 'image/svg+xml'>): Promise<ProcessedImage> {
  const options: SharpOptions = { limitInputPixels: MAX_PIXELS, autoOrient: true, failOn: 'error' };
  let meta: Metadata;
  try {
    meta = await sharp(data, options).metadata();
  } catch (error) {
    if (String(error).includes('pixel limit')) throw invalid({ file: ['A imagem tem pixels demais (no máximo 40 megapixels).'] });
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[type]) throw unreadable();
  // GIF and WebP animations are kept in the original only.
  const animated = (type === 'image/gif' || type === 'image/webp') && (meta.pages ?? 1) > 1;
  try {
    const [original, average, thumbnail] = await Promise.all([
      encodeOriginal(sharp(data, { ...options, animated }), type).toBuffer(),
      resized(data, AVERAGE_SIZE, options),
      resized(data, THUMBNAIL_SIZE, options),
    ]);
    return {
      files: [
        { variant: 'original', type, data: original },
        { variant: 'average', type: 'image/webp', data: average },
        { variant: 'thumbnail', type: 'image/webp', data: thumbnail },
      ],
      width: meta.autoOrient?.width ?? meta.width,
      height: animated && meta.pageHeight ? meta.pageHeight : (meta.autoOrient?.height ?? meta.height),
    };
  } catch (error) {
    console.error('[uploads] image processing failed:', error);
    throw unreadable();
  }
}

/** Processes an SVG upload: sanitized and kept as SVG (one file serves every variant); its size read by sharp. */
async function processSvg(data: Uint8Array): Promise<ProcessedImage> {
  const clean = sanitizeSvg(new TextDecoder().decode(data));
  if (!clean) throw unreadable();
  const bytes = new TextEncoder().encode(clean);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unreadable();
  }
  return { files: [{ variant: 'original', type: 'image/svg+xml', data: bytes }], width: meta.width ?? null, height: meta.height ?? null };
}

/** The files to store for an upload of a detected type (422 when the image cannot be read). */
export function processImage(data: Uint8Array, type: ImageType): Promise<ProcessedImage> {
  return type === 'image/svg+xml' ? processSvg(data) : processRaster(data, type);
}
