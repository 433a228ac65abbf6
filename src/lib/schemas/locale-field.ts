import { z } from '../zod';

/** The languages an e-mail to a person is written in: the page's they acted from. */
export const MAIL_LOCALES = ['pt', 'en', 'es'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

/** The language of the page a request came from ('pt-BR' and 'en' read as their first two letters); absent: 'pt'. */
export const localeField = () =>
  z
    .string({ error: 'O campo Idioma deve ser um texto.' })
    .transform((v) => v.slice(0, 2).toLowerCase())
    .pipe(z.enum(MAIL_LOCALES, { error: 'O campo Idioma deve ser pt, en ou es.' }))
    .optional()
    .transform((v) => v ?? 'pt');
