import { z } from '../zod';
import { blocksSchema, type Block } from '../blocks/blocks';
import { optionalImage, optionalText, requiredText } from './fields';
import { contentListQuerySchema } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { PAGE_STATUSES } from '../content-status';
export { PAGE_STATUSES };

/** A page's state. */
export type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * First path segments the site's own routes use: a page there could never be reached (Astro's static routes
 * win over /{slug}), so these slugs are refused.
 */
export const RESERVED_SLUGS = [
  'noticias', 'agenda', 'biblioteca', 'loja', 'checkout', 'login', 'cadastro', 'conta', 'esqueci-minha-senha',
  'redefinir-senha', 'api', 'i18n', 'demo', 'sitemap', 'rss', 'favicon', 'robots', '404',
] as const;

const statusField = z.enum(PAGE_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });

const isReserved = (slug: string) => (RESERVED_SLUGS as readonly string[]).includes(slug);

/** What the page form sends; an empty slug is made from the title. The blocks are checked one by one. */
export const pageSchema = z
  .object({
    title: requiredText('Título', 200),
    slug: slugField(),
    status: statusField.default('draft'),
    seo_title: optionalText('Título para buscadores', 120),
    seo_description: optionalText('Descrição para buscadores', 300),
    cover: optionalImage('Capa'),
    is_home: z.boolean({ error: 'O campo Página inicial deve ser verdadeiro ou falso.' }).default(false),
    blocks: blocksSchema.optional().transform((blocks) => blocks ?? []),
  })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.title, ctx);
    if (slug === null) return z.NEVER;
    if (isReserved(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: `O endereço (slug) "${slug}" é usado por outra seção do site. Escolha outro.` });
      return z.NEVER;
    }
    return { ...value, slug };
  });

/** The pages list query: page, per_page, search text `q` (title or slug) and a status filter (managers only). */
export const pageListQuerySchema = contentListQuerySchema(statusField);

/** What the page form sends. */
export type PageInput = z.input<typeof pageSchema>;
/** A validated page. */
export type PageData = z.output<typeof pageSchema>;
/** A validated pages list query. */
export type PageListQuery = z.output<typeof pageListQuerySchema>;

/** A page as the API answers it. */
export type SitePage = {
  id: string;
  title: string;
  slug: string;
  status: PageStatus;
  seo_title: string | null;
  seo_description: string | null;
  cover: string | null;
  is_home: boolean;
  blocks: Block[];
  author_id: string | null;
  created_at: string;
  updated_at: string;
};
/** A page in a list (without its blocks). */
export type SitePageSummary = Omit<SitePage, 'blocks'>;
