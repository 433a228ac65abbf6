import { OPEN_CHARGE_STATUSES } from '../../../lib/shop/payment-mapping';
import { isMercadoPago, type OrderStatus, type PaymentMethod } from '../../../lib/shop/orders';
import type { Sql } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { shopMercadoPago } from './mercadopago/mercadopago-account';
import type { MercadoPagoClient } from './mercadopago/mercadopago-client';

// Charges end with their orders: once an order is canceled, or paid by one of its charges, every other
// charge still payable at Mercado Pago is closed there (a Pix payment cancelled, a Checkout Pro page expired), so no
// money can arrive for units that were given back and sold again. Closing happens after the order's change has
// committed and never undoes or blocks it: a failure is kept on the charge (shown to the managers) and the
// reconciliation tries again.

type OpenRow = { id: string; method: PaymentMethod; provider_payment_id: string | null; preference_id: string | null; status: string };

/** Whether an order in this status has no use for its open charges (the paying one excepted). */
const ENDED: readonly OrderStatus[] = ['canceled', 'paid', 'processing', 'sent', 'received'];

/** What is kept on a charge whose closing failed (in Portuguese: the managers read it on the order). */
export const closeFailed = (message: string): string => `Não foi possível encerrar esta cobrança no Mercado Pago: ${message}`;

/** Closes one charge at Mercado Pago: a Pix payment is cancelled, a preference's page expires. */
async function closeAtProvider(client: MercadoPagoClient, row: OpenRow): Promise<void> {
  if (row.provider_payment_id) await client.cancelPayment(row.provider_payment_id);
  else if (row.preference_id) await client.closePreference(row.preference_id);
}

/**
 * Closes the open charges of an order that has ended (canceled, or paid: the payment that paid it is kept). Answers
 * how many were closed. `client` defaults to the shop's account; without one nothing can be closed (nothing was
 * created either). Errors of Mercado Pago are kept on the charge and logged, never thrown.
 */
export async function closeOpenCharges(sql: Sql, orderId: string, client?: MercadoPagoClient | null): Promise<number> {
  const rows = await sql<(OpenRow & { order_status: OrderStatus; paid_payment_id: string | null; order_method: PaymentMethod })[]>`
    select p.id::text as id, p.method, p.provider_payment_id, p.preference_id, p.status, o.status as order_status,
      o.paid_payment_id, o.payment_method as order_method
    from orders o join payments p on p.order_id = o.id
    where o.id = ${orderId} and p.closed_at is null and p.status in ${sql(OPEN_CHARGE_STATUSES)}
    order by p.id`;
  const open = rows.filter(
    (row) =>
      ENDED.includes(row.order_status) &&
      isMercadoPago(row.order_method) &&
      (row.provider_payment_id === null || row.provider_payment_id !== row.paid_payment_id),
  );
  if (open.length === 0) return 0;
  const mp = client === undefined ? await shopMercadoPago(sql) : client;
  if (!mp) return 0;
  let closed = 0;
  for (const row of open) {
    try {
      await closeAtProvider(mp, row);
      const status = row.provider_payment_id ? 'cancelled' : 'closed';
      await sql`update payments set status = ${status}, closed_at = now(), close_error = null, updated_at = now() where id = ${row.id}`;
      closed += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      console.error(`[payments] charge ${row.id} of order ${orderId} could not be closed at Mercado Pago: ${error.message}`);
      await sql`update payments set close_error = ${closeFailed(error.message)}, updated_at = now() where id = ${row.id}`;
    }
  }
  return closed;
}

/** The orders whose closing failed before (for the reconciliation to try again), oldest first. */
export async function ordersWithChargesToClose(sql: Sql): Promise<string[]> {
  const rows = await sql<{ order_id: string }[]>`
    select distinct order_id::text as order_id from payments
    where closed_at is null and close_error is not null and status in ${sql(OPEN_CHARGE_STATUSES)} order by 1 limit 500`;
  return rows.map((row) => row.order_id);
}
