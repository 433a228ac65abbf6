import { beforeEach, describe, expect, it } from 'vitest';
import cart from '../../netlify/functions/cart.mts';
import shippingQuote from '../../netlify/functions/shipping-quote.mts';
import { resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { seedProduct, seedProductsFeature } from '../helpers/products';
import { call, type Handler } from '../helpers/request';
import { seedShop } from '../helpers/shop';

beforeEach(resetDb);

// A hostile value in each place of a cart body: the whole list, a line, and each field of a line.
const bodies = (productId: string, donationId: string) =>
  HOSTILE_VALUES.flatMap((value) => [
    // A donation's amount, on a donation line and on a product's.
    { postal_code: '01001000', items: [{ product_id: donationId, quantity: 1, amount_cents: value }] },
    { postal_code: '01001000', items: [{ product_id: productId, quantity: 1, amount_cents: value }] },
    { postal_code: value, items: value },
    { postal_code: '01001000', items: [value] },
    { postal_code: '01001000', items: [{ product_id: value, quantity: 1 }] },
    { postal_code: '01001000', items: [{ product_id: productId, variant_id: value, quantity: 1 }] },
    { postal_code: '01001000', items: [{ product_id: productId, quantity: value }] },
  ]);

describe.each([
  ['POST /api/cart/check', cart, '/api/cart/check'],
  ['POST /api/shipping/quote', shippingQuote, '/api/shipping/quote'],
] as [string, Handler, string][])('%s never answers 500', (_name, handler, url) => {
  it('for hostile values in every field and for odd raw bodies', async () => {
    await seedProductsFeature();
    await seedShop();
    const { id } = await seedProduct();
    const donation = await seedProduct({ kind: 'donation', name: 'Apoie', price_cents: 1000, suggested_amounts_cents: [2000] });
    for (const [i, body] of bodies(id, donation.id).entries()) {
      const res = await call(handler, 'POST', url, { body, ip: `10.3.${i >> 8}.${i & 255}` });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const raw of rawBodies('{"items":[{"product_id":"\\u0000","quantity":1}]}')) {
      expect((await call(handler, 'POST', url, { raw })).status, raw).toBeLessThan(500);
    }
  });
});
