// A module of its own: br-municipalities takes the state codes from br-places, so the loader in br-places made an
// import circle.
import { isStateCode } from './br-places';

/**
 * The municipalities of a state, sorted by name (empty for an unknown code), loaded on demand: the list of the
 * 5,571 municipalities is about 50 KB gzipped, so browser bundles fetch it only when an address form needs it.
 */
export async function loadMunicipalities(state: string): Promise<string[]> {
  if (!isStateCode(state)) return [];
  const { municipalitiesOf } = await import('./br-municipalities');
  return municipalitiesOf(state);
}
