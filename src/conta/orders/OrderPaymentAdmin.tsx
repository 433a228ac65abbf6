import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { isMercadoPago, orderNumberLabel, type Order, type OrderPayment, type PaymentAttempt } from '../../lib/shop/orders';
import ConfirmDialog from '../form/ConfirmDialog';

type Props = { order: Order; payment: OrderPayment; onPayment: (payment: OrderPayment) => void };

const dash = (value: string | null) => value ?? '—';

/**
 * The managers' view of a Mercado Pago order on /conta/pedidos/{id}: the payment flag as a warning, every charge with
 * its attempt, which one paid the order, a closing that failed, and Mercado Pago's raw answer; "Consultar pagamento"
 * (POST …/payment/check); once paid through Mercado Pago, "Estornar" after a confirmation (POST …/refund); and on an
 * approved payment that did not pay the order (a double payment, one after a cancel) "Estornar pagamento duplicado"
 * (POST …/payment/refund-duplicate), which gives back that payment alone. Results are toasts; a failure shows the
 * API's message.
 */
export default function OrderPaymentAdmin({ order, payment, onPayment }: Props) {
  const t = useT();
  const [busy, setBusy] = useState<'check' | 'refund' | 'duplicate' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [apart, setApart] = useState<PaymentAttempt | null>(null);
  if (!isMercadoPago(order.payment_method) && payment.attempts.length === 0) return null;
  const refundable =
    (order.status === 'paid' || order.status === 'processing') &&
    payment.attempts.some((a) => a.status === 'approved' && !a.refunded_at && !a.refundable);
  const current = Math.max(0, ...payment.attempts.map((a) => a.attempt));
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
  const refundApart = async (attempt: PaymentAttempt) => {
    setBusy('duplicate');
    const body = { payment_id: attempt.id };
    const result = await api<OrderPayment>('POST', `/api/orders/${encodeURIComponent(order.id)}/payment/refund-duplicate`, { body });
    setBusy(null);
    setApart(null);
    if (!result.ok) return;
    onPayment(result.data);
    toast.success(t('orders_mp_refunded_duplicate'));
  };
  // On a paid order the payment given back apart is a double payment; on a canceled or unpaid one, just a payment.
  const apartLabel = order.status === 'canceled' || order.status === 'pending' || order.status === 'failed' ? 'orders_mp_refund_apart' : 'orders_mp_refund_duplicate';
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
                {['attempt', 'id', 'method', 'status', 'amount', 'created', 'updated', 'refunded'].map((column) => (
                  <th key={column} scope="col">{t(`orders_mp_col_${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {payment.attempts.map((attempt) => (
                <tr key={attempt.id}>
                  <td className="cell-nowrap">
                    {attempt.attempt}
                    {attempt.attempt === current && <small className="item-address">{t('orders_mp_current')}</small>}
                  </td>
                  <td>
                    <code>{dash(attempt.provider_payment_id)}</code>
                    {attempt.paid_order && <small className="item-address">{t('orders_mp_paid_order')}</small>}
                  </td>
                  <td>{t(`orders_payment_${attempt.method}`)}</td>
                  <td>
                    {attempt.status}
                    {attempt.status_detail && <small className="item-address">{attempt.status_detail}</small>}
                    {attempt.close_error && (
                      <small className="item-address" role="note">
                        <strong>{t('orders_mp_close_error')}:</strong> {attempt.close_error}
                      </small>
                    )}
                  </td>
                  <td className="cell-nowrap">{attempt.amount_cents === null ? '—' : formatBrl(attempt.amount_cents)}</td>
                  <td className="cell-nowrap">{formatDateTime(attempt.created_at)}</td>
                  <td className="cell-nowrap">{formatDateTime(attempt.updated_at)}</td>
                  <td className="cell-nowrap">
                    {attempt.refunded_at ? formatDateTime(attempt.refunded_at) : '—'}
                    {attempt.refundable && (
                      <button type="button" className="btn btn-danger order-attempt-refund" disabled={busy !== null} onClick={() => setApart(attempt)}>
                        {t(apartLabel)}
                      </button>
                    )}
                  </td>
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
      <ConfirmDialog
        open={apart !== null}
        title={t('orders_mp_refund_duplicate_title', undefined, { payment: apart?.provider_payment_id ?? '' })}
        text={t('orders_mp_refund_duplicate_text')}
        confirmLabel={t(apartLabel)}
        busyLabel={t('orders_mp_refunding')}
        busy={busy === 'duplicate'}
        onConfirm={() => apart && void refundApart(apart)}
        onClose={() => setApart(null)}
      />
    </section>
  );
}
