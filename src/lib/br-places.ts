import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

/** One Brazilian state (UF): its two-letter code and name. */
export type BrState = { code: string; name: string };

/** The 27 Brazilian states (26 states and the Distrito Federal), sorted by name, from the IBGE list. */
export const STATES: readonly BrState[] = getStates().map(({ code, name }) => ({ code, name }));

const CODES = new Set(STATES.map((state) => state.code));

/** Whether a text is the code of a Brazilian state ('SP'; upper case). */
export const isStateCode = (code: string): boolean => CODES.has(code);
