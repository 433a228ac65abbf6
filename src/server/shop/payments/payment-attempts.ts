import { OPEN_CHARGE_STATUSES } from '../../../lib/shop/payment-mapping';
import { MERCADOPAGO_METHODS, type OrderStatus, type PaymentAttempt, type PaymentMethod, type ProviderCharge } from '../../../lib/shop/orders';
import type { Db } from '../../db/client';

export type AttemptRow = Omit<PaymentAttempt, 'created_at' | 'updated_at' | 'refunded_at' | 'amount_cents' | 'refundable' | 'paid_order'> & {
  amount_cents: string | null;
  preference_id: string | null;
  qr_code: string | null;
  qr_code_base64: string | null;
  init_point: string | null;
  expires_at: Date | null;
  refunded_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

/** Every Mercado Pago attempt of an order, newest first. */
export async function listAttempts(db: Db, orderId: string): Promise<AttemptRow[]> {
  return db<AttemptRow[]>`
    select id::text as id, method, attempt, provider_payment_id, preference_id, status, status_detail,
      amount_cents::text as amount_cents, qr_code, qr_code_base64, init_point, expires_at, refunded_at, close_error,
      created_at, updated_at, raw
    from payments where order_id = ${orderId} order by id desc`;
}

/**
 * An approved payment not given back that the managers may refund alone, the order's status left as it is: on a paid
 * order, any but the one that paid it (a double payment); on an unpaid order, one that could not pay it (an amount
 * that was not the total); on a canceled order, any (a canceled order keeps no money).
 */
export function isRefundable(
  row: Pick<AttemptRow, 'status' | 'refunded_at' | 'provider_payment_id'>,
  order: { status: OrderStatus; paid_payment_id: string | null },
): boolean {
  if (row.status !== 'approved' || row.refunded_at !== null || row.provider_payment_id === null) return false;
  if (order.status === 'canceled' || order.status === 'pending' || order.status === 'failed') return true;
  return order.paid_payment_id !== null && row.provider_payment_id !== order.paid_payment_id;
}

/** An attempt as managers see it (field by field: a new column never leaks by default). */
export const toAttempt = (row: AttemptRow, order: { status: OrderStatus; paid_payment_id: string | null }): PaymentAttempt => ({
  id: row.id,
  method: row.method,
  attempt: row.attempt,
  provider_payment_id: row.provider_payment_id,
  status: row.status,
  status_detail: row.status_detail,
  amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
  refunded_at: row.refunded_at?.toISOString() ?? null,
  close_error: row.close_error,
  paid_order: row.provider_payment_id !== null && row.provider_payment_id === order.paid_payment_id,
  refundable: isRefundable(row, order),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  raw: row.raw,
});

/**
 * The charge the buyer pays while the order is pending: the newest charge of the order's current attempt still open at
 * Mercado Pago, or null (a stale attempt's charge is never offered, even while its closing at Mercado Pago is retried).
 */
export function openCharge(
  order: { status: OrderStatus; payment_method: PaymentMethod; payment_attempt: number },
  attempts: AttemptRow[],
): ProviderCharge | null {
  if (order.status !== 'pending' || !MERCADOPAGO_METHODS.includes(order.payment_method)) return null;
  const open = attempts.find(
    (a) => a.attempt === order.payment_attempt && OPEN_CHARGE_STATUSES.includes(a.status) && (a.qr_code || a.init_point),
  );
  if (!open) return null;
  return {
    status: open.status,
    qr_code: open.qr_code,
    qr_code_base64: open.qr_code_base64,
    init_point: open.init_point,
    expires_at: open.expires_at?.toISOString() ?? null,
  };
}
