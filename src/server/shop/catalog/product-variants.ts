import { combinationKey, type VariantData } from '../../../lib/schemas/product-variant';
import type { StockConflict } from '../../../lib/shop/stock-history';
import type { Db } from '../../db/client';
import { setStock } from './stock-history';

type Existing = { id: string; option_values: string[]; stock: number | null };

/** Inserts a new variant; its first stock is an adjustment in the history (same statement). */
async function insertVariant(tx: Db, productId: string, variant: VariantData, position: number, by: string | null): Promise<void> {
  await tx`
    with v as (
      insert into product_variants (product_id, option_values, sku, gtin, stock, price_cents, position)
      values (${productId}, ${variant.option_values}, ${variant.sku}, ${variant.gtin}, ${variant.stock}, ${variant.price_cents},
        ${position})
      returning id, product_id, option_values, stock)
    insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id)
    select product_id, id, option_values, 'adjustment', stock, stock, ${by} from v where stock is not null`;
}

/**
 * Makes a product's variants the given ones (in their order), inside the caller's transaction. A combination of
 * option values already present (compared without case) keeps its row and id, so carts pointing at it stay
 * valid; the others are inserted, and the rows of combinations no longer given are deleted. A kept row's stock is
 * written only over the stock the form read (setStock); the rows that changed meanwhile are answered, with their
 * stock now (the caller rolls back).
 */
export async function replaceVariants(
  tx: Db,
  productId: string,
  variants: readonly VariantData[],
  by: string | null = null,
): Promise<StockConflict[]> {
  // Locked (in id order, as orders lock them): the stock read here stays the stock now until the transaction ends.
  const existing = await tx<Existing[]>`
    select id::text as id, option_values, stock from product_variants where product_id = ${productId} order by id for update`;
  const byKey = new Map(existing.map((row) => [combinationKey(row.option_values), row]));
  const kept = variants.map((variant) => byKey.get(combinationKey(variant.option_values)) ?? null);
  const keptIds = kept.flatMap((row) => (row ? [row.id] : []));
  const gone = existing.map((row) => row.id).filter((id) => !keptIds.includes(id));
  if (gone.length > 0) await tx`delete from product_variants where id in ${tx(gone)}`;
  // Unique indexes are checked row by row: clear the kept SKUs first, so two variants may swap theirs.
  if (keptIds.length > 0) await tx`update product_variants set sku = null where id in ${tx(keptIds)}`;
  const conflicts: StockConflict[] = [];
  for (const [position, variant] of variants.entries()) {
    const row = kept[position];
    if (!row) {
      await insertVariant(tx, productId, variant, position, by);
      continue;
    }
    await tx`
      update product_variants set option_values = ${variant.option_values}, sku = ${variant.sku}, gtin = ${variant.gtin},
        price_cents = ${variant.price_cents}, position = ${position}
      where id = ${row.id}`;
    const change = { current: row.stock, wanted: variant.stock, expected: variant.stock_expected };
    if (!(await setStock(tx, { table: 'product_variants', id: row.id }, change, by))) {
      conflicts.push({ field: `variants.${position}.stock`, variant_id: row.id, stock: row.stock });
    }
  }
  return conflicts;
}
