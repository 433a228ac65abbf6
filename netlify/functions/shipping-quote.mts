import type { Config } from '@netlify/functions';
import { cartQuoteSchema } from '../../src/lib/schemas/cart';
import { getSql } from '../../src/server/db/client';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import { quoteCart, takeQuoteSlot } from '../../src/server/shop/cart/cart-quote';

export default route({
  // Public while the shop is on (404 otherwise), rate-limited per address (a quote may call the Correios):
  // {postal_code, items: [{product_id, variant_id?, quantity}]} -> {options, fallback}; 422 on postal_code or a line.
  POST: async (request, context) => {
    await assertShopOpen(getSql());
    const input = await parseBody(request, cartQuoteSchema);
    await takeQuoteSlot(getSql(), clientIp(request, context));
    return json(await quoteCart(getSql(), input));
  },
});

export const config: Config = { path: '/api/shipping/quote' };
