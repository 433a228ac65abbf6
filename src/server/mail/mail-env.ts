import { resolve } from 'node:path';
import { z } from '../../lib/zod';
import { readEnv } from '../env';

/** Sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Vitrine <nao-responda@vitrine.local>';
/** Where mail is written when SMTP_URL is not set (relative to the working directory). */
export const DEFAULT_OUTBOX_DIR = '.data/outbox';

const mailEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .url('SMTP_URL deve ser uma URL como smtps://usuario:senha@smtp.exemplo.org:465')
    .refine((v) => /^smtps?:\/\//i.test(v), 'SMTP_URL deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM deve ser um remetente como "Site <nao-responda@exemplo.org>"').default(DEFAULT_MAIL_FROM),
  OUTBOX_DIR: z.string().trim().min(1).default(DEFAULT_OUTBOX_DIR),
});

/** The validated mail settings: SMTP when `smtpUrl` is set, else files in `outboxDir`. */
export type MailEnv = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** Reads and validates the mail variables; a bad value throws a message naming what to set. */
export function mailEnv(): MailEnv {
  const env = readEnv(mailEnvSchema, 'de e-mail');
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: resolve(env.OUTBOX_DIR) };
}
