import { map } from 'nanostores';
import { cleanFilter, EMPTY_FILTERS, type MediaFilters } from '../lib/library-filters';

/** The spec's `media_filters` shared state: the filters of /biblioteca (mirrored in the address's query). */
export const $mediaFilters = map<MediaFilters>({ ...EMPTY_FILTERS });

/** Sets one filter (the value checked: an unknown code or year clears it). */
export function setMediaFilter(name: keyof MediaFilters, value: string): void {
  $mediaFilters.setKey(name, cleanFilter(name, value));
}

/** Replaces every filter at once (from the address, on load and on back/forward). */
export function replaceMediaFilters(filters: MediaFilters): void {
  const next = { ...EMPTY_FILTERS };
  for (const name of Object.keys(next) as (keyof MediaFilters)[]) next[name] = cleanFilter(name, filters[name]);
  $mediaFilters.set(next);
}

/** Clears every filter. */
export function clearMediaFilters(): void {
  $mediaFilters.set({ ...EMPTY_FILTERS });
}
