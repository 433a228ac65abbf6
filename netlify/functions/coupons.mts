import type { Config } from '@netlify/functions';
import { couponCheckSchema, couponListQuerySchema, couponSchema } from '../../src/lib/schemas/coupon';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { anyone } from '../../src/server/http/access';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import {
  checkCoupon,
  COUPONS_CLOSED_TO_SUPER,
  createCoupon,
  deleteCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
} from '../../src/server/shop/coupons/coupons';

const couponManagers = (request: Request) => featureManagers(request, 'produtos', COUPONS_CLOSED_TO_SUPER);

// Managers of the shop (admin; super while the shop is on): the coupons with their uses, and new ones.
const collection: Methods = {
  GET: async (request) => {
    await couponManagers(request);
    return json(await listCoupons(getSql(), parseQuery(request, couponListQuerySchema)));
  },
  POST: async (request) => {
    await couponManagers(request);
    return json(await createCoupon(getSql(), await parseBody(request, couponSchema)), 201);
  },
};

// One coupon: read, change, delete (a coupon with uses is turned off instead: {deleted: false, coupon}).
const item: Methods = {
  GET: async (request, context) => {
    await couponManagers(request);
    return json(await getCoupon(getSql(), idParam(context)));
  },
  PUT: async (request, context) => {
    await couponManagers(request);
    const id = idParam(context);
    return json(await updateCoupon(getSql(), id, await parseBody(request, couponSchema)));
  },
  DELETE: async (request, context) => {
    await couponManagers(request);
    return json(await deleteCoupon(getSql(), idParam(context)));
  },
};

// Public while the shop is on: {code, items} -> {code, kind, discount_cents, free_shipping}, or a 422 on `code` with
// the reason. A logged-in buyer's own uses count against the per-customer limit; the order checks everything again.
// Refused codes are limited per client address (COUPON_RULE: 429 with Retry-After past it).
const check: Methods = {
  POST: async (request, context) => {
    const sql = getSql();
    const [, user, data] = await together(assertShopOpen(sql), anyone(request), parseBody(request, couponCheckSchema));
    const buyer = { userId: user?.id ?? null, client: clientIp(request, context), waitUntil: context.waitUntil?.bind(context) };
    return json(await checkCoupon(sql, data, buyer));
  },
};

export default routes({
  '/api/coupons': collection,
  '/api/coupons/check': check,
  '/api/coupons/:id': item,
});

export const config: Config = { path: ['/api/coupons', '/api/coupons/check', '/api/coupons/:id'] };
