import { PRODUCT_SORTS, type Product, type ProductSort } from '../../../lib/schemas/product';
import type { Sql } from '../../db/client';
import { together } from '../../db/together';
import { publishedOnly } from '../../db/content-rows';
import { listCategories, type CategoryWithCount } from './categories';
import { productColumns, productOrder, PRODUCTS, productsFrom, toProduct, type ProductRow } from './product-rows';
import { loadReviewsForBuild, type ProductReviewsView } from './reviews';

/**
 * The published catalogue, as the static build of /loja renders it: the categories (with their published product
 * counts), every published product with its description and variants (most recent first), and the ids in each
 * list order of the API (`sort`), so the pages order products exactly as GET /api/products does; and by product id,
 * the approved reviews' stats and newest reviews (products without any are absent).
 */
export type ShopCatalogue = {
  categories: CategoryWithCount[];
  products: Product[];
  order: Record<ProductSort, string[]>;
  reviews: Record<string, ProductReviewsView>;
};

type RankedRow = ProductRow & Record<`rank_${ProductSort}`, number>;

/** The whole published catalogue in four queries (two round trips), whatever the number of products. */
export async function loadShopCatalogue(sql: Sql): Promise<ShopCatalogue> {
  const categories = await listCategories(sql, false);
  const [rows, reviews] = await together(sql<RankedRow[]>`
    select ${productColumns(sql, true)},
      row_number() over (order by ${productOrder(sql, 'recent')})::int as rank_recent,
      row_number() over (order by ${productOrder(sql, 'best')})::int as rank_best,
      row_number() over (order by ${productOrder(sql, 'alpha')})::int as rank_alpha
    from ${productsFrom(sql)} where ${publishedOnly(sql, PRODUCTS)}
    order by ${productOrder(sql, 'recent')}`, loadReviewsForBuild(sql));
  const rankOf = (sort: ProductSort) =>
    [...rows].sort((a, b) => a[`rank_${sort}`] - b[`rank_${sort}`]).map((row) => row.id);
  const order = Object.fromEntries(PRODUCT_SORTS.map((sort) => [sort, rankOf(sort)])) as Record<ProductSort, string[]>;
  return { categories, products: rows.map(toProduct), order, reviews };
}
