import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/product';
import { moderationSchema, reviewSchema } from '../../src/lib/schemas/review';
import { shopEntry } from '../../src/lib/shop/shop-filters';
import { publicAuthor, ratingLabelParts, ratingText, ratingTexts, reviewStats, starParts, type PublicReview } from '../../src/lib/shop/reviews';
import { productJsonLd } from '../../src/server/seo/product-ld';

const product = {
  id: '7', kind: 'product', name: 'Caneca', slug: 'caneca', description: '', images: [], price_cents: 3490, compare_at_cents: null,
  sku: null, stock: null, available: true, weight_g: 350, height_cm: 12, width_cm: 10, length_cm: 15, package_format: 1,
  status: 'published', featured: false, category: null, options: [], variants: [], suggested_amounts_cents: [],
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z',
} as unknown as Product;

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: '1', rating: 5, title: 'Linda', body: 'Chegou bem embalada.', reply: null, replied_at: null, author: 'Ana S.',
  created_at: '2026-11-20T15:00:00.000Z', ...overrides,
});

describe('reviewStats', () => {
  it('counts per star and averages to one decimal', () => {
    expect(reviewStats([0, 0, 0, 2, 1])).toEqual({ average: 4.3, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });
    expect(reviewStats([1, 0, 0, 0, 1])).toMatchObject({ average: 3, count: 2 });
  });
  it('has no average without reviews', () => {
    expect(reviewStats([])).toEqual({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });
});

describe('the rating as people read it', () => {
  it.each([
    [4.5, '4,5', { full: 4, half: true, empty: 0 }],
    [4.3, '4,3', { full: 4, half: true, empty: 0 }],
    [4.2, '4,2', { full: 4, half: false, empty: 1 }],
    [5, '5', { full: 5, half: false, empty: 0 }],
    [1, '1', { full: 1, half: false, empty: 4 }],
  ])('%d is "%s" with its stars', (average, text, parts) => {
    expect(ratingText(average)).toBe(text);
    expect(starParts(average)).toEqual(parts);
  });
  it('says the rating and the count as text for screen readers', () => {
    const t = (key: string, vars: Record<string, string | number> = {}) =>
      ({ reviews_rating_of: `${vars.rating} de 5`, reviews_count: `${vars.count} avaliações`, reviews_count_one: '1 avaliação' })[key] ?? key;
    expect(ratingTexts(t, 4.5, 12)).toEqual({ short: '4,5 (12)', long: '4,5 de 5, 12 avaliações' });
    expect(ratingTexts(t, 5, 1).long).toBe('5 de 5, 1 avaliação');
  });
  it('names the labels of the long text, for the locale script to switch', () => {
    expect(ratingLabelParts(4.5, 12)).toEqual([
      { key: 'reviews_rating_of', vars: { rating: '4,5' } },
      { key: 'reviews_count', vars: { count: 12 } },
    ]);
    expect(ratingLabelParts(5, 1)[1]).toEqual({ key: 'reviews_count_one', vars: {} });
  });
  it("shows the author's first name and last initial", () => {
    expect(publicAuthor('Ana Maria Souza')).toBe('Ana S.');
    expect(publicAuthor('  ana  ')).toBe('ana');
    expect(publicAuthor(null)).toBe('');
  });
});

describe('the review schemas', () => {
  it('keeps plain text, refuses markup', () => {
    expect(reviewSchema.safeParse({ rating: 5, body: 'Preço < 50 e nota 10 <3' }).success).toBe(true);
    expect(reviewSchema.safeParse({ rating: 5, body: 'Veja <img src=x onerror=alert(1)>' }).success).toBe(false);
    expect(reviewSchema.safeParse({ rating: 5, body: 'Comentário <!-- escondido -->' }).success).toBe(false);
  });
  it('tells an absent reply (kept) from null or empty (removed)', () => {
    expect(moderationSchema.parse({ status: 'approved' }).reply).toBeUndefined();
    expect(moderationSchema.parse({ status: 'approved', reply: '' }).reply).toBeNull();
    expect(moderationSchema.parse({ status: 'approved', reply: null }).reply).toBeNull();
    expect(moderationSchema.parse({ status: 'rejected', reply: ' Obrigado ' }).reply).toBe('Obrigado');
  });
});

describe('the product card and the JSON-LD with reviews', () => {
  it('carries the rating on the card only when there are reviews', () => {
    expect(shopEntry(product).r).toBeUndefined();
    expect(shopEntry(product, { average: null, count: 0 }).r).toBeUndefined();
    expect(shopEntry(product, { average: 4.5, count: 2 }).r).toEqual([4.5, 2]);
  });

  it('adds aggregateRating and review only with approved reviews', () => {
    const absolute = (path: string) => new URL(path, 'https://loja.exemplo.org').href;
    const plain = productJsonLd(product, 'https://loja.exemplo.org/loja/caneca', 'Caneca', absolute, undefined);
    expect(plain).not.toHaveProperty('aggregateRating');
    expect(plain).not.toHaveProperty('review');
    const none = productJsonLd(product, 'u', 'd', absolute, { stats: reviewStats([]), latest: [] });
    expect(none).not.toHaveProperty('aggregateRating');
    const ld = productJsonLd(product, 'u', 'd', absolute, {
      stats: reviewStats([0, 0, 0, 1, 1]),
      latest: [review(), review({ id: '2', rating: 4, title: null })],
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    // The newest only (LD_REVIEWS), its rating on schema.org's default scale.
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
        author: { '@type': 'Person', name: 'Ana S.' },
        datePublished: '2026-11-20',
        name: 'Linda',
        reviewBody: 'Chegou bem embalada.',
      },
    ]);
  });
});
