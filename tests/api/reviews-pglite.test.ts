import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../scripts/seed/accounts';
import { seedProducts } from '../../scripts/seed/products';
import { seedReviews } from '../../scripts/seed/reviews';
import { seedSettings } from '../../scripts/seed/settings';
import { seedShopSettings } from '../../scripts/seed/shop-settings';
import { seedUsers } from '../../scripts/seed/users';
import { productSchema } from '../../src/lib/schemas/product';
import { moderationSchema, reviewSchema } from '../../src/lib/schemas/review';
import { getSql } from '../../src/server/db/client';
import { createProduct } from '../../src/server/shop/catalog/products';
import { createReview, editOwnReview, loadReviewsForBuild, moderateReview, productReviews } from '../../src/server/shop/catalog/reviews';
import { inviteReviews } from '../../src/server/shop/orders/review-invite';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { PRODUCT_BODY } from '../helpers/products';

// The reviews' SQL (the verified purchase inside the insert, the moderation's version check, the stats, the build's
// newest per product, the invitation's claim) on the embedded database of `npm run dev`.
describe('reviews on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('takes a verified review, moderates it, lists it and counts it', async () => {
    const sql = getSql();
    const product = await createProduct(sql, productSchema.parse({ ...PRODUCT_BODY, slug: 'caneca-avaliada-pglite' }));
    const [user] = await sql<{ id: string }[]>`
      insert into users (name, email, password_hash, role) values ('Ana Souza', ${`ana-${Date.now()}@exemplo.org`}, 'x', 'user')
      returning id::text as id`;
    const [order] = await sql<{ id: string }[]>`
      insert into orders (user_id, status, customer_name, customer_email, shipping, payment_method, subtotal_cents, shipping_cents, total_cents)
      values (${user.id}, 'sent', 'Ana', 'ana@exemplo.org', '{}', 'pix_manual', 1000, 0, 1000) returning id::text as id`;
    await sql`insert into order_items (order_id, position, product_id, name, unit_price_cents, quantity) values (${order.id}, 0, ${product.id}, 'Caneca', 1000, 1)`;
    await sql`insert into order_history (order_id, from_status, to_status, created_at) values (${order.id}, 'processing', 'sent', now() - interval '8 days')`;

    const review = await createReview(sql, user.id, product.id, reviewSchema.parse({ rating: 4, body: 'Bonita e resistente.' }));
    expect(review).toMatchObject({ status: 'pending', author: 'Ana S.' });
    await expect(createReview(sql, user.id, product.id, reviewSchema.parse({ rating: 4, body: 'Outra vez a mesma.' }))).rejects.toMatchObject({ status: 409 });
    const approved = await moderateReview(sql, review.id, moderationSchema.parse({ status: 'approved', reply: 'Obrigado!', updated_at: review.updated_at }));
    expect(approved).toMatchObject({ republish: true, review: { status: 'approved', reply: 'Obrigado!' } });
    const page = await productReviews(sql, product.id, false, { page: 1, per_page: 10 });
    expect(page).toMatchObject({ average: 4, count: 1, total: 1, distribution: { 4: 1 } });
    expect((await loadReviewsForBuild(sql))[product.id].latest).toHaveLength(1);
    const edited = await editOwnReview(sql, user.id, review.id, reviewSchema.parse({ rating: 2, body: 'Lascou na primeira semana.' }), false);
    expect(edited).toMatchObject({ republish: true, review: { status: 'pending', rating: 2 } });

    // The invitation job finds the order due (7 days after "sent"), but the shop is off here: nothing is claimed.
    expect(await inviteReviews(sql)).toBe(0);
    const [invited] = await sql<{ review_invited_at: Date | null }[]>`select review_invited_at from orders where id = ${order.id}`;
    expect(invited.review_invited_at).toBeNull();
  });
});

// The demo reviews of `npm run db:seed` on the embedded database it seeds by default: orders made and moved, reviews
// written and approved; a second run adds nothing.
describe('the demo reviews seeded on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('seeds the orders and reviews once', async () => {
    const sql = getSql();
    for (const seed of [seedUsers, seedSettings, seedAccounts, seedProducts, seedShopSettings]) await seed(sql);
    expect(await seedReviews(sql)).toBe('reviews: 3 received orders, 6 reviews (5 approved, 1 pending)');
    expect(await seedReviews(sql)).toBe('reviews: 6 already there, left as they are');
    const [first] = await sql<{ id: string }[]>`select id::text as id from products where status = 'published' order by id limit 1`;
    expect((await loadReviewsForBuild(sql))[first.id].stats).toMatchObject({ count: 3, average: 4 });
    const [{ received }] = await sql<{ received: number }[]>`select count(*)::int as received from orders where status = 'received'`;
    expect(received).toBe(3);
  });
});
