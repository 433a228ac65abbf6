import type { CepAddress } from '../../lib/shop/cep-regions';

/** The fields a CEP's address fills. */
export type CepField = 'street' | 'district' | 'state' | 'city';
/** Those fields' values (a form may leave some out: they count as empty). */
export type CepFields = Partial<Record<CepField, string>>;

/**
 * What a CEP's address changes in an address form. A field is open when it is empty or still holds what the previous
 * CEP filled (`previous`); an open field takes the address's value, one the person typed (or the form opened with)
 * is kept. A state chosen otherwise wins: neither it nor a city of another state is filled, and the CEP's own rule
 * says they differ. When the fill changes the state, the city follows it (a city belongs to its state).
 */
export function cepFill(values: CepFields, address: CepAddress, previous: CepFields = {}): CepFields {
  const sameState = values.state === address.state;
  const open = (name: CepField) =>
    !values[name] || values[name] === previous[name] || (name === 'city' && !sameState);
  const names: CepField[] = sameState || open('state') ? ['street', 'district', 'state', 'city'] : ['street', 'district'];
  return Object.fromEntries(
    names.filter((name) => open(name) && (values[name] ?? '') !== address[name]).map((name) => [name, address[name]]),
  );
}
