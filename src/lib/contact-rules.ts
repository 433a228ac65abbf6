/**
 * The contact form's rules without zod, for the footer's plain script: the same checks and Portuguese messages
 * as contactSchema (src/lib/schemas/contact.ts), which the API still applies (tests/unit/contact-rules.test.ts
 * pins the two together).
 */

import { EMAIL } from './form-rules';

/** The contact form's fields. */
export type ContactField = 'name' | 'email' | 'message';
/** The form's values, as typed. */
export type ContactValues = Record<ContactField, string>;
/** The first message of each field that fails. */
export type ContactErrors = Partial<Record<ContactField, string>>;

const RULES: Record<ContactField, { label: string; max: number; email?: boolean }> = {
  name: { label: 'Nome', max: 120 },
  email: { label: 'E-mail', max: 254, email: true },
  message: { label: 'Mensagem', max: 5000 },
};

/** The first error of one field's value, or null when it is valid. */
export function contactFieldError(field: ContactField, value: string): string | null {
  const { label, max, email } = RULES[field];
  const text = value.trim();
  if (!text) return `O campo ${label} é obrigatório.`;
  if (text.length > max) return `O campo ${label} deve ter no máximo ${max} caracteres.`;
  if (email && !EMAIL.test(text)) return `O campo ${label} deve ser um e-mail válido.`;
  return null;
}

/** Every field's first error (empty when the form may be sent). */
export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(RULES) as ContactField[]) {
    const error = contactFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the form sends: trimmed values, the e-mail lower-cased (as the schema's transforms do). */
export const contactPayload = (values: ContactValues): ContactValues => ({
  name: values.name.trim(),
  email: values.email.trim().toLowerCase(),
  message: values.message.trim(),
});
