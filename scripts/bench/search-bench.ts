// The shop's search in `npm run bench`: GET /api/products?q= on a database of its own
// (vitrine_bench_search on the test server) holding the build bench's 5,000 products (1 in 50 drafts, 1 in 10 with
// three variants), named from a few words so that searches find tens to hundreds of them, each with an SKU and its
// variants with theirs. Two cases: words typed as they are (accents and case aside, an SKU among them), and words
// with one typo each. Target: p95 <= 20 ms.
import products from '../../netlify/functions/products.mts';
import { closeSql, createSql } from '../../src/server/db/client';
import { applyMigrations } from '../lib/migrations';
import { seedProducts } from '../seed/products';
import { seedSettings } from '../seed/settings';
import { seedUsers } from '../seed/users';
import { seedBulkProducts } from './build-seed';
import { freshBenchDatabase } from './database';
import { measure, type BenchLimits, type BenchResult, type Handler } from './runner';

/** The search bench's database (beside vitrine_bench on the same server). */
export const SEARCH_BENCH_DB = 'vitrine_bench_search';
/** How many bulk products it holds (the build bench's full size). */
const PRODUCTS = 5000;

const NOUNS = ['Camiseta', 'Caneca', 'Livro', 'Sacola', 'Caderno', 'Boné', 'Máscara de cílios', 'Agenda', 'Chaveiro', 'Avental'];
const ADJECTIVES = ['azul', 'orgânica', 'de poesia', 'grande', 'infantil', 'bordada', 'reciclada'];

/** Searches as typed (a tenth of them an SKU) and with one typo per word, taken in turn. */
const TYPED = ['camiseta', 'caneca azul', 'cilios', 'livro de poesia', 'bone infantil', 'MASCARA', 'BP-1234', 'sacola reciclada 77', 'bp-2010-m', 'avental'];
const TYPOS = ['camiseat', 'caneac azul', 'cilos', 'livor poesia', 'bnoe infantil', 'mascraa', 'sacloa reciclada', 'cadreno', 'agneda grande', 'chavieor'];

/**
 * Creates, migrates and fills the search bench's database; null when the test server does not answer (the case is
 * then left out).
 */
export async function prepareSearchBench(): Promise<string | null> {
  const url = await freshBenchDatabase(SEARCH_BENCH_DB);
  if (!url) return null;
  await applyMigrations(url);
  const sql = createSql(url, 1);
  try {
    for (const seed of [seedUsers, seedSettings, seedProducts]) await seed(sql);
    await seedBulkProducts(sql, PRODUCTS);
    await sql`
      update products set name = (${NOUNS}::text[])[1 + id % ${NOUNS.length}] || ' '
          || (${ADJECTIVES}::text[])[1 + id % ${ADJECTIVES.length}] || ' ' || id,
        sku = 'BP-' || id
      where slug like 'bench-produto-%'`;
    await sql`
      update product_variants v set sku = 'BP-' || v.product_id || '-' || v.option_values[1]
      from products p where p.id = v.product_id and p.slug like 'bench-produto-%'`;
    await sql`analyze products`;
    const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from products`;
    console.log(`  search bench: ${count} products in ${SEARCH_BENCH_DB}`);
    return url;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const request = (queries: string[]) => (i: number) =>
  new Request(new URL(`/api/products?q=${encodeURIComponent(queries[i % queries.length])}`, 'http://localhost:8888'));

/** The two cases against `url` (the handler's pool moved there for them, then back). */
export async function benchSearch(url: string, limits: BenchLimits): Promise<BenchResult[]> {
  const previous = process.env.DATABASE_URL;
  await closeSql();
  process.env.DATABASE_URL = url;
  try {
    const handler = products as Handler;
    return [
      await measure(handler, { name: 'GET /api/products?q= (5,000 products, as typed)', status: 200, request: request(TYPED) }, limits),
      await measure(handler, { name: 'GET /api/products?q= (5,000 products, one typo)', status: 200, request: request(TYPOS) }, limits),
    ];
  } finally {
    await closeSql();
    process.env.DATABASE_URL = previous;
  }
}
