import { useT } from '../../i18n/use-t';
import { ORDER_STATUS_LABELS, STYLED_STATUSES, type OrderStatus } from '../../lib/shop/orders';
import './orders.css';

/** An order's status as a badge: the spec's label, its style for pending, processing, sent, received and canceled. */
export default function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const style = STYLED_STATUSES.includes(status) ? status : 'neutral';
  return <span className={`status-badge order-badge order-badge-${style}`}>{t(`orders_status_${status}`, ORDER_STATUS_LABELS[status])}</span>;
}
