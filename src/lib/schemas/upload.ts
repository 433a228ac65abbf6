/** Largest image an upload accepts: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The image types an upload accepts, by MIME type, with the extension their stored keys get. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
} as const;
/** One accepted image type. */
export type ImageType = keyof typeof IMAGE_TYPES;

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** The three stored versions of an uploaded image. */
export const IMAGE_VARIANTS = ['original', 'average', 'thumbnail'] as const;
/** One stored version of an uploaded image. */
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** What POST /api/uploads/images answers: the URL of each variant (`average` is the one to insert), size and type. */
export type UploadedImage = {
  original: string;
  average: string;
  thumbnail: string;
  width: number | null;
  height: number | null;
  type: ImageType;
};

/** Public path under which the stored files are served. */
export const FILES_PATH = '/api/files';

/** A stored file key: 32 hex characters, the variant and an accepted extension (nothing from the user's file name). */
export const FILE_KEY = /^[0-9a-f]{32}-(?:original|average|thumbnail)\.(?:jpg|png|webp|gif|svg)$/;

/** The message of an image over the size limit. */
export const TOO_LARGE_MESSAGE = 'A imagem deve ter no máximo 10 MB.';

/** Whether a file is over the upload limit (checked in the browser before sending, and again by the server). */
export const isTooLarge = (size: number): boolean => size > MAX_UPLOAD_BYTES;
