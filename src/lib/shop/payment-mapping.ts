// What a provider payment does to its order (issues 14 and 20). Pure: the webhook, the reconciliation, "Consultar
// pagamento" and the expiry job read the payment from Mercado Pago (the only truth), then apply what decidePayment
// answers, under the order's row lock, through moveOrder. Applying the same payment again decides nothing new.
import { businessDaysEnd } from '../business-days';
import { formatBrl } from '../money';
import { canMoveOrder, type OrderStatus, type PaymentMethod } from './orders';

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

/** A charge still payable at the provider: a payment waiting, or a Checkout Pro preference (our own status for it). */
export const OPEN_CHARGE_STATUSES: readonly string[] = ['pending', 'in_process', 'authorized', 'preference'];

/** The statuses that end a charge without money: a Pix charge in one of them ends its attempt. */
const ENDED_WITHOUT_MONEY = ['rejected', 'cancelled', 'expired'];
/** The statuses of money given back. */
const MONEY_BACK = ['refunded', 'charged_back'];
/** Orders waiting for their money. */
const UNPAID: readonly OrderStatus[] = ['pending', 'failed'];
/** Orders paid and not canceled. */
const PAID: readonly OrderStatus[] = ['paid', 'processing', 'sent', 'received'];

/** The order as the rule needs it: its status and total, its method, its current attempt and the payment that paid it. */
export type OrderForPayment = {
  status: OrderStatus;
  total_cents: number;
  method: PaymentMethod;
  attempt: number;
  paid_payment_id: string | null;
};

/**
 * The provider's payment: its id, status and amount as read from the provider, and the attempt it belongs to; how it
 * is paid (`type`, Mercado Pago's payment_type_id), its status detail and when it stops being payable (a boleto's due
 * date), where the provider says.
 */
export type PaymentForOrder = {
  id: string;
  status: string;
  amount_cents: number;
  attempt: number;
  type?: string | null;
  status_detail?: string | null;
  expires_at?: string | null;
};

/**
 * What to do: the status to move the order to (null: none), the flag for the managers (null: leave it), whether this
 * payment becomes the one that paid the order, whether money went back (the payment is marked refunded), whether the
 * order's other open charges are closed at the provider, and why units go back when the move is a cancel.
 */
export type PaymentDecision = {
  move: OrderStatus | null;
  flag: string | null;
  paidBy: boolean;
  refunded: boolean;
  closeOthers: boolean;
  stockReason: 'refund' | null;
  /** The order's deadline becomes at least this (ISO): a boleto still payable keeps its order (null: unchanged). */
  deadline: string | null;
  /** This payment is a boleto waiting to be paid for an unpaid order: shown on the order page, mailed once. */
  boleto: boolean;
};

/** Business days a boleto paid on its due date may take to clear (Mercado Pago's boleto credits up to about 2 business days after payment). */
export const BOLETO_CLEARING_DAYS = 2;

/** Whether a payment is a boleto issued and waiting to be paid (Mercado Pago: ticket, pending_waiting_payment). */
export const isBoletoWaiting = (payment: PaymentForOrder): boolean =>
  payment.type === 'ticket' &&
  payment.status === 'pending' &&
  payment.status_detail === 'pending_waiting_payment' &&
  !!payment.expires_at &&
  !Number.isNaN(Date.parse(payment.expires_at));

/** The order's deadline for a boleto due at `due`: the end of the BOLETO_CLEARING_DAYS-th business day after it. */
export const boletoDeadline = (due: string): string => businessDaysEnd(new Date(due), BOLETO_CLEARING_DAYS).toISOString();

/** The flag of an approved payment on an order canceled meanwhile (someone decides: refund it, or reopen by hand). */
export const APPROVED_WHILE_CANCELED = 'Pagamento aprovado para um pedido cancelado';
/** The flag of a second approved payment of a paid order (the spec's words); the managers get a one-click refund. */
export const DOUBLE_PAYMENT = 'Pagamento em duplicidade';
/** The flag of money returned (refund or chargeback) after the order left. */
export const RETURNED_AFTER_SHIPPING = 'Pagamento devolvido ao comprador (estorno ou contestação) de um pedido já enviado';

/** The flag of an approved amount that is not the order's total. */
export const amountMismatch = (paidCents: number, totalCents: number): string =>
  `O valor aprovado (${formatBrl(paidCents)}) difere do total do pedido (${formatBrl(totalCents)})`;

const NOTHING: PaymentDecision = {
  move: null,
  flag: null,
  paidBy: false,
  refunded: false,
  closeOthers: false,
  stockReason: null,
  deadline: null,
  boleto: false,
};
const decide = (change: Partial<PaymentDecision>): PaymentDecision => ({ ...NOTHING, ...change });

/**
 * Whether a charge that ended without money ends its attempt: a Pix charge does (its QR is dead: the buyer needs a new
 * one); a declined card on a Checkout Pro page does not (the page stays open and the buyer may try another card).
 */
export const endsAttempt = (method: PaymentMethod, status: string): boolean =>
  method === 'mercadopago_pix' && ENDED_WITHOUT_MONEY.includes(status);

function approved(order: OrderForPayment, payment: PaymentForOrder): PaymentDecision {
  if (UNPAID.includes(order.status)) {
    // Money is money: an approval of any attempt, current or stale, pays an unpaid order, when it is the total.
    if (payment.amount_cents !== order.total_cents) return decide({ flag: amountMismatch(payment.amount_cents, order.total_cents) });
    return decide({ move: 'paid', paidBy: true, closeOthers: true });
  }
  if (order.status === 'canceled') return decide({ flag: APPROVED_WHILE_CANCELED });
  // Paid: the payment that paid it (again), one adopted when the order was marked paid without it, or a second one.
  if (order.paid_payment_id === payment.id) return NOTHING;
  if (order.paid_payment_id === null) return decide({ paidBy: true, closeOthers: true });
  return decide({ flag: DOUBLE_PAYMENT });
}

function moneyBack(order: OrderForPayment, payment: PaymentForOrder): PaymentDecision {
  // Only the payment that paid the order takes the order with it; a double payment given back leaves it paid.
  const paying = order.paid_payment_id === payment.id;
  if (!paying) return decide({ refunded: true });
  if (order.status === 'sent' || order.status === 'received') return decide({ refunded: true, flag: RETURNED_AFTER_SHIPPING });
  if (PAID.includes(order.status)) return decide({ refunded: true, move: 'canceled', stockReason: 'refund' });
  return decide({ refunded: true });
}

/**
 * The one rule of a provider payment on its order. Table-tested in tests/unit/payment-mapping.test.ts; every move it
 * answers is one the transition table allows, so an order never moves backwards and a repeated, late or out-of-order
 * payment is harmless:
 * - approved, the order's total, order pending or failed: paid (from any attempt), the other open charges closed;
 *   a different amount: flagged. Approved on a canceled order: flagged. A second approved payment of a paid order:
 *   flagged as a double payment.
 * - rejected, cancelled or expired: the order fails only when the charge ends the current attempt (a Pix charge of
 *   the attempt the order is on); a stale attempt's, or a declined card on a Checkout Pro page, changes nothing.
 * - refunded or charged back: the payment that paid the order cancels it (units back), or flags it once sent; any
 *   other payment is only marked as given back.
 * - a boleto issued and waiting (pending, pending_waiting_payment), order pending or failed, any attempt: the order's
 *   deadline becomes at least the boleto's due date plus its clearing (2 business days), so the expiry job does not
 *   cancel an order whose boleto can still be paid; shown and mailed. On any other order: nothing.
 * - pending, in process, authorized, in mediation, unknown: nothing.
 */
export function decidePayment(order: OrderForPayment, payment: PaymentForOrder): PaymentDecision {
  let decision = NOTHING;
  if (isBoletoWaiting(payment) && UNPAID.includes(order.status)) {
    decision = decide({ deadline: boletoDeadline(payment.expires_at as string), boleto: true });
  } else if (payment.status === 'approved') decision = approved(order, payment);
  else if (MONEY_BACK.includes(payment.status)) decision = moneyBack(order, payment);
  else if (
    endsAttempt(order.method, payment.status) &&
    order.status === 'pending' &&
    payment.attempt === order.attempt
  ) {
    decision = decide({ move: 'failed' });
  }
  if (decision.move && !canMoveOrder(order.status, decision.move)) return { ...decision, move: null, stockReason: null };
  return decision;
}

/** How a paid order was paid, as its page shows it ("Pix", "Cartão em 3×", "Boleto", "Saldo no Mercado Pago"). */
export type PaidWith = { kind: 'pix' | 'card' | 'boleto' | 'account_money'; installments: number | null };

const CARD_TYPES = ['credit_card', 'debit_card', 'prepaid_card'];

/**
 * How a Mercado Pago payment was paid, from its payment_type_id and installments (a card paid at once counts as 1×);
 * a Pix charge of our own (`mercadopago_pix`) is Pix even when the answer left the type out. Null for a type we do
 * not name.
 */
export function paidWith(type: string | null, installments: number | null, method: PaymentMethod): PaidWith | null {
  if (type === 'bank_transfer' || (type === null && method === 'mercadopago_pix')) return { kind: 'pix', installments: null };
  if (type !== null && CARD_TYPES.includes(type)) return { kind: 'card', installments: installments ?? 1 };
  if (type === 'ticket') return { kind: 'boleto', installments: null };
  if (type === 'account_money') return { kind: 'account_money', installments: null };
  return null;
}
