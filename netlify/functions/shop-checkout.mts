import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { assertShopOpen } from '../../src/server/shop/cart-check';
import { checkoutPaymentMethods } from '../../src/server/shop/orders/payment-methods';

export default route({
  // Public while the shop is on (404 otherwise): the payment methods the checkout offers, with their instructions.
  GET: async () => {
    const sql = getSql();
    await assertShopOpen(sql);
    return json({ payment_methods: await checkoutPaymentMethods(sql) });
  },
});

export const config: Config = { path: '/api/shop/checkout' };
