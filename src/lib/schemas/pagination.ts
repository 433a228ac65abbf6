import { z } from '../zod';

/** Largest page size a list answers. */
export const MAX_PER_PAGE = 100;

/** The `page` and `per_page` query parameters of a list (per_page at most 100). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'O parâmetro page deve ser um número.' })
    .int('O parâmetro page deve ser um número inteiro.')
    .min(1, 'O parâmetro page deve ser no mínimo 1.')
    .max(1_000_000, 'O parâmetro page deve ser no máximo 1000000.')
    .default(1),
  per_page: z.coerce
    .number({ error: 'O parâmetro per_page deve ser um número.' })
    .int('O parâmetro per_page deve ser um número inteiro.')
    .min(1, 'O parâmetro per_page deve ser no mínimo 1.')
    .max(MAX_PER_PAGE, `O parâmetro per_page deve ser no máximo ${MAX_PER_PAGE}.`)
    .default(20),
});
/** A validated page request. */
export type PageQuery = z.output<typeof pageQuerySchema>;

/** One page of a list, as every list endpoint answers it. */
export type Page<T> = { data: T[]; total: number; page: number; per_page: number };

/** Longest search text `q` a list accepts. */
export const MAX_SEARCH = 100;

/** The search text `q` of a list: trimmed, at most 100 characters; empty or absent becomes null. */
export const searchParam = z
  .string()
  .trim()
  .max(MAX_SEARCH, `O parâmetro q deve ter no máximo ${MAX_SEARCH} caracteres.`)
  .optional()
  .transform((v) => v || null);

/** The `status` filter of a content list (draft or published); empty or absent becomes null. */
export const contentStatusParam = <T extends z.ZodType<'draft' | 'published'>>(status: T) =>
  z
    .union([z.literal(''), status], { error: 'O parâmetro status deve ser draft ou published.' })
    .optional()
    .transform((v) => (v ? (v as z.output<T>) : null));

/** A content list's query (news, pages, events): page, per_page, `q` and `status` (managers only). */
export const contentListQuerySchema = <T extends z.ZodType<'draft' | 'published'>>(status: T) =>
  pageQuerySchema.extend({ q: searchParam, status: contentStatusParam(status) });
