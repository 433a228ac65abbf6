import { describe, expect, it } from 'vitest';
import { fitsStock, lineOffer, variantByValues } from '../../src/lib/shop/cart-lines';

const variant = (id: string, option_values: string[], stock: number | null, price_cents: number | null = null) => ({
  id,
  option_values,
  sku: null,
  gtin: null,
  stock,
  price_cents,
});
const plain = { price_cents: 4990, stock: 7, options: [], variants: [] };
const shirt = {
  price_cents: 5990,
  stock: null,
  options: ['Tamanho', 'Cor'],
  variants: [variant('11', ['M', 'Preta'], 3), variant('12', ['GG', 'Preta'], null, 6490)],
};

describe.each([
  ['a product without variants, no variant id', plain, null, { variant: null, unit_price_cents: 4990, stock: 7, options: [] }],
  ['a product without variants, undefined variant id', plain, undefined, { variant: null, unit_price_cents: 4990, stock: 7, options: [] }],
  ['a product without variants, a variant id', plain, '11', null],
  ['a variant with the product’s price', shirt, '11', {
    variant: shirt.variants[0], unit_price_cents: 5990, stock: 3,
    options: [{ name: 'Tamanho', value: 'M' }, { name: 'Cor', value: 'Preta' }],
  }],
  ['a variant with its own price and unlimited stock (id as a number)', shirt, 12, {
    variant: shirt.variants[1], unit_price_cents: 6490, stock: null,
    options: [{ name: 'Tamanho', value: 'GG' }, { name: 'Cor', value: 'Preta' }],
  }],
  ['a product with variants, no variant id', shirt, null, null],
  ['a product with variants, a variant of another product', shirt, '99', null],
])('lineOffer: %s', (_case, product, variantId, expected) => {
  it(`is ${expected ? 'the offer' : 'null'}`, () => {
    expect(lineOffer(product, variantId)).toEqual(expected);
  });
});

describe.each([
  [['M', 'Preta'], '11'],
  [['gg', 'PRETA'], '12'],
  [['P', 'Preta'], null],
  [['M'], null],
  [[], null],
])('variantByValues(%j)', (values, expected) => {
  it(`is ${expected}`, () => {
    expect(variantByValues(shirt, values)?.id ?? null).toBe(expected);
  });
});

describe.each([
  [null, 999, true],
  [3, 3, true],
  [3, 4, false],
  [0, 1, false],
])('fitsStock(%j, %j)', (stock, quantity, expected) => {
  it(`is ${expected}`, () => {
    expect(fitsStock(stock, quantity)).toBe(expected);
  });
});
