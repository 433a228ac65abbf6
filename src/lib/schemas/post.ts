import { z } from '../zod';
import { optionalImage, optionalText, requiredText, siteInstantField } from './fields';
import { contentListQuerySchema } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { POST_STATUSES } from '../content-status';
export { POST_STATUSES };

/** A post's state. */
export type PostStatus = (typeof POST_STATUSES)[number];
/** Longest body HTML a post keeps (characters). */
export const MAX_POST_BODY = 200_000;

const statusField = z.enum(POST_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });

/** What the post form sends; an empty slug is made from the title (accents removed, lower-case, hyphens). */
export const postSchema = z
  .object({
    title: requiredText('Título', 200),
    slug: slugField(),
    excerpt: optionalText('Resumo', 500),
    cover: optionalImage('Capa'),
    body: z
      .string({ error: 'O campo Texto deve ser um texto.' })
      .max(MAX_POST_BODY, `O campo Texto deve ter no máximo ${MAX_POST_BODY} caracteres.`)
      .nullish()
      .transform((v) => v ?? ''),
    status: statusField.default('draft'),
    published_at: siteInstantField('Data de publicação'),
  })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.title, ctx);
    return slug === null ? z.NEVER : { ...value, slug };
  });

/** The posts list query: page, per_page, search text `q` (title or slug) and a status filter (managers only). */
export const postListQuerySchema = contentListQuerySchema(statusField);

/** What the post form sends. */
export type PostInput = z.input<typeof postSchema>;
/** A validated post. */
export type PostData = z.output<typeof postSchema>;
/** A validated posts list query. */
export type PostListQuery = z.output<typeof postListQuerySchema>;

/** A post as the API answers it. */
export type Post = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  cover: string | null;
  body: string;
  status: PostStatus;
  published_at: string | null;
  author_id: string | null;
  author_name: string | null;
  created_at: string;
  updated_at: string;
};
