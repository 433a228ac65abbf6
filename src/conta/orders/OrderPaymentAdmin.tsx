import { useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { isMercadoPago, orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';
import ConfirmDialog from '../form/ConfirmDialog';

type Props = { order: Order; payment: OrderPayment; onPayment: (payment: OrderPayment) => void };

const dash = (value: string | null) => value ?? '—';

/**
 * The managers' view of a Mercado Pago order on /conta/pedidos/{id}: the payment flag as a warning, every attempt with
 * Mercado Pago's raw answer, "Consultar pagamento" (POST …/payment/check) and, once paid through Mercado Pago,
 * "Estornar" after a confirmation (POST …/refund). Results are toasts; a failure shows the API's message.
 */
export default function OrderPaymentAdmin({ order, payment, onPayment }: Props) {
  const t = useT();
  const [busy, setBusy] = useState<'check' | 'refund' | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!isMercadoPago(order.payment_method) && payment.attempts.length === 0) return null;
  const refundable = (order.status === 'paid' || order.status === 'processing') && payment.attempts.some((a) => a.status === 'approved' && !a.refunded_at);
  const act = async (action: 'check' | 'refund') => {
    setBusy(action);
    const path = action === 'check' ? 'payment/check' : 'refund';
    const result = await api<OrderPayment>('POST', `/api/orders/${encodeURIComponent(order.id)}/${path}`);
    setBusy(null);
    setConfirming(false);
    if (!result.ok) return;
    onPayment(result.data);
    toast.success(t(action === 'check' ? 'orders_mp_checked' : 'orders_mp_refunded'));
  };
  return (
    <section className="conta-panel" aria-labelledby="order-mp-admin">
      <h2 id="order-mp-admin">{t('orders_mp_title')}</h2>
      {payment.flag && (
        <p className="notice notice-warning">
          <strong>{t('orders_mp_flag')}</strong> {payment.flag}
        </p>
      )}
      {payment.attempts.length === 0 ? (
        <p>{t('orders_mp_none')}</p>
      ) : (
        <div className="order-attempts-scroll">
          <table className="data-table order-attempts">
            <caption className="visually-hidden">{t('orders_mp_attempts')}</caption>
            <thead>
              <tr>
                {['id', 'method', 'status', 'amount', 'created', 'updated', 'refunded'].map((column) => (
                  <th key={column} scope="col">{t(`orders_mp_col_${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payment.attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td><code>{dash(attempt.provider_payment_id)}</code></td>
                  <td>{t(`orders_payment_${attempt.method}`)}</td>
                  <td>
                    {attempt.status}
                    {attempt.status_detail && <small className="item-address">{attempt.status_detail}</small>}
                  </td>
                  <td className="cell-nowrap">{attempt.amount_cents === null ? '—' : formatBrl(attempt.amount_cents)}</td>
                  <td className="cell-nowrap">{formatDateTime(attempt.created_at)}</td>
                  <td className="cell-nowrap">{formatDateTime(attempt.updated_at)}</td>
                  <td className="cell-nowrap">{attempt.refunded_at ? formatDateTime(attempt.refunded_at) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {payment.attempts.map((attempt) => (
        <details key={attempt.id} className="order-attempt-raw">
          <summary>{t('orders_mp_raw')} · {attempt.provider_payment_id ?? attempt.id}</summary>
          <pre>{JSON.stringify(attempt.raw, null, 2)}</pre>
        </details>
      ))}
      <div className="order-actions">
        <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void act('check')}>
          {busy === 'check' ? t('orders_mp_checking') : t('orders_mp_check')}
        </button>
        {refundable && (
          <button type="button" className="btn btn-danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('orders_mp_refund')}
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('orders_mp_refund_title', undefined, { number: orderNumberLabel(order.number) })}
        text={t('orders_mp_refund_text')}
        confirmLabel={t('orders_mp_refund')}
        busyLabel={t('orders_mp_refunding')}
        busy={busy === 'refund'}
        onConfirm={() => void act('refund')}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
