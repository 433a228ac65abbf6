import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { manualMoves, type Order, type OrderStatus } from '../../lib/shop/orders';
import TextField from '../form/TextField';
import { statusLabel } from './StatusBadge';

/** The manager's moves: one button per status a person may move the order to from here, a tracking code for "sent". */
export default function OrderStatusActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const t = useT();
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // An order of donations only has no shipping: nothing to send.
  const moves = manualMoves(order.status, order.shipping !== null);
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
