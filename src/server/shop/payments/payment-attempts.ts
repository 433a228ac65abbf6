import { OPEN_CHARGE_STATUSES, paidWith, type PaidWith } from '../../../lib/shop/payment-mapping';
import { MERCADOPAGO_METHODS, type OrderStatus, type PaymentAttempt, type PaymentMethod, type ProviderCharge } from '../../../lib/shop/orders';
import { isHttpUrl } from '../../../lib/safe-url';
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
  payment_type: string | null;
  installments: number | null;
  resource_url: string | null;
};

/** Every Mercado Pago attempt of an order, newest first. */
export async function listAttempts(db: Db, orderId: string): Promise<AttemptRow[]> {
  return db<AttemptRow[]>`
    select id::text as id, method, attempt, provider_payment_id, preference_id, status, status_detail,
      amount_cents::text as amount_cents, qr_code, qr_code_base64, init_point, expires_at, refunded_at, close_error,
      created_at, updated_at, raw, payment_type, installments, resource_url
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

/**
 * The boleto the buyer pays while the order is unpaid: the newest one issued and waiting
 * (pending_waiting_payment) with an http(s) page and a due date, of any attempt (money is money), or null.
 */
export function waitingBoleto(order: { status: OrderStatus }, attempts: AttemptRow[]): { url: string; due_at: string } | null {
  if (order.status !== 'pending' && order.status !== 'failed') return null;
  const boleto = attempts.find(
    (a) =>
      a.payment_type === 'ticket' && a.status === 'pending' && a.status_detail === 'pending_waiting_payment' &&
      a.expires_at !== null && a.resource_url !== null && isHttpUrl(a.resource_url),
  );
  return boleto ? { url: boleto.resource_url as string, due_at: (boleto.expires_at as Date).toISOString() } : null;
}

/** How a paid order was paid: from the payment that paid it (null before it is paid, or when another way paid it). */
export function orderPaidWith(
  order: { status: OrderStatus; payment_method: PaymentMethod; paid_payment_id: string | null },
  attempts: AttemptRow[],
): PaidWith | null {
  if (!['paid', 'processing', 'sent', 'received'].includes(order.status) || order.paid_payment_id === null) return null;
  const paying = attempts.find((a) => a.provider_payment_id === order.paid_payment_id);
  return paying ? paidWith(paying.payment_type, paying.installments, order.payment_method) : null;
}
