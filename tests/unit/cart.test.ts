import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartUnits,
  decodeCart,
  encodeCart,
  MAX_CART_LINES,
  removeCartLine,
  updateCartLine,
  type CartLine,
} from '../../src/lib/shop/cart';

const shirt: CartLine = { product_id: 7, variant_id: 70, quantity: 1 };
const book: CartLine = { product_id: 3, quantity: 2 };

describe('addToCart', () => {
  it.each([
    { name: 'appends a product that is not there', cart: [book], line: shirt, expected: [book, shirt] },
    { name: 'grows a present product by the added amount', cart: [book], line: { product_id: 3, quantity: 3 }, expected: [{ product_id: 3, quantity: 5 }] },
    {
      name: 'treats another variant of the same product as another line',
      cart: [shirt],
      line: { product_id: 7, variant_id: 71, quantity: 1 },
      expected: [shirt, { product_id: 7, variant_id: 71, quantity: 1 }],
    },
    { name: 'caps a line at 999 units', cart: [{ product_id: 3, quantity: 998 }], line: { product_id: 3, quantity: 5 }, expected: [{ product_id: 3, quantity: 999 }] },
  ])('$name', ({ cart, line, expected }) => {
    expect(addToCart(cart, line)).toEqual(expected);
  });

  it('keeps at most 50 lines', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    expect(addToCart(full, { product_id: 999, quantity: 1 })).toHaveLength(MAX_CART_LINES);
  });
});

describe('updateCartLine', () => {
  it.each([
    { name: 'sets the quantity of a present line', cart: [book, shirt], line: { product_id: 3, quantity: 9 }, expected: [{ product_id: 3, quantity: 9 }, shirt] },
    { name: 'appends a missing line', cart: [book], line: shirt, expected: [book, shirt] },
    { name: 'never sets fewer than one unit', cart: [book], line: { product_id: 3, quantity: 0 }, expected: [{ product_id: 3, quantity: 1 }] },
  ])('$name', ({ cart, line, expected }) => {
    expect(updateCartLine(cart, line)).toEqual(expected);
  });
});

describe('removeCartLine and cartUnits', () => {
  it('removes by position and leaves the rest in order', () => {
    expect(removeCartLine([book, shirt, book], 1)).toEqual([book, book]);
  });
  it('changes nothing for a position outside the cart', () => {
    expect(removeCartLine([book], 4)).toEqual([book]);
  });
  it('counts units, not lines', () => {
    expect(cartUnits([book, shirt])).toBe(3);
  });
});

describe('the cart cookie', () => {
  it('round-trips ids and quantities only', () => {
    expect(encodeCart([book, shirt])).toBe('3:2~7.70:1');
    expect(decodeCart('3:2~7.70:1')).toEqual([book, shirt]);
  });
  it.each([
    ['', []],
    ['garbage', []],
    ['3:0', []],
    ['-3:2', []],
    ['3:2~3:4', [{ product_id: 3, quantity: 6 }]],
    ['3:2~<script>~7.70:1', [book, shirt]],
    ['03:2', []],
    ['3.0:2', []],
    ['3.:2', []],
    ['9007199254740991.9007199254740991:1', [{ product_id: 9007199254740991, variant_id: 9007199254740991, quantity: 1 }]],
    // Past what a number holds exactly: it would be read as another id (…992), so the line is dropped.
    ['9007199254740993:1', []],
    ['7.9007199254740993:1~3:2', [book]],
    ['123456789012345678:1', []],
  ])('reads %j as %j', (value, expected) => {
    expect(decodeCart(value)).toEqual(expected);
  });
});

describe('a donation line', () => {
  const gift: CartLine = { product_id: 9, quantity: 1, amount_cents: 5000 };
  it('is one line per donation, whose amount is the last one chosen, always one unit', () => {
    const cart = addToCart(addToCart([book], gift), { ...gift, amount_cents: 2500, quantity: 3 });
    expect(cart).toEqual([book, { product_id: 9, quantity: 1, amount_cents: 2500 }]);
    expect(updateCartLine(cart, { ...gift, amount_cents: 10000 })).toEqual([book, { ...gift, amount_cents: 10000 }]);
    expect(cartUnits(cart)).toBe(3);
  });
  it('keeps its amount in the cookie as @cents', () => {
    expect(encodeCart([book, gift])).toBe('3:2~9@5000:1');
    expect(decodeCart('3:2~9@5000:1')).toEqual([book, gift]);
  });
  it.each([
    ['9@0:1', []],
    ['9@05:1', []],
    ['9@-5:1', []],
    ['9@12.5:1', []],
    // Past the largest order total: not an amount any order could take.
    ['9@2000000001:1', []],
    ['9@2000000000:1', [{ product_id: 9, quantity: 1, amount_cents: 2_000_000_000 }]],
    ['9@5000:1~9@700:1', [{ product_id: 9, quantity: 1, amount_cents: 700 }]],
  ])('reads %j as %j', (value, expected) => {
    expect(decodeCart(value)).toEqual(expected);
  });
});
