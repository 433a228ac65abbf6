import { useEffect, useState, type FormEvent } from 'react';

/** A list's search text, one filter and page, as kept in the address. */
export type ListQuery = { q: string; filter: string; page: number };

/** The query of the current address: `q`, the filter parameter when it holds an allowed value, and `page`. */
function queryFromAddress(filterName: string, allowed: readonly string[]): ListQuery {
  const params = new URLSearchParams(location.search);
  const filter = params.get(filterName) ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    filter: allowed.includes(filter) ? filter : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The search, filter and page of a /conta list, kept in the address (so "back" from an item returns to the same
 * list): the typed search, the applied query, and the API path of the page to show.
 */
export function useListQuery(base: string, api: string, filterName: string, allowed: readonly string[], perPage: number) {
  const [query, setQuery] = useState<ListQuery>(() => queryFromAddress(filterName, allowed));
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  if (query.filter) shown.set(filterName, query.filter);
  if (query.page > 1) shown.set('page', String(query.page));
  const address = `${base}${shown.size ? `?${shown}` : ''}`;
  useEffect(() => {
    if (location.pathname + location.search !== address) history.replaceState({ conta: true }, '', address);
  }, [address]);

  return {
    query,
    typed,
    setTyped,
    /** The API path of the page to show. */
    path: `${api}?${shown}${shown.size ? '&' : ''}per_page=${perPage}`,
    /** Applies the typed search from the first page. */
    search: (event: FormEvent) => {
      event.preventDefault();
      setQuery((current) => ({ ...current, q: typed.trim(), page: 1 }));
    },
    setFilter: (filter: string) => setQuery((current) => ({ ...current, filter, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
