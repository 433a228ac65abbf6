import { MERCADOPAGO_METHODS, type OrderPayment, type OrderPix } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { together } from '../../db/together';
import { listAttempts, openCharge, orderPaidWith, toAttempt, waitingBoleto } from '../payments/payment-attempts';
import { pixCopiaECola, pixTxid, pixWithQr } from '../payments/pix-code';
import { getShopConfig, type ShopConfig } from '../config/shop-settings';
import { managesOrders } from './order-access';
import { orderRow, visibleTo } from './order-read';

type PayableOrder = { number: number | string; status: string; payment_method: string; total_cents: number };

/**
 * The Pix "copia e cola" of an order while it waits for payment by Pix / transferência, from the key configured now
 * in /conta/shop (a changed key is the one that receives the money), or null: not pending, another method, no key,
 * or nothing to pay. The e-mail needs only this text: drawing the QR costs more CPU than the rest of an order's mail.
 */
export function orderPixText(order: PayableOrder, shop: Pick<ShopConfig, 'payments'>): string | null {
  const { pix_key, receiver_name, receiver_city } = shop.payments.pix_manual;
  if (order.status !== 'pending' || order.payment_method !== 'pix_manual') return null;
  if (!pix_key || !receiver_name || !receiver_city || order.total_cents <= 0) return null;
  return pixCopiaECola({ key: pix_key, name: receiver_name, city: receiver_city, amountCents: order.total_cents, txid: pixTxid(Number(order.number)) });
}

/** The same code with its QR as SVG, for the order page: null where orderPixText is. */
export async function orderPixCode(order: PayableOrder, shop: Pick<ShopConfig, 'payments'>): Promise<OrderPix | null> {
  const text = orderPixText(order, shop);
  return text === null ? null : pixWithQr(text);
}

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
