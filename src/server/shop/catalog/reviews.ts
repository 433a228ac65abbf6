import type postgres from 'postgres';
import { RETURNED_AFTER_SHIPPING } from '../../../lib/shop/payment-mapping';
import {
  PAGE_REVIEWS,
  publicAuthor,
  REVIEWABLE_ORDER_STATUSES,
  reviewStats,
  type ManagedReview,
  type PublicReview,
  type Review,
  type ReviewStats,
  type ReviewStatus,
} from '../../../lib/shop/reviews';
import type { Page, PageQuery } from '../../../lib/schemas/pagination';
import type { ModerationData, ReviewData, ReviewListQuery } from '../../../lib/schemas/review';
import type { Db, Sql } from '../../db/client';
import { readerFilter } from '../../db/content-rows';
import { countRows, pageOf, pageWindow } from '../../db/paging';
import { together } from '../../db/together';
import { conflict, forbidden, notFound } from '../../http/http-error';
import { rateRule, takeSlots } from '../../http/rate-limit';
import { PRODUCTS } from './product-rows';
import { PRODUCT_NOT_FOUND } from './products';

// Reviews from verified buyers. A customer who bought a product (an order of it paid or later, not canceled, its
// payment not returned) writes one review of it; it waits for a manager, who approves or rejects it and may answer
// it publicly. The public reads approved reviews only. Which change asks for a rebuild of the static pages: any that
// makes a review approved, or touches one that was (answered by `republish`).

/** Answered (404) for a review that does not exist, or is someone else's and the caller no manager. */
export const REVIEW_NOT_FOUND = 'Avaliação não encontrada.';
/** Answered (403) to a logged-in customer without an order of the product that is paid or later. */
export const REVIEW_NOT_BOUGHT = 'Só quem comprou este produto (pedido pago, não cancelado) pode avaliá-lo.';
/** Answered (409) to a second review of the same product by the same customer. */
export const REVIEW_TWICE = 'Você já avaliou este produto: edite a sua avaliação.';
/** Answered (409) to a moderation of a review that changed since the manager read it (`updated_at`). */
export const REVIEW_CHANGED = 'A avaliação mudou desde que você a abriu: veja o texto atual antes de moderar.';
/** Answered (403) to a manager editing another person's review without a `status` (moderation). */
export const REVIEW_AUTHOR_ONLY = 'Só quem escreveu a avaliação pode mudar o texto dela; para moderar, envie a situação (status).';

/** At most 20 review writes (new or edited) per customer within an hour. */
export const REVIEW_RULE = rateRule({
  bucket: 'product_review',
  max: 20,
  windowSeconds: 60 * 60,
  message: 'Você enviou muitas avaliações. Tente novamente mais tarde.',
});

/** A review's row as the queries below read it (with its product and its author): the answer's fields, dates as read. */
type ReviewRow = Omit<Review, 'replied_at' | 'author' | 'created_at' | 'updated_at'> & {
  replied_at: Date | null;
  author_name: string | null;
  author_email: string | null;
  created_at: Date;
  updated_at: Date;
};

/** The columns of ReviewRow over `r` (the review), `p` (its product) and `u` (its author). */
const REVIEW_COLUMNS = `r.id::text as id, r.product_id::text as product_id, p.name as product_name, p.slug as product_slug,
  r.rating::int as rating, r.title, r.body, r.status, r.reply, r.replied_at, u.name as author_name, u.email as author_email,
  r.created_at, r.updated_at`;
const columns = (sql: Db) => sql.unsafe(REVIEW_COLUMNS);

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A review as its author sees it (field by field: a new column never leaks). */
export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  product_id: row.product_id,
  product_name: row.product_name,
  product_slug: row.product_slug,
  rating: row.rating,
  title: row.title,
  body: row.body,
  status: row.status,
  reply: row.reply,
  replied_at: iso(row.replied_at),
  author: publicAuthor(row.author_name),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A review as the managers see it: with the author's e-mail. */
const toManaged = (row: ReviewRow): ManagedReview => ({ ...toReview(row), author_email: row.author_email });

/** A review as the public sees it. */
export const toPublicReview = (row: Pick<ReviewRow, 'id' | 'rating' | 'title' | 'body' | 'reply' | 'replied_at' | 'author_name' | 'created_at'>): PublicReview => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  reply: row.reply,
  replied_at: iso(row.replied_at),
  author: publicAuthor(row.author_name),
  created_at: row.created_at.toISOString(),
});

/**
 * Whether the user bought the product: an order of theirs with a line of it, paid or later (REVIEWABLE_ORDER_STATUSES)
 * and whose payment did not go back to them after shipping. `product` is the SQL naming the product's id.
 */
const boughtBy = (sql: Db, userId: string, product: postgres.Fragment) => sql`exists (
  select 1 from orders o join order_items i on i.order_id = o.id
  where o.user_id = ${userId} and i.product_id = ${product} and i.kind = 'product'
    and o.status in ${sql(REVIEWABLE_ORDER_STATUSES)} and o.payment_flag is distinct from ${RETURNED_AFTER_SHIPPING})`;

/**
 * A customer's review of a product, in one statement: 404 for a product the public cannot see (a draft, a
 * donation, none), 403 without a purchase of it (REVIEW_NOT_BOUGHT), 409 for a second review (REVIEW_TWICE). It
 * waits for a manager (pending).
 */
export async function createReview(sql: Sql, userId: string, productId: string, input: ReviewData): Promise<Review> {
  const [row] = await sql<(Partial<ReviewRow> & { bought: boolean })[]>`
    with target as (
      select p.id, ${boughtBy(sql, userId, sql`p.id`)} as bought
      from products p where p.id = ${productId} and p.kind = 'product' ${readerFilter(sql, PRODUCTS, false)}),
    saved as (
      insert into product_reviews (product_id, user_id, rating, title, body)
      select id, ${userId}, ${input.rating}, ${input.title}, ${input.body} from target where bought
      on conflict (product_id, user_id) do nothing
      returning *)
    select t.bought, x.* from target t left join (
      select ${columns(sql)} from saved r join products p on p.id = r.product_id join users u on u.id = r.user_id) x on true`;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (!row.bought) throw forbidden(REVIEW_NOT_BOUGHT);
  if (!row.id) throw conflict(REVIEW_TWICE);
  return toReview(row as ReviewRow);
}

/** A write's outcome: the review, and whether the public pages show something else now (ask for a rebuild). */
export type ReviewChange<T = Review> = { review: T; republish: boolean };

/**
 * The author's edit (rating, title, text): it waits again (pending, its moderation cleared), the shop's reply kept.
 * Someone else's review: 404, or for a manager 403 (REVIEW_AUTHOR_ONLY: a moderation sends a status). Asks for a
 * rebuild when the review was approved (it leaves the product page until approved again).
 */
export async function editOwnReview(sql: Sql, userId: string, id: string, input: ReviewData, manager: boolean): Promise<ReviewChange> {
  const [row] = await sql<(ReviewRow & { was: ReviewStatus })[]>`
    with old as (select id, status from product_reviews where id = ${id} and user_id = ${userId} for update),
    saved as (
      update product_reviews r set rating = ${input.rating}, title = ${input.title}, body = ${input.body},
        status = 'pending', moderated_at = null, updated_at = now()
      from old where r.id = old.id
      returning r.*, old.status as was)
    select ${columns(sql)}, r.was from saved r join products p on p.id = r.product_id join users u on u.id = r.user_id`;
  if (!row) {
    if (!manager) throw notFound(REVIEW_NOT_FOUND);
    const [exists] = await sql`select 1 from product_reviews where id = ${id}`;
    throw exists ? forbidden(REVIEW_AUTHOR_ONLY) : notFound(REVIEW_NOT_FOUND);
  }
  return { review: toReview(row), republish: row.was === 'approved' };
}

/**
 * A manager's moderation: approve or reject, and the shop's reply (absent: kept; null or empty: removed; a new text
 * stamps replied_at). Asks for a rebuild when the review is or was approved.
 */
export async function moderateReview(sql: Sql, id: string, input: ModerationData): Promise<ReviewChange<ManagedReview>> {
  const replyGiven = input.reply !== undefined;
  const reply = input.reply ?? null;
  const seen = input.updated_at ?? null;
  const [row] = await sql<(ReviewRow & { was: ReviewStatus })[]>`
    with old as (
      select id, status from product_reviews
      where id = ${id} and (${seen}::timestamptz is null or date_trunc('milliseconds', updated_at) = ${seen}::timestamptz)
      for update),
    saved as (
      update product_reviews r set status = ${input.status}, moderated_at = now(), updated_at = now(),
        reply = case when ${replyGiven}::boolean then ${reply}::text else r.reply end,
        replied_at = case when not ${replyGiven}::boolean then r.replied_at when ${reply}::text is null then null
          when r.reply is distinct from ${reply}::text then now() else r.replied_at end
      from old where r.id = old.id
      returning r.*, old.status as was)
    select ${columns(sql)}, r.was from saved r join products p on p.id = r.product_id join users u on u.id = r.user_id`;
  if (!row) {
    const [exists] = seen ? await sql`select 1 from product_reviews where id = ${id}` : [];
    throw exists ? conflict(REVIEW_CHANGED) : notFound(REVIEW_NOT_FOUND);
  }
  return { review: toManaged(row), republish: row.was === 'approved' || row.status === 'approved' };
}

/** The managers' list: the reviews of a status (the waiting ones oldest first, the others newest first), in pages. */
export async function listReviews(sql: Sql, query: ReviewListQuery): Promise<Page<ManagedReview>> {
  const from = sql`product_reviews r join products p on p.id = r.product_id join users u on u.id = r.user_id
    where r.status = ${query.status}`;
  const order = query.status === 'pending' ? sql`r.created_at, r.id` : sql`r.updated_at desc, r.id desc`;
  const [rows, total] = await together(
    sql<ReviewRow[]>`select ${columns(sql)} from ${from} order by ${order} ${pageWindow(sql, query)}`,
    countRows(sql, sql`product_reviews r where r.status = ${query.status}`),
  );
  return pageOf(rows.map(toManaged), total, query);
}

/** The caller's own reviews (every status), newest first: the /conta order page shows each product's. */
export async function ownReviews(sql: Sql, userId: string): Promise<Review[]> {
  const rows = await sql<ReviewRow[]>`
    select ${columns(sql)} from product_reviews r join products p on p.id = r.product_id join users u on u.id = r.user_id
    where r.user_id = ${userId} order by r.created_at desc, r.id desc limit 500`;
  return rows.map(toReview);
}

/** The approved reviews' count per star of the products `scope` selects (a subquery of ids). */
const starCounts = (sql: Db, scope: postgres.Fragment) =>
  sql<{ product_id: string; rating: number; n: number }[]>`
    select product_id::text as product_id, rating::int as rating, count(*)::int as n from product_reviews
    where status = 'approved' and product_id in (${scope}) group by product_id, rating`;

/** Stats per product from the per-star counts. */
function statsByProduct(rows: readonly { product_id: string; rating: number; n: number }[]): Map<string, ReviewStats> {
  const perStar = new Map<string, number[]>();
  for (const row of rows) {
    const counts = perStar.get(row.product_id) ?? [0, 0, 0, 0, 0];
    counts[row.rating - 1] = row.n;
    perStar.set(row.product_id, counts);
  }
  return new Map([...perStar].map(([id, counts]) => [id, reviewStats(counts)]));
}

/** The public page of a product's reviews: approved ones, newest first, with their stats. */
export type ProductReviewsPage = Page<PublicReview> & ReviewStats;

/**
 * Public: a product's approved reviews in pages, with `{average, count, distribution}`; 404 for a product the reader
 * cannot see (`drafts`: the reader sees drafts, see canSeeDraftsOr404). Three reads in one round trip.
 */
export async function productReviews(sql: Sql, productId: string, drafts: boolean, query: PageQuery): Promise<ProductReviewsPage> {
  const [product, counts, rows] = await together(
    sql`select 1 from products p where p.id = ${productId} ${readerFilter(sql, PRODUCTS, drafts)}`,
    starCounts(sql, sql`select ${productId}::bigint`),
    sql<ReviewRow[]>`
      select r.id::text as id, r.rating::int as rating, r.title, r.body, r.reply, r.replied_at, u.name as author_name, r.created_at
      from product_reviews r join users u on u.id = r.user_id
      where r.product_id = ${productId} and r.status = 'approved'
      order by r.created_at desc, r.id desc ${pageWindow(sql, query)}`,
  );
  if (product.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  const stats = statsByProduct(counts).get(productId) ?? reviewStats([]);
  return { ...pageOf(rows.map(toPublicReview), stats.count, query), ...stats };
}

/** What the static pages show of a product's reviews: the stats and the newest PAGE_REVIEWS approved ones. */
export type ProductReviewsView = { stats: ReviewStats; latest: PublicReview[] };

/**
 * The build's read of every published product's approved reviews, in two queries whatever the number of products:
 * the stats and the newest PAGE_REVIEWS of each. Products without approved reviews are absent.
 */
export async function loadReviewsForBuild(sql: Sql): Promise<Record<string, ProductReviewsView>> {
  const published = sql`select id from products where status = 'published'`;
  const [counts, rows] = await together(
    starCounts(sql, published),
    sql<(ReviewRow & { n: number })[]>`
      select * from (
        select r.id::text as id, r.product_id::text as product_id, r.rating::int as rating, r.title, r.body, r.reply,
          r.replied_at, u.name as author_name, r.created_at,
          row_number() over (partition by r.product_id order by r.created_at desc, r.id desc)::int as n
        from product_reviews r join users u on u.id = r.user_id
        where r.status = 'approved' and r.product_id in (${published})) x
      where n <= ${PAGE_REVIEWS} order by product_id, n`,
  );
  const views: Record<string, ProductReviewsView> = {};
  for (const [id, stats] of statsByProduct(counts)) views[id] = { stats, latest: [] };
  for (const row of rows) views[row.product_id]?.latest.push(toPublicReview(row));
  return views;
}

/** Takes one of the customer's review writes (REVIEW_RULE): 429 past it. */
export async function takeReviewSlot(sql: Sql, userId: string): Promise<void> {
  await takeSlots(sql, [{ rule: REVIEW_RULE, key: userId }]);
}

/**
 * The approved reviews' count per star (an array of five, one star first) of the product `p` of the enclosing query,
 * as a column (the page blocks' product cards read it with their products).
 */
export const approvedStars = (sql: Db): postgres.Fragment => sql`(
  select array[count(*) filter (where r.rating = 1), count(*) filter (where r.rating = 2), count(*) filter (where r.rating = 3),
    count(*) filter (where r.rating = 4), count(*) filter (where r.rating = 5)]::int[]
  from product_reviews r where r.product_id = p.id and r.status = 'approved')`;
