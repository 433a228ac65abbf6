import { useEffect, useState } from 'react';
import { svgImageSource } from '../../client/pix-code';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { toastLater } from '../../client/toast-later';
import { formatBrl } from '../../lib/money';
import { formatDateTime } from '../../lib/date-time';
import { orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';
import { authed } from './checkout-api';
import { MercadoPagoCharge } from './MercadoPagoCharge';
import { PixCode } from './PixCode';

const copied = (ok: boolean) => toastLater(t(ok ? 'orders_pix_copied' : 'orders_pix_copy_failed'), ok ? 'success' : 'error');

/**
 * After the order: its number, what to do to pay (the Pix code and QR of GET /api/orders/:id/payment when the shop
 * has its own key, Mercado Pago's Pix or the link to pay by card there, the instructions) and a link to it in
 * "Meus pedidos". Reloading the page (its address carries ?pedido={id}) reads the order again through GET /api/orders/:id.
 */
export function Confirmation({ id, placed }: { id: string; placed: Order | null }) {
  const [order, setOrder] = useState<Order | null>(placed);
  const [failed, setFailed] = useState(false);
  const [payment, setPayment] = useState<OrderPayment | null>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (placed) return;
    void authed<Order>('GET', `/api/orders/${encodeURIComponent(id)}`).then((result) => (result.ok ? setOrder(result.data) : setFailed(true)));
  }, [id, placed]);
  useEffect(() => {
    // Without it the instructions still show; a failure here is told by the order screen's own fetch.
    void authed<OrderPayment>('GET', `/api/orders/${encodeURIComponent(id)}/payment`).then((result) => {
      if (result.ok) setPayment(result.data);
      else console.warn(`[checkout] the payment of order ${id} could not be read:`, result.error.message);
    });
  }, [id]);
  const retry = async () => {
    setRetrying(true);
    const result = await authed<OrderPayment>('POST', `/api/orders/${encodeURIComponent(id)}/payment/retry`);
    setRetrying(false);
    if (result.ok) {
      setPayment(result.data);
      toastLater(t('orders_mp_retried'), 'success');
    } else {
      toastLater(result.error.status === 0 ? t('network_error') : result.error.message, 'error');
    }
  };
  const pix = payment?.pix ?? null;
  const mercadoPago = payment && (payment.mercadopago || payment.can_retry) ? payment : null;
  if (failed) return <p className="form-failure" role="alert">{t('checkout_error')} <a href="/conta/pedidos">{t('checkout_done_view')}</a></p>;
  if (!order) return <p role="status">{t('checkout_loading')}</p>;
  const qrAlt = t('orders_pix_qr_alt', { amount: formatBrl(order.total_cents), number: orderNumberLabel(order.number) });
  return (
    <section className="checkout-done" aria-labelledby="checkout-done-title">
      <h2 id="checkout-done-title" tabIndex={-1}>{t('checkout_done_title', { number: orderNumberLabel(order.number) })}</h2>
      <p>{t('checkout_done_intro', { email: order.customer.email })}</p>
      {order.status === 'pending' && (order.payment_instructions || pix || mercadoPago) && (
        <div className="checkout-pay">
          <h3>{t('checkout_done_pay')}</h3>
          {pix && (
            <div className="pix-code">
              <h4>{t('orders_pix_title')}</h4>
              <PixCode id="pix" code={pix.copia_e_cola} qrSrc={svgImageSource(pix.qr_svg)} qrAlt={qrAlt} intro={t('orders_pix_intro')} t={t} onCopied={copied} />
            </div>
          )}
          {mercadoPago && (
            <div className="pix-code">
              {mercadoPago.mercadopago?.qr_code && <h4>{t('orders_pix_title')}</h4>}
              <MercadoPagoCharge id="mp-pix" payment={mercadoPago} qrAlt={qrAlt} t={t} onCopied={copied} retrying={retrying} onRetry={() => void retry()} />
            </div>
          )}
          {order.payment_instructions && <p className="checkout-instructions">{order.payment_instructions}</p>}
          {order.expires_at && <p>{t('checkout_done_deadline', { date: formatDateTime(order.expires_at) })}</p>}
        </div>
      )}
      {/* A zero total is paid as it is made (nothing to pay, no code). */}
      {order.total_cents === 0 && <p>{t('checkout_done_nothing_to_pay')}</p>}
      <p className="checkout-done-actions">
        <a className="btn btn-primary" href={`/conta/pedidos/${order.id}`}>{t('checkout_done_view')}</a>
        <a className="btn btn-secondary" href="/loja">{t('checkout_done_shop')}</a>
      </p>
    </section>
  );
}
