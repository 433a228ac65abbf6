import { useEffect, useState, type FormEvent } from 'react';
import { EVENT_STATUSES, EVENT_WHEN } from '../../lib/schemas/event';

/** The events list's search, status, period and page, as kept in the address. */
export type EventListQuery = { q: string; status: string; when: string; page: number };

function fromAddress(): EventListQuery {
  const params = new URLSearchParams(location.search);
  const pick = (name: string, allowed: readonly string[]) => {
    const value = params.get(name) ?? '';
    return allowed.includes(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: pick('status', EVENT_STATUSES),
    when: pick('when', EVENT_WHEN),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The list kit's use-list-query with a second filter (upcoming or past): the query kept in the address, the typed
 * search, and the API path of the page to show.
 */
export function useEventList(perPage: number) {
  const [query, setQuery] = useState<EventListQuery>(fromAddress);
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  if (query.status) shown.set('status', query.status);
  if (query.when) shown.set('when', query.when);
  if (query.page > 1) shown.set('page', String(query.page));
  const address = `/conta/events${shown.size ? `?${shown}` : ''}`;
  useEffect(() => {
    if (location.pathname + location.search !== address) history.replaceState({ conta: true }, '', address);
  }, [address]);
  return {
    query,
    typed,
    setTyped,
    path: `/api/events?${shown}${shown.size ? '&' : ''}per_page=${perPage}`,
    search: (event: FormEvent) => {
      event.preventDefault();
      setQuery((current) => ({ ...current, q: typed.trim(), page: 1 }));
    },
    setStatus: (status: string) => setQuery((current) => ({ ...current, status, page: 1 })),
    setWhen: (when: string) => setQuery((current) => ({ ...current, when, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
