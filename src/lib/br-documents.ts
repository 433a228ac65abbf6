import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { maskCep, onlyDigits } from './digits';

// The digit helpers live in digits.ts (no validators): the light scripts import them from there.
export { maskCep, onlyDigits };

/** Whether digits are a CPF (11) or a CNPJ (14) with valid check digits. */
export function isValidDocument(digits: string): boolean {
  if (digits.length === 11) return isValidCpf(digits);
  if (digits.length === 14) return isValidCnpj(digits);
  return false;
}

/** Whether digits are a Brazilian landline or mobile number with its area code (10 or 11 digits). */
export const isValidPhoneDigits = (digits: string): boolean =>
  /^\d{10,11}$/.test(digits) && isValidPhone(digits);

/** A CPF or CNPJ with its mask ('123.456.789-09', '12.345.678/0001-95'); other input is returned as it is. */
export function formatDocument(digits: string): string {
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return digits;
}

/** A phone with its mask ('(11) 98765-4321', '(11) 3000-0000'); other input is returned as it is. */
export function formatPhone(digits: string): string {
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return digits;
}

