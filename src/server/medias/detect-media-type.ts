import type { MediaFileType } from '../../lib/media-types';

const at = (bytes: Uint8Array, text: string, offset = 0): boolean =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);
const contains = (bytes: Uint8Array, text: string, limit: number): boolean => {
  const end = Math.min(bytes.length, limit) - text.length;
  for (let i = 0; i <= end; i += 1) if (at(bytes, text, i)) return true;
  return false;
};

// ISO base media (MP4, M4A, MOV): a 'ftyp' box whose major brand says which.
function isoMediaType(bytes: Uint8Array): MediaFileType | null {
  if (!at(bytes, 'ftyp', 4)) return null;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  if (brand === 'qt  ') return 'video/quicktime';
  return /^(?:isom|iso\d|mp4\d|avc1|dash|M4V |MSNV|3gp\d|3g2\w|f4v )$/.test(brand) ? 'video/mp4' : null;
}

// An MPEG audio frame header: 11 sync bits, then a valid version, layer and bitrate.
const isMpegFrame = (bytes: Uint8Array): boolean =>
  bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0 && (bytes[2] & 0xf0) !== 0xf0;

/**
 * The type of a library file read from its first bytes (magic numbers), never from its name: PDF, MP3, OGG,
 * WAV, FLAC, M4A, MP4, WebM, MOV, OGV, JPEG, PNG, WebP or GIF; null for anything else.
 */
export function detectMediaFileType(bytes: Uint8Array): MediaFileType | null {
  if (at(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(bytes, 'GIF87a') || at(bytes, 'GIF89a')) return 'image/gif';
  if (at(bytes, 'RIFF') && at(bytes, 'WEBP', 8)) return 'image/webp';
  if (at(bytes, 'RIFF') && at(bytes, 'WAVE', 8)) return 'audio/wav';
  if (at(bytes, 'fLaC')) return 'audio/flac';
  if (at(bytes, 'OggS')) return contains(bytes, 'theora', 128) ? 'video/ogg' : 'audio/ogg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return contains(bytes, 'webm', 64) ? 'video/webm' : null;
  if (at(bytes, 'ID3') || isMpegFrame(bytes)) return 'audio/mpeg';
  return isoMediaType(bytes);
}
