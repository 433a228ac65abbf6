import { DEFAULT_FEATURES } from '../../src/lib/features';
import { getSql } from '../../src/server/db/client';
import { seedSettings } from './db';

/** Seeds the settings with the shop feature (`produtos`) on or off (the other features as a new site has them). */
export function seedProductsFeature(enabled = true) {
  return seedSettings({ features: { ...DEFAULT_FEATURES, produtos: { ...DEFAULT_FEATURES.produtos, enabled } } });
}

/** A valid body of POST /api/products: a published product without variants. */
export const PRODUCT_BODY = {
  name: 'Camiseta Vitrine Orgânica',
  price_cents: 5990,
  weight_g: 250,
  height_cm: 3,
  width_cm: 25,
  length_cm: 30,
  status: 'published',
};

/** A valid body with options (Tamanho, Cor) and two variants, one sold out with its own price. */
export const SHIRT_BODY = {
  ...PRODUCT_BODY,
  stock: 40,
  options: ['Tamanho', 'Cor'],
  variants: [
    { option_values: ['P', 'Branca'], sku: 'CAM-P-BR', stock: 5 },
    { option_values: ['M', 'Branca'], sku: 'CAM-M-BR', stock: 0, price_cents: 6490 },
  ],
};

type VariantSeed = { option_values: string[]; sku?: string | null; stock?: number | null; price_cents?: number | null };
type ProductSeed = {
  /** A donation's price_cents is its minimum amount. */
  kind?: 'product' | 'donation';
  suggested_amounts_cents?: number[];
  name?: string;
  slug?: string;
  status?: 'draft' | 'published';
  price_cents?: number;
  sku?: string | null;
  stock?: number | null;
  category_id?: string | null;
  description?: string;
  images?: string[];
  featured?: boolean;
  created_at?: Date;
  options?: string[];
  variants?: VariantSeed[];
};
let counter = 0;

/** Inserts a category straight into the table and returns its id and slug. */
export async function seedCategory(name = `Categoria ${++counter}`, slug = `categoria-${counter}`): Promise<{ id: string; slug: string }> {
  const [row] = await getSql()<{ id: string; slug: string }[]>`
    insert into product_categories (name, slug) values (${name}, ${slug}) returning id::text as id, slug`;
  return row;
}

/** Inserts a product (published, unlimited stock, unless told) with its variants; returns its id, slug and variant ids. */
export async function seedProduct(seed: ProductSeed = {}): Promise<{ id: string; slug: string; variants: string[] }> {
  counter += 1;
  const sql = getSql();
  const [row] = await sql<{ id: string; slug: string }[]>`
    insert into products (kind, suggested_amounts_cents, name, slug, description, images, price_cents, sku, stock, weight_g,
      height_cm, width_cm, length_cm, status, featured, category_id, options, created_at)
    values (${seed.kind ?? 'product'}, ${seed.suggested_amounts_cents ?? []}, ${seed.name ?? `Produto ${counter}`}, ${seed.slug ?? `produto-${counter}`}, ${seed.description ?? '<p>Texto</p>'},
      ${seed.images ?? []}, ${seed.price_cents ?? 1000}, ${seed.sku ?? null}, ${seed.stock ?? null}, 300, 2, 16, 23,
      ${seed.status ?? 'published'}, ${seed.featured ?? false}, ${seed.category_id ?? null}, ${seed.options ?? []},
      ${seed.created_at ?? new Date()})
    returning id::text as id, slug`;
  const variants: string[] = [];
  for (const [position, v] of (seed.variants ?? []).entries()) {
    const [variant] = await sql<{ id: string }[]>`
      insert into product_variants (product_id, option_values, sku, stock, price_cents, position)
      values (${row.id}, ${v.option_values}, ${v.sku ?? null}, ${v.stock ?? null}, ${v.price_cents ?? null}, ${position})
      returning id::text as id`;
    variants.push(variant.id);
  }
  return { ...row, variants };
}

/** Removes every product, variant and category (pairs with the seeds above; resetDb also empties the tables). */
export async function clearProducts(): Promise<void> {
  await getSql()`delete from products`;
  await getSql()`delete from product_categories`;
}
