import type { Product } from '../../lib/schemas/product';
import type { PublicReview, ReviewStats } from '../../lib/shop/reviews';

const AVAILABILITY = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' } as const;

/** Cents as schema.org wants a price: a decimal with a point ('1234.56'), in integer arithmetic. */
export const ldPrice = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * A product's schema.org Product (JSON-LD): name, description, images (absolute), SKU, category, and the offer in
 * BRL with its availability as built; a product whose variants differ in price offers an AggregateOffer from
 * the lowest to the highest. The page reads the current stock when it opens; a build is as fresh as its last publish.
 * With approved reviews, their `aggregateRating` and the newest one as `review` (LD_REVIEWS): the page shows the
 * others, and each review repeated here would cost the page its text twice (the product page is held to one TCP
 * window of HTML). A rating's scale is schema.org's default (1 to 5), said once, on the aggregate.
 */
export function productJsonLd(
  product: Product,
  url: string,
  description: string,
  absolute: (path: string) => string,
  reviews?: { stats: ReviewStats; latest: PublicReview[] },
): Record<string, unknown> {
  const prices = product.variants.length > 0 ? product.variants.map((v) => v.price_cents ?? product.price_cents) : [product.price_cents];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = { priceCurrency: 'BRL', availability: product.available ? AVAILABILITY.in : AVAILABILITY.out, url };
  const offers =
    low === high
      ? { '@type': 'Offer', price: ldPrice(low), ...common }
      : { '@type': 'AggregateOffer', lowPrice: ldPrice(low), highPrice: ldPrice(high), offerCount: prices.length, ...common };
  return {
    '@type': 'Product',
    name: product.name,
    description,
    url,
    ...(product.images.length > 0 ? { image: product.images.map(absolute) } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers,
    ...reviewsLd(reviews),
  };
}

/** How many of the newest approved reviews the JSON-LD repeats. */
export const LD_REVIEWS = 1;

/** The schema.org rating and reviews of a product's approved reviews; nothing without any. */
function reviewsLd(reviews?: { stats: ReviewStats; latest: PublicReview[] }): Record<string, unknown> {
  if (!reviews || reviews.stats.count === 0 || reviews.stats.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.stats.average,
      reviewCount: reviews.stats.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.latest.slice(0, LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating },
      author: { '@type': 'Person', name: review.author },
      datePublished: review.created_at.slice(0, 10),
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
    })),
  };
}
