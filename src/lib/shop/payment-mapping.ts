// What a Mercado Pago payment's status means for its order (issue 14). Pure: the webhook and the reconciliation read
// the payment from Mercado Pago (the only truth), then move the order through moveOrder with what this answers.
import { formatBrl } from '../money';
import { canMoveOrder, type OrderStatus } from './orders';

/** The payment statuses Mercado Pago reports (`expired` included for a Pix whose date passed). */
export const MERCADOPAGO_STATUSES = [
  'pending',
  'in_process',
  'authorized',
  'in_mediation',
  'approved',
  'rejected',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;

/** What to do with the order: the status to move it to (null: none), a note for the managers, and whether money went back. */
export type PaymentEffect = { move: OrderStatus | null; flag: string | null; refund: boolean };

/** The flag of an approved payment on an order canceled meanwhile (someone decides: ship or refund). */
export const APPROVED_WHILE_CANCELED = 'Pagamento aprovado para um pedido cancelado';
/** The flag of an approved payment on an order marked as failed, which the transition table does not take to paid. */
export const APPROVED_AFTER_FAILURE = 'Pagamento aprovado para um pedido com falha no pagamento: confira e confirme à mão';
/** The flag of money returned (refund or chargeback) after the order left. */
export const RETURNED_AFTER_SHIPPING = 'Pagamento devolvido ao comprador (estorno ou contestação) de um pedido já enviado';

/** The flag of an approved amount that is not the order's total. */
export const amountMismatch = (paidCents: number, totalCents: number): string =>
  `O valor aprovado (${formatBrl(paidCents)}) difere do total do pedido (${formatBrl(totalCents)})`;

const NOTHING: PaymentEffect = { move: null, flag: null, refund: false };
const flag = (text: string): PaymentEffect => ({ move: null, flag: text, refund: false });

// Each status's target and the order statuses it may leave; the transition table has the last word.
const RULES: Record<string, { to: OrderStatus; from: readonly OrderStatus[]; refund: boolean }> = {
  approved: { to: 'paid', from: ['pending', 'failed'], refund: false },
  rejected: { to: 'failed', from: ['pending'], refund: false },
  cancelled: { to: 'canceled', from: ['pending', 'failed'], refund: false },
  expired: { to: 'canceled', from: ['pending', 'failed'], refund: false },
  refunded: { to: 'canceled', from: ['pending', 'failed', 'paid', 'processing'], refund: true },
  charged_back: { to: 'canceled', from: ['pending', 'failed', 'paid', 'processing'], refund: true },
};

/**
 * The effect of a payment on its order. An order never moves backwards: a status the rules or the transition table
 * (canMoveOrder) do not allow from where the order is gives no move; a repeated or out-of-order notification is
 * therefore harmless. Pending, in process, authorized, in mediation and unknown statuses give no move.
 */
export function mapPayment(order: OrderStatus, orderTotalCents: number, payment: { status: string; amount_cents: number }): PaymentEffect {
  const rule = Object.hasOwn(RULES, payment.status) ? RULES[payment.status] : undefined;
  if (!rule) return NOTHING;
  if (payment.status === 'approved') {
    if (order === 'canceled') return flag(APPROVED_WHILE_CANCELED);
    if (!rule.from.includes(order)) return NOTHING;
    if (payment.amount_cents !== orderTotalCents) return flag(amountMismatch(payment.amount_cents, orderTotalCents));
    if (!canMoveOrder(order, rule.to)) return flag(APPROVED_AFTER_FAILURE);
  }
  if (rule.refund && (order === 'sent' || order === 'received')) return flag(RETURNED_AFTER_SHIPPING);
  if (!rule.from.includes(order) || !canMoveOrder(order, rule.to)) return NOTHING;
  return { move: rule.to, flag: null, refund: rule.refund };
}
