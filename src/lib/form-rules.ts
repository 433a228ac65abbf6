/**
 * The building blocks of the public forms' rules without zod (the browser would load ~90 KB gzipped for it): the
 * same checks and Portuguese messages as src/lib/schemas/fields.ts and account.ts, pinned to them by
 * tests/unit/light-rules.test.ts.
 */

/** Every field's first error (empty when the form may be sent). */
export type Errors = Partial<Record<string, string>>;

/** zod 4's z.email() pattern, copied so the browser does not load zod. */
export const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Shown under the confirmation when it differs from the password (the schemas' PASSWORD_MISMATCH). */
export const PASSWORD_MISMATCH = 'As senhas digitadas não conferem';

/** requiredText: trimmed, not empty, at most `max` characters. */
export function requiredText(label: string, max: number, value: string): string | null {
  const text = value.trim();
  if (!text) return `O campo ${label} é obrigatório.`;
  if (text.length > max) return `O campo ${label} deve ter no máximo ${max} caracteres.`;
  return null;
}

/** optionalText: trimmed, at most `max` characters. */
export const optionalText = (label: string, max: number, value: string): string | null =>
  value.trim().length > max ? `O campo ${label} deve ter no máximo ${max} caracteres.` : null;

/** requiredEmail: requiredText(254), then the e-mail format. */
export const requiredEmail = (label: string, value: string): string | null =>
  requiredText(label, 254, value) ?? (EMAIL.test(value.trim()) ? null : `O campo ${label} deve ser um e-mail válido.`);

/** A password as typed (not trimmed): not empty, at least `min` characters (when given), at most 200. */
export function password(label: string, value: string, min = 1): string | null {
  if (!value) return `O campo ${label} é obrigatório.`;
  if (value.length < min) return `O campo ${label} deve ter no mínimo ${min} caracteres.`;
  if (value.length > 200) return `O campo ${label} deve ter no máximo 200 caracteres.`;
  return null;
}

/** The confirmation: its own rules, then the mismatch (added by the schemas' checkConfirmation). */
export const confirmation = (typed: string, passwordValue: string): string | null =>
  password('Confirmação de senha', typed) ?? (typed !== passwordValue ? PASSWORD_MISMATCH : null);

/** The errors of a list of [field, error] pairs, without the fields that passed. */
export function collect(pairs: [string, string | null][]): Errors {
  const errors: Errors = {};
  for (const [field, error] of pairs) if (error) errors[field] = error;
  return errors;
}
