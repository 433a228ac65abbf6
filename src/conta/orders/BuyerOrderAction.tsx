import { useState } from 'react';
import toast from '../../client/lazy-toast';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import { orderNumberLabel, type Order } from '../../lib/shop/orders';
import ConfirmDialog from '../form/ConfirmDialog';

/** The buyer's actions on their order: its path under /api/orders/:id/, its labels and its button's style. */
const ACTIONS = {
  // "Cancelar pedido" while the order waits for payment (pending or failed).
  cancel: {
    label: 'orders_cancel',
    intro: null,
    title: 'orders_cancel_confirm_title',
    text: 'orders_cancel_confirm_text',
    busy: 'orders_cancel_busy',
    done: 'orders_canceled_toast',
    style: 'btn-danger',
  },
  // "Recebi meu pedido" on a sent order.
  received: {
    label: 'orders_received',
    intro: 'orders_received_intro',
    title: 'orders_received_confirm_title',
    text: 'orders_received_confirm_text',
    busy: 'orders_received_busy',
    done: 'orders_received_toast',
    style: 'btn-primary',
  },
} as const;

/** A buyer's action on their order (POST /api/orders/:id/{action}) after a confirmation; the order answered replaces it. */
export default function BuyerOrderAction({ order, action, onChanged }: { order: Order; action: keyof typeof ACTIONS; onChanged: (order: Order) => void }) {
  const t = useT();
  const labels = ACTIONS[action];
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await api<Order>('POST', `/api/orders/${encodeURIComponent(order.id)}/${action}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      onChanged(result.data);
      toast.success(t(labels.done));
    }
  };
  return (
    <section className="conta-panel">
      {labels.intro && <p>{t(labels.intro)}</p>}
      <button type="button" className={`btn ${labels.style}`} onClick={() => setOpen(true)}>{t(labels.label)}</button>
      <ConfirmDialog
        open={open}
        title={t(labels.title, undefined, { number: orderNumberLabel(order.number) })}
        text={t(labels.text)}
        confirmLabel={t(labels.label)}
        busy={busy}
        busyLabel={t(labels.busy)}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
