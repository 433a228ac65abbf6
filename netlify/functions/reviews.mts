import type { Config } from '@netlify/functions';
import { MANAGER_ROLES } from '../../src/lib/roles';
import {
  isModeration,
  moderationSchema,
  publicReviewQuerySchema,
  reviewListQuerySchema,
  reviewPutBodySchema,
  reviewSchema,
} from '../../src/lib/schemas/review';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { canSeeDraftsOr404, featureManagers } from '../../src/server/http/section-access';
import { parseBody, parseQuery, parseWith } from '../../src/server/http/validate';
import { requestRebuild } from '../../src/server/publish/publish';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import {
  createReview,
  editOwnReview,
  listReviews,
  moderateReview,
  ownReviews,
  productReviews,
  takeReviewSlot,
  type ReviewChange,
} from '../../src/server/shop/catalog/reviews';

/** Answers a review write, asking for a rebuild first when the product page shows something else now. */
async function changed<T>(change: ReviewChange<T>): Promise<Response> {
  if (change.republish) await requestRebuild(getSql(), 'avaliações');
  return json(change.review);
}

// GET /api/products/:id/reviews: public while the shop is on (404 otherwise, and for a product the reader cannot
// see): its approved reviews, newest first, in pages, with {average, count, distribution}.
// POST: a logged-in customer (401 otherwise) who bought the product (an order of it paid or later, not canceled,
// its payment not returned: 403 otherwise) writes its one review (409 for a second); it waits for a manager.
// 20 writes an hour per customer.
const productReviewsRoute: Methods = {
  GET: async (request, context) => {
    const drafts = await canSeeDraftsOr404(request, 'produtos');
    return json(await productReviews(getSql(), idParam(context), drafts, parseQuery(request, publicReviewQuerySchema)));
  },
  POST: async (request, context) => {
    const sql = getSql();
    const user = await authenticated(request);
    const id = idParam(context);
    const [, input] = await together(assertShopOpen(sql), parseBody(request, reviewSchema));
    await takeReviewSlot(sql, user.id);
    return json(await createReview(sql, user.id, id, input), 201);
  },
};

// GET /api/reviews?status=pending|approved|rejected (the shop's managers: admin, super while the shop is on): the
// reviews of a status in pages (pending unless asked).
const collection: Methods = {
  GET: async (request) => {
    await featureManagers(request, 'produtos');
    return json(await listReviews(getSql(), parseQuery(request, reviewListQuerySchema)));
  },
};

// GET /api/reviews/mine: the caller's own reviews, every status (the /conta order page).
const mine: Methods = {
  GET: async (request) => {
    const user = await authenticated(request);
    return json(await ownReviews(getSql(), user.id));
  },
};

// PUT /api/reviews/:id: one endpoint, two writes told apart by the body. With `status` it is a moderation
// ({status: approved|rejected, reply?}): the shop's managers only (403 for anyone else). Without it, the author's
// edit ({rating, title?, body}), which waits again: the author only (404 for another person's review; 403 for a
// manager, who moderates with a status). Either asks for a rebuild when the review is or was approved.
const item: Methods = {
  PUT: async (request, context) => {
    const sql = getSql();
    const user = await authenticated(request);
    const id = idParam(context);
    const body = await parseBody(request, reviewPutBodySchema);
    if (isModeration(body)) {
      await featureManagers(request, 'produtos');
      return changed(await moderateReview(sql, id, parseWith(moderationSchema, body)));
    }
    await assertShopOpen(sql);
    const input = parseWith(reviewSchema, body);
    await takeReviewSlot(sql, user.id);
    return changed(await editOwnReview(sql, user.id, id, input, MANAGER_ROLES.includes(user.role)));
  },
};

export default routes({
  '/api/products/:id/reviews': productReviewsRoute,
  '/api/reviews': collection,
  '/api/reviews/mine': mine,
  '/api/reviews/:id': item,
});

export const config: Config = { path: ['/api/products/:id/reviews', '/api/reviews', '/api/reviews/mine', '/api/reviews/:id'] };
