import type { OrderStatusData } from '../../../lib/schemas/order';
import { canMoveByHand, canMoveOrder, DELIVERY_STATUSES, MERCADOPAGO_METHODS, NO_DELIVERY_MOVE, ORDER_STATUSES, type OrderShipping, type OrderStatus, type PaymentMethod } from '../../../lib/shop/orders';
import { reconcileOrder } from './apply-payment';
import type { MercadoPagoClient } from '../payments/mercadopago/mercadopago-client';
import type { SessionUser } from '../../auth/sessions';
import type { Sql } from '../../db/client';
import { transaction } from '../../db/transaction';
import { HttpError, invalid, notFound } from '../../http/http-error';
import { runBudget } from '../../maintenance/run-budget';
import { trackingCodeError } from '../../../lib/shop/tracking';
import { carrierOf } from '../../../lib/shop/melhorenvio';
import { orderMoved } from './after-move';
import { ORDER_NOT_FOUND, orderRow, visibleOrderRow } from '../orders/order-read';
import { moveOrder } from '../orders/transitions';

/** Answered when a customer asks to cancel an order that is no longer waiting for payment. */
export const CANCEL_ONLY_PENDING = 'Só é possível cancelar um pedido enquanto ele aguarda o pagamento.';
/** Answered when a person asks for a move only the payment provider makes (a failed order becomes paid on its approval). */
export const PROVIDER_MOVE_ONLY = 'Só a confirmação do pagamento pelo Mercado Pago leva um pedido com falha no pagamento a pago.';

/** The statuses a customer cancels from: the order still waits for its payment. */
const CANCELABLE_BY_BUYER: readonly OrderStatus[] = ['pending', 'failed'];

/** POST /api/orders/:id/status (admin, super): a move of the transition table a person may make, then what follows. */
export async function changeOrderStatus(sql: Sql, actor: SessionUser, id: string, data: OrderStatusData): Promise<void> {
  // Every status but those the table leaves this target to the provider from (failed, for paid): the table's own 409
  // answers the moves it refuses to everyone.
  const statuses = ORDER_STATUSES.filter((from) => canMoveByHand(from, data.status) || !canMoveOrder(from, data.status));
  const onlyFrom = { statuses, message: PROVIDER_MOVE_ONLY };
  const { from, method } = await transaction(sql, async (tx) => {
    // The carrier the order was priced with (its shipping's): a code its carrier cannot take is a 422,
    // before anything moves.
    const [row] = await tx<{ payment_method: PaymentMethod; shipping: OrderShipping | null }[]>`
      select payment_method, shipping from orders where id = ${id}`;
    if (!row) throw notFound(ORDER_NOT_FOUND);
    // Nothing goes out for an order of donations only: it is never sent nor received.
    if (row.shipping === null && DELIVERY_STATUSES.includes(data.status)) throw invalid({ status: [NO_DELIVERY_MOVE] });
    const codeError = data.status === 'sent' && data.tracking_code ? trackingCodeError(data.tracking_code, row.shipping ? carrierOf(row.shipping) : null) : null;
    if (codeError) throw invalid({ tracking_code: [codeError] });
    const before = await moveOrder(tx, id, { to: data.status, by: actor.id, note: data.note, trackingCode: data.tracking_code, onlyFrom });
    return { from: before, method: row.payment_method };
  });
  await orderMoved(sql, { id, method }, from, data.status);
}

/**
 * POST /api/orders/:id/cancel: the customer cancels an own order while it waits for payment (pending, or failed and
 * not paid again); the units go back and its open charge is closed at Mercado Pago.
 */
export async function cancelOwnOrder(sql: Sql, user: SessionUser, id: string): Promise<void> {
  const row = await orderRow(sql, id);
  if (!row || row.user_id !== user.id) throw notFound(ORDER_NOT_FOUND);
  const onlyFrom = { statuses: CANCELABLE_BY_BUYER, message: CANCEL_ONLY_PENDING };
  const from = await transaction(sql, (tx) => moveOrder(tx, id, { to: 'canceled', by: user.id, note: null, onlyFrom }));
  await orderMoved(sql, { id, method: row.payment_method }, from, 'canceled');
}

/** Answered (409) when "Recebi meu pedido" is asked of an order that is not on its way. */
export const RECEIVE_ONLY_SENT = 'Só é possível confirmar o recebimento de um pedido enviado.';

/**
 * POST /api/orders/:id/received, "Recebi meu pedido": the buyer (or a manager) marks a sent order received. Someone
 * else's order is a 404 like a missing one; any status but sent is a 409 naming it, so a second click, a cancel or an
 * admin's move that landed first loses cleanly.
 */
export async function markReceived(sql: Sql, viewer: SessionUser, id: string): Promise<void> {
  const row = await visibleOrderRow(sql, id, viewer);
  const onlyFrom = { statuses: ['sent'] as const, message: RECEIVE_ONLY_SENT };
  const from = await transaction(sql, (tx) => moveOrder(tx, id, { to: 'received', by: viewer.id, note: null, onlyFrom }));
  await orderMoved(sql, { id, method: row.payment_method }, from, 'received');
}

/**
 * Reads the order's Mercado Pago payments and applies them; true when the order must stay: paid meanwhile, given a
 * later deadline by a boleto still payable, or not readable now.
 */
async function keptByPayment(sql: Sql, client: MercadoPagoClient, id: string, now: Date): Promise<boolean> {
  try {
    return (await reconcileOrder(sql, client, id)).some(
      (applied) => applied.to === 'paid' || (applied.deadline !== null && Date.parse(applied.deadline) > now.getTime()),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Mercado Pago cannot be read now: never cancel an order that may have been paid; the next run tries again.
    console.error(`[orders] order ${id} kept for now: its payment could not be read (${error.message})`);
    return true;
  }
}

/**
 * The expiry job: each order still unpaid (pending, or failed and not tried again) past its payment window is
 * canceled: the units go back, its open charge is closed, the customer is told. One order per transaction, so a
 * payment confirmed meanwhile wins cleanly (its move happens first, this one 409s). The run stops starting new orders
 * at its time budget (`runBudget`): reading Mercado Pago first may take its whole limit per order.
 */
export async function expireOrders(sql: Sql, now = new Date(), mercadoPago: MercadoPagoClient | null = null): Promise<number> {
  const due = await sql<{ id: string; payment_method: PaymentMethod }[]>`
    select id::text as id, payment_method from orders
    where status in ('pending', 'failed') and expires_at <= ${now} order by expires_at limit 500`;
  let canceled = 0;
  const { inTime } = runBudget();
  for (const [done, { id, payment_method }] of due.entries()) {
    if (!inTime()) {
      console.warn(`[orders] expiry stopped at its time budget: ${due.length - done} orders left for the next run`);
      break;
    }
    // A Mercado Pago payment is read before the timer cancels: a paid order whose notification was lost is not canceled,
    // nor one whose boleto (its notification lost too) can still be paid.
    if (mercadoPago && MERCADOPAGO_METHODS.includes(payment_method) && (await keptByPayment(sql, mercadoPago, id, now))) continue;
    let from: OrderStatus;
    try {
      from = await transaction(sql, (tx) =>
        moveOrder(tx, id, { to: 'canceled', by: null, note: 'Prazo de pagamento encerrado.', stockReason: 'expiry' }),
      );
    } catch (error) {
      // Paid or canceled meanwhile: that change won, and this order is no longer due.
      if (error instanceof HttpError && error.status === 409) continue;
      throw error;
    }
    canceled += 1;
    await orderMoved(sql, { id, method: payment_method }, from, 'canceled');
  }
  return canceled;
}
