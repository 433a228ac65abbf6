import type { Media } from '../../lib/schemas/media';

/** The fields of the library item form, as the text their inputs hold; `source` picks file or link. */
export type MediaValues = Record<
  'title' | 'slug' | 'publication_type' | 'media_type' | 'authors' | 'year' | 'description' | 'cover' | 'source' | 'file_id' | 'external_url' | 'status',
  string
>;

/** The uploaded file shown in the form (name, size, type). */
export type MediaFileInfo = { name: string; size: number; mime: string };

/** A stored item (or none, for a new one) as form values. */
export function mediaValues(media?: Media): MediaValues {
  return {
    title: media?.title ?? '',
    slug: media?.slug ?? '',
    publication_type: media?.publication_type ?? '',
    media_type: media?.media_type ?? '',
    authors: media?.authors ?? '',
    year: media?.year ? String(media.year) : '',
    description: media?.description ?? '',
    cover: media?.cover ?? '',
    source: media && !media.file_id ? 'link' : 'file',
    file_id: media?.file_id ?? '',
    external_url: media?.external_url ?? '',
    status: media?.status ?? 'draft',
  };
}

/** What the API is sent: only the file or only the link, as the source says. */
export function mediaPayload(values: MediaValues) {
  const { source, ...rest } = values;
  return { ...rest, file_id: source === 'file' ? values.file_id : '', external_url: source === 'link' ? values.external_url : '' };
}

/** The years the form offers: next year down to 1900, plus the item's own when older. */
export function yearOptions(current: string, now = new Date()): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear() + 1; year >= 1900; year -= 1) years.push(String(year));
  if (current && !years.includes(current)) years.push(current);
  return years;
}
