import type { MediaFileType } from '../../lib/media-types';
import type { ImageType } from '../../lib/schemas/upload';

// Every file type is read from its first bytes (magic numbers), never from its name or the type the client sends:
// the images of the site (uploads.ts) and the files of the library (media-uploads.ts).

/** Whether `bytes` hold `signature` (bytes, or ASCII text) at `offset`. */
function hasSignature(bytes: Uint8Array, signature: string | readonly number[], offset = 0): boolean {
  const expected = typeof signature === 'string' ? [...signature].map((char) => char.charCodeAt(0)) : signature;
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

/** Whether ASCII `text` occurs within the first `limit` bytes. */
function containsText(bytes: Uint8Array, text: string, limit: number): boolean {
  const end = Math.min(bytes.length, limit) - text.length;
  for (let offset = 0; offset <= end; offset += 1) if (hasSignature(bytes, text, offset)) return true;
  return false;
}

/** The raster image type (JPEG, PNG, GIF, WebP) of a file's first bytes, or null. */
function rasterImageType(bytes: Uint8Array): Exclude<ImageType, 'image/svg+xml'> | null {
  if (hasSignature(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (hasSignature(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (hasSignature(bytes, 'GIF87a') || hasSignature(bytes, 'GIF89a')) return 'image/gif';
  if (hasSignature(bytes, 'RIFF') && hasSignature(bytes, 'WEBP', 8)) return 'image/webp';
  return null;
}

// Leading markup an SVG file may have before its root element: a BOM, blanks, the XML declaration,
// comments and a DOCTYPE without an internal subset (entity tricks are refused with the file).
const SVG_PROLOGUE = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^[>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** Whether bytes are an SVG document: UTF-8 text whose root element is `<svg>`. */
export function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return SVG_PROLOGUE.test(text.slice(0, 4096)) && !/<!ENTITY/i.test(text);
}

/** The image type of a file read from its first bytes, or null when it is none of the accepted types. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  return rasterImageType(bytes) ?? (isSvg(bytes) ? 'image/svg+xml' : null);
}

// ISO base media (MP4, M4A, MOV): a 'ftyp' box whose major brand says which.
function isoMediaType(bytes: Uint8Array): MediaFileType | null {
  if (!hasSignature(bytes, 'ftyp', 4)) return null;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  return /^(?:isom|iso\d|mp4\d|avc1|dash|M4V |MSNV|3gp\d|3g2\w|f4v )$/.test(brand) ? 'video/mp4' : null;
}

// An MPEG audio frame header: 11 sync bits, then a valid version, layer and bitrate.
const isMpegFrame = (bytes: Uint8Array): boolean =>
  bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0 && (bytes[2] & 0xf0) !== 0xf0;

/**
 * The type of a library file read from its first bytes: PDF, MP3, OGG, WAV, FLAC, M4A, MP4, WebM, MOV, OGV,
 * JPEG, PNG, WebP or GIF (never SVG: the library serves files as they are); null for anything else.
 */
export function detectMediaFileType(bytes: Uint8Array): MediaFileType | null {
  if (hasSignature(bytes, '%PDF-')) return 'application/pdf';
  const image = rasterImageType(bytes);
  if (image) return image;
  if (hasSignature(bytes, 'RIFF') && hasSignature(bytes, 'WAVE', 8)) return 'audio/wav';
  if (hasSignature(bytes, 'fLaC')) return 'audio/flac';
  if (hasSignature(bytes, 'OggS')) return containsText(bytes, 'theora', 128) ? 'video/ogg' : 'audio/ogg';
  if (hasSignature(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return containsText(bytes, 'webm', 64) ? 'video/webm' : null;
  if (hasSignature(bytes, 'ID3') || isMpegFrame(bytes)) return 'audio/mpeg';
  return isoMediaType(bytes);
}
