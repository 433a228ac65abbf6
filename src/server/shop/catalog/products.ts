import postgres from 'postgres';
import type { Page } from '../../../lib/schemas/pagination';
import type { Product, ProductData, ProductListQuery } from '../../../lib/schemas/product';
import type { StockConflict } from '../../../lib/shop/stock-history';
import { sanitizeRichHtmlLazily } from '../../content/sanitize-lazily';
import type { Db, Sql } from '../../db/client';
import { byIdOrSlug, readerFilter } from '../../db/content-rows';
import { isForeignKeyViolation } from '../../db/foreign-key';
import { textSearch, type TextSearch } from '../../db/like';
import { countRows, pageOf, pageWindow } from '../../db/paging';
import { together } from '../../db/together';
import { transaction } from '../../db/transaction';
import { guardUnique, slugRule, type UniqueRule } from '../../db/unique-violation';
import { invalid, notFound } from '../../http/http-error';
import {
  availableSql,
  productColumns,
  productOrder,
  PRODUCTS,
  productsFrom,
  toProduct,
  toProductSummary,
  type ProductRow,
  type ProductSummary,
} from './product-rows';
import { replaceVariants } from './product-variants';
import { setStock, stockConflictError } from './stock-history';

/** Answered (404) for a missing product, or a draft the reader may not see. */
export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
/** Answered when a slug belongs to another product. */
export const PRODUCT_SLUG_TAKEN = 'Este endereço (slug) já é usado por outro produto.';
/** Answered when the product's SKU belongs to another product. */
export const PRODUCT_SKU_TAKEN = 'Este SKU já é usado por outro produto.';
/** Answered when a variant's SKU belongs to a variant of another product. */
export const VARIANT_SKU_TAKEN = 'Um SKU das variações já é usado por outro produto.';
/** Answered when the category chosen no longer exists. */
export const CATEGORY_MISSING = 'O campo Categoria deve ser uma categoria da loja.';

const UNIQUE_RULES: UniqueRule[] = [
  slugRule('products', PRODUCT_SLUG_TAKEN),
  { constraint: 'products_sku_key', message: PRODUCT_SKU_TAKEN, field: 'sku' },
  { constraint: 'product_variants_sku_key', message: VARIANT_SKU_TAKEN, field: 'variants' },
];

/** Where the shop's search looks (migrations 20261127005000, 20261127009000): folded text, its words, name, SKUs; the catalogue's words. */
export const PRODUCT_SEARCH = {
  text: 'p.search_text',
  tokens: 'p.search_tokens',
  name: 'p.search_name',
  codes: 'p.search_codes',
  words: 'search_words',
} as const;

/**
 * One page of products: the public sees published ones; managers all, with `status` and `stock=out`. With `q`,
 * the products found (accents, case and one typo aside: textSearch) come best first, then in the sort asked.
 */
export async function listProducts(sql: Sql, query: ProductListQuery, manager: boolean): Promise<Page<ProductSummary>> {
  const search = textSearch(sql, query.q, PRODUCT_SEARCH);
  const where = sql`where true
    ${readerFilter(sql, PRODUCTS, manager, query.status)}
    ${manager && query.stock ? sql`and not ${availableSql(sql)}` : sql``}
    ${query.category ? sql`and c.slug = ${query.category}` : sql``}
    ${search.filter}`;
  if (search.lookups) return searchProducts(sql, where, search, query);
  const [total, rows] = await together(
    countRows(sql, sql`${productsFrom(sql)} ${where}`),
    sql<ProductRow[]>`
      select ${productColumns(sql, false)} from ${productsFrom(sql)} ${where}
      order by ${productOrder(sql, query.sort)} ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toProductSummary), total, query);
}

/**
 * A search's page and total from one pass over the products found (the count and the page each finding them would
 * double the work): the products found with their place in the order (best first, then the sort asked) and their
 * count, materialized; then only the page's rows are read in full, by id. A page past the end still answers the
 * total (the left join's one empty row).
 */
async function searchProducts(sql: Sql, where: postgres.Fragment, search: TextSearch & { lookups: postgres.Fragment }, query: ProductListQuery) {
  const { lookups, rank } = search;
  const rows = await sql<(ProductRow & { found: number })[]>`
    with ${lookups}, found as materialized (
      select p.id, row_number() over (order by ${rank.order}, ${productOrder(sql, query.sort)}) as place
      from ${productsFrom(sql)} cross join lateral (select ${rank.score} as score, ${rank.closeness} as closeness) r
      ${where})
    select t.found, r.* from (select count(*)::int as found from found) t
    left join lateral (
      select ${productColumns(sql, false)}
      from (select id, place from found order by place ${pageWindow(sql, query)}) f join (${productsFrom(sql)}) on p.id = f.id
      order by f.place) r on true`;
  const page = rows.filter((row) => row.id !== null);
  return pageOf(page.map(toProductSummary), rows[0]?.found ?? 0, query);
}

/** How many products a reader who sees drafts has in all (the list's `total` without a filter: the dashboard's count). */
export const countProducts = (sql: Sql): Promise<number> =>
  countRows(sql, sql`products p where true ${readerFilter(sql, PRODUCTS, true)}`);

/** A product by numeric id or by slug, with its variants; the public gets 404 for drafts. */
export async function getProduct(db: Db, idOrSlug: string, manager: boolean): Promise<Product> {
  const [row] = await db<ProductRow[]>`
    select ${productColumns(db, true)} from ${productsFrom(db)}
    where ${byIdOrSlug(db, PRODUCTS, idOrSlug)} ${readerFilter(db, PRODUCTS, manager)}`;
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProduct(row);
}

// A category deleted while the form was open: a 422 on the field, not a 500.
async function guardCategory<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isForeignKeyViolation(error, 'products_category_id_fkey') ? invalid({ category_id: [CATEGORY_MISSING] }) : error;
  }
}

const writeGuards = <T>(work: () => Promise<T>): Promise<T> => guardUnique(UNIQUE_RULES, () => guardCategory(work));

const productValues = (data: ProductData, description: string) => ({
  kind: data.kind,
  name: data.name,
  slug: data.slug,
  description,
  images: data.images,
  price_cents: data.price_cents,
  compare_at_cents: data.compare_at_cents,
  sku: data.sku,
  gtin: data.gtin,
  weight_g: data.weight_g,
  height_cm: data.height_cm,
  width_cm: data.width_cm,
  length_cm: data.length_cm,
  package_format: data.package_format,
  status: data.status,
  featured: data.featured,
  category_id: data.category_id,
  options: data.options,
  suggested_amounts_cents: data.suggested_amounts_cents,
});

/**
 * Creates a product with its variants in one transaction (description sanitized; 409 for a taken slug or SKU). Its
 * first stock, and each variant's, is an adjustment in the stock history, by `by` (null: the system, the seed).
 */
export async function createProduct(sql: Sql, data: ProductData, by: string | null = null): Promise<Product> {
  const values = { ...productValues(data, await sanitizeRichHtmlLazily(data.description)), stock: data.stock };
  return writeGuards(() =>
    transaction(sql, async (tx) => {
      const [{ id }] = await tx<{ id: string }[]>`
        with p as (insert into products ${tx(values)} returning id, stock),
        logged as (
          insert into stock_history (product_id, kind, quantity, stock_after, user_id)
          select id, 'adjustment', stock, stock, ${by} from p where stock is not null)
        select id::text as id from p`;
      await replaceVariants(tx, id, data.variants, by);
      return getProduct(tx, id, true);
    }),
  );
}

/**
 * Replaces a product's fields and variants in one transaction; unchanged combinations keep their variant ids. A
 * stock is written only over the stock the form read (setStock), as an adjustment by `by`: when any row's stock
 * changed meanwhile (a sale), nothing is saved and the 409 gives each such row's stock now.
 */
export async function updateProduct(sql: Sql, id: string, data: ProductData, by: string | null = null): Promise<Product> {
  const values = productValues(data, await sanitizeRichHtmlLazily(data.description));
  // transaction(), not sql.begin: a connection lost mid-save ends it with a connection fault (a 503, or the PUT's one
  // retry), where postgres.js's own may leave its next statement unanswered.
  return writeGuards(() =>
    transaction(sql, async (tx) => {
      // Also locks the row: its stock, answered here, is the stock now until the transaction ends.
      const [row] = await tx<{ stock: number | null }[]>`
        update products set ${tx(values)}, updated_at = now() where id = ${id} returning stock`;
      if (!row) throw notFound(PRODUCT_NOT_FOUND);
      const conflicts: StockConflict[] = [];
      const change = { current: row.stock, wanted: data.stock, expected: data.stock_expected };
      if (!(await setStock(tx, { table: 'products', id }, change, by))) conflicts.push({ field: 'stock', variant_id: null, stock: row.stock });
      conflicts.push(...(await replaceVariants(tx, id, data.variants, by)));
      if (conflicts.length > 0) throw stockConflictError(conflicts);
      return getProduct(tx, id, true);
    }),
  );
}

/** Deletes a product and its variants (404 when missing). */
export async function deleteProduct(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from products where id = ${id} returning id`;
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}
