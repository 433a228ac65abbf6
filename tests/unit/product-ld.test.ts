import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schemas/product';
import { ldPrice, productJsonLd } from '../../src/server/seo/product-ld';

const absolute = (path: string) => new URL(path, 'https://loja.exemplo.org').href;
const URL_OF = 'https://loja.exemplo.org/loja/caneca';
const product = (overrides: Partial<Product> = {}): Product => ({
  id: '7', kind: 'product', name: 'Caneca', slug: 'caneca', description: '<p>Cerâmica</p>', images: ['/demo/caneca.svg', 'https://cdn.exemplo.org/c2.jpg'],
  price_cents: 3490, compare_at_cents: 4990, sku: 'ACE-CAN', gtin: null, stock: 5, available: true, weight_g: 350, height_cm: 12, width_cm: 10,
  length_cm: 15, package_format: 1, status: 'published', featured: false, category: { id: '1', name: 'Acessórios', slug: 'acessorios' },
  options: [], variants: [], suggested_amounts_cents: [], created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z', ...overrides,
});
const variant = (id: string, price_cents: number | null) => ({ id, option_values: [id], sku: null, gtin: null, stock: 1, price_cents });

describe.each([
  [0, '0.00'],
  [5, '0.05'],
  [3490, '34.90'],
  [123456, '1234.56'],
])('ldPrice(%i)', (cents, expected) => {
  it(`is ${expected}`, () => expect(ldPrice(cents)).toBe(expected));
});

describe('productJsonLd', () => {
  it('has the name, description, absolute images, SKU, category and an Offer in BRL in stock', () => {
    expect(productJsonLd(product(), URL_OF, 'Cerâmica', absolute)).toEqual({
      '@type': 'Product',
      name: 'Caneca',
      description: 'Cerâmica',
      url: URL_OF,
      image: ['https://loja.exemplo.org/demo/caneca.svg', 'https://cdn.exemplo.org/c2.jpg'],
      sku: 'ACE-CAN',
      category: 'Acessórios',
      offers: { '@type': 'Offer', price: '34.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock', url: URL_OF },
    });
  });

  it.each([
    ['sold out', { available: false, stock: 0 }, { '@type': 'Offer', price: '34.90', availability: 'https://schema.org/OutOfStock' }],
    ['variants at the product’s price', { variants: [variant('1', null), variant('2', 3490)] }, { '@type': 'Offer', price: '34.90' }],
    [
      'variants of different prices',
      { variants: [variant('1', null), variant('2', 4000), variant('3', 2000)] },
      { '@type': 'AggregateOffer', lowPrice: '20.00', highPrice: '40.00', offerCount: 3, priceCurrency: 'BRL' },
    ],
  ])('offers %s', (_case, overrides, offers) => {
    expect(productJsonLd(product(overrides), URL_OF, '', absolute).offers).toMatchObject(offers);
  });

  it('leaves out the image, SKU and category a product does not have', () => {
    const ld = productJsonLd(product({ images: [], sku: null, category: null }), URL_OF, '', absolute);
    expect(Object.keys(ld)).toEqual(['@type', 'name', 'description', 'url', 'offers']);
  });
});
