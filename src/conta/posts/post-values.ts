import type { Post } from '../../lib/schemas/post';
import { toSiteInputValue } from '../../lib/site-date-input';

/** The fields of the post form, all as the text their inputs hold. */
export type PostValues = Record<'title' | 'slug' | 'excerpt' | 'cover' | 'body' | 'status' | 'published_at', string>;

/** A stored post (or none, for a new one) as form values; the date shown in America/Sao_Paulo. */
export function postValues(post?: Post): PostValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    cover: post?.cover ?? '',
    body: post?.body ?? '',
    status: post?.status ?? 'draft',
    published_at: toSiteInputValue(post?.published_at),
  };
}
