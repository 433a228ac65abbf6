import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { isManager } from '../../lib/roles';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { ORDER_DELIVERY_FILTERS, ORDER_STATUSES, ORDER_STATUS_LABELS, orderNumberLabel, type OrderSummary } from '../../lib/shop/orders';
import { orderTracking } from '../../lib/shop/tracking';
import { useConta } from '../conta-context';
import ListTable, { ListStatus } from '../list/ListTable';
import ListToolbar from '../list/ListToolbar';
import { useFilteredListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import { downloadFile } from '../download-file';
import StatusBadge from './StatusBadge';
import '../admin.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTERS = { status: ORDER_STATUSES, delivery: ORDER_DELIVERY_FILTERS, from: DAY, to: DAY };

/**
 * /conta/pedidos: a customer's own orders ("Meus pedidos"), or every order for admin and super with the search
 * (number, name, e-mail, CPF/CNPJ), the status and the days (São Paulo), kept in the address, and the CSV export.
 */
export default function OrdersScreen() {
  const t = useT();
  const { user } = useConta();
  const manager = isManager(user.role);
  const list = useFilteredListQuery('/conta/pedidos', '/api/orders', FILTERS, PER_PAGE);
  const page = usePageList<OrderSummary>(list.path);
  const [exporting, setExporting] = useState(false);
  const columns = {
    number: t('orders_col_number'),
    date: t('orders_col_date'),
    customer: t('orders_col_customer'),
    status: t('orders_col_status'),
    items: t('orders_col_items'),
    total: t('orders_col_total'),
  };
  const shown = manager ? Object.values(columns) : Object.values(columns).filter((label) => label !== columns.customer);

  const exportCsv = async () => {
    setExporting(true);
    const query = new URLSearchParams(Object.entries({ q: list.query.q, ...list.query.filters }).filter(([, v]) => v));
    const failed = await downloadFile(`/api/orders/export.csv${query.size > 0 ? `?${query}` : ''}`, 'pedidos.csv');
    setExporting(false);
    if (failed) toast.error(t('orders_export_failed'));
  };

  return (
    <Screen title={t(manager ? 'nav_shop_orders' : 'nav_orders')}>
      <p className="conta-lead">{t(manager ? 'orders_intro_manager' : 'orders_intro_customer')}</p>
      {manager && (
        <ListToolbar
          id="orders"
          searchLabel={t('orders_search')}
          typed={list.typed}
          onType={list.setTyped}
          onSearch={list.search}
          filter={[
            {
              name: 'status',
              label: t('orders_col_status'),
              value: list.query.filters.status,
              options: [{ value: '', label: t('orders_all') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders_status_${s}`, ORDER_STATUS_LABELS[s]) }))],
              onChange: (value) => list.setFilter('status', value),
            },
            {
              name: 'delivery',
              label: t('orders_delivery'),
              value: list.query.filters.delivery,
              options: [{ value: '', label: t('orders_all') }, ...ORDER_DELIVERY_FILTERS.map((d) => ({ value: d, label: t(`orders_delivery_${d}`) }))],
              onChange: (value) => list.setFilter('delivery', value),
            },
          ]}
        >
          <div className="orders-dates">
            {(['from', 'to'] as const).map((name) => (
              <div className="field" key={name}>
                <label htmlFor={`orders-${name}`}>{t(`orders_${name}`)}</label>
                <input id={`orders-${name}`} type="date" value={list.query.filters[name]} onChange={(e) => list.setFilter(name, e.target.value)} />
              </div>
            ))}
          </div>
          <button type="button" className="btn btn-secondary admin-toolbar-end" onClick={exportCsv} disabled={exporting}>
            {exporting ? t('orders_exporting') : t('orders_export')}
          </button>
        </ListToolbar>
      )}
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && page.page.total === 0 && !manager ? (
        <div className="conta-panel">
          <p>{t('orders_empty_customer')}</p>
          <a className="btn btn-primary" href="/loja">{t('orders_go_shop')}</a>
        </div>
      ) : (
        page.page && (
          <ListTable caption={t(manager ? 'nav_shop_orders' : 'nav_orders')} columns={shown.map((label) => ({ label }))} page={page.page} busy={page.busy} empty={t('orders_empty')} onPage={list.setPage}>
            {page.page.data.map((order) => (
              <tr key={order.id}>
                <td data-label={columns.number}>
                  <Link href={`/conta/pedidos/${order.id}`}>{orderNumberLabel(order.number)}</Link>
                </td>
                <td data-label={columns.date} className="cell-nowrap">{formatDateTime(order.created_at)}</td>
                {manager && (
                  <td data-label={columns.customer}>
                    {order.customer.name}
                    <span className="item-address">{order.customer.email}</span>
                    {order.customer.id === null && <span className="item-address order-account-deleted">{t('orders_account_deleted')}</span>}
                  </td>
                )}
                <td data-label={columns.status}>
                  <StatusBadge status={order.status} />
                  <TrackingLink order={order} />
                </td>
                <td data-label={columns.items}>{order.item_count}</td>
                <td data-label={columns.total} className="cell-nowrap">{formatBrl(order.total_cents)}</td>
              </tr>
            ))}
          </ListTable>
        )
      )}
    </Screen>
  );
}

/** "Rastrear" beside the status of an order sent (its code's carrier page, in a new tab), nothing without a code. */
function TrackingLink({ order }: { order: OrderSummary }) {
  const t = useT();
  const tracking = orderTracking(order);
  if (!tracking) return null;
  return (
    <a className="item-address" href={tracking.url} target="_blank" rel="noopener noreferrer">
      {t('orders_track_short', undefined, { code: tracking.code, site: tracking.site })}
    </a>
  );
}
