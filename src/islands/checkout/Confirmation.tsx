import { useEffect, useState } from 'react';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { formatSiteDateTime } from '../../lib/site-time';
import { orderNumberLabel, type Order } from '../../lib/shop/orders';
import { authed } from './checkout-api';

/**
 * After the order: its number, what to do to pay and a link to it in "Meus pedidos". Reloading the page (its
 * address carries ?pedido={id}) reads the order again through GET /api/orders/:id.
 */
export function Confirmation({ id, placed }: { id: string; placed: Order | null }) {
  const [order, setOrder] = useState<Order | null>(placed);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (placed) return;
    void authed<Order>('GET', `/api/orders/${encodeURIComponent(id)}`).then((result) => (result.ok ? setOrder(result.data) : setFailed(true)));
  }, [id, placed]);
  if (failed) return <p className="form-failure" role="alert">{t('checkout_error')} <a href="/conta/pedidos">{t('checkout_done_view')}</a></p>;
  if (!order) return <p role="status">{t('checkout_loading')}</p>;
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-title">
      <h2 id="checkout-done-title" tabIndex={-1}>{t('checkout_done_title', { number: orderNumberLabel(order.number) })}</h2>
      <p>{t('checkout_done_intro', { email: order.customer.email })}</p>
      {order.status === 'pending' && order.payment_instructions && (
        <div className="checkout-pay">
          <h3>{t('checkout_done_pay')}</h3>
          <p className="checkout-instructions">{order.payment_instructions}</p>
          {order.expires_at && <p>{t('checkout_done_deadline', { date: formatSiteDateTime(order.expires_at) })}</p>}
        </div>
      )}
      <p className="checkout-done-actions">
        <a className="btn btn-primary" href={`/conta/pedidos/${order.id}`}>{t('checkout_done_view')}</a>
        <a className="btn btn-secondary" href="/loja">{t('checkout_done_shop')}</a>
      </p>
    </section>
  );
}
