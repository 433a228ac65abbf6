import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { MercadoPagoCharge } from '../../islands/checkout/MercadoPagoCharge';
import { formatBrl } from '../../lib/money';
import { isMercadoPago, orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';
import { useCopiedToast } from './OrderPixPanel';

type Props = { order: Order; payment: OrderPayment | null; onPayment: (payment: OrderPayment) => void };

/**
 * How to pay a Mercado Pago order on /conta/pedidos/{id}: the open charge's Pix QR and code, or the link to pay by card
 * at Mercado Pago, while pending; "Tentar pagar novamente" (POST /api/orders/:id/payment/retry) when the charge could
 * not be started or the payment failed.
 */
export default function OrderMercadoPagoPanel({ order, payment, onPayment }: Props) {
  const t = useT();
  const copied = useCopiedToast();
  const [retrying, setRetrying] = useState(false);
  if (!payment || !isMercadoPago(order.payment_method)) return null;
  const charge = order.status === 'pending' ? payment.mercadopago : null;
  if (!charge && !payment.can_retry) return null;
  const retry = async () => {
    setRetrying(true);
    const result = await api<OrderPayment>('POST', `/api/orders/${encodeURIComponent(order.id)}/payment/retry`);
    setRetrying(false);
    if (!result.ok) return;
    onPayment(result.data);
    toast.success(t('orders_mp_retried'));
  };
  return (
    <section className="conta-panel pix-code" aria-labelledby="order-mp">
      <h2 id="order-mp">{t(charge?.qr_code ? 'orders_pix_title' : 'orders_how_to_pay')}</h2>
      <MercadoPagoCharge
        id="order-mp"
        payment={{ ...payment, mercadopago: charge }}
        qrAlt={t('orders_pix_qr_alt', undefined, { amount: formatBrl(payment.amount_cents), number: orderNumberLabel(order.number) })}
        t={(key) => t(key)}
        onCopied={copied}
        retrying={retrying}
        onRetry={() => void retry()}
      />
    </section>
  );
}
