import type { Page, PageQuery } from '../../../lib/schemas/pagination';
import type { StockHistoryEntry, StockKind } from '../../../lib/shop/stock-history';
import type { Sql } from '../../db/client';
import { pageOf, pageWindow } from '../../db/paging';
import { notFound } from '../../http/http-error';
import { PRODUCT_NOT_FOUND } from './products';

type HistoryRow = {
  id: string;
  kind: StockKind;
  variant_id: string | null;
  variant_options: string[] | null;
  quantity: number | null;
  stock_after: number | null;
  by_id: string | null;
  by_name: string | null;
  order_id: string | null;
  order_number: string | null;
  created_at: Date;
};

const toEntry = (row: HistoryRow): StockHistoryEntry => ({
  id: row.id,
  kind: row.kind,
  variant: row.variant_options ? { id: row.variant_id, option_values: row.variant_options } : null,
  quantity: row.quantity,
  stock_after: row.stock_after,
  by: row.by_id && row.by_name !== null ? { id: row.by_id, name: row.by_name } : null,
  order: row.order_id && row.order_number ? { id: row.order_id, number: Number(row.order_number) } : null,
  at: row.created_at.toISOString(),
});

/** One page of a product's stock history, newest first (404 for a missing product). */
export async function listStockHistory(sql: Sql, productId: string, query: PageQuery): Promise<Page<StockHistoryEntry>> {
  const [[head], rows] = await Promise.all([
    sql<{ found: boolean; total: number }[]>`
      select exists (select 1 from products where id = ${productId}) as found,
        (select count(*)::int from stock_history where product_id = ${productId}) as total`,
    sql<HistoryRow[]>`
      select h.id::text as id, h.kind, h.variant_id::text as variant_id, h.variant_options, h.quantity, h.stock_after,
        u.id::text as by_id, u.name as by_name, o.id::text as order_id, o.number::text as order_number, h.created_at
      from stock_history h left join users u on u.id = h.user_id left join orders o on o.id = h.order_id
      where h.product_id = ${productId}
      order by h.id desc ${pageWindow(sql, query)}`,
  ]);
  if (!head.found) throw notFound(PRODUCT_NOT_FOUND);
  return pageOf(rows.map(toEntry), head.total, query);
}
