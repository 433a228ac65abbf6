import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { useT, type TFunction } from '../../i18n/use-t';
import { formatDocument, formatPhone } from '../../lib/br-documents';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { isManager } from '../../lib/roles';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  orderNumberLabel,
  trackingUrl,
  type Order,
  type OrderStatus,
} from '../../lib/shop/orders';
import { useConta } from '../conta-context';
import ConfirmDialog from '../form/ConfirmDialog';
import TextField from '../form/TextField';
import { Link } from '../router';
import OrderPixPanel from './OrderPixPanel';
import Screen from '../screens/Screen';
import StatusBadge from './StatusBadge';
import '../users/admin.css';

type Loaded = { state: 'loading' } | { state: 'failed'; status: number } | { state: 'done'; order: Order };

const statusLabel = (t: TFunction, status: OrderStatus) => t(`orders_status_${status}`, ORDER_STATUS_LABELS[status]);
const cepText = (cep: string) => cep.replace(/^(\d{5})(\d{3})$/, '$1-$2');

/**
 * /conta/pedidos/:id: the order as bought (items, address, shipping, totals), how to pay while pending (the Pix code
 * and QR when the shop has its own key, the instructions), the tracking
 * code once sent and the history. The customer may cancel while pending; admin and super get only the buttons of
 * the moves the transition table allows, a tracking code for "sent" and an internal note.
 */
export default function OrderScreen({ id }: { id: string }) {
  const t = useT();
  const { user } = useConta();
  const manager = isManager(user.role);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void api<Order>('GET', `/api/orders/${encodeURIComponent(id)}`, { cache: 'no-store' }).then((result) => {
      if (live) setLoaded(result.ok ? { state: 'done', order: result.data } : { state: 'failed', status: result.error.status });
    });
    return () => {
      live = false;
    };
  }, [id]);
  const back = (
    <p className="conta-actions">
      <Link href="/conta/pedidos">{t('orders_back')}</Link>
    </p>
  );
  if (loaded.state !== 'done') {
    return (
      <Screen title={t(manager ? 'nav_shop_orders' : 'nav_orders')}>
        {loaded.state === 'loading' ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : (
          <p className="notice notice-danger">{t(loaded.status === 404 ? 'page_not_found' : 'admin_item_failed')}</p>
        )}
        {back}
      </Screen>
    );
  }
  const { order } = loaded;
  const update = (next: Order) => setLoaded({ state: 'done', order: next });
  const number = orderNumberLabel(order.number);

  return (
    <Screen title={t('orders_title', undefined, { number })}>
      <p className="conta-lead">
        <StatusBadge status={order.status} /> {t('orders_placed_on', undefined, { date: formatDateTime(order.created_at) })}
      </p>
      <div className="order-detail">
        <div>
          <section className="conta-panel" aria-labelledby="order-items">
            <h2 id="order-items">{t('orders_items')}</h2>
            <ul className="order-items">
              {order.items.map((item, index) => (
                <li key={index}>
                  <span>
                    {item.name}
                    {item.options.length > 0 && ` (${item.options.join(', ')})`}
                    <small>
                      {t('orders_item_quantity', undefined, { quantity: item.quantity, price: formatBrl(item.unit_price_cents) })}
                      {item.sku && ` · SKU ${item.sku}`}
                    </small>
                  </span>
                  <span className="cell-nowrap">{formatBrl(item.line_total_cents)}</span>
                </li>
              ))}
            </ul>
            <dl className="conta-details">
              <dt>{t('orders_subtotal')}</dt>
              <dd>{formatBrl(order.subtotal_cents)}</dd>
              <dt>{t('orders_shipping_price')}</dt>
              <dd>{formatBrl(order.shipping_cents)}</dd>
              <dt>{t('orders_total')}</dt>
              <dd><strong>{formatBrl(order.total_cents)}</strong></dd>
            </dl>
          </section>
          {order.status === 'pending' && <OrderPixPanel order={order} />}
          {order.status === 'pending' && order.payment_instructions && (
            <section className="conta-panel" aria-labelledby="order-pay">
              <h2 id="order-pay">{t('orders_how_to_pay')}</h2>
              <p className="order-instructions">{order.payment_instructions}</p>
              {order.expires_at && <p>{t('orders_pay_until', undefined, { date: formatDateTime(order.expires_at) })}</p>}
            </section>
          )}
          <section className="conta-panel" aria-labelledby="order-delivery">
            <h2 id="order-delivery">{t('orders_shipping')}</h2>
            <dl className="conta-details">
              <dt>{t('orders_shipping')}</dt>
              <dd>
                {order.shipping.name}
                {order.shipping.days !== null && ` · ${t('orders_shipping_days', undefined, { days: order.shipping.days })}`}
              </dd>
              {order.address && (
                <>
                  <dt>{t('orders_address')}</dt>
                  <dd>
                    {order.address.recipient}
                    <br />
                    {order.address.street}, {order.address.number}
                    {order.address.complement ? ` ${order.address.complement}` : ''} · {order.address.district}
                    <br />
                    {order.address.city}/{order.address.state} · CEP {cepText(order.address.cep)}
                  </dd>
                </>
              )}
              <dt>{t('orders_payment')}</dt>
              <dd>{t(`orders_payment_${order.payment_method}`)}</dd>
              {order.tracking_code && (
                <>
                  <dt>{t('orders_tracking')}</dt>
                  <dd>
                    <code>{order.tracking_code}</code>{' '}
                    <a href={trackingUrl(order.tracking_code)} target="_blank" rel="noopener noreferrer">
                      {t('orders_track')}
                    </a>
                  </dd>
                </>
              )}
              {order.notes && (
                <>
                  <dt>{t('orders_notes')}</dt>
                  <dd className="order-instructions">{order.notes}</dd>
                </>
              )}
            </dl>
          </section>
        </div>
        <div>
          {manager && <CustomerPanel order={order} />}
          {manager ? <StatusActions order={order} onChanged={update} /> : order.status === 'pending' && <CancelOrder order={order} onChanged={update} />}
          <section className="conta-panel" aria-labelledby="order-history">
            <h2 id="order-history">{t('orders_history')}</h2>
            <ol className="order-history">
              {order.history.map((entry, index) => (
                <li key={index}>
                  {entry.from === null ? t('orders_history_created') : `${statusLabel(t, entry.from)} → ${statusLabel(t, entry.to)}`}
                  <small>
                    {formatDateTime(entry.at)}
                    {manager && ` · ${entry.by ? entry.by.name : t('orders_history_by_system')}`}
                  </small>
                  {entry.note && <small>{entry.note}</small>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      {back}
    </Screen>
  );
}

function CustomerPanel({ order }: { order: Order }) {
  const t = useT();
  const { customer } = order;
  return (
    <section className="conta-panel" aria-labelledby="order-customer">
      <h2 id="order-customer">{t('orders_customer')}</h2>
      <dl className="conta-details">
        <dt>{t('name')}</dt>
        <dd>{customer.name}</dd>
        <dt>{t('email')}</dt>
        <dd><a href={`mailto:${customer.email}`}>{customer.email}</a></dd>
        {customer.document && (
          <>
            <dt>{t('orders_customer_document')}</dt>
            <dd>{formatDocument(customer.document)}</dd>
          </>
        )}
        {customer.phone && (
          <>
            <dt>{t('orders_customer_phone')}</dt>
            <dd>{formatPhone(customer.phone)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The manager's moves: one button per status the transition table allows from here, a tracking code for "sent". */
function StatusActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = ORDER_TRANSITIONS[order.status];
  const move = async (to: OrderStatus) => {
    if (to === 'sent' && !tracking.trim()) {
      setTrackingError(t('orders_tracking_required'));
      document.getElementById('order-tracking')?.focus();
      return;
    }
    setBusy(true);
    const body = { status: to, note: note.trim() || null, tracking_code: to === 'sent' ? tracking : null };
    const result = await api<Order>('POST', `/api/orders/${order.id}/status`, { body });
    setBusy(false);
    if (result.ok) {
      setNote('');
      setTracking('');
      setTrackingError(null);
      onChanged(result.data);
      toast.success(t('orders_moved_toast', undefined, { status: statusLabel(t, to) }));
    } else if (result.error.errors?.tracking_code) {
      setTrackingError(result.error.errors.tracking_code[0]);
    }
  };
  return (
    <section className="conta-panel" aria-labelledby="order-actions">
      <h2 id="order-actions">{t('orders_actions')}</h2>
      {moves.length === 0 ? (
        <p>{t('orders_actions_none')}</p>
      ) : (
        <>
          {moves.includes('sent') && (
            <TextField id="order-tracking" label={t('orders_tracking')} value={tracking} onChange={setTracking} onBlur={() => undefined} error={trackingError} autoComplete="off" />
          )}
          <TextField id="order-note" label={t('orders_internal_note')} value={note} onChange={setNote} onBlur={() => undefined} multiline />
          <div className="order-actions">
            {moves.map((to) => (
              <button key={to} type="button" className={`btn ${to === 'canceled' ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={() => void move(to)}>
                {t('orders_move_to', undefined, { status: statusLabel(t, to) })}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The customer's "Cancelar pedido" while the order waits for payment, after a confirmation. */
function CancelOrder({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    const result = await api<Order>('POST', `/api/orders/${order.id}/cancel`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      onChanged(result.data);
      toast.success(t('orders_canceled_toast'));
    }
  };
  return (
    <section className="conta-panel">
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>{t('orders_cancel')}</button>
      <ConfirmDialog
        open={open}
        title={t('orders_cancel_confirm_title', undefined, { number: orderNumberLabel(order.number) })}
        text={t('orders_cancel_confirm_text')}
        confirmLabel={t('orders_cancel')}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
