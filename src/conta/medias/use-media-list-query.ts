import { useEffect, useState, type FormEvent } from 'react';
import { MEDIA_TYPES } from '../../lib/media-types';
import { PUBLICATION_TYPES } from '../../lib/publication-types';
import { MEDIA_STATUSES } from '../../lib/schemas/media';

/** The filters of /conta/medias, by their API parameter, with the values each accepts ('' for all). */
export const MEDIA_LIST_FILTERS = {
  publication_type: PUBLICATION_TYPES as readonly string[],
  media_type: MEDIA_TYPES as readonly string[],
  year: null,
  status: MEDIA_STATUSES as readonly string[],
} as const;
/** One filter's name. */
export type MediaListFilter = keyof typeof MEDIA_LIST_FILTERS;

type Query = { q: string; page: number; filters: Record<MediaListFilter, string> };

const accepted = (name: MediaListFilter, value: string) => {
  const allowed = MEDIA_LIST_FILTERS[name];
  return allowed ? allowed.includes(value) : /^\d{4}$/.test(value);
};

function queryFromAddress(): Query {
  const params = new URLSearchParams(location.search);
  const filters = {} as Record<MediaListFilter, string>;
  for (const name of Object.keys(MEDIA_LIST_FILTERS) as MediaListFilter[]) {
    const value = params.get(name) ?? '';
    filters[name] = accepted(name, value) ? value : '';
  }
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').slice(0, 100), page: Number.isInteger(page) && page > 0 ? page : 1, filters };
}

/**
 * The search, filters and page of /conta/medias kept in the address (like the list kit's useListQuery, with
 * several filters): the typed search, the applied query and the API path of the page to show.
 */
export function useMediaListQuery(perPage: number) {
  const [query, setQuery] = useState<Query>(queryFromAddress);
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  for (const [name, value] of Object.entries(query.filters)) if (value) shown.set(name, value);
  if (query.page > 1) shown.set('page', String(query.page));
  const address = `/conta/medias${shown.size ? `?${shown}` : ''}`;
  useEffect(() => {
    if (location.pathname + location.search !== address) history.replaceState({ conta: true }, '', address);
  }, [address]);
  return {
    query,
    typed,
    setTyped,
    path: `/api/medias?${shown}${shown.size ? '&' : ''}per_page=${perPage}`,
    search: (event: FormEvent) => {
      event.preventDefault();
      setQuery((current) => ({ ...current, q: typed.trim(), page: 1 }));
    },
    setFilter: (name: MediaListFilter, value: string) =>
      setQuery((current) => ({ ...current, filters: { ...current.filters, [name]: value }, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
