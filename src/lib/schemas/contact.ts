import { z } from 'zod';
import { requiredEmail, requiredText } from './fields';

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
