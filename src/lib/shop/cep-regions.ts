import { CEP_UNKNOWN_REGION, stateOfCep } from '../cep-states';
import { cepField } from '../schemas/address';

/** An address found for a CEP (street and district are empty for a CEP that covers a whole town). */
export type CepAddress = { postal_code: string; street: string; district: string; city: string; state: string };

/** A destination CEP: the address form's CEP rule (8 digits, mask optional, digits kept) within a state's range. */
export const postalCodeField = () =>
  cepField().refine((cep) => stateOfCep(cep) !== null, CEP_UNKNOWN_REGION);
