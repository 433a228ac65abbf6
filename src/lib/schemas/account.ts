import { z } from '../zod';
import { documentKey, DOCUMENT_TYPED, isValidDocument, isValidPhoneDigits, onlyDigits } from '../br-documents';
import { addressFields, checkCepState } from './address';
import { optionalText, requiredEmail, requiredText } from './fields';
import { localeField } from './locale-field';
import { PASSWORD_MISMATCH } from './setup';

/** Minimum length of an account password (the same as the setup's). */
export const MIN_PASSWORD = 6;
/** Maximum length of an account password. */
export const MAX_PASSWORD = 200;

const DOCUMENT_INVALID = 'O campo CPF/CNPJ deve ser um CPF ou CNPJ válido.';
const PHONE_INVALID = 'O campo Telefone deve ser um telefone válido com DDD.';

// Typed with or without the mask; anything other than the allowed characters is refused, not stripped.
const masked = (label: string, allowed: RegExp, max: number, message: string) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`)
    .refine((v) => allowed.test(v), message);

/**
 * CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric) with valid check digits; stored without the mask,
 * letters upper-case (br-documents.ts). Optional: empty becomes null.
 */
export const optionalDocument = () =>
  masked('CPF/CNPJ', DOCUMENT_TYPED, 18, DOCUMENT_INVALID)
    .nullish()
    .transform((v) => (v ? documentKey(v) : null))
    .refine((v) => v === null || isValidDocument(v), DOCUMENT_INVALID);

/** A Brazilian phone with its area code (10 or 11 digits, a leading +55 is dropped); optional: empty becomes null. */
export const optionalPhone = () =>
  masked('Telefone', /^[\d()\-+. ]*$/, 20, PHONE_INVALID)
    .nullish()
    .transform((v) => (v ? onlyDigits(v).replace(/^55(?=\d{10,11}$)/, '') : null))
    .refine((v) => v === null || isValidPhoneDigits(v), PHONE_INVALID);

const required = <T extends z.ZodType>(schema: T, label: string) =>
  schema.refine((v) => v !== null && v !== undefined, `O campo ${label} é obrigatório.`);

/** A new password: 6 to 200 characters. */
export const newPassword = (label = 'Senha') =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .min(1, `O campo ${label} é obrigatório.`)
    .min(MIN_PASSWORD, `O campo ${label} deve ter no mínimo ${MIN_PASSWORD} caracteres.`)
    .max(MAX_PASSWORD, `O campo ${label} deve ter no máximo ${MAX_PASSWORD} caracteres.`);

const confirmation = () =>
  z
    .string({ error: 'O campo Confirmação de senha é obrigatório.' })
    .min(1, 'O campo Confirmação de senha é obrigatório.')
    .max(MAX_PASSWORD, `O campo Confirmação de senha deve ter no máximo ${MAX_PASSWORD} caracteres.`);

/** Adds 'As senhas digitadas não conferem' under the confirmation when it differs from the password. */
function checkConfirmation(value: { password?: unknown; password_confirmation?: unknown }, ctx: z.RefinementCtx): void {
  const { password, password_confirmation: typed } = value;
  if (typeof password === 'string' && typeof typed === 'string' && typed && typed !== password) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: PASSWORD_MISMATCH });
  }
}

/** The editable profile: name and e-mail required; organization, CPF/CNPJ and phone optional. */
export const profileFields = {
  name: requiredText('Nome', 120),
  organization: optionalText('Organização', 120),
  document: optionalDocument(),
  phone: optionalPhone(),
  email: requiredEmail('E-mail'),
};

/** Answered (422 on `current_password`) when it is missing: the password change, and an e-mail change. */
export const CURRENT_PASSWORD_REQUIRED = 'O campo Senha atual é obrigatório.';

/** The current password, as the password change and an e-mail change ask for it. */
const currentPassword = () =>
  z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .max(MAX_PASSWORD, `O campo Senha atual deve ter no máximo ${MAX_PASSWORD} caracteres.`);

/**
 * PUT /api/profile. A role or any other key in the body is ignored. `current_password` is needed only when the e-mail
 * changes (the server knows that: CURRENT_PASSWORD_REQUIRED otherwise); `locale` is the language of the page, the one
 * the notice to the old address is written in.
 */
export const profileSchema = z.object({
  ...profileFields,
  current_password: currentPassword()
    .nullish()
    .transform((v) => v || null),
  locale: localeField(),
});
/** What the profile form sends. */
export type ProfileInput = z.input<typeof profileSchema>;
/** A validated profile. */
export type ProfileData = z.output<typeof profileSchema>;

/**
 * POST /api/auth/register: the spec's registration fields. CPF/CNPJ, phone and the first address are required
 * here (a shop needs them to invoice and deliver); the address fields are flat and the recipient is the name.
 * The API adds the municipality rule (municipality-rule.ts).
 */
export const registerSchema = z
  .object({
    ...profileFields,
    document: required(optionalDocument(), 'CPF/CNPJ'),
    phone: required(optionalPhone(), 'Telefone'),
    ...addressFields,
    password: newPassword(),
    password_confirmation: confirmation(),
  })
  .superRefine(checkConfirmation)
  .superRefine(checkCepState);
/** What the registration form sends. */
export type RegisterInput = z.input<typeof registerSchema>;
/** A validated registration. */
export type RegisterData = z.output<typeof registerSchema>;

/** PUT /api/profile/password: the current password and the new one twice. */
export const passwordChangeSchema = z
  .object({
    current_password: currentPassword().min(1, CURRENT_PASSWORD_REQUIRED),
    password: newPassword('Nova senha'),
    password_confirmation: confirmation(),
  })
  .superRefine(checkConfirmation);
/** What the change-password form sends. */
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** POST /api/auth/password-reset: the e-mail to send the link to. */
export const resetRequestSchema = z.object({ email: requiredEmail('E-mail') });
/** What the forgotten-password form sends. */
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the token of the link and the new password twice. */
export const resetConfirmSchema = z
  .object({
    token: z
      .string({ error: 'O link de redefinição é inválido.' })
      .regex(/^[A-Za-z0-9_-]{20,200}$/, 'O link de redefinição é inválido.'),
    password: newPassword('Nova senha'),
    password_confirmation: confirmation(),
  })
  .superRefine(checkConfirmation);
/** What the reset form sends. */
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

/** The logged-in user's profile as GET/PUT /api/profile answer it. */
export type AccountProfile = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin' | 'super';
  organization: string | null;
  document: string | null;
  phone: string | null;
};
