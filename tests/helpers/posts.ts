import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { seedSettings } from './db';

/** Seeds the settings with the news feature on or off (the other features as a new site has them). */
export function seedPostsFeature(enabled = true) {
  return seedSettings({ features: { ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled } } });
}

type PostSeed = { title?: string; slug?: string; status?: 'draft' | 'published'; published_at?: Date | null; body?: string };
let counter = 0;

/** Inserts a post straight into the table (published a minute ago unless told) and returns its id and slug. */
export async function seedPost(seed: PostSeed = {}): Promise<{ id: string; slug: string }> {
  counter += 1;
  const status = seed.status ?? 'published';
  const publishedAt = seed.published_at !== undefined ? seed.published_at : status === 'published' ? new Date(Date.now() - 60_000) : null;
  const [row] = await getSql()<{ id: string; slug: string }[]>`
    insert into posts (title, slug, status, published_at, body)
    values (${seed.title ?? `Notícia ${counter}`}, ${seed.slug ?? `noticia-${counter}`}, ${status}, ${publishedAt},
      ${seed.body ?? '<p>Texto</p>'})
    returning id::text as id, slug`;
  return row;
}

/** Removes every post (pairs with seedPost; resetDb also empties the table). */
export async function clearPosts(): Promise<void> {
  await getSql()`delete from posts`;
}
