// The limits of a library file, which the upload form checks before sending and the server enforces: kept apart from
// the library schema so that the form's upload field loads without the validation library.

/** Largest library file: 100 MB. */
export const MAX_MEDIA_FILE_BYTES = 100 * 1024 * 1024;
/** Size of each part of a chunked upload: 4 MiB, under Netlify's 6 MB request limit once base64-encoded. */
export const MEDIA_PART_BYTES = 4 * 1024 * 1024;
/** The message of a file over 100 MB. */
export const MEDIA_TOO_LARGE = 'O arquivo deve ter no máximo 100 MB.';
/** The message of a file whose bytes are none of the accepted types. */
export const MEDIA_WRONG_TYPE =
  'O arquivo deve ser um PDF, um áudio (MP3, OGG, WAV, FLAC, M4A), um vídeo (MP4, WebM, MOV, OGV) ou uma imagem (JPEG, PNG, WebP, GIF).';
