import { collect, confirmation, password, PASSWORD_MISMATCH, requiredEmail, requiredText, type Errors } from './form-rules';

// The rules of the login, forgotten-password, reset and set-up forms without zod: the same messages as loginSchema,
// resetRequestSchema, resetConfirmSchema and setupSchema (tests/unit/light-rules.test.ts pins them together).

type Values = Record<string, string>;

/** A reset link's token as the reset schema accepts it. */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** loginSchema: e-mail (no format rule) and password. */
export const loginErrors = (v: Values): Errors =>
  collect([
    ['email', requiredText('E-mail', 254, v.email)],
    ['password', password('Senha', v.password)],
  ]);

/** What the login form sends (the schema's transforms: trimmed, lower-case e-mail). */
export const loginPayload = (v: Values) => ({ email: v.email.trim().toLowerCase(), password: v.password });

/** resetRequestSchema: a valid e-mail. */
export const forgotErrors = (v: Values): Errors => collect([['email', requiredEmail('E-mail', v.email)]]);

/** What the forgotten-password form sends. */
export const forgotPayload = (v: Values) => ({ email: v.email.trim().toLowerCase() });

/** resetConfirmSchema: the link's token, the new password (6 to 200) and its confirmation. */
export const resetErrors = (v: Values): Errors =>
  collect([
    ['token', RESET_TOKEN.test(v.token) ? null : 'O link de redefinição é inválido.'],
    ['password', password('Nova senha', v.password, 6)],
    ['password_confirmation', confirmation(v.password_confirmation, v.password)],
  ]);

/** What the reset form sends. */
export const resetPayload = (v: Values) => ({ token: v.token, password: v.password, password_confirmation: v.password_confirmation });

/** setupSchema: a differing confirmation is only a warning (setupWarnings), not an error. */
export const setupErrors = (v: Values): Errors =>
  collect([
    ['title', requiredText('Título do site', 120, v.title)],
    ['admin_name', requiredText('Nome do administrador', 120, v.admin_name)],
    ['email', requiredText('E-mail do administrador', 254, v.email)],
    ['password', password('Senha', v.password, 6)],
    ['password_confirmation', password('Confirmação de senha', v.password_confirmation)],
  ]);

/** The set-up's mismatch warning (confirmationWarning). */
export const setupWarnings = (v: Values): Errors =>
  collect([['password_confirmation', v.password_confirmation && v.password_confirmation !== v.password ? PASSWORD_MISMATCH : null]]);

/** What the set-up form sends (trimmed texts, lower-case e-mail). */
export const setupPayload = (v: Values) => ({
  title: v.title.trim(),
  admin_name: v.admin_name.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  password_confirmation: v.password_confirmation,
});
