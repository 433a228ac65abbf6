import { shippingLabel } from '../../../lib/shop/melhorenvio';
import { MERCADOPAGO_METHODS, orderNumberLabel } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Db, Sql } from '../../db/client';
import { together } from '../../db/together';
import { transaction } from '../../db/transaction';
import { conflict, HttpError, notFound } from '../../http/http-error';
import { getPublicSettings } from '../../settings/settings';
import { siteAddress } from '../../site/site-address';
import { ORDER_NOT_FOUND, orderRow, visibleOrderRow } from '../orders/order-read';
import { getShopConfig } from '../config/shop-settings';
import { RETURNED_AFTER_SHIPPING } from '../../../lib/shop/payment-mapping';
import { isRefundable, listAttempts, openCharge } from '../payments/payment-attempts';
import { orderMoved } from './after-move';
import { moveOrder } from '../orders/transitions';
import { reconcileOrder, type Applied } from './apply-payment';
import { mercadoPagoNotificationUrl, shopMercadoPago } from '../payments/mercadopago/mercadopago-account';
import { mercadoPagoClient, type MercadoPagoClient } from '../payments/mercadopago/mercadopago-client';
import { businessDaysEnd } from '../../../lib/business-days';

/** Answered (409) when a Mercado Pago action is asked while the shop has no access token. */
export const MP_NOT_CONFIGURED = 'O Mercado Pago não está configurado nesta loja.';
/** Answered (409) when the buyer cannot be sent to Checkout Pro: the return addresses need SITE_URL. */
export const NO_SITE_FOR_CHECKOUT = 'O endereço do site (SITE_URL) não está configurado: não é possível enviar o comprador ao Mercado Pago.';
/** Answered (409) to a refund of an order that has no approved Mercado Pago payment to give back. */
export const NOTHING_TO_REFUND = 'Este pedido não tem pagamento aprovado pelo Mercado Pago para estornar.';
/** Answered (409) to a refund of an order that is not paid or in processing. */
export const REFUND_ONLY_PAID = 'Só é possível estornar um pedido pago que ainda não foi enviado.';

async function client(db: Db): Promise<MercadoPagoClient> {
  const mp = await shopMercadoPago(db);
  if (!mp) throw conflict(MP_NOT_CONFIGURED);
  return mp;
}

async function mercadoPagoOrder(sql: Sql, id: string) {
  const order = await orderRow(sql, id);
  if (!order || !MERCADOPAGO_METHODS.includes(order.payment_method)) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The lines a Checkout Pro preference lists, summing to the order's total: each item (a donation's named so) and the
 * shipping; with a coupon's discount (Mercado Pago takes no negative line), one line for the whole order, named by
 * its description.
 */
export function preferenceLines(
  items: { name: string; quantity: number; unit_price_cents: number; kind?: string }[],
  order: { shipping_cents: number; discount_cents: number; total_cents: number; shipping: { name: string; carrier?: string | null } | null },
  description: string,
): { title: string; quantity: number; unit_price_cents: number }[] {
  if (order.discount_cents > 0) return [{ title: description, quantity: 1, unit_price_cents: order.total_cents }];
  const lines = items.map((item) => ({
    title: item.kind === 'donation' ? `Doação: ${item.name}` : item.name,
    quantity: item.quantity,
    unit_price_cents: item.unit_price_cents,
  }));
  if (order.shipping && order.shipping_cents > 0) lines.push({ title: `Frete (${shippingLabel(order.shipping)})`, quantity: 1, unit_price_cents: order.shipping_cents });
  return lines;
}

/**
 * Starts the Mercado Pago payment of a pending order's current attempt, stored as a payments row of that attempt: a
 * Pix charge (its QR, valid until the order's deadline) or a Checkout Pro preference (the page the buyer pays at,
 * payable until the same deadline, without boleto). The idempotency key names the order and the attempt, so a repeated
 * call for the same attempt gets the same Pix charge from Mercado Pago; the attempt also travels as metadata, so every
 * payment read back says which attempt it belongs to.
 */
export async function startMercadoPagoPayment(sql: Sql, orderId: string): Promise<void> {
  // The order, the account, the site's title and the lines (a Checkout Pro preference lists them) are read together
  // (one round trip), answered in this order.
  const [order, shop, settings, items] = await together(
    mercadoPagoOrder(sql, orderId),
    getShopConfig(sql),
    getPublicSettings(sql),
    sql<{ name: string; quantity: number; unit_price_cents: number; kind: string }[]>`
      select name, quantity, unit_price_cents, kind from order_items where order_id = ${orderId} order by position`,
  );
  if (!shop.mercadoPago.accessToken) throw conflict(MP_NOT_CONFIGURED);
  const mp = mercadoPagoClient({ accessToken: shop.mercadoPago.accessToken });
  const attempt = order.payment_attempt;
  const expiresAt = order.expires_at ?? new Date(Date.now() + 86_400_000);
  const title = settings?.title ?? 'Vitrine';
  const description = `Pedido ${orderNumberLabel(Number(order.number))} - ${title}`;
  if (order.payment_method === 'mercadopago_pix') {
    const pix = await mp.createPixPayment({
      amount_cents: order.total_cents,
      description,
      payer: { email: order.customer_email, document: order.customer_document ?? '' },
      external_reference: orderId,
      expires_at: expiresAt,
      notification_url: mercadoPagoNotificationUrl() ?? undefined,
      idempotency_key: `order-${orderId}-pix-${attempt}`,
      attempt,
    });
    await sql`
      insert into payments (order_id, provider, method, provider_payment_id, status, amount_cents, qr_code, qr_code_base64, expires_at, attempt, raw)
      values (${orderId}, 'mercadopago', 'mercadopago_pix', ${pix.id}, ${pix.status}, ${order.total_cents}, ${pix.qr_code},
        ${pix.qr_code_base64}, ${pix.expires_at ? new Date(pix.expires_at) : expiresAt}, ${attempt}, ${sql.json(JSON.parse(JSON.stringify(pix.raw)))})
      on conflict (provider, provider_payment_id) do nothing`;
    return;
  }
  const site = siteAddress();
  if (!site) throw conflict(NO_SITE_FOR_CHECKOUT);
  const lines = preferenceLines(items, order, description);
  const back = `${site}/conta/pedidos/${orderId}`;
  const checkout = shop.payments.mercadopago_checkout;
  const preference = await mp.createPreference({
    items: lines,
    payer: { email: order.customer_email, name: order.customer_name },
    external_reference: orderId,
    back_urls: { success: back, pending: back, failure: back },
    notification_url: mercadoPagoNotificationUrl() ?? undefined,
    expires_at: expiresAt,
    attempt,
    max_installments: checkout.max_installments,
    boleto_due: checkout.boleto_enabled ? businessDaysEnd(new Date(), checkout.boleto_window_days) : null,
  });
  await sql`
    insert into payments (order_id, provider, method, preference_id, status, amount_cents, init_point, expires_at, attempt, raw)
    values (${orderId}, 'mercadopago', 'mercadopago_checkout', ${preference.id}, 'preference', ${order.total_cents},
      ${preference.init_point}, ${expiresAt}, ${attempt}, ${sql.json(JSON.parse(JSON.stringify(preference.raw)))})`;
}

/** "Consultar pagamento": reads the order's payments from Mercado Pago now and applies them. */
export async function consultMercadoPago(sql: Sql, orderId: string): Promise<Applied[]> {
  await mercadoPagoOrder(sql, orderId);
  return reconcileOrder(sql, await client(sql), orderId);
}

/**
 * "Estornar" (admin, super): gives back the payment that paid the order through Mercado Pago, then cancels the order
 * (its units back) with the refund recorded. The refund's idempotency key names the payment, so a repeated click
 * refunds once.
 */
export async function refundMercadoPago(sql: Sql, actor: SessionUser, orderId: string): Promise<void> {
  const order = await mercadoPagoOrder(sql, orderId);
  if (order.status !== 'paid' && order.status !== 'processing') throw conflict(REFUND_ONLY_PAID);
  const [payment] = await sql<{ id: string; provider_payment_id: string }[]>`
    select id::text as id, provider_payment_id from payments
    where order_id = ${orderId} and status = 'approved' and refunded_at is null and provider_payment_id is not null
    order by provider_payment_id = ${order.paid_payment_id ?? ''} desc, id desc limit 1`;
  if (!payment) throw conflict(NOTHING_TO_REFUND);
  const refund = await (await client(sql)).refundPayment(payment.provider_payment_id, `refund-payment-${payment.id}`);
  const from = await transaction(sql, async (tx) => {
    await tx`update payments set status = 'refunded', refunded_at = now(), updated_at = now() where id = ${payment.id}`;
    const note = `Estorno ${refund.id} pelo Mercado Pago.`;
    return moveOrder(tx, orderId, { to: 'canceled', by: actor.id, note, stockReason: 'refund' });
  });
  await orderMoved(sql, { id: orderId, method: order.payment_method }, from, 'canceled');
}

/** Answered (409) to "Estornar pagamento duplicado" for a payment that is not an approved one apart from the order's. */
export const NOT_A_DUPLICATE = 'Este pagamento não pode ser estornado à parte: ele não foi aprovado, já foi estornado ou é o que pagou o pedido.';

/**
 * "Estornar pagamento duplicado" (admin, super): gives back one approved payment that did not pay the order (a double
 * payment, or an approval that came after a cancel); the order's status stays as it is. Once no such payment is
 * left, the flag that pointed at it is cleared. The idempotency key names the payment, so a repeated click refunds once.
 */
export async function refundDuplicatePayment(sql: Sql, orderId: string, paymentId: string): Promise<void> {
  const order = await mercadoPagoOrder(sql, orderId);
  const attempts = await listAttempts(sql, orderId);
  const payment = attempts.find((a) => a.id === paymentId);
  if (!payment || !isRefundable(payment, order)) throw conflict(NOT_A_DUPLICATE);
  const refund = await (await client(sql)).refundPayment(payment.provider_payment_id as string, `refund-payment-${payment.id}`);
  const others = attempts.filter((a) => a.id !== paymentId && isRefundable(a, order)).length;
  await transaction(sql, async (tx) => {
    await tx`update payments set status = 'refunded', refunded_at = now(), updated_at = now() where id = ${payment.id}`;
    if (others === 0) await tx`update orders set payment_flag = null, updated_at = now() where id = ${orderId} and payment_flag <> ${RETURNED_AFTER_SHIPPING}`;
  });
  console.info(`[payments] payment ${payment.provider_payment_id} of order ${orderId} refunded apart (refund ${refund.id})`);
}

/** Answered (409) when paying again is asked of an order that is neither failed nor waiting for a charge. */
export const NO_RETRY = 'Este pedido não está aguardando um novo pagamento.';

/**
 * Starts the Mercado Pago charge of a new order; a failure (Mercado Pago down) is logged and leaves the order pending
 * with "Tentar pagar novamente" on its page, so the order and its reserved units are never lost to a provider outage.
 */
export async function startPaymentOrLog(sql: Sql, orderId: string): Promise<void> {
  try {
    await startMercadoPagoPayment(sql, orderId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(`[payments] the Mercado Pago charge of order ${orderId} could not be started: ${error.message}`);
  }
}

/**
 * "Tentar pagar novamente" (the buyer's own order, or a manager): a failed order goes back to pending as a new attempt
 * with a new payment window; a Mercado Pago order then gets the new attempt's charge. A pending Mercado Pago order whose
 * charge could not be started gets it now, in the same attempt (a charge Mercado Pago made while the answer was lost
 * comes back through the idempotency key).
 */
export async function retryPayment(sql: Sql, viewer: SessionUser, orderId: string): Promise<void> {
  const order = await visibleOrderRow(sql, orderId, viewer);
  const viaMercadoPago = MERCADOPAGO_METHODS.includes(order.payment_method);
  if (order.status === 'failed') {
    const windowDays = (await getShopConfig(sql)).payments[order.payment_method].window_days;
    await transaction(sql, async (tx) => {
      await moveOrder(tx, orderId, { to: 'pending', by: viewer.id, note: 'Nova tentativa de pagamento.' });
      await tx`update orders set expires_at = now() + make_interval(days => ${windowDays}), payment_attempt = payment_attempt + 1
        where id = ${orderId}`;
    });
  } else if (order.status !== 'pending' || !viaMercadoPago || openCharge(order, await listAttempts(sql, orderId))) {
    throw conflict(NO_RETRY);
  }
  if (viaMercadoPago) await startMercadoPagoPayment(sql, orderId);
}
