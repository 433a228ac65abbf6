// The CEP ranges of the states, as the Correios assign them. Pure and without zod, so that the address schema, the
// destination CEP rule (src/lib/shop/cep-regions.ts) and the zod-free form rules of the public pages share them
// without importing one another.

// The first five digits, inclusive. Some states have two ranges: Amazonas around Roraima, the Distrito Federal and
// Goiás interleaved, Rondônia's old range.
const RANGES: readonly (readonly [string, number, number])[] = [
  ['SP', 1000, 19999], ['RJ', 20000, 28999], ['ES', 29000, 29999], ['MG', 30000, 39999],
  ['BA', 40000, 48999], ['SE', 49000, 49999], ['PE', 50000, 56999], ['AL', 57000, 57999],
  ['PB', 58000, 58999], ['RN', 59000, 59999], ['CE', 60000, 63999], ['PI', 64000, 64999],
  ['MA', 65000, 65999], ['PA', 66000, 68899], ['AP', 68900, 68999], ['AM', 69000, 69299],
  ['RR', 69300, 69399], ['AM', 69400, 69899], ['AC', 69900, 69999], ['DF', 70000, 72799],
  ['GO', 72800, 72999], ['DF', 73000, 73699], ['GO', 73700, 76799], ['RO', 76800, 76999],
  ['TO', 77000, 77999], ['MT', 78000, 78899], ['RO', 78900, 78999], ['MS', 79000, 79999],
  ['PR', 80000, 87999], ['SC', 88000, 89999], ['RS', 90000, 99999],
];

/** The state (UF) a CEP of 8 digits belongs to, or null when no state has it (00000-000 to 00999-999). */
export function stateOfCep(cep: string): string | null {
  if (!/^\d{8}$/.test(cep)) return null;
  const prefix = Number(cep.slice(0, 5));
  return RANGES.find(([, from, to]) => prefix >= from && prefix <= to)?.[0] ?? null;
}

/** Message of a CEP with 8 digits that no state has. */
export const CEP_UNKNOWN_REGION = 'O campo CEP não corresponde a nenhuma região do Brasil.';

/** Message of a CEP that belongs to another state than the address's. */
export const cepOfOtherState = (cepState: string, state: string): string =>
  `O campo CEP pertence ao estado ${cepState}, não a ${state}. Confira o CEP e o Estado.`;

/**
 * The error of an address whose CEP (8 digits) is not of its state (an upper-case UF), or null: the CEP of no state,
 * or of another one. A destination is priced by its CEP, so a CEP of São Paulo with "AM / Manaus" would be shipped
 * and priced as São Paulo. Callers check the CEP's and the state's own shapes first.
 */
export function cepStateError(cep: string, state: string): string | null {
  const cepState = stateOfCep(cep);
  if (cepState === null) return CEP_UNKNOWN_REGION;
  return cepState === state ? null : cepOfOtherState(cepState, state);
}
