/** Longest slug a content item takes. */
export const MAX_SLUG = 120;

/** The shape of a valid slug: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: accents removed, lower-case, every other run of characters a hyphen, at most 120. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
}

// What a path may name "by id or slug" (the `:id` of `/api/posts/:id`): an id (digits, ids.ts) or a slug, so
// digits, lower-case letters and hyphens, at most MAX_SLUG of them.
const ID_OR_SLUG_KEY = new RegExp(`^[a-z0-9-]{1,${MAX_SLUG}}$`);

/**
 * Whether a path key can name an item by id or slug; `byIdOrSlug` (content-rows.ts) then reads it as an id when it is
 * one, else as a slug. A key outside this shape names nothing: answered 404 without a query.
 */
export const isIdOrSlugKey = (key: string): boolean => ID_OR_SLUG_KEY.test(key);
