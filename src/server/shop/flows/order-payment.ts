import { MERCADOPAGO_METHODS, type OrderPayment } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { together } from '../../db/together';
import { listAttempts, openCharge, orderPaidWith, toAttempt, waitingBoleto } from '../payments/payment-attempts';
import { orderPixCode } from '../payments/pix-code';
import { getShopConfig } from '../config/shop-settings';
import { managesOrders } from '../orders/order-access';
import { orderRow, visibleTo } from '../orders/order-read';

/**
 * GET /api/orders/:id/payment: the buyer's own order (another's is a 404) or any order for a manager: the Pix code of
 * Pix / transferência, the open Mercado Pago charge, whether paying again is possible, and for managers the flag and
 * every attempt with Mercado Pago's answers. One round trip: the order, whether the viewer manages orders, its
 * attempts and the shop's settings are read together (the attempts of an order the viewer may not see are dropped).
 */
export async function getOrderPayment(db: Db, id: string, viewer: SessionUser): Promise<OrderPayment> {
  const [read, manager, attempts, shop] = await together(orderRow(db, id), managesOrders(db, viewer), listAttempts(db, id), getShopConfig(db));
  const row = visibleTo(read, viewer, manager);
  const pending = row.status === 'pending';
  const charge = openCharge(row, attempts);
  const providerWaiting = pending && MERCADOPAGO_METHODS.includes(row.payment_method) && charge === null;
  return {
    method: row.payment_method,
    status: row.status,
    amount_cents: row.total_cents,
    instructions: pending || manager ? row.payment_instructions : null,
    expires_at: pending ? (row.expires_at?.toISOString() ?? null) : null,
    pix: await orderPixCode(row, shop),
    mercadopago: charge,
    can_retry: row.status === 'failed' || providerWaiting,
    flag: manager ? row.payment_flag : null,
    attempts: manager ? attempts.map((attempt) => toAttempt(attempt, row)) : [],
    boleto: waitingBoleto(row, attempts),
    paid_with: orderPaidWith(row, attempts),
  };
}
