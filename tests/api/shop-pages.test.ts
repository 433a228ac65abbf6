import { beforeEach, describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { loadShopSite, resolveShopPath, shopData, shopPaths } from '../../src/server/shop/catalog/shop-pages';
import { countingSql, resetDb } from '../helpers/db';
import { seedCategory, seedProduct, seedProductsFeature } from '../helpers/products';

beforeEach(resetDb);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('the shop pages (static build)', () => {
  it('builds /loja, the cart, the checkout and one page per published product, leaving drafts out', async () => {
    await seedProductsFeature();
    await seedProduct({ slug: 'caneca', created_at: minutesAgo(2) });
    await seedProduct({ slug: 'rascunho', status: 'draft' });
    await seedProduct({ slug: 'zine', created_at: minutesAgo(1) });
    const site = await loadShopSite(getSql());
    expect(shopPaths(site).map((p) => p.params.path)).toEqual([undefined, 'carrinho', 'finalizar-pedido', 'zine', 'caneca']);
    expect(resolveShopPath(site, undefined)?.kind).toBe('list');
    expect(resolveShopPath(site, 'carrinho')?.kind).toBe('cart');
    expect(resolveShopPath(site, 'finalizar-pedido')?.kind).toBe('checkout');
    expect(resolveShopPath(site, 'caneca')).toMatchObject({ kind: 'product', product: { slug: 'caneca' } });
    expect([resolveShopPath(site, 'rascunho'), resolveShopPath(site, 'nada')]).toEqual([null, null]);
  });

  it('builds nothing while the shop is off (every path is a 404)', async () => {
    await seedProductsFeature(false);
    await seedProduct({ slug: 'caneca' });
    const site = await loadShopSite(getSql());
    expect(site.catalogue.products).toEqual([]);
    expect(shopPaths(site)).toEqual([]);
    expect([resolveShopPath(site, undefined), resolveShopPath(site, 'carrinho')]).toEqual([null, null]);
  });

  it('embeds the products most recent first with their places in the other orders and their category', async () => {
    await seedProductsFeature();
    const books = await seedCategory('Livros', 'livros');
    await seedProduct({ name: 'Zine', slug: 'zine', price_cents: 1500, stock: 0, category_id: books.id, created_at: minutesAgo(3) });
    await seedProduct({ name: 'Água', slug: 'agua', images: ['/a.svg', '/b.svg'], created_at: minutesAgo(2) });
    await seedProduct({ name: 'Bolsa', slug: 'bolsa', created_at: minutesAgo(1) });
    const data = shopData((await loadShopSite(getSql())).catalogue);
    expect(data.items).toEqual([
      { s: 'bolsa', n: 'Bolsa', p: 1000, c: null, i: null, a: 1, k: null },
      { s: 'agua', n: 'Água', p: 1000, c: null, i: '/a.svg', a: 1, k: null },
      { s: 'zine', n: 'Zine', p: 1500, c: null, i: null, a: 0, k: 'livros' },
    ]);
    // Alphabetical by lower(name): "Água" after the plain letters (no unaccent); best sellers: none sold, most recent.
    expect(data.order).toEqual({ best: [0, 1, 2], alpha: [0, 2, 1] });
  });

  it('loads the same number of queries for 3 products as for 300 (no query per product)', async () => {
    await seedProductsFeature();
    for (let i = 0; i < 3; i += 1) await seedProduct({ variants: [{ option_values: ['P'] }], options: ['Tamanho'] });
    const counted = countingSql();
    await loadShopSite(counted.sql);
    const few = counted.calls();
    counted.reset();
    await getSql()`insert into products (name, slug, price_cents, weight_g, height_cm, width_cm, length_cm, status)
      select 'Item ' || g, 'item-extra-' || g, 100, 10, 1, 10, 15, 'published' from generate_series(1, 300) g`;
    await loadShopSite(counted.sql);
    expect(counted.calls()).toBe(few);
    expect((await loadShopSite(getSql())).catalogue.products).toHaveLength(303);
  });
});
