import { z } from '../zod';
import { requiredText } from './fields';

/** Minimum length of the setup password (spec section 9). */
export const MIN_SETUP_PASSWORD = 6;
/** Shown under the confirmation when it differs from the password. */
export const PASSWORD_MISMATCH = 'As senhas digitadas não conferem';

/**
 * First-time setup. The administrator e-mail has no format rule (spec section 5), and a differing confirmation
 * is a warning on the form only: it does not by itself block submission.
 */
export const setupSchema = z.object({
  title: requiredText('Título do site', 120),
  admin_name: requiredText('Nome do administrador', 120),
  email: requiredText('E-mail do administrador', 254).transform((v) => v.toLowerCase()),
  password: z
    .string({ error: 'O campo Senha é obrigatório.' })
    .min(1, 'O campo Senha é obrigatório.')
    .min(MIN_SETUP_PASSWORD, `O campo Senha deve ter no mínimo ${MIN_SETUP_PASSWORD} caracteres.`)
    .max(200, 'O campo Senha deve ter no máximo 200 caracteres.'),
  password_confirmation: z
    .string({ error: 'O campo Confirmação de senha é obrigatório.' })
    .min(1, 'O campo Confirmação de senha é obrigatório.')
    .max(200, 'O campo Confirmação de senha deve ter no máximo 200 caracteres.'),
});
/** What the setup form sends. */
export type SetupInput = z.input<typeof setupSchema>;

/** The mismatch warning for the confirmation field, or null. */
export const confirmationWarning = (password: string, confirmation: string): string | null =>
  confirmation && confirmation !== password ? PASSWORD_MISMATCH : null;
