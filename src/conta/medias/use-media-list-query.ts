import { MEDIA_TYPES } from '../../lib/media-types';
import { PUBLICATION_TYPES } from '../../lib/publication-types';
import { MEDIA_STATUSES } from '../../lib/content-status';
import { useFilteredListQuery } from '../list/use-list-query';

/** The filters of /conta/medias, by their API parameter, with the values each accepts. */
export const MEDIA_LIST_FILTERS = {
  publication_type: PUBLICATION_TYPES as readonly string[],
  media_type: MEDIA_TYPES as readonly string[],
  year: /^\d{4}$/,
  status: MEDIA_STATUSES as readonly string[],
};
/** One filter's name. */
export type MediaListFilter = keyof typeof MEDIA_LIST_FILTERS;

/** The search, filters and page of /conta/medias kept in the address (the list kit with four filters). */
export const useMediaListQuery = (perPage: number) => useFilteredListQuery('/conta/medias', '/api/medias', MEDIA_LIST_FILTERS, perPage);
