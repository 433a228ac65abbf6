import type { Config } from '@netlify/functions';
import { cartCheckSchema } from '../../src/lib/schemas/cart';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { assertShopOpen, checkCart } from '../../src/server/shop/cart-check';

export default route({
  // Public while the shop is on (404 otherwise): each line's current name, price and stock, the subtotal, the problems.
  // The shop's switch and the cart's products are read together (one round trip); a closed shop still answers 404
  // before a bad body's 422.
  POST: async (request) => {
    const sql = getSql();
    const body = parseBody(request, cartCheckSchema);
    const [, , check] = await together(assertShopOpen(sql), body, body.then(({ items }) => checkCart(sql, items)));
    return json(check);
  },
});

export const config: Config = { path: '/api/cart/check' };
