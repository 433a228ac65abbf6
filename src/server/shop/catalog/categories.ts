import type { CategoryData, ProductCategory } from '../../../lib/schemas/product';
import type { Db, Sql } from '../../db/client';
import { readerFilter } from '../../db/content-rows';
import { guardUnique, slugRule } from '../../db/unique-violation';
import { notFound } from '../../http/http-error';
import { PRODUCTS } from './product-rows';

/** A category with how many products it holds (published ones for the public, all for managers). */
export type CategoryWithCount = ProductCategory & { product_count: number };

/** Answered (404) for a missing category. */
export const CATEGORY_NOT_FOUND = 'Categoria não encontrada.';
/** Answered when a slug belongs to another category. */
export const CATEGORY_SLUG_TAKEN = 'Este endereço (slug) já é usado por outra categoria.';
const SLUG = slugRule('product_categories', CATEGORY_SLUG_TAKEN);

type CategoryRow = CategoryWithCount;
const toCategory = (row: CategoryRow): CategoryWithCount => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  product_count: row.product_count,
});

/** Every category by name, with its product count (published products only unless `manager`). */
export async function listCategories(db: Db, manager: boolean): Promise<CategoryWithCount[]> {
  const rows = await db<CategoryRow[]>`
    select c.id::text as id, c.name, c.slug,
      (select count(*)::int from products p
        where p.category_id = c.id ${readerFilter(db, PRODUCTS, manager)}) as product_count
    from product_categories c order by lower(c.name), c.id`;
  return rows.map(toCategory);
}

async function getCategory(db: Db, id: string): Promise<CategoryWithCount> {
  const [row] = await db<CategoryRow[]>`
    select c.id::text as id, c.name, c.slug, (select count(*)::int from products p where p.category_id = c.id) as product_count
    from product_categories c where c.id = ${id}`;
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
}

/** Creates a category (409 with errors.slug for a taken slug). */
export async function createCategory(sql: Sql, data: CategoryData): Promise<CategoryWithCount> {
  return guardUnique(SLUG, async () => {
    const [{ id }] = await sql<{ id: string }[]>`
      insert into product_categories (name, slug) values (${data.name}, ${data.slug}) returning id::text as id`;
    return getCategory(sql, id);
  });
}

/** Renames a category (404 when missing, 409 for a taken slug). */
export async function updateCategory(sql: Sql, id: string, data: CategoryData): Promise<CategoryWithCount> {
  return guardUnique(SLUG, async () => {
    const rows = await sql`
      update product_categories set name = ${data.name}, slug = ${data.slug}, updated_at = now() where id = ${id} returning id`;
    if (rows.length === 0) throw notFound(CATEGORY_NOT_FOUND);
    return getCategory(sql, id);
  });
}

/** Deletes a category; its products stay, without a category (404 when missing). */
export async function deleteCategory(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from product_categories where id = ${id} returning id`;
  if (rows.length === 0) throw notFound(CATEGORY_NOT_FOUND);
}
