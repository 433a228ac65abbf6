import { useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { orderNumberLabel, type Order } from '../../lib/shop/orders';
import ConfirmDialog from '../form/ConfirmDialog';

/** The buyer's "Recebi meu pedido" on a sent order (POST /api/orders/:id/received), after a confirmation. */
export default function ReceivedOrder({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await api<Order>('POST', `/api/orders/${encodeURIComponent(order.id)}/received`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      onChanged(result.data);
      toast.success(t('orders_received_toast'));
    }
  };
  return (
    <section className="conta-panel">
      <p>{t('orders_received_intro')}</p>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>{t('orders_received')}</button>
      <ConfirmDialog
        open={open}
        title={t('orders_received_confirm_title', undefined, { number: orderNumberLabel(order.number) })}
        text={t('orders_received_confirm_text')}
        confirmLabel={t('orders_received')}
        busy={busy}
        busyLabel={t('orders_received_busy')}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
