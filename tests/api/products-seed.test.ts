import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed/products';
import { getSql } from '../../src/server/db/client';
import { loadShopCatalogue } from '../../src/server/shop/catalog/catalogue';
import { resetDb } from '../helpers/db';

beforeEach(resetDb);

describe('the demo catalogue (npm run db:seed)', () => {
  it('stores 14 products in 4 categories once, however often it runs', async () => {
    expect(await seedProducts(getSql())).toBe('products: 14 created, 0 already present, in 4 categories');
    expect(await seedProducts(getSql())).toBe('products: 0 created, 14 already present, in 4 categories');
    const [{ products, categories, variants }] = await getSql()<{ products: number; categories: number; variants: number }[]>`
      select (select count(*)::int from products) as products, (select count(*)::int from product_categories) as categories,
        (select count(*)::int from product_variants) as variants`;
    expect({ products, categories, variants }).toEqual({ products: 14, categories: 4, variants: 17 });
  });

  it('has what the shop pages show: variants, one sold out, a compare-at price, a draft, a donation, every product with an image', async () => {
    await seedProducts(getSql());
    const { products: all } = await loadShopCatalogue(getSql());
    expect(all).toHaveLength(13);
    const donations = all.filter((p) => p.kind === 'donation');
    expect(donations.map((p) => [p.slug, p.price_cents, p.suggested_amounts_cents, p.stock])).toEqual([
      ['apoie-a-horta-comunitaria', 1000, [2000, 5000, 10000], null],
    ]);
    const products = all.filter((p) => p.kind === 'product');
    expect(products.filter((p) => !p.available).map((p) => p.slug)).toEqual(['poesia-na-praca-antologia']);
    expect(products.filter((p) => p.compare_at_cents !== null).map((p) => p.slug)).toEqual(['receitas-da-horta-comunitaria']);
    expect(products.filter((p) => p.variants.length > 0)).toHaveLength(4);
    expect(products.every((p) => p.images.length > 0 && p.category !== null && p.weight_g > 0)).toBe(true);
    const shirt = products.find((p) => p.slug === 'camiseta-vitrine-organica');
    expect(shirt?.options).toEqual(['Tamanho', 'Cor']);
    expect(shirt?.variants.map((v) => v.option_values.join(' '))).toEqual([
      'P Branca', 'P Preta', 'M Branca', 'M Preta', 'G Branca', 'G Preta', 'GG Branca', 'GG Preta',
    ]);
  });
});
