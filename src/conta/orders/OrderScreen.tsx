import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { isManager } from '../../lib/roles';
import { shippingLabel } from '../../lib/shop/melhorenvio';
import { orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';
import { orderTracking } from '../../lib/shop/tracking';
import { whatsappUrl } from '../../lib/whatsapp';
import { useConta } from '../conta-context';
import { Link } from '../router';
import Screen from '../screens/Screen';
import BuyerOrderAction from './BuyerOrderAction';
import OrderBoletoPanel from './OrderBoletoPanel';
import OrderCustomerPanel from './OrderCustomerPanel';
import OrderMercadoPagoPanel from './OrderMercadoPagoPanel';
import OrderPaymentAdmin from './OrderPaymentAdmin';
import OrderPixPanel from './OrderPixPanel';
import OrderReviews from './OrderReviews';
import OrderStatusActions from './OrderStatusActions';
import StatusBadge, { statusLabel } from './StatusBadge';
import { useOrderPayment } from './use-order-payment';
import '../admin.css';

type Loaded = { state: 'loading' } | { state: 'failed'; status: number } | { state: 'done'; order: Order };

const cepText = (cep: string) => cep.replace(/^(\d{5})(\d{3})$/, '$1-$2');

/**
 * /conta/pedidos/:id: the order as bought (items, address, shipping, totals), how to pay while pending (the Pix code
 * and QR of the shop's own key or of Mercado Pago, the card link, the instructions), the tracking code once sent and
 * the history. The customer may cancel while the order waits for payment (pending or failed); admin and super get only the buttons of the moves the
 * transition table allows, a tracking code for "sent", an internal note and the Mercado Pago attempts, "Consultar
 * pagamento" and "Estornar".
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
  // Read again when the payment moved it (a webhook, a refund): the order shown stays until the new one arrives.
  const reread = useCallback(async (): Promise<Order | null> => {
    const result = await api<Order>('GET', `/api/orders/${encodeURIComponent(id)}`, { cache: 'no-store', quiet: true });
    if (!result.ok) return null;
    setLoaded({ state: 'done', order: result.data });
    return result.data;
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
  return (
    <OrderView order={loaded.order} manager={manager} onChanged={(next) => setLoaded({ state: 'done', order: next })} reread={reread}>
      {back}
    </OrderView>
  );
}

type ViewProps = { order: Order; manager: boolean; onChanged: (order: Order) => void; reread: () => Promise<Order | null>; children: ReactNode };

/**
 * The loaded order. Its payment is read every 5 s while pending; when it moved (Mercado Pago's webhook confirmed it)
 * the order is read again, the badge changes without a reload and a polite live region says the new status.
 */
function OrderView({ order, manager, onChanged, reread, children }: ViewProps) {
  const t = useT();
  const { settings } = useConta();
  const [announced, setAnnounced] = useState('');
  const [payment, setPayment] = useOrderPayment(order, () => {
    void reread().then((next) => {
      if (next && next.status !== order.status) setAnnounced(t('orders_status_now', undefined, { status: statusLabel(t, next.status) }));
    });
  });
  const paymentChanged = (next: OrderPayment) => {
    setPayment(next);
    if (next.status !== order.status) void reread();
  };
  const number = orderNumberLabel(order.number);
  const tracking = orderTracking(order);
  // The buyer's way to the shop about this order, when the site has a WhatsApp number.
  const whatsapp =
    !manager && settings?.whatsapp ? whatsappUrl(settings.whatsapp, t('whatsapp_order_message', undefined, { number })) : null;

  return (
    <Screen title={t('orders_title', undefined, { number })}>
      <p className="conta-lead">
        <StatusBadge status={order.status} /> {t('orders_placed_on', undefined, { date: formatDateTime(order.created_at) })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">{announced}</p>
      <div className="order-detail">
        <div>
          <section className="conta-panel" aria-labelledby="order-items">
            <h2 id="order-items">{t('orders_items')}</h2>
            <ul className="order-items">
              {order.items.map((item, index) => (
                <li key={index}>
                  <span>
                    {item.kind === 'donation' && `${t('orders_donation')}: `}
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
              {order.coupon && order.coupon.kind === 'free_shipping' && (
                <>
                  <dt>{t('orders_free_shipping', undefined, { code: order.coupon.code })}</dt>
                  <dd>{formatBrl(0)}</dd>
                </>
              )}
              {order.coupon && order.coupon.kind !== 'free_shipping' && (
                <>
                  <dt>{t('orders_discount', undefined, { code: order.coupon.code })}</dt>
                  <dd>-{formatBrl(order.discount_cents)}</dd>
                </>
              )}
              <dt>{t('orders_total')}</dt>
              <dd><strong>{formatBrl(order.total_cents)}</strong></dd>
            </dl>
          </section>
          <OrderPixPanel order={order} payment={payment} />
          <OrderBoletoPanel payment={payment} />
          <OrderMercadoPagoPanel order={order} payment={payment} onPayment={paymentChanged} />
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
                {order.shipping ? shippingLabel(order.shipping) : t('orders_no_delivery')}
                {order.shipping?.days != null && ` · ${t('orders_shipping_days', undefined, { days: order.shipping.days })}`}
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
              {payment?.paid_with && (
                <>
                  <dt>{t('orders_paid_with')}</dt>
                  <dd>{t(`orders_paid_${payment.paid_with.kind}`, undefined, { n: payment.paid_with.installments ?? 1 })}</dd>
                </>
              )}
              {tracking && (
                <>
                  <dt>{t('orders_tracking')}</dt>
                  <dd>
                    <code>{tracking.code}</code>{' '}
                    <a href={tracking.url} target="_blank" rel="noopener noreferrer">
                      {t('orders_track', undefined, { site: tracking.site })}
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
          {manager && <OrderCustomerPanel order={order} />}
          {manager && payment && <OrderPaymentAdmin order={order} payment={payment} onPayment={paymentChanged} />}
          {manager ? <OrderStatusActions order={order} onChanged={onChanged} /> : (order.status === 'pending' || order.status === 'failed') && <BuyerOrderAction order={order} action="cancel" onChanged={onChanged} />}
          {!manager && order.status === 'sent' && <BuyerOrderAction order={order} action="received" onChanged={onChanged} />}
          {whatsapp && (
            <p className="conta-actions">
              <a className="btn btn-secondary" id="order-whatsapp" href={whatsapp} target="_blank" rel="noopener">
                {t('whatsapp_order')} <span className="visually-hidden">{t('opens_in_new_tab')}</span>
              </a>
            </p>
          )}
          {!manager && <OrderReviews order={order} />}
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
      {children}
    </Screen>
  );
}
