import { z } from '../zod';
import { ROLES, type Role } from '../roles';
import { requiredEmail, requiredText } from './fields';
import { pageQuerySchema } from './pagination';

/** Minimum length of a password an administrator sets. */
export const MIN_USER_PASSWORD = 6;
/** Longest search text of the users list. */
export const MAX_USER_QUERY = 100;

const roleField = z.enum(ROLES, { error: 'O campo Papel deve ser Cliente, Administrador ou Super.' });

/** A new password: at least 6 characters (spaces count), at most 200. */
export const passwordField = z
  .string({ error: 'O campo Senha é obrigatório.' })
  .min(1, 'O campo Senha é obrigatório.')
  .min(MIN_USER_PASSWORD, `O campo Senha deve ter no mínimo ${MIN_USER_PASSWORD} caracteres.`)
  .max(200, 'O campo Senha deve ter no máximo 200 caracteres.');

/** What the edit form sends: name, e-mail and role. */
export const userUpdateSchema = z.object({
  name: requiredText('Nome', 120),
  email: requiredEmail('E-mail'),
  role: roleField,
});
/** What the create form sends: the edit fields plus the first password. */
export const userCreateSchema = userUpdateSchema.extend({ password: passwordField });
/** The password reset an administrator makes. */
export const userPasswordSchema = z.object({ password: passwordField });

/** The users list query: page, per_page, search text `q` (name or e-mail) and a role filter. */
export const userListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(MAX_USER_QUERY, `O parâmetro q deve ter no máximo ${MAX_USER_QUERY} caracteres.`)
    .optional()
    .transform((v) => v || null),
  role: z
    .union([z.literal(''), roleField], { error: 'O parâmetro role deve ser user, admin ou super.' })
    .optional()
    .transform((v) => (v ? v : null)),
});

/** What the create form sends. */
export type UserCreateInput = z.input<typeof userCreateSchema>;
/** A validated new account. */
export type UserCreateData = z.output<typeof userCreateSchema>;
/** A validated edit. */
export type UserUpdateData = z.output<typeof userUpdateSchema>;
/** A validated users list query. */
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** An account as the users API answers it (never with the password hash). */
export type AdminUser = { id: string; name: string; email: string; role: Role; created_at: string };
