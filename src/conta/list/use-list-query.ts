import { useEffect, useState, type FormEvent } from 'react';

/** What a filter accepts from the address: one of a list of values, or values matching a pattern. */
export type FilterRule = readonly string[] | RegExp;

/** A list's search text, filters (by their API parameter; '' for all) and page, as kept in the address. */
export type FilteredListQuery<F extends string> = { q: string; page: number; filters: Record<F, string> };

const accepts = (rule: FilterRule, value: string) => (rule instanceof RegExp ? rule.test(value) : rule.includes(value));

/** The query of the current address: `q`, each filter when it holds an accepted value, and `page`. */
function queryFromAddress<F extends string>(rules: Record<F, FilterRule>): FilteredListQuery<F> {
  const params = new URLSearchParams(location.search);
  const filters = {} as Record<F, string>;
  for (const name of Object.keys(rules) as F[]) {
    const value = params.get(name) ?? '';
    filters[name] = value && accepts(rules[name], value) ? value : '';
  }
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').slice(0, 100), page: Number.isInteger(page) && page > 0 ? page : 1, filters };
}

/**
 * The search, filters and page of a /conta list, kept in the address (so "back" from an item returns to the same
 * list): the typed search, the applied query, and the API path of the page to show.
 */
export function useFilteredListQuery<F extends string>(base: string, api: string, rules: Record<F, FilterRule>, perPage: number) {
  const [query, setQuery] = useState<FilteredListQuery<F>>(() => queryFromAddress(rules));
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  for (const [name, value] of Object.entries(query.filters) as [F, string][]) if (value) shown.set(name, value);
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
    /** Sets one filter ('' for all) and goes back to the first page. */
    setFilter: (name: F, value: string) => setQuery((current) => ({ ...current, filters: { ...current.filters, [name]: value }, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}

/** A list's search text, one filter and page (the lists with a single filter). */
export type ListQuery = { q: string; filter: string; page: number };

/** useFilteredListQuery for a list with one filter, named `filterName`, accepting the `allowed` values. */
export function useListQuery(base: string, api: string, filterName: string, allowed: readonly string[], perPage: number) {
  const list = useFilteredListQuery(base, api, { [filterName]: allowed }, perPage);
  const query: ListQuery = { q: list.query.q, filter: list.query.filters[filterName], page: list.query.page };
  return { ...list, query, setFilter: (filter: string) => list.setFilter(filterName, filter) };
}
