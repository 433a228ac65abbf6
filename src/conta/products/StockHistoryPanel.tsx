import { useEffect, useRef, useState } from 'react';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { orderNumberLabel } from '../../lib/shop/orders';
import { signedQuantity, type StockHistoryEntry } from '../../lib/shop/stock-history';
import ListTable, { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';

const PER_PAGE = 20;

type Props = { productId: string; hasVariants: boolean; round: number };

/**
 * The product's stock history on its edit screen, newest first: when (São Paulo), what (a sale, a cancel, a refund,
 * an expiry, an adjustment), the variant, the units added or taken, the stock after, who, and the order. Read again
 * whenever `round` changes (a save, or a save refused because the stock changed).
 */
export default function StockHistoryPanel({ productId, hasVariants, round }: Props) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = usePageList<StockHistoryEntry>(`/api/products/${encodeURIComponent(productId)}/stock-history?page=${page}&per_page=${PER_PAGE}`);
  const { reload } = list;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [round, reload]);
  const heading = {
    date: t('products_history_col_date'),
    kind: t('products_history_col_kind'),
    variant: t('products_history_col_variant'),
    quantity: t('products_history_col_quantity'),
    after: t('products_history_col_after'),
    by: t('products_history_col_by'),
    order: t('products_history_col_order'),
  };
  // A variant column while the product has variants, or while the page shows a deleted variant's rows.
  const variants = hasVariants || !!list.page?.data.some((entry) => entry.variant);
  const { variant, ...always } = heading;
  const columns = Object.values(variants ? heading : always).map((text) => ({ label: text }));
  return (
    <section className="conta-panel stock-history" aria-labelledby="stock-history-title">
      <h2 id="stock-history-title">{t('products_history_title')}</h2>
      <ListStatus failed={list.failed} busy={list.busy} loaded={list.page !== null} />
      {list.page && (
        <ListTable caption={t('products_history_title')} columns={columns} page={list.page} busy={list.busy} empty={t('products_history_empty')} onPage={setPage}>
          {list.page.data.map((entry) => (
            <tr key={entry.id}>
              <td data-label={heading.date} className="cell-nowrap">{formatDateTime(entry.at)}</td>
              <td data-label={heading.kind}>{t(`stock_kind_${entry.kind}`)}</td>
              {variants && <td data-label={variant}>{entry.variant ? entry.variant.option_values.join(' / ') : '—'}</td>}
              <td data-label={heading.quantity} className="cell-number">{signedQuantity(entry.quantity)}</td>
              <td data-label={heading.after} className="cell-number">{entry.stock_after === null ? t('products_unlimited') : entry.stock_after}</td>
              <td data-label={heading.by}>{entry.by ? entry.by.name : t('products_history_by_system')}</td>
              <td data-label={heading.order}>
                {entry.order ? <Link href={`/conta/pedidos/${entry.order.id}`}>{orderNumberLabel(entry.order.number)}</Link> : '—'}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}
