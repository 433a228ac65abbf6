import { isStateCode } from '../../lib/br-places';

/** Loads the municipalities of a state (a UF), sorted by name. */
export type MunicipalityLoad = (state: string) => Promise<string[]>;

/** What an address form knows of a state's municipalities: the list, or loading, or a failed load (tried again). */
export type Municipalities = string[] | 'loading' | 'failed';

/** How long a failed load waits before it tries again. */
export const MUNICIPALITIES_RETRY_MS = 5000;

// The list of the 5,571 municipalities is about 50 KB gzipped: browser bundles fetch it only when a form needs it.
const importList: MunicipalityLoad = async (state) =>
  (await import('../../lib/br-municipalities')).municipalitiesOf(state);

/**
 * A loader that keeps each state's list (one load per state, the same array each time; an unknown code is an empty
 * list, loaded from nowhere). A failed load is not kept: the next call for that state loads again.
 */
export function cachedMunicipalities(load: MunicipalityLoad = importList): MunicipalityLoad {
  const kept = new Map<string, Promise<string[]>>();
  return (state) => {
    if (!isStateCode(state)) return Promise.resolve([]);
    let list = kept.get(state);
    if (!list) {
      list = load(state);
      kept.set(state, list);
      // Only the cache forgets the failure: the caller's promise still rejects.
      list.then(undefined, () => kept.delete(state));
    }
    return list;
  };
}

/** The municipalities of a state, loaded on demand and kept for the page's life. */
export const loadMunicipalities = cachedMunicipalities();

/**
 * Follows a state's municipalities for a city select: reports loading, then the list. A failed load is logged and
 * reported, and tried again every MUNICIPALITIES_RETRY_MS until it loads or the returned stop is called.
 */
export function followMunicipalities(
  state: string,
  report: (now: Municipalities) => void,
  load: MunicipalityLoad = loadMunicipalities,
): () => void {
  let live = true;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const attempt = () =>
    load(state).then(
      (names) => live && report(names),
      (error: unknown) => {
        if (!live) return;
        console.error('[address] could not load the municipalities', error);
        report('failed');
        retry = setTimeout(attempt, MUNICIPALITIES_RETRY_MS);
      },
    );
  report('loading');
  void attempt();
  return () => {
    live = false;
    clearTimeout(retry);
  };
}

/** The label key of a city select's placeholder: the state first, loading, a failed load, or the city to choose. */
export function cityPlaceholder(state: string, now: Municipalities): string {
  if (!state) return 'acc_city_needs_state';
  if (now === 'failed') return 'acc_city_failed';
  return now === 'loading' ? 'loading' : 'acc_city_placeholder';
}
