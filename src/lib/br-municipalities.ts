import { getCities } from '@brazilian-utils/brazilian-utils/get-cities';
import { isStateCode } from './br-places';

// The whole IBGE list is bundled with this module: import it on the server; the browser loads it on demand through
// loadMunicipalities() (src/client/address/municipalities.ts).

/** The municipalities of a state, sorted by name (empty for an unknown code). */
export function municipalitiesOf(state: string): string[] {
  return isStateCode(state) ? getCities(state as Parameters<typeof getCities>[0]) : [];
}

/** Whether a city is a municipality of the state (the exact IBGE spelling). */
export const isMunicipalityOf = (state: string, city: string): boolean => municipalitiesOf(state).includes(city);
