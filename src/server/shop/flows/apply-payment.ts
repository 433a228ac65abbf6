import { isId } from '../../../lib/ids';
import { decidePayment, OPEN_CHARGE_STATUSES } from '../../../lib/shop/payment-mapping';
import { MERCADOPAGO_METHODS, type OrderStatus, type PaymentMethod } from '../../../lib/shop/orders';
import type { Sql } from '../../db/client';
import { together } from '../../db/together';
import { transaction } from '../../db/transaction';
import { afterAnswer, type WaitUntil } from '../../http/route';
import { HttpError } from '../../http/http-error';
import { runBudget } from '../../maintenance/run-budget';
import { orderMoved } from './after-move';
import { sendBoletoMail } from '../orders/order-mail';
import { moveOrder } from '../orders/transitions';
import { closeOpenCharges, ordersWithChargesToClose } from '../payments/close-charges';
import type { MercadoPagoClient, MercadoPagoPayment } from '../payments/mercadopago/mercadopago-client';

/**
 * What applying a payment did: the order, the status it had, the one it moved to (null: unchanged), and the deadline
 * a boleto still payable gives it (null: unchanged).
 */
export type Applied = { orderId: string; from: OrderStatus; to: OrderStatus | null; flag: string | null; deadline: string | null };

type OrderLock = {
  id: string;
  status: OrderStatus;
  total_cents: number;
  payment_method: PaymentMethod;
  payment_attempt: number;
  paid_payment_id: string | null;
};

/**
 * Applies a payment read from Mercado Pago (never a notification's body) to the order of its external_reference:
 * under the order's row lock, stores it (one row per provider id, keeping the attempt it was first stored with; a new
 * one takes the attempt of its metadata, else the order's current attempt), then does what decidePayment answers:
 * the move through moveOrder, the flag, the paying payment, the refund mark. Repeated or concurrent calls are
 * harmless: the second finds the order already moved and decides nothing new. Null when the reference names no
 * Mercado Pago order. What follows a move (the e-mails, closing the order's other charges) goes through `later` when
 * given (after the answer), else before returning.
 */
export async function applyMercadoPagoPayment(
  sql: Sql,
  payment: MercadoPagoPayment & { raw?: Record<string, unknown> },
  later?: WaitUntil,
): Promise<Applied | null> {
  const reference = payment.external_reference ?? '';
  // The order's id as the charge was made with it (mercadopago-actions.ts); anything else names no order of ours.
  if (!isId(reference)) return null;
  const due = payment.expires_at ? new Date(payment.expires_at) : null;
  const expiresAt = due && !Number.isNaN(due.getTime()) ? due : null;
  const applied = await transaction(sql, async (tx): Promise<(Applied & { method: PaymentMethod; closeCharges: boolean; boleto: boolean }) | null> => {
    // The order locked and the payment stored in one statement (it goes out with the transaction's begin).
    const [order] = await tx<(OrderLock & { stored_attempt: number | null })[]>`
      with o as (
        select id, status, total_cents, payment_method, payment_attempt, paid_payment_id from orders
        where id = ${reference} for update),
      stored as (
        insert into payments (order_id, provider, method, provider_payment_id, status, status_detail, amount_cents, attempt,
          payment_type, installments, resource_url, expires_at, raw)
        select o.id, 'mercadopago', o.payment_method, ${payment.id}, ${payment.status}, ${payment.status_detail},
          ${payment.amount_cents},
          -- The attempt of its metadata when the order has reached it, else the order's current attempt.
          case when ${payment.attempt}::integer <= o.payment_attempt then ${payment.attempt}::integer else o.payment_attempt end,
          ${payment.type}, ${payment.installments}, ${payment.resource_url}, ${expiresAt},
          ${tx.json(JSON.parse(JSON.stringify(payment.raw ?? payment)))}
        from o where o.payment_method in ${tx(MERCADOPAGO_METHODS)}
        on conflict (provider, provider_payment_id) do update set status = excluded.status,
          status_detail = excluded.status_detail, amount_cents = excluded.amount_cents, raw = excluded.raw,
          payment_type = coalesce(excluded.payment_type, payments.payment_type),
          installments = coalesce(excluded.installments, payments.installments),
          resource_url = coalesce(excluded.resource_url, payments.resource_url),
          expires_at = coalesce(excluded.expires_at, payments.expires_at), updated_at = now()
        returning attempt)
      select o.id::text as id, o.status, o.total_cents, o.payment_method, o.payment_attempt, o.paid_payment_id,
        (select attempt from stored) as stored_attempt
      from o`;
    if (!order || !MERCADOPAGO_METHODS.includes(order.payment_method) || order.stored_attempt === null) return null;
    const decision = decidePayment(
      { status: order.status, total_cents: order.total_cents, method: order.payment_method, attempt: order.payment_attempt, paid_payment_id: order.paid_payment_id },
      {
        id: payment.id,
        status: payment.status,
        amount_cents: payment.amount_cents,
        attempt: order.stored_attempt,
        type: payment.type,
        status_detail: payment.status_detail,
        expires_at: expiresAt?.toISOString() ?? null,
      },
    );
    // Charges to close once committed: the others of a paid order, or this one when it is still open on an ended order.
    const ended = !['pending', 'failed'].includes(decision.move ?? order.status);
    const closeCharges = decision.closeOthers || (ended && OPEN_CHARGE_STATUSES.includes(payment.status));
    const result = {
      orderId: order.id,
      from: order.status,
      to: decision.move,
      flag: decision.flag,
      deadline: decision.deadline,
      method: order.payment_method,
      closeCharges,
      boleto: decision.boleto,
    };
    // What the decision writes goes out together (one round trip) under the lock: the writes touch different columns.
    await together(
      // A move to paid records the paying payment itself (moveOrder); a flag, an adopted payment or a boleto's later
      // deadline (never an earlier one) is its own write.
      decision.flag || decision.deadline || (decision.paidBy && decision.move !== 'paid')
        ? tx`update orders set payment_flag = coalesce(${decision.flag}, payment_flag),
            paid_payment_id = case when ${decision.paidBy} then ${payment.id} else paid_payment_id end,
            expires_at = case when ${decision.deadline}::timestamptz is null then expires_at
              else greatest(coalesce(expires_at, ${decision.deadline}::timestamptz), ${decision.deadline}::timestamptz) end,
            updated_at = now()
          where id = ${order.id}`
        : null,
      decision.refunded
        ? tx`update payments set refunded_at = coalesce(refunded_at, now())
          where provider = 'mercadopago' and provider_payment_id = ${payment.id}`
        : null,
      decision.move
        ? moveOrder(tx, order.id, {
            to: decision.move,
            by: null,
            note: `Mercado Pago: pagamento ${payment.id} ${payment.status}.`,
            stockReason: decision.stockReason ?? undefined,
            paidPaymentId: decision.paidBy ? payment.id : undefined,
            lockedFrom: order.status,
          })
        : null,
    );
    return result;
  });
  if (applied?.to) {
    await orderMoved(sql, { id: applied.orderId, method: applied.method }, applied.from, applied.to, later);
  } else if (applied?.closeCharges) {
    // A paid order adopting a payment, or an ended order meeting a charge still open: close them now.
    await closeOpenCharges(sql, applied.orderId).catch((error: unknown) => console.error('[payments] closing charges failed:', error));
  }
  if (!applied) return null;
  // A boleto waiting to be paid: its e-mail, once per boleto (claimed by a conditional update, so a repeated or
  // concurrent notification sends none).
  if (applied.boleto) await afterAnswer(mailBoletoOnce(sql, applied.orderId, payment.id), later);
  const { method: _method, closeCharges: _close, boleto: _boleto, ...answer } = applied;
  return answer;
}

/** Sends the "Boleto emitido" e-mail of a payment unless it was sent already (the claim and the send, logged on failure). */
async function mailBoletoOnce(sql: Sql, orderId: string, paymentId: string): Promise<void> {
  try {
    const [claimed] = await sql<{ resource_url: string; expires_at: Date }[]>`
      update payments set boleto_mailed_at = now()
      where provider = 'mercadopago' and provider_payment_id = ${paymentId} and boleto_mailed_at is null
        and resource_url is not null and expires_at is not null
      returning resource_url, expires_at`;
    if (claimed) await sendBoletoMail(sql, orderId, { url: claimed.resource_url, due_at: claimed.expires_at.toISOString() });
  } catch (error) {
    console.error(`[payments] the boleto e-mail of order ${orderId} could not be sent:`, error);
  }
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
 * The scheduled reconciliation: the Mercado Pago orders of the last 2 days still waiting (pending or failed), and those
 * paid within the last hour (a second payment on a Checkout Pro page comes minutes after the first), are read from
 * the provider and the same rule applied, so a lost notification is caught at the next run; then the charges whose
 * closing failed earlier are closed again. One order's failure (the provider down) is logged and the others
 * still run. The run stops starting new orders at its time budget (`runBudget`); the next run goes on from the oldest.
 * Answers how many orders changed.
 */
export async function reconcileMercadoPago(sql: Sql, client: MercadoPagoClient, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 2 * 86_400_000);
  const waiting = await sql<{ id: string }[]>`
    select id::text as id from orders
    where payment_method in ${sql(MERCADOPAGO_METHODS)} and created_at >= ${since}
      and (status in ('pending', 'failed') or (status = 'paid' and paid_at >= ${new Date(now.getTime() - 3_600_000)}))
    order by created_at limit 500`;
  let changed = 0;
  const { inTime } = runBudget();
  for (const [done, { id }] of waiting.entries()) {
    if (!inTime()) {
      console.warn(`[payments] reconciliation stopped at its time budget: ${waiting.length - done} orders left for the next run`);
      return changed;
    }
    try {
      changed += (await reconcileOrder(sql, client, id)).filter((a) => a.to !== null).length;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      console.error(`[payments] reconciliation of order ${id} failed: ${error.message}`);
    }
  }
  for (const id of await ordersWithChargesToClose(sql)) {
    if (!inTime()) break;
    try {
      // Read first: a charge paid or expired meanwhile is no longer open (and a payment is applied, flagged if need be).
      await reconcileOrder(sql, client, id);
      await closeOpenCharges(sql, id, client);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      console.error(`[payments] the charges of order ${id} could not be closed again: ${error.message}`);
    }
  }
  return changed;
}
