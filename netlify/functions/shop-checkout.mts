import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { assertShopOpen } from '../../src/server/shop/cart/cart-check';
import { checkoutPaymentMethods } from '../../src/server/shop/checkout/payment-methods';

export default route({
  // Public while the shop is on (404 otherwise): the payment methods the checkout offers, with their instructions.
  // The switch and the shop's settings are read together (one round trip).
  GET: async () => {
    const sql = getSql();
    const [, payment_methods] = await together(assertShopOpen(sql), checkoutPaymentMethods(sql));
    return json({ payment_methods });
  },
});

export const config: Config = { path: '/api/shop/checkout' };
