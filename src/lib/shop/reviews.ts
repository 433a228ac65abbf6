// Reviews from verified buyers: the rules shared by the server, the /conta screens and the public pages. Pure.

import type { OrderStatus } from './orders';

/** A review's moderation status: waiting for a manager, shown on the product page, or kept out of it. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What a manager may set: approve or reject (an author's edit is what sends a review back to pending). */
export const MODERATION_STATUSES = ['approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/**
 * The order statuses that make a verified buyer: paid or later. A canceled order (refunded before shipping
 * included) does not count, nor does a sent or received order whose payment went back to the buyer
 * (`payment_flag`, RETURNED_AFTER_SHIPPING of payment-mapping.ts).
 */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'sent', 'received'];

/** Limits of a review's fields (the migration's checks say the same). */
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;

/** How many approved reviews the static product page shows (the rest are counted, and the API pages them): few, so the page stays within its first-response budget. */
export const PAGE_REVIEWS = 3;

/** A review as its author and the managers see it. */
export type Review = {
  id: string;
  product_id: string;
  /** The product's name and slug (for the moderation list and the author's order page). */
  product_name: string;
  product_slug: string;
  rating: number;
  title: string | null;
  body: string;
  status: ReviewStatus;
  reply: string | null;
  replied_at: string | null;
  /** The author's first name as the public sees it; the managers also get `author_email`. */
  author: string;
  created_at: string;
  updated_at: string;
};

/** A review as the managers' list answers it: with the author's e-mail. */
export type ManagedReview = Review & { author_email: string | null };

/** A review as the public sees it (approved only): no status, no ids of people. */
export type PublicReview = Pick<Review, 'id' | 'rating' | 'title' | 'body' | 'reply' | 'replied_at' | 'author' | 'created_at'>;

/** The approved reviews' figures of a product: their mean (one decimal), how many, and how many per star (1 to 5). */
export type ReviewStats = { average: number | null; count: number; distribution: Record<'1' | '2' | '3' | '4' | '5', number> };

/** The stats of a product without approved reviews. */
export const NO_REVIEWS: ReviewStats = { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** The stats from the count of approved reviews per star (index 0: one star). */
export function reviewStats(perStar: readonly number[]): ReviewStats {
  const distribution = { 1: perStar[0] ?? 0, 2: perStar[1] ?? 0, 3: perStar[2] ?? 0, 4: perStar[3] ?? 0, 5: perStar[4] ?? 0 };
  const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  if (count === 0) return { ...NO_REVIEWS, distribution };
  const total = Object.entries(distribution).reduce((sum, [star, n]) => sum + Number(star) * n, 0);
  return { average: Math.round((total / count) * 10) / 10, count, distribution };
}

/** A rating as people read it, with the decimal comma: "4,5". */
export const ratingText = (average: number): string => average.toFixed(1).replace('.', ',').replace(/,0$/, '');

/** How many of the five stars are full, half or empty for an average (rounded to the nearest half). */
export function starParts(average: number): { full: number; half: boolean; empty: number } {
  const halves = Math.round(Math.min(5, Math.max(0, average)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** The first name of a person as the public sees it on a review ("Ana S."): the first word and the last's initial. */
export function publicAuthor(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const last = words.length > 1 ? ` ${words[words.length - 1][0].toUpperCase()}.` : '';
  return `${words[0]}${last}`;
}

/** A label function: the key's text in the reader's language with `{name}` filled. */
type LabelOf = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The texts of a rating: `short`, seen beside the star ("4,5 (12)"), and `long`, what a screen reader says instead
 * ("4,5 de 5, 12 avaliações"). Used by the product cards as built and as the list's script draws them.
 */
export function ratingTexts(t: LabelOf, average: number, count: number): { short: string; long: string } {
  const rating = ratingText(average);
  const counted = count === 1 ? t('reviews_count_one') : t('reviews_count', { count });
  return { short: `${rating} (${count})`, long: `${t('reviews_rating_of', { rating })}, ${counted}` };
}

/**
 * The long text's two labels with their values, for markup whose language the page's locale script switches
 * (`data-t`, `data-t-vars`): "4,5 de 5" and "12 avaliações".
 */
export function ratingLabelParts(average: number, count: number): { key: string; vars: Record<string, string | number> }[] {
  return [
    { key: 'reviews_rating_of', vars: { rating: ratingText(average) } },
    count === 1 ? { key: 'reviews_count_one', vars: {} } : { key: 'reviews_count', vars: { count } },
  ];
}

/** The labels the rating texts use (the pages embed them for their scripts). */
export const RATING_LABELS = ['reviews_rating_of', 'reviews_count', 'reviews_count_one'] as const;
