import { z } from '../zod';
import { requiredEmail, requiredText } from './fields';
import { pageQuerySchema } from './pagination';

/** The contact form: name, email and message, all required. */
export const contactSchema = z.object({
  name: requiredText('Nome', 120),
  email: requiredEmail('E-mail'),
  message: requiredText('Mensagem', 5000),
});
/** What the contact form sends. */
export type ContactInput = z.input<typeof contactSchema>;
/** A validated contact. */
export type Contact = z.output<typeof contactSchema>;

/** The admin list query: page, per_page and `unread=1` for the unread messages only. */
export const contactListQuerySchema = pageQuerySchema.extend({
  unread: z
    .enum(['', '0', '1', 'true', 'false'], { error: 'O parâmetro unread deve ser 1 ou 0.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
/** A validated contacts list query. */
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** PATCH /api/contacts/:id: mark a message read (true) or unread again (false). */
export const contactReadSchema = z.object({
  read: z.boolean({ error: 'O campo Lida deve ser verdadeiro ou falso.' }),
});

/** A received contact message as the admin API answers it (`read_at` null: unread). */
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  read_at: string | null;
  created_at: string;
};
