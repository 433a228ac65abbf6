import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../scripts/seed/products';
import { productListQuerySchema, productSchema } from '../../src/lib/schemas/product';
import { getSql } from '../../src/server/db/client';
import { loadShopCatalogue } from '../../src/server/shop/catalog/catalogue';
import { productsByIds } from '../../src/server/shop/cart/cart-check';
import { createProduct, listProducts, updateProduct } from '../../src/server/shop/catalog/products';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { PRODUCT_BODY } from '../helpers/products';

// The catalogue's SQL (variants as JSON, the availability rule, window ranks, the variant replacement) on the
// embedded database of `npm run dev`.
describe('the catalogue on embedded PGlite', () => {
  useEmbeddedDatabase();

  it('seeds, lists, sorts, filters and loads the catalogue as on PostgreSQL', async () => {
    const sql = getSql();
    expect(await seedProducts(sql)).toBe('products: 14 created, 0 already present, in 4 categories');
    const query = (params: Record<string, string>) => productListQuerySchema.parse(params);
    const alpha = await listProducts(sql, query({ sort: 'alpha', category: 'livros' }), false);
    expect(alpha.data.map((p) => p.name)).toEqual([
      'Memórias do Bairro', 'Poesia na Praça: antologia', 'Receitas da Horta Comunitária', 'Zine Cadernos de Encadernação',
    ]);
    expect((await listProducts(sql, query({ stock: 'out' }), true)).data.map((p) => p.slug)).toEqual(['poesia-na-praca-antologia']);
    const catalogue = await loadShopCatalogue(sql);
    expect(catalogue.products).toHaveLength(13);
    expect(catalogue.order.best).toEqual(catalogue.order.recent);
    const shirt = catalogue.products.find((p) => p.slug === 'camiseta-vitrine-organica');
    expect((await productsByIds(sql, [shirt?.id ?? ''])).get(shirt?.id ?? '')?.variants).toHaveLength(8);
  });

  it('replaces the variants in one transaction, keeping the ids of the combinations kept', async () => {
    const sql = getSql();
    const body = { ...PRODUCT_BODY, slug: 'camiseta-pglite', options: ['Tamanho'] };
    const sizes = (values: string[]) => productSchema.parse({ ...body, variants: values.map((size) => ({ option_values: [size] })) });
    const before = await createProduct(sql, sizes(['P', 'M', 'G']));
    const after = await updateProduct(sql, before.id, sizes(['GG', 'P', 'M']));
    expect(after.variants.map((v) => v.option_values[0])).toEqual(['GG', 'P', 'M']);
    expect(after.variants.slice(1).map((v) => v.id)).toEqual(before.variants.slice(0, 2).map((v) => v.id));
  });

  it('searches ignoring accents and case, with one typo, by a variant SKU (unaccent and pg_trgm loaded)', async () => {
    const sql = getSql();
    // Moved out of public as on PostgreSQL (migration 20261128000200), the search naming them there.
    expect(await sql`select e.extname, n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname in ('unaccent', 'pg_trgm') order by 1`).toEqual([
      { extname: 'pg_trgm', nspname: 'extensions' },
      { extname: 'unaccent', nspname: 'extensions' },
    ]);
    const query = (q: string) => productListQuerySchema.parse({ q });
    const names = async (q: string) => (await listProducts(sql, query(q), false)).data.map((p) => p.name);
    await createProduct(sql, productSchema.parse({ ...PRODUCT_BODY, name: 'Curvador de cílios', slug: 'curvador-pglite' }));
    expect(await names('CILIOS')).toEqual(['Curvador de cílios']);
    expect(await names('cilos')).toEqual(['Curvador de cílios']);
    expect(await names('camiseat')).toContain('Camiseta Vitrine Orgânica');
    const [variant] = await sql<{ sku: string }[]>`select sku from product_variants where sku is not null order by id limit 1`;
    expect((await names(variant.sku.toLowerCase())).length).toBeGreaterThan(0);
  });
});
