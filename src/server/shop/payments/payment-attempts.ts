import { MERCADOPAGO_METHODS, type OrderStatus, type PaymentAttempt, type PaymentMethod, type ProviderCharge } from '../../../lib/shop/orders';
import type { Db } from '../../db/client';

type AttemptRow = Omit<PaymentAttempt, 'created_at' | 'updated_at' | 'refunded_at' | 'amount_cents'> & {
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
    select id::text as id, method, provider_payment_id, preference_id, status, status_detail, amount_cents::text as amount_cents,
      qr_code, qr_code_base64, init_point, expires_at, refunded_at, created_at, updated_at, raw
    from payments where order_id = ${orderId} order by id desc`;
}

/** An attempt as managers see it (field by field: a new column never leaks by default). */
export const toAttempt = (row: AttemptRow): PaymentAttempt => ({
  id: row.id,
  method: row.method,
  provider_payment_id: row.provider_payment_id,
  status: row.status,
  status_detail: row.status_detail,
  amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
  refunded_at: row.refunded_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  raw: row.raw,
});

/** The charge the buyer pays while the order is pending: the newest attempt still open at Mercado Pago, or null. */
export function openCharge(status: OrderStatus, method: PaymentMethod, attempts: AttemptRow[]): ProviderCharge | null {
  if (status !== 'pending' || !MERCADOPAGO_METHODS.includes(method)) return null;
  const open = attempts.find((a) => ['pending', 'in_process', 'preference'].includes(a.status) && (a.qr_code || a.init_point));
  if (!open) return null;
  return {
    status: open.status,
    qr_code: open.qr_code,
    qr_code_base64: open.qr_code_base64,
    init_point: open.init_point,
    expires_at: open.expires_at?.toISOString() ?? null,
  };
}
