import { z } from '../zod';
import { requiredText } from './fields';

/** Login credentials. */
export const loginSchema = z.object({
  email: requiredText('E-mail', 254).transform((v) => v.toLowerCase()),
  password: z.string({ error: 'O campo Senha é obrigatório.' }).min(1, 'O campo Senha é obrigatório.').max(200, 'O campo Senha deve ter no máximo 200 caracteres.'),
});
/** What the login form sends. */
export type LoginInput = z.input<typeof loginSchema>;
