import { z } from '../zod';
import { MAX_SLUG, SLUG_PATTERN, slugify } from '../slug';
import { optionalText } from './fields';

const SLUG_SHAPE = 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.';

/**
 * The optional `slug` field of a content form: the slug shape, and at least one letter (digits alone name an id in
 * `/api/<resource>/:id` and a page number in the section lists). Empty becomes null, to be made from the title.
 */
export const slugField = () =>
  optionalText('Endereço (slug)', MAX_SLUG)
    .refine((v) => v === null || SLUG_PATTERN.test(v), SLUG_SHAPE)
    .refine((v) => v === null || !/^\d+$/.test(v), 'O campo Endereço (slug) deve ter pelo menos uma letra.');

/** The slug a form gives, else one made from its title (or name); an issue on `slug` (and null) when it has no letters. */
export function slugOrFromTitle(slug: string | null, title: string, ctx: z.RefinementCtx, source = 'título'): string | null {
  const value = slug ?? slugify(title);
  if (/[a-z]/.test(value)) return value;
  ctx.addIssue({ code: 'custom', path: ['slug'], message: `Informe o Endereço (slug): o ${source} não tem letras para gerá-lo.` });
  return null;
}
