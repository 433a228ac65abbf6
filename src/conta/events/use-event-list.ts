import { EVENT_STATUSES, EVENT_WHEN } from '../../lib/content-status';
import { useFilteredListQuery } from '../list/use-list-query';

const FILTERS = { status: EVENT_STATUSES, when: EVENT_WHEN };

/** The events list's search, status, period (upcoming or past) and page, as kept in the address. */
export function useEventList(perPage: number) {
  const list = useFilteredListQuery('/conta/events', '/api/events', FILTERS, perPage);
  const { q, page, filters } = list.query;
  return {
    ...list,
    query: { q, page, status: filters.status, when: filters.when },
    setStatus: (status: string) => list.setFilter('status', status),
    setWhen: (when: string) => list.setFilter('when', when),
  };
}
