import { isMercadoPago, type OrderStatus, type PaymentMethod } from '../../../lib/shop/orders';
import type { Sql } from '../../db/client';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { closeOpenCharges } from '../payments/close-charges';
import { orderRestocked } from '../catalog/stock-alerts';
import { sendOrderMails } from '../orders/order-mail';
import { inviteToReview } from '../orders/review-invite';

/** Whether a move ends the order's use for its open charges: canceled, or paid by one of them. */
const endsCharges = (to: OrderStatus): boolean => to === 'canceled' || to === 'paid';

/**
 * What follows an order's status change once it has committed, whoever made it (the buyer, a manager, the expiry job,
 * a payment): the e-mails, and for a Mercado Pago order that was canceled or paid, its other open charges closed at
 * Mercado Pago; for a cancel (its units given back), the back-in-stock e-mails of its products' waiting alerts; for a move to
 * received, the invitation to review. None
 * can undo the change: each logs its own failures. With `later` (the platform's waitUntil) the work goes after the
 * answer.
 */
export async function orderMoved(
  sql: Sql,
  order: { id: string; method: PaymentMethod },
  from: OrderStatus | null,
  to: OrderStatus,
  later?: WaitUntil,
): Promise<void> {
  // Independent of each other, so their reads go out together (one round trip) and the work ends sooner.
  const close = isMercadoPago(order.method) && endsCharges(to)
    ? closeOpenCharges(sql, order.id).catch((error: unknown) =>
        console.error(`[orders] the open charges of order ${order.id} could not be closed:`, error),
      )
    : null;
  const alerts = to === 'canceled' ? orderRestocked(sql, order.id) : null;
  // Received: the e-mail inviting the buyer to review (once per order, see review-invite.ts).
  const invitation = to === 'received' ? inviteToReview(sql, order.id) : null;
  await afterAnswer(Promise.all([close, sendOrderMails(sql, order.id, from, to), alerts, invitation]), later);
}
