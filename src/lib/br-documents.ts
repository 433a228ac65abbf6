import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { maskCep, onlyDigits } from './digits';

// The digit helpers live in digits.ts (no validators): the light scripts import them from there.
export { maskCep, onlyDigits };

// The one rule of a CPF or CNPJ for every caller (registration, profile, checkout, the Pix key, Mercado Pago's payer,
// the CSV). Since the Receita Federal's IN 2.229/2024 a CNPJ may be alphanumeric: its first 12 characters are digits
// or upper-case letters, the last 2 are still check digits (modulo 11, each character worth its ASCII code minus 48).
const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** What a CPF/CNPJ field accepts as typed: digits, letters (the alphanumeric CNPJ) and the mask's dots, dash, slash, spaces. */
export const DOCUMENT_TYPED = /^[0-9A-Za-z.\-/ ]*$/;

/** A CPF or CNPJ as stored: without its mask, letters upper-case ('12.abc.345/01de-35' -> '12ABC34501DE35'). */
export const documentKey = (text: string): string => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Which document a stored-form value looks like, by its shape only (11 digits, or 12 digits/letters and 2 digits). */
export function documentKind(key: string): 'cpf' | 'cnpj' | null {
  if (CPF_SHAPE.test(key)) return 'cpf';
  if (CNPJ_SHAPE.test(key)) return 'cnpj';
  return null;
}

/** Whether a stored-form value (documentKey) is a CPF or a CNPJ, numeric or alphanumeric, with valid check digits. */
export function isValidDocument(key: string): boolean {
  const kind = documentKind(key);
  if (kind === 'cpf') return isValidCpf(key);
  // Version 2 takes both forms; a numeric CNPJ is checked exactly as version 1 does (repeated digits refused).
  if (kind === 'cnpj') return isValidCnpj(key, { version: 2 });
  return false;
}

/** Whether digits are a Brazilian landline or mobile number with its area code (10 or 11 digits). */
export const isValidPhoneDigits = (digits: string): boolean =>
  /^\d{10,11}$/.test(digits) && isValidPhone(digits);

/** A CPF or CNPJ with its mask ('123.456.789-09', '12.345.678/0001-95', '12.ABC.345/01DE-35'); other input as it is. */
export function formatDocument(key: string): string {
  const kind = documentKind(key);
  if (kind === 'cpf') return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (kind === 'cnpj') return key.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return key;
}

/** A phone with its mask ('(11) 98765-4321', '(11) 3000-0000'); other input is returned as it is. */
export function formatPhone(digits: string): string {
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return digits;
}
