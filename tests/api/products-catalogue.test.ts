import { beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSql, getSql } from '../../src/server/db/client';
import { loadShopCatalogue } from '../../src/server/shop/catalog/catalogue';
import { productsByIds } from '../../src/server/shop/cart/cart-check';
import { createUser, resetDb } from '../helpers/db';
import { seedCategory, seedProduct } from '../helpers/products';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeEach(resetDb);

describe('productsByIds (the one pass over cart lines: cart check, shipping quote, order)', () => {
  it('answers the products among the ids by id, with their variants, drafts included (told apart by status), unknown ids left out', async () => {
    const shirt = await seedProduct({ name: 'Camiseta', options: ['Tamanho'], variants: [{ option_values: ['P'], stock: 2 }] });
    const book = await seedProduct({ name: 'Livro' });
    const draft = await seedProduct({ name: 'Rascunho', status: 'draft' });
    const found = await productsByIds(getSql(), [book.id, shirt.id, shirt.id, draft.id, '999']);
    expect([...found.values()].map((p) => [p.name, p.status]).sort()).toEqual([['Camiseta', 'published'], ['Livro', 'published'], ['Rascunho', 'draft']]);
    const tee = found.get(shirt.id);
    expect(tee?.variants).toEqual([{ id: shirt.variants[0], option_values: ['P'], sku: null, gtin: null, stock: 2, price_cents: null }]);
    expect(tee?.description).toBe('');
    expect(await productsByIds(getSql(), [])).toEqual(new Map());
  });
});

describe('loadShopCatalogue (the static build of /loja)', () => {
  it('loads the categories and every published product with its description, and the ids in each API order', async () => {
    const books = await seedCategory('Livros', 'livros');
    const old = await seedProduct({ name: 'Zine', created_at: minutesAgo(3), category_id: books.id, description: '<p>Zine</p>' });
    const mid = await seedProduct({ name: 'Água', created_at: minutesAgo(2) });
    const last = await seedProduct({ name: 'Caneca', created_at: minutesAgo(1) });
    await seedProduct({ name: 'Rascunho', status: 'draft', category_id: books.id });
    const catalogue = await loadShopCatalogue(getSql());
    expect(catalogue.categories).toEqual([{ id: books.id, name: 'Livros', slug: 'livros', product_count: 1 }]);
    expect(catalogue.products.map((p) => p.name)).toEqual(['Caneca', 'Água', 'Zine']);
    expect(catalogue.products[2]).toMatchObject({ description: '<p>Zine</p>', category: { slug: 'livros' } });
    expect(catalogue.order).toEqual({
      recent: [last.id, mid.id, old.id],
      best: [last.id, mid.id, old.id],
      alpha: [last.id, old.id, mid.id],
    });
  });

  it('reads the catalogue in four queries whatever the number of products and reviews', async () => {
    const buyer = await createUser();
    for (let i = 0; i < 5; i += 1) {
      const product = await seedProduct({ options: ['Cor'], variants: [{ option_values: ['A'] }, { option_values: ['B'] }] });
      await getSql()`insert into product_reviews (product_id, user_id, rating, body, status) values (${product.id}, ${buyer.user.id}, 4, 'Muito bom mesmo.', 'approved')`;
    }
    // The build bench's query log (DB_QUERY_LOG, read when a pool is created): one line per query sent.
    const log = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'queries.log');
    process.env.DB_QUERY_LOG = log;
    const sql = createSql(process.env.DATABASE_URL ?? '', 1);
    delete process.env.DB_QUERY_LOG;
    try {
      const catalogue = await loadShopCatalogue(sql);
      expect(catalogue.products).toHaveLength(5);
      expect(Object.values(catalogue.reviews).map((view) => view.stats.count)).toEqual([1, 1, 1, 1, 1]);
    } finally {
      await sql.end();
    }
    // The driver's own first query (the array types of pg_catalog) is not the catalogue's.
    const queries = readFileSync(log, 'utf8').trim().split('\n').filter((line) => !line.includes('pg_catalog'));
    // The categories, the products, and their approved reviews' counts per star and newest reviews.
    expect(queries).toHaveLength(4);
  });
});
