import type { Config } from '@netlify/functions';
import { cartCheckSchema } from '../../src/lib/schemas/cart';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { assertShopOpen, checkCart } from '../../src/server/shop/cart-check';

export default route({
  // Public while the shop is on (404 otherwise): each line's current name, price and stock, the subtotal, the problems.
  POST: async (request) => {
    await assertShopOpen(getSql());
    const { items } = await parseBody(request, cartCheckSchema);
    return json(await checkCart(getSql(), items));
  },
});

export const config: Config = { path: '/api/cart/check' };
