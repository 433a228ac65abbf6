import { useEffect, useRef, useState } from 'react';
import { api } from '../../client/api-client';
import type { Order, OrderPayment, OrderStatus } from '../../lib/shop/orders';

/** How often a pending order's payment is read again (Mercado Pago's confirmation arrives by webhook meanwhile). */
export const PAYMENT_POLL_MS = 5000;

/**
 * GET /api/orders/:id/payment for the order page, read again every 5 s while the order is pending and the tab is
 * visible (stopped when hidden, resumed with a read when shown, stopped on unmount). When the payment's status is no
 * longer the order's, `onStatusChange` is called so the screen re-reads the order.
 */
export function useOrderPayment(order: Order, onStatusChange: (status: OrderStatus) => void) {
  const [payment, setPayment] = useState<OrderPayment | null>(null);
  const changed = useRef(onStatusChange);
  changed.current = onStatusChange;
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const url = `/api/orders/${encodeURIComponent(order.id)}/payment`;
    const read = async (quiet: boolean) => {
      const result = await api<OrderPayment>('GET', url, { cache: 'no-store', quiet });
      if (!live || !result.ok) return;
      setPayment(result.data);
      if (result.data.status !== order.status) changed.current(result.data.status);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible') timer = window.setInterval(() => void read(true), PAYMENT_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      void read(true);
      start();
    };
    void read(false);
    if (order.status === 'pending') {
      start();
      document.addEventListener('visibilitychange', onVisibility);
    }
    return () => {
      live = false;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [order.id, order.status]);
  return [payment, setPayment] as const;
}
