import { onlyDigits } from './br-documents';
import { isStateCode } from './br-places';
import { cepStateError } from './cep-states';
import { collect, optionalText, requiredText, type Errors } from './form-rules';

// The address fields' rules without zod: the same messages as addressSchema (src/lib/schemas/address.ts), for the
// registration form and the checkout's new address. The API adds the municipality rule.

type Values = Record<string, string>;

// The CEP's own shape, then (addressSchema's checkCepState) whether it is of the state chosen.
function cepError(value: string, stateValue: string): string | null {
  const text = value.trim();
  if (!text) return 'O campo CEP é obrigatório.';
  if (text.length > 9 || !/^\d{5}-?\d{3}$/.test(text)) return 'O campo CEP deve ter 8 dígitos.';
  const state = stateValue.trim().toUpperCase();
  return isStateCode(state) ? cepStateError(onlyDigits(text), state) : null;
}

function stateError(value: string): string | null {
  const text = value.trim();
  if (!text) return 'O campo Estado é obrigatório.';
  return isStateCode(text.toUpperCase()) ? null : 'O campo Estado deve ser uma das 27 UFs do Brasil.';
}

/** Each address field with its first error (null when fine), in the form's order. */
export const addressPairs = (v: Values): [string, string | null][] => [
  ['cep', cepError(v.cep ?? '', v.state ?? '')],
  ['street', requiredText('Logradouro', 200, v.street ?? '')],
  ['number', requiredText('Número', 20, v.number ?? '')],
  ['complement', optionalText('Complemento', 100, v.complement ?? '')],
  ['district', requiredText('Bairro', 100, v.district ?? '')],
  ['state', stateError(v.state ?? '')],
  ['city', requiredText('Cidade', 100, v.city ?? '')],
];

/** addressSchema's first error of each field, the recipient included. */
export const addressErrors = (v: Values): Errors =>
  collect([['recipient', requiredText('Destinatário', 120, v.recipient ?? '')], ...addressPairs(v)]);

/** The address as addressSchema outputs it (CEP digits, upper-case UF, an empty complement as null). */
export const addressPayload = (v: Values) => ({
  recipient: (v.recipient ?? '').trim(),
  cep: onlyDigits((v.cep ?? '').trim()),
  street: (v.street ?? '').trim(),
  number: (v.number ?? '').trim(),
  complement: (v.complement ?? '').trim() || null,
  district: (v.district ?? '').trim(),
  state: (v.state ?? '').trim().toUpperCase(),
  city: (v.city ?? '').trim(),
});
