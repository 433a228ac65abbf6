import { documentKey, DOCUMENT_TYPED, isValidDocument, isValidPhoneDigits, onlyDigits } from './br-documents';
import { addressPairs } from './address-rules';
import { collect, confirmation, optionalText, password, requiredEmail, requiredText, type Errors } from './form-rules';

// The registration form's rules without zod: the same messages as registerSchema (src/lib/schemas/account.ts and
// address.ts; tests/unit/light-rules.test.ts pins them together). The API adds the municipality rule.

type Values = Record<string, string>;

const DOCUMENT_INVALID = 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.';
const PHONE_INVALID = 'O campo Telefone deve ser um telefone válido com DDD.';

/** The phone's digits as stored: a leading 55 before 10 or 11 digits is dropped. */
const phoneDigits = (value: string) => onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '');

// A required CPF/CNPJ or phone, typed with or without the mask (required(optionalDocument()) and optionalPhone()).
function masked(label: string, value: string, rule: { allowed: RegExp; max: number; invalid: string; valid: (stored: string) => boolean; stored: (v: string) => string }): string | null {
  const text = value.trim();
  if (text.length > rule.max) return `O campo ${label} deve ter no máximo ${rule.max} caracteres.`;
  if (!rule.allowed.test(text)) return rule.invalid;
  if (!text) return `O campo ${label} é obrigatório.`;
  return rule.valid(rule.stored(text)) ? null : rule.invalid;
}

const documentError = (value: string) =>
  masked('CPF/CNPJ', value, { allowed: DOCUMENT_TYPED, max: 18, invalid: DOCUMENT_INVALID, valid: isValidDocument, stored: documentKey });

const phoneError = (value: string) =>
  masked('Telefone', value, { allowed: /^[\d()\-+. ]*$/, max: 20, invalid: PHONE_INVALID, valid: isValidPhoneDigits, stored: phoneDigits });

/** registerSchema's first error of each field (the municipality rule is the API's). */
export const registerErrors = (v: Values): Errors =>
  collect([
    ['name', requiredText('Nome', 120, v.name)],
    ['organization', optionalText('Organização', 120, v.organization)],
    ['document', documentError(v.document)],
    ['phone', phoneError(v.phone)],
    ['email', requiredEmail('E-mail', v.email)],
    ...addressPairs(v),
    ['password', password('Senha', v.password, 6)],
    ['password_confirmation', confirmation(v.password_confirmation, v.password)],
  ]);

/** What the registration form sends: registerSchema's output (unmasked, upper-case UF, empty optional texts as null). */
export const registerPayload = (v: Values) => ({
  name: v.name.trim(),
  organization: v.organization.trim() || null,
  document: documentKey(v.document.trim()),
  phone: phoneDigits(v.phone.trim()),
  email: v.email.trim().toLowerCase(),
  cep: onlyDigits(v.cep.trim()),
  street: v.street.trim(),
  number: v.number.trim(),
  complement: v.complement.trim() || null,
  district: v.district.trim(),
  state: v.state.trim().toUpperCase(),
  city: v.city.trim(),
  password: v.password,
  password_confirmation: v.password_confirmation,
});
