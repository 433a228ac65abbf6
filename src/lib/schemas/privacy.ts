import { z } from '../zod';
import { pageQuerySchema } from './pagination';

/** DELETE /api/profile: the account's own password confirms the deletion. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: 'O campo Senha é obrigatório.' })
    .min(1, 'O campo Senha é obrigatório.')
    .max(200, 'O campo Senha deve ter no máximo 200 caracteres.'),
});

/** An answer to the consent banner. */
export const CONSENT_CHOICES = ['accepted', 'rejected'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** POST /api/profile/consent: what a logged-in visitor answered the consent banner. */
export const consentChoiceSchema = z.object({
  choice: z.enum(CONSENT_CHOICES, { error: 'O campo Escolha deve ser accepted ou rejected.' }),
});

/** What a data subject may ask for: a copy of their data, or the deletion of their account. */
export const DATA_REQUEST_KINDS = ['export', 'delete'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** GET /api/data-requests: a page of the record, optionally of one kind. */
export const dataRequestsQuerySchema = pageQuerySchema.extend({
  kind: z
    .enum(DATA_REQUEST_KINDS, { error: 'O parâmetro kind deve ser export ou delete.' })
    .optional()
    .transform((v) => v ?? null),
});
export type DataRequestsQuery = z.output<typeof dataRequestsQuerySchema>;

/**
 * One entry of the record of the data subjects' requests: whose data (their name while the account exists; null
 * once it was deleted), who asked (the person, or the admin who served a request that came by e-mail), what, when.
 */
export type DataRequest = {
  id: string;
  kind: DataRequestKind;
  subject: { id: string; name: string | null; email: string | null };
  actor: { id: string; name: string } | null;
  by_admin: boolean;
  created_at: string;
};

/** The 409 of a deletion while orders still need the account: each such order's id, number and status. */
export type OpenOrderRef = { id: string; number: number; status: string };
