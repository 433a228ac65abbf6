import type postgres from 'postgres';
import type { Product, ProductCategory, ProductKind, ProductSort, ProductStatus, Variant } from '../../../lib/schemas/product';
import type { PackageFormatCode } from '../../../lib/shop/package-formats';
import type { Db } from '../../db/client';
import { contentTable, listed } from '../../db/content-rows';

/** A product in a list (the description is left out). */
export type ProductSummary = Omit<Product, 'description'>;

/** A product row as `productColumns` selects it: the category in three columns, dates as dates. */
export type ProductRow = Omit<Product, 'kind' | 'category' | 'package_format' | 'status' | 'created_at' | 'updated_at'> & {
  kind: string;
  package_format: number;
  status: string;
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * Whether a product `p` can be bought: with variants, when one of them has unlimited or positive stock; without,
 * when its own stock is unlimited or positive. The one statement of the rule (the answers' `available` and the
 * managers' `stock=out` filter).
 */
export const availableSql = (sql: Db) => sql`(case
  when exists (select 1 from product_variants v where v.product_id = p.id)
    then exists (select 1 from product_variants v where v.product_id = p.id and (v.stock is null or v.stock > 0))
  else p.stock is null or p.stock > 0 end)`;

/** The statuses of an order whose units count as sold: its payment was confirmed and it was not canceled. */
export const SOLD_STATUSES = ['paid', 'processing', 'sent', 'received'] as const;

/**
 * Units of product `p` sold in paid orders ("Mais vendidos"; ties fall back to the most recent). A canceled or
 * unpaid order sells nothing.
 */
export const unitsSoldSql = (sql: Db) => sql`coalesce((
  select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
  where i.product_id = p.id and o.status in ${sql(SOLD_STATUSES)}), 0)`;

/** The order of each list sort (alphabetical by lower(name): PGlite has no unaccent, so accents sort after z). */
export const productOrder = (sql: Db, sort: ProductSort): postgres.Fragment =>
  ({
    recent: sql`p.created_at desc, p.id desc`,
    best: sql`${unitsSoldSql(sql)} desc, p.created_at desc, p.id desc`,
    alpha: sql`lower(p.name), p.id`,
  })[sort];

// A product's variants in their order, as one JSON value, so a list is one query whatever its size.
const variantsSql = (sql: Db) => sql`coalesce((
  select json_agg(json_build_object('id', v.id::text, 'option_values', v.option_values, 'sku', v.sku, 'gtin', v.gtin, 'stock', v.stock,
    'price_cents', v.price_cents) order by v.position, v.id)
  from product_variants v where v.product_id = p.id), '[]'::json)`;

/** The columns of a product `p` joined with its category `c` (`from productsFrom`); the description only when asked. */
export const productColumns = (sql: Db, withDescription: boolean) => sql`
  p.id::text as id, p.kind, p.name, p.slug, ${withDescription ? sql`p.description` : sql`''`} as description, p.images,
  p.price_cents, p.compare_at_cents, p.sku, p.gtin, p.stock, ${availableSql(sql)} as available, p.weight_g, p.height_cm,
  p.width_cm, p.length_cm, p.package_format, p.status, p.featured, c.id::text as category_id, c.name as category_name,
  c.slug as category_slug, p.options, ${variantsSql(sql)} as variants, p.suggested_amounts_cents, p.created_at, p.updated_at`;

/** The tables `productColumns` reads: products `p` and their category `c`. */
export const productsFrom = (sql: Db) => sql`products p left join product_categories c on c.id = p.category_id`;
/** The products table as `productsFrom` names it, for the content-row rules (by id or slug, published only). */
export const PRODUCTS = contentTable('products', 'p');

const toCategory = (row: ProductRow): ProductCategory | null =>
  row.category_id && row.category_name !== null && row.category_slug !== null
    ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
    : null;

const toVariant = (variant: Variant): Variant => ({
  id: variant.id,
  option_values: variant.option_values,
  sku: variant.sku,
  gtin: variant.gtin,
  stock: variant.stock,
  price_cents: variant.price_cents,
});

/** The public shape of a product row, field by field (a new column never leaks). */
export const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  kind: row.kind as ProductKind,
  name: row.name,
  slug: row.slug,
  description: row.description,
  images: row.images,
  price_cents: row.price_cents,
  compare_at_cents: row.compare_at_cents,
  sku: row.sku,
  gtin: row.gtin,
  stock: row.stock,
  available: row.available,
  weight_g: row.weight_g,
  height_cm: row.height_cm,
  width_cm: row.width_cm,
  length_cm: row.length_cm,
  package_format: row.package_format as PackageFormatCode,
  status: row.status as ProductStatus,
  featured: row.featured,
  category: toCategory(row),
  options: row.options,
  variants: row.variants.map(toVariant),
  suggested_amounts_cents: row.suggested_amounts_cents,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The list shape of a product row: the public shape without the description. */
export const toProductSummary = (row: ProductRow): ProductSummary => listed(toProduct(row), 'description');
