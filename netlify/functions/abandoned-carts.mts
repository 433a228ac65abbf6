import type { Config } from '@netlify/functions';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import { getSql } from '../../src/server/db/client';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { featureManagers } from '../../src/server/http/section-access';
import { parseQuery } from '../../src/server/http/validate';
import { listCartReminders } from '../../src/server/shop/cart/cart-reminders';

export default route({
  // Admin; super while the shop is on: the abandoned-cart e-mails sent (who, lines, value, when), each with the sale
  // that followed within 7 days ("recuperado"), newest first, in pages; and the month's recovered value.
  GET: async (request) => {
    await featureManagers(request, 'produtos');
    return json(await listCartReminders(getSql(), parseQuery(request, pageQuerySchema)));
  },
});

export const config: Config = { path: '/api/shop/abandoned-carts' };
