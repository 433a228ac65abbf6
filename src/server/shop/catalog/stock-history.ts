import type postgres from 'postgres';
import type { StockConflict } from '../../../lib/shop/stock-history';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';

/** A table holding stock: a product's own (without variants), or a variant's. */
export type StockTable = 'products' | 'product_variants';

/** Answered (409) when a stock row changed since the form read it; each row's current stock is in the body. */
export const STOCK_CHANGED =
  'O estoque mudou desde que o formulário foi aberto (uma venda ou outra edição). Confira o estoque atual e salve de novo.';

/**
 * The history columns of a stock row in an update's `returning` (product_id, variant_id, variant_options), so the
 * statement that changes a row can write its history from what it returns.
 */
export const stockRowColumns = (sql: Db, table: StockTable): postgres.Fragment =>
  table === 'products'
    ? sql`id as product_id, null::bigint as variant_id, null::text[] as variant_options`
    : sql`product_id, id as variant_id, option_values as variant_options`;

/** A stock row: its table and id. */
export type StockRow = { table: StockTable; id: string };

const stockText = (stock: number | null) => (stock === null ? 'ilimitado' : String(stock));

/** The message under a field whose stock changed since the form read it, naming the field and the stock now. */
export function stockChangedMessage(conflict: StockConflict): string {
  const index = /^variants\.(\d+)\./.exec(conflict.field)?.[1];
  const field = index === undefined ? 'O campo Estoque' : `Variação ${Number(index) + 1}: o campo Estoque da variação`;
  return `${field} mudou desde que o formulário foi aberto: agora é ${stockText(conflict.stock)}.`;
}

/** The 409 of a save whose stock rows changed meanwhile: the message, one per field, and `stock_conflicts`. */
export function stockConflictError(conflicts: StockConflict[]): HttpError {
  const errors = Object.fromEntries(conflicts.map((conflict) => [conflict.field, [stockChangedMessage(conflict)]]));
  return new HttpError(409, STOCK_CHANGED, errors, undefined, { stock_conflicts: conflicts });
}

/**
 * An admin's stock for a row, written only when the admin changed it: a stock sent as the form read it (`wanted`
 * equal to `expected`) leaves the row as it is now, whatever sales happened since, so editing a product's name from a
 * form opened before a sale neither fails nor writes the old stock back; `current` (read under the row's lock in the
 * caller's transaction) equal to `wanted` needs no write either. Otherwise the write is one conditional update
 * guarded by the stock the form read (absent `expected`: the form read what it sends, so a change cannot pass), with
 * its history row (an adjustment by `by`) in the same statement. False when the admin changed a stock that changed
 * since it was read.
 */
export async function setStock(
  tx: Db,
  row: StockRow,
  change: { current: number | null; wanted: number | null; expected: number | null | undefined },
  by: string | null,
): Promise<boolean> {
  const { current, wanted } = change;
  if (current === wanted) return true;
  if (change.expected !== undefined && wanted === change.expected) return true;
  const expected = change.expected === undefined ? wanted : change.expected;
  if (current !== expected) return false;
  const quantity = wanted === null || expected === null ? null : wanted - expected;
  const [{ written }] = await tx<{ written: boolean }[]>`
    with w as (
      update ${tx(row.table)} set stock = ${wanted} where id = ${row.id} and stock is not distinct from ${expected}
      returning ${stockRowColumns(tx, row.table)}, stock),
    logged as (
      insert into stock_history (product_id, variant_id, variant_options, kind, quantity, stock_after, user_id)
      select product_id, variant_id, variant_options, 'adjustment', ${quantity}, stock, ${by} from w)
    select exists (select 1 from w) as written`;
  return written;
}
