import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCart, encodeCart, MAX_CART_LINES, MAX_LINE_QUANTITY, mergeCarts, type CartLine } from '../../src/lib/shop/cart';

// The merge of the account's cart and the browser's cookie cart at login: one line per product and variant, the larger
// quantity, a donation with the browser's amount.

const key = (line: CartLine) => `${line.product_id}.${line.variant_id ?? ''}`;

describe('mergeCarts', () => {
  it.each([
    { name: 'an empty browser cart keeps the account\'s', account: [{ product_id: 1, quantity: 2 }], browser: [], expected: [{ product_id: 1, quantity: 2 }] },
    { name: 'an empty account takes the browser\'s', account: [], browser: [{ product_id: 1, quantity: 2 }], expected: [{ product_id: 1, quantity: 2 }] },
    {
      name: 'the same product on both sides keeps the larger quantity, not the sum',
      account: [{ product_id: 1, quantity: 2 }],
      browser: [{ product_id: 1, quantity: 5 }],
      expected: [{ product_id: 1, quantity: 5 }],
    },
    {
      name: 'variants of one product are lines of their own; the browser\'s new lines come after the account\'s',
      account: [{ product_id: 1, variant_id: 10, quantity: 3 }],
      browser: [{ product_id: 1, variant_id: 11, quantity: 1 }, { product_id: 1, variant_id: 10, quantity: 1 }],
      expected: [{ product_id: 1, variant_id: 10, quantity: 3 }, { product_id: 1, variant_id: 11, quantity: 1 }],
    },
    {
      name: 'a donation takes the browser\'s amount, one unit',
      account: [{ product_id: 9, quantity: 1, amount_cents: 5000 }],
      browser: [{ product_id: 9, quantity: 1, amount_cents: 2000 }],
      expected: [{ product_id: 9, quantity: 1, amount_cents: 2000 }],
    },
  ])('$name', ({ account, browser, expected }) => {
    expect(mergeCarts(account, browser)).toEqual(expected);
  });

  const line = fc.record(
    {
      product_id: fc.integer({ min: 1, max: 6 }),
      variant_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    },
    { requiredKeys: ['product_id', 'quantity'] },
  );
  // A cart as the cookie would hold it: one line per item (decodeCart adds the same item up).
  const cart = fc.array(line, { maxLength: 60 }).map((lines) => decodeCart(encodeCart(lines)));

  it('holds one line per item, each with the larger quantity of the two sides, and loses no item (property)', () => {
    fc.assert(
      fc.property(cart, cart, (account, browser) => {
        const merged = mergeCarts(account, browser);
        const keys = merged.map(key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(merged.length).toBeLessThanOrEqual(MAX_CART_LINES);
        for (const item of merged) {
          const a = account.find((l) => key(l) === key(item))?.quantity ?? 0;
          const b = browser.find((l) => key(l) === key(item))?.quantity ?? 0;
          expect(item.quantity).toBe(Math.max(a, b));
        }
        const every = new Set([...account, ...browser].map(key));
        if (every.size <= MAX_CART_LINES) expect(new Set(keys)).toEqual(every);
      }),
    );
  });

  it('is idempotent: merging the result with either side again changes nothing (property)', () => {
    fc.assert(
      fc.property(cart, cart, (account, browser) => {
        const merged = mergeCarts(account, browser);
        expect(mergeCarts(merged, browser)).toEqual(merged);
        expect(mergeCarts(merged, account)).toEqual(merged);
      }),
    );
  });
});
