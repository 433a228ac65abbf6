import { isAllowedIframeSrc } from './embed';

/**
 * The media types of a library item, as stored codes: what the item is made of. An uploaded file's type must
 * match (a PDF is a `documento`, an MP3 an `audio`…); `link` is an external address only. Their names are the
 * labels `media_type_<code>` (i18n/sets/medias.ts).
 */
export const MEDIA_TYPES = ['documento', 'audio', 'video', 'imagem', 'link'] as const;

/** One media type code. */
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Whether a text is a media type code. */
export const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** The label key naming a media type. */
export const mediaTypeLabel = (code: string): string => `media_type_${code}`;

/** The file types a library upload accepts (read from the bytes), with the media type each one is. */
export const MEDIA_FILE_TYPES = {
  'application/pdf': 'documento',
  'audio/mpeg': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'audio/flac': 'audio',
  'audio/mp4': 'audio',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
  'video/ogg': 'video',
  'image/jpeg': 'imagem',
  'image/png': 'imagem',
  'image/webp': 'imagem',
  'image/gif': 'imagem',
} as const satisfies Record<string, MediaType>;

/** One accepted library file type. */
export type MediaFileType = keyof typeof MEDIA_FILE_TYPES;

/** The media type of a stored file's MIME type (null for a type the library does not take). */
export const mediaTypeOfFile = (mime: string | null | undefined): MediaType | null =>
  mime && Object.hasOwn(MEDIA_FILE_TYPES, mime) ? MEDIA_FILE_TYPES[mime as MediaFileType] : null;

/** The `accept` attribute of the library's file input (the server still reads the type from the bytes). */
export const MEDIA_FILE_ACCEPT = '.pdf,.mp3,.ogg,.oga,.wav,.flac,.m4a,.mp4,.m4v,.webm,.mov,.ogv,.jpg,.jpeg,.png,.webp,.gif,application/pdf,audio/*,video/*,image/jpeg,image/png,image/webp,image/gif';

/**
 * The most one ranged download answer carries: Netlify stops a streamed function response at 20 MB, so larger
 * files are served 16 MiB at a time (players and the download button ask for the rest).
 */
export const MEDIA_RANGE_BYTES = 16 * 1024 * 1024;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The player address of a YouTube or Vimeo link (watch, short, embed and share forms), checked against the
 * embed allowlist; null for any other address, which the library shows as a link instead.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link || !URL.canParse(link)) return null;
  const url = new URL(link);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let embed: string | null = null;
  if (host === 'youtu.be' && parts[0]) embed = `https://www.youtube-nocookie.com/embed/${parts[0]}`;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.searchParams.get('v') ?? (['embed', 'shorts', 'live'].includes(parts[0] ?? '') ? parts[1] : null);
    if (id) embed = `https://www.youtube-nocookie.com/embed/${id}`;
    if (id && !YOUTUBE_ID.test(id)) embed = null;
  } else if (host === 'vimeo.com' && /^\d{1,12}$/.test(parts[0] ?? '')) embed = `https://player.vimeo.com/video/${parts[0]}`;
  else if (host === 'player.vimeo.com' && parts[0] === 'video' && /^\d{1,12}$/.test(parts[1] ?? '')) {
    embed = `https://player.vimeo.com/video/${parts[1]}`;
  }
  if (embed?.includes('youtube') && !YOUTUBE_ID.test(embed.split('/').pop() ?? '')) return null;
  return embed && isAllowedIframeSrc(embed) ? embed : null;
}

/** A byte count as people read it in Brazil: "850 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
