import { useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { orderNumberLabel, type Order } from '../../lib/shop/orders';
import ConfirmDialog from '../form/ConfirmDialog';

/** The customer's "Cancelar pedido" while the order waits for payment, after a confirmation. */
export default function CancelOrder({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
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
