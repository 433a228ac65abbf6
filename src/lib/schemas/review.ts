import {
  MODERATION_STATUSES,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from '../shop/reviews';
import { z } from '../zod';
import { pageQuerySchema } from './pagination';

/** Something that reads as markup (`<a`, `</`, `<!`, `<?`): refused, so a review is plain text ("a < b" and "<3" pass). */
const MARKUP = /<\s*[a-zA-Z!/?]/;
/** Control characters other than line breaks and tabs: taken out. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A plain text field: control characters out, trimmed, no markup, `min` to `max` characters. */
const plainText = (label: string, min: number, max: number) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .transform((value) => value.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `O campo ${label} é obrigatório.` : `O campo ${label} deve ter no mínimo ${min} caracteres.`)
        .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`)
        .refine((value) => !MARKUP.test(value), `O campo ${label} deve ser texto simples, sem HTML.`),
    );

/** An optional plain text field: absent, null or empty is null. */
const optionalPlainText = (label: string, max: number) =>
  z
    .union([z.string({ error: `O campo ${label} deve ser um texto.` }), z.null()], { error: `O campo ${label} deve ser um texto.` })
    .optional()
    .transform((value) => (value ?? '').replace(CONTROL, '').trim() || null)
    .pipe(
      z
        .string()
        .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`)
        .refine((value) => !MARKUP.test(value), `O campo ${label} deve ser texto simples, sem HTML.`)
        .nullable(),
    );

/** The rating: a whole number of stars from 1 to 5. */
const ratingField = z
  .number({ error: 'O campo Nota deve ser um número de 1 a 5.' })
  .int('O campo Nota deve ser um número inteiro de 1 a 5.')
  .min(1, 'O campo Nota deve ser no mínimo 1.')
  .max(5, 'O campo Nota deve ser no máximo 5.');

/** POST /api/products/:id/reviews and the author's PUT /api/reviews/:id: the stars, an optional title and the text. */
export const reviewSchema = z.object({
  rating: ratingField,
  title: optionalPlainText('Título', REVIEW_TITLE_MAX),
  body: plainText('Avaliação', REVIEW_BODY_MIN, REVIEW_BODY_MAX),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewData = z.output<typeof reviewSchema>;

/**
 * A manager's PUT /api/reviews/:id: approve or reject, and optionally the shop's public answer (`reply`; absent: kept,
 * null or empty: removed) and the `updated_at` of the review as the manager read it (a review changed since is a 409,
 * so an author's new text is never approved unseen).
 */
export const moderationSchema = z.object({
  updated_at: z.iso
    .datetime({ offset: true, error: 'O campo updated_at deve ser uma data e hora ISO 8601.' })
    .optional(),
  status: z.enum(MODERATION_STATUSES, { error: 'O campo Situação deve ser approved ou rejected.' }),
  reply: z
    .union([z.string({ error: 'O campo Resposta deve ser um texto.' }), z.null()], { error: 'O campo Resposta deve ser um texto.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').replace(CONTROL, '').trim() || null))
    .pipe(
      z
        .string()
        .max(REVIEW_REPLY_MAX, `O campo Resposta deve ter no máximo ${REVIEW_REPLY_MAX} caracteres.`)
        .refine((value) => !MARKUP.test(value), 'O campo Resposta deve ser texto simples, sem HTML.')
        .nullable()
        .optional(),
    ),
});
export type ModerationData = z.output<typeof moderationSchema>;

/** GET /api/reviews (managers): the page and the status (pending unless asked). */
export const reviewListQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(REVIEW_STATUSES)], { error: 'O parâmetro status deve ser pending, approved ou rejected.' })
    .optional()
    .transform((value) => (value ? value : 'pending')),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** GET /api/products/:id/reviews (public): the page (10 a page unless asked). */
export const publicReviewQuerySchema = pageQuerySchema.extend({
  per_page: pageQuerySchema.shape.per_page.unwrap().default(10),
});

/** Any JSON object: PUT /api/reviews/:id reads its body once, then tells a moderation from an author's edit. */
export const reviewPutBodySchema = z.looseObject({});

/** A PUT /api/reviews/:id body with a `status` is a moderation (managers); any other is the author's edit. */
export const isModeration = (body: Record<string, unknown>): boolean => Object.hasOwn(body, 'status');
