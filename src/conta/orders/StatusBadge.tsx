import { useT, type TFunction } from '../../client/use-t';
import { ORDER_STATUS_LABELS, STYLED_STATUSES, type OrderStatus } from '../../lib/shop/orders';
import './orders.css';

/** A status's label in the current language (the spec's PT label as the fallback). */
export const statusLabel = (t: TFunction, status: OrderStatus): string => t(`orders_status_${status}`, ORDER_STATUS_LABELS[status]);

/** An order's status as a badge: the spec's label, its style for pending, processing, sent, received and canceled. */
export default function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const style = STYLED_STATUSES.includes(status) ? status : 'neutral';
  return <span className={`status-badge order-badge order-badge-${style}`}>{statusLabel(t, status)}</span>;
}
