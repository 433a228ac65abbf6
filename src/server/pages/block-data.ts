import type { Block } from '../../lib/blocks/blocks';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';

/** A news card of a posts grid. */
export type PostCard = { id: string; title: string; slug: string; excerpt: string; cover: string | null; published_at: string | null };
/** An event card of an upcoming-events block. */
export type EventCard = {
  id: string;
  title: string;
  slug: string;
  starts_at: string;
  ends_at: string | null;
  all_day: boolean;
  place: string | null;
  cover: string | null;
};
/** A library card of a media grid. */
export type MediaCard = { id: string; title: string; slug: string; cover: string | null; publication_type: string; year: number | null; authors: string | null };

/** What the data blocks of a set of pages show, loaded once (one query per kind); empty for a disabled section. */
export type BlockData = { posts: PostCard[]; events: EventCard[]; medias: MediaCard[] };

/** How much of each kind a set of pages needs. */
export type BlockNeeds = { latestPosts: number; postIds: string[]; events: number; medias: number };

/** The largest counts and every chosen post of the given layouts. */
export function blockNeeds(layouts: Block[][]): BlockNeeds {
  const needs: BlockNeeds = { latestPosts: 0, postIds: [], events: 0, medias: 0 };
  const ids = new Set<string>();
  for (const block of layouts.flat()) {
    if (block.type === 'posts_grid' && block.mode === 'latest') needs.latestPosts = Math.max(needs.latestPosts, block.count);
    if (block.type === 'posts_grid' && block.mode === 'chosen') block.post_ids.forEach((id) => ids.add(id));
    if (block.type === 'events') needs.events = Math.max(needs.events, block.count);
    if (block.type === 'media_grid') needs.medias = Math.max(needs.medias, block.count);
  }
  needs.postIds = [...ids];
  return needs;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// The latest N published posts plus the chosen ones, newest first: the first N are the latest N.
async function loadPosts(sql: Sql, needs: BlockNeeds): Promise<PostCard[]> {
  if (needs.latestPosts === 0 && needs.postIds.length === 0) return [];
  const rows = await sql<(Omit<PostCard, 'published_at'> & { published_at: Date | null })[]>`
    select id::text as id, title, slug, coalesce(nullif(excerpt, ''), left(body, 1000)) as excerpt, cover, published_at
    from posts
    where status = 'published' and published_at <= now()
      and (id = any(${needs.postIds}::bigint[]) or id in (
        select id from posts where status = 'published' and published_at <= now()
        order by published_at desc, id desc limit ${needs.latestPosts}))
    order by published_at desc, id desc`;
  return rows.map((row) => ({ ...row, published_at: iso(row.published_at) }));
}

// Published events not over yet (started later than now, or still running), soonest first.
async function loadEvents(sql: Sql, count: number): Promise<EventCard[]> {
  if (count === 0) return [];
  const rows = await sql<(Omit<EventCard, 'starts_at' | 'ends_at'> & { starts_at: Date; ends_at: Date | null })[]>`
    select id::text as id, title, slug, starts_at, ends_at, all_day, place, cover from events
    where status = 'published' and (starts_at >= now() or ends_at >= now())
    order by starts_at, id limit ${count}`;
  return rows.map((row) => ({ ...row, starts_at: row.starts_at.toISOString(), ends_at: iso(row.ends_at) }));
}

// The newest published library items.
async function loadMedias(sql: Sql, count: number): Promise<MediaCard[]> {
  if (count === 0) return [];
  return sql<MediaCard[]>`
    select id::text as id, title, slug, cover, publication_type, year, authors from medias
    where status = 'published' order by created_at desc, id desc limit ${count}`;
}

/** The posts, events and library items the needs ask for, one query per kind, none for a disabled section. */
export async function loadBlockData(sql: Sql, settings: PublicSettings | null, needs: BlockNeeds): Promise<BlockData> {
  const on = (key: 'posts' | 'events' | 'medias') => settings?.features[key]?.enabled === true;
  return {
    posts: on('posts') ? await loadPosts(sql, needs) : [],
    events: on('events') ? await loadEvents(sql, needs.events) : [],
    medias: on('medias') ? await loadMedias(sql, needs.medias) : [],
  };
}

/** The posts a grid shows: the latest `count`, or the chosen ones in their order (those still published). */
export function postsOfGrid(block: Extract<Block, { type: 'posts_grid' }>, data: BlockData): PostCard[] {
  if (block.mode === 'latest') return data.posts.slice(0, block.count);
  const byId = new Map(data.posts.map((post) => [post.id, post]));
  return block.post_ids.map((id) => byId.get(id)).filter((post): post is PostCard => !!post);
}
