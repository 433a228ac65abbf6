import type { CartCheck } from '../../../lib/shop/cart-lines';
import { isMercadoPago, type OrderShipping, type PaymentMethod } from '../../../lib/shop/orders';
import { invalid } from '../../http/http-error';

// What an order's amounts allow: Mercado Pago refuses a zero amount (a Pix of R$ 0,00, a Checkout Pro item priced
// 0), and a zero total has nothing to pay at all.

/** Answered (422 on `payment_method`) to a Mercado Pago method for a zero total or a line priced 0. */
export const ZERO_FOR_MERCADOPAGO =
  'O campo Forma de pagamento não aceita o Mercado Pago num pedido de total zero ou com item gratuito (o Mercado Pago recusa valores zero). Escolha outra forma de pagamento.';
/** The payment instructions of an order with a zero total (instead of the method's). */
export const NOTHING_TO_PAY = 'Pedido sem valor a pagar: não há nenhum pagamento a fazer.';
/** The history note of a zero-total order moved to paid as it is made. */
export const FREE_ORDER_NOTE = 'Pedido sem valor a pagar.';

/** An order's total: its lines and shipping (none for donations only) less its coupon's discount (never below zero: the discount is at most the lines). */
export const orderTotal = (
  check: Pick<CartCheck, 'subtotal_cents'>,
  shipping: Pick<OrderShipping, 'price_cents'> | null,
  discountCents = 0,
): number => check.subtotal_cents + (shipping?.price_cents ?? 0) - discountCents;

/**
 * 422 on `payment_method` for a Mercado Pago method when the total is zero or a line is priced 0: checked before
 * anything is reserved, since Mercado Pago would refuse the charge after the order was saved and mailed.
 */
export function assertChargeable(method: PaymentMethod, check: CartCheck, totalCents: number): void {
  if (!isMercadoPago(method)) return;
  if (totalCents === 0 || check.lines.some((line) => line.unit_price_cents === 0)) {
    throw invalid({ payment_method: [ZERO_FOR_MERCADOPAGO] });
  }
}

/**
 * How a new order with a zero total is made, or null when it has something to pay: nothing to pay, so its
 * instructions say so and it is paid as it is made (history pending → paid by the system, with FREE_ORDER_NOTE), in
 * the order's own transaction (`place_order` applies it). No Pix code of R$ 0,00 is ever made for it (orderPixCode
 * answers only pending orders with something to pay).
 */
export const freeSettlement = (totalCents: number): { instructions: string; note: string } | null =>
  totalCents === 0 ? { instructions: NOTHING_TO_PAY, note: FREE_ORDER_NOTE } : null;
