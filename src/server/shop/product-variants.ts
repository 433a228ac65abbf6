import { combinationKey, type VariantData } from '../../lib/schemas/product-variant';
import type { Db } from '../db/client';

type Existing = { id: string; option_values: string[] };

/**
 * Makes a product's variants the given ones (in their order), inside the caller's transaction. A combination of
 * option values already present (compared without case) keeps its row and id, so carts pointing at it stay
 * valid; the others are inserted, and the rows of combinations no longer given are deleted.
 */
export async function replaceVariants(tx: Db, productId: string, variants: readonly VariantData[]): Promise<void> {
  const existing = await tx<Existing[]>`
    select id::text as id, option_values from product_variants where product_id = ${productId}`;
  const byKey = new Map(existing.map((row) => [combinationKey(row.option_values), row.id]));
  const kept = variants.map((variant) => byKey.get(combinationKey(variant.option_values)) ?? null);
  const keptIds = kept.filter((id): id is string => id !== null);
  const gone = existing.map((row) => row.id).filter((id) => !keptIds.includes(id));
  if (gone.length > 0) await tx`delete from product_variants where id in ${tx(gone)}`;
  // Unique indexes are checked row by row: clear the kept SKUs first, so two variants may swap theirs.
  if (keptIds.length > 0) await tx`update product_variants set sku = null where id in ${tx(keptIds)}`;
  for (const [position, variant] of variants.entries()) {
    const id = kept[position];
    if (id) {
      await tx`
        update product_variants set option_values = ${variant.option_values}, sku = ${variant.sku},
          stock = ${variant.stock}, price_cents = ${variant.price_cents}, position = ${position}
        where id = ${id}`;
    } else {
      await tx`
        insert into product_variants (product_id, option_values, sku, stock, price_cents, position)
        values (${productId}, ${variant.option_values}, ${variant.sku}, ${variant.stock}, ${variant.price_cents}, ${position})`;
    }
  }
}
