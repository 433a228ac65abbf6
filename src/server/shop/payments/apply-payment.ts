import { mapPayment } from '../../../lib/shop/payment-mapping';
import { MERCADOPAGO_METHODS, type OrderStatus, type PaymentMethod } from '../../../lib/shop/orders';
import type { Sql } from '../../db/client';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { HttpError } from '../../http/http-error';
import { sendOrderMails } from '../orders/order-mail';
import { moveOrder } from '../orders/transitions';
import type { MercadoPagoClient, MercadoPagoPayment } from './mercadopago/mercadopago-client';

/** What applying a payment did: the order, the status it had, and the one it moved to (null: unchanged). */
export type Applied = { orderId: string; from: OrderStatus; to: OrderStatus | null; flag: string | null };

type OrderLock = { id: string; status: OrderStatus; total_cents: number; payment_method: PaymentMethod };

/**
 * Applies a payment read from Mercado Pago (never a notification's body) to the order of its external_reference:
 * stores it (one row per provider id), then, under the order's row lock, moves the order as mapPayment says through
 * moveOrder. Repeated or concurrent calls are harmless: the second finds the order already moved and maps to nothing;
 * an order never moves backwards. Null when the reference names no Mercado Pago order. The e-mails of a move go
 * through `later` when given (after the answer), else before returning.
 */
export async function applyMercadoPagoPayment(
  sql: Sql,
  payment: MercadoPagoPayment & { raw?: Record<string, unknown> },
  later?: WaitUntil,
): Promise<Applied | null> {
  const reference = payment.external_reference ?? '';
  if (!/^\d{1,18}$/.test(reference)) return null;
  const applied = await sql.begin(async (tx): Promise<Applied | null> => {
    const [order] = await tx<OrderLock[]>`
      select id::text as id, status, total_cents, payment_method from orders where id = ${reference} for update`;
    if (!order || !MERCADOPAGO_METHODS.includes(order.payment_method)) return null;
    await tx`
      insert into payments (order_id, provider, method, provider_payment_id, status, status_detail, amount_cents, raw)
      values (${order.id}, 'mercadopago', ${order.payment_method}, ${payment.id}, ${payment.status}, ${payment.status_detail},
        ${payment.amount_cents}, ${tx.json(JSON.parse(JSON.stringify(payment.raw ?? payment)))})
      on conflict (provider, provider_payment_id) do update set status = excluded.status,
        status_detail = excluded.status_detail, amount_cents = excluded.amount_cents, raw = excluded.raw, updated_at = now()`;
    const effect = mapPayment(order.status, order.total_cents, payment);
    if (effect.flag) await tx`update orders set payment_flag = ${effect.flag}, updated_at = now() where id = ${order.id}`;
    if (effect.refund) {
      await tx`update payments set refunded_at = coalesce(refunded_at, now())
        where provider = 'mercadopago' and provider_payment_id = ${payment.id}`;
    }
    if (!effect.move) return { orderId: order.id, from: order.status, to: null, flag: effect.flag };
    const note = `Mercado Pago: pagamento ${payment.id} ${payment.status}.`;
    await moveOrder(tx, order.id, { to: effect.move, by: null, note });
    return { orderId: order.id, from: order.status, to: effect.move, flag: effect.flag };
  });
  if (applied?.to) {
    // The change has committed: its e-mails may go after the answer (sendOrderMails logs its own failures).
    await afterAnswer(sendOrderMails(sql, applied.orderId, applied.from, applied.to), later);
  }
  return applied;
}

/** Reads every Mercado Pago payment of an order (oldest first) and applies each: "Consultar pagamento". */
export async function reconcileOrder(sql: Sql, client: MercadoPagoClient, orderId: string): Promise<Applied[]> {
  const payments = await client.searchPayments(orderId);
  const applied: Applied[] = [];
  for (const payment of [...payments].reverse()) {
    const result = await applyMercadoPagoPayment(sql, payment);
    if (result) applied.push(result);
  }
  return applied;
}

/**
 * The scheduled reconciliation: the Mercado Pago orders of the last 2 days still waiting (pending or failed) are read
 * from the provider and the same mapping applied, so a lost notification is caught at the next run. One order's
 * failure (the provider down) is logged and the others still run. Answers how many orders changed.
 */
export async function reconcileMercadoPago(sql: Sql, client: MercadoPagoClient, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 2 * 86_400_000);
  const waiting = await sql<{ id: string }[]>`
    select id::text as id from orders
    where payment_method in ${sql(MERCADOPAGO_METHODS)} and status in ('pending', 'failed') and created_at >= ${since}
    order by created_at limit 500`;
  let changed = 0;
  for (const { id } of waiting) {
    try {
      changed += (await reconcileOrder(sql, client, id)).filter((a) => a.to !== null).length;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      console.error(`[payments] reconciliation of order ${id} failed: ${error.message}`);
    }
  }
  return changed;
}
