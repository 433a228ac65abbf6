import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { ACTION_STATUSES, DELIVERY_ACTION_STATUSES, ORDER_STATUS_LABELS, orderNumberLabel, type OrdersDashboard } from '../../lib/shop/orders';
import type { Loaded } from '../load/use-load';
import { Link } from '../router';
import StatusBadge from '../orders/StatusBadge';

/** The dashboard's orders (admin and super while the shop is on): waiting for action by status, this month's paid total, the latest. */
export default function OrdersSummary({ loaded }: { loaded: Loaded<OrdersDashboard> }) {
  const t = useT();
  const data = loaded.state === 'ready' ? loaded.data : loaded.state === 'failed' ? 'failed' : null;
  return (
    <section className="conta-panel" aria-labelledby="dashboard-orders" aria-busy={data === null}>
      <h2 id="dashboard-orders">{t('orders_summary')}</h2>
      {data === null && <p>…</p>}
      {data === 'failed' && <p className="muted">{t('summary_failed')}</p>}
      {data && data !== 'failed' && (
        <>
          <dl className="conta-stats">
            <div className="conta-stat">
              <dt>{t('orders_waiting')}</dt>
              <dd className="conta-stat-text">
                <ul className="orders-waiting">
                  {ACTION_STATUSES.map((status) => (
                    <li key={status}>
                      <Link href={`/conta/pedidos?status=${status}${DELIVERY_ACTION_STATUSES.includes(status) ? '&delivery=with' : ''}`}>
                        {t(`orders_status_${status}`, ORDER_STATUS_LABELS[status])}: <strong>{data.waiting[status]}</strong>
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className="conta-stat">
              <dt>{t('orders_month_paid')}</dt>
              <dd>{formatBrl(data.month_paid_cents)}</dd>
              <dd className="conta-stat-link">{t('orders_month_paid_count', undefined, { count: data.month_paid_count })}</dd>
            </div>
            <div className="conta-stat">
              <dt>{t('orders_month_recovered')}</dt>
              <dd>{formatBrl(data.month_recovered_cents)}</dd>
              <dd className="conta-stat-link">
                <Link href="/conta/shop/carrinhos">{t('shop_abandoned_link')}</Link>
              </dd>
            </div>
          </dl>
          <h3>{t('orders_latest')}</h3>
          {data.latest.length === 0 ? (
            <p className="muted">{t('orders_none_yet')}</p>
          ) : (
            <ul className="order-items">
              {data.latest.map((order) => (
                <li key={order.id}>
                  <span>
                    <Link href={`/conta/pedidos/${order.id}`}>{orderNumberLabel(order.number)}</Link> · {order.customer.name}
                    <small>{formatDateTime(order.created_at)}</small>
                  </span>
                  <span>
                    <StatusBadge status={order.status} /> {formatBrl(order.total_cents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link href="/conta/pedidos">{t('orders_view_all')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
