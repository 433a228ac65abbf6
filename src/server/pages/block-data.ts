import type { Block } from '../../lib/blocks/blocks';
import type { AgendaEvent } from '../../lib/schemas/event';
import type { Media } from '../../lib/schemas/media';
import type { Post } from '../../lib/schemas/post';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { ShopEntry } from '../../lib/shop/shop-filters';
import type { Sql } from '../db/client';
import { productColumns, productsFrom, toProduct, type ProductRow } from '../shop/catalog/product-rows';
import { shopEntry } from '../shop/catalog/shop-pages';
import { approvedStars } from '../shop/catalog/reviews';
import { reviewStats } from '../../lib/shop/reviews';

/** A news card of a posts grid: its excerpt, else the start of its text. */
export type PostCard = Pick<Post, 'id' | 'title' | 'slug' | 'cover' | 'published_at'> & { excerpt: string };
/** An event card of an upcoming-events block. */
export type EventCard = Pick<AgendaEvent, 'id' | 'title' | 'slug' | 'starts_at' | 'ends_at' | 'all_day' | 'place' | 'cover'>;
/** A library card of a media grid. */
export type MediaCard = Pick<Media, 'id' | 'title' | 'slug' | 'cover' | 'publication_type' | 'year' | 'authors'>;

/** A product card of a products grid: the card's fields as /loja embeds them, with the id and whether featured. */
export type ProductCard = ShopEntry & { id: string; featured: boolean };

/** What the data blocks of a set of pages show, loaded once (one query per kind); empty for a disabled section. */
export type BlockData = { posts: PostCard[]; events: EventCard[]; medias: MediaCard[]; products: ProductCard[] };

/** No data: before the setup, or for layouts without data blocks. */
export const NO_BLOCK_DATA: BlockData = { posts: [], events: [], medias: [], products: [] };

/** How much of each kind a set of pages needs. */
export type BlockNeeds = {
  latestPosts: number;
  postIds: string[];
  events: number;
  medias: number;
  latestProducts: number;
  featuredProducts: number;
  productIds: string[];
};

/** Nothing needed (the start of blockNeeds, and the default home's products). */
const NO_NEEDS: BlockNeeds = { latestPosts: 0, postIds: [], events: 0, medias: 0, latestProducts: 0, featuredProducts: 0, productIds: [] };

/** The largest counts and every chosen post and product of the given layouts. */
export function blockNeeds(layouts: Block[][]): BlockNeeds {
  const needs: BlockNeeds = { ...NO_NEEDS };
  const postIds = new Set<string>();
  const productIds = new Set<string>();
  for (const block of layouts.flat()) {
    if (block.type === 'posts_grid' && block.mode === 'latest') needs.latestPosts = Math.max(needs.latestPosts, block.count);
    if (block.type === 'posts_grid' && block.mode === 'chosen') block.post_ids.forEach((id) => postIds.add(id));
    if (block.type === 'events') needs.events = Math.max(needs.events, block.count);
    if (block.type === 'media_grid') needs.medias = Math.max(needs.medias, block.count);
    if (block.type === 'products_grid' && block.mode === 'latest') needs.latestProducts = Math.max(needs.latestProducts, block.count);
    if (block.type === 'products_grid' && block.mode === 'featured') needs.featuredProducts = Math.max(needs.featuredProducts, block.count);
    if (block.type === 'products_grid' && block.mode === 'chosen') block.product_ids.forEach((id) => productIds.add(id));
  }
  return { ...needs, postIds: [...postIds], productIds: [...productIds] };
}

/** The needs of a layout-less page that shows only these: the default home's posts and events. */
export const defaultNeeds = (overrides: Partial<BlockNeeds>): BlockNeeds => ({ ...NO_NEEDS, ...overrides });

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

// The latest N published products, the latest N featured and the chosen ones, newest first: the first N are the
// latest N, and the first N featured among them the latest N featured; each with its approved reviews' count per star
// (the card's rating), in the same statement.
async function loadProducts(sql: Sql, needs: BlockNeeds): Promise<ProductCard[]> {
  if (needs.latestProducts === 0 && needs.featuredProducts === 0 && needs.productIds.length === 0) return [];
  const newest = sql`order by p.created_at desc, p.id desc`;
  const rows = await sql<(ProductRow & { stars: number[] })[]>`
    select ${productColumns(sql, false)}, ${approvedStars(sql)} as stars from ${productsFrom(sql)}
    where p.status = 'published' and (p.id = any(${needs.productIds}::bigint[])
      or p.id in (select p.id from products p where p.status = 'published' ${newest} limit ${needs.latestProducts})
      or p.id in (select p.id from products p where p.status = 'published' and p.featured ${newest} limit ${needs.featuredProducts}))
    ${newest}`;
  return rows.map((row) => {
    const product = toProduct(row);
    return { ...shopEntry(product, reviewStats(row.stars)), id: product.id, featured: product.featured };
  });
}

/** The posts, events, library items and products the needs ask for, one query per kind, none for a disabled section. */
export async function loadBlockData(sql: Sql, settings: PublicSettings | null, needs: BlockNeeds): Promise<BlockData> {
  const on = (key: 'posts' | 'events' | 'medias' | 'produtos') => settings?.features[key]?.enabled === true;
  return {
    posts: on('posts') ? await loadPosts(sql, needs) : [],
    events: on('events') ? await loadEvents(sql, needs.events) : [],
    medias: on('medias') ? await loadMedias(sql, needs.medias) : [],
    products: on('produtos') ? await loadProducts(sql, needs) : [],
  };
}

/** The items of `ids` in that order, those still there. */
const inOrder = <T extends { id: string }>(items: T[], ids: string[]): T[] => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id)).filter((item): item is T => !!item);
};

/** The posts a grid shows: the latest `count`, or the chosen ones in their order (those still published). */
export function postsOfGrid(block: Extract<Block, { type: 'posts_grid' }>, data: BlockData): PostCard[] {
  return block.mode === 'latest' ? data.posts.slice(0, block.count) : inOrder(data.posts, block.post_ids);
}

/** The products a grid shows: the latest `count`, the latest `count` featured, or the chosen ones in their order. */
export function productsOfGrid(block: Extract<Block, { type: 'products_grid' }>, data: BlockData): ProductCard[] {
  if (block.mode === 'latest') return data.products.slice(0, block.count);
  if (block.mode === 'featured') return data.products.filter((product) => product.featured).slice(0, block.count);
  return inOrder(data.products, block.product_ids);
}
