import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_WHILE_CANCELED,
  decidePayment,
  DOUBLE_PAYMENT,
  endsAttempt,
  MERCADOPAGO_STATUSES,
  RETURNED_AFTER_SHIPPING,
  type OrderForPayment,
  type PaymentDecision,
  type PaymentForOrder,
} from '../../src/lib/shop/payment-mapping';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus, type PaymentMethod } from '../../src/lib/shop/orders';

const TOTAL = 15990;
const N: PaymentDecision = { move: null, flag: null, paidBy: false, refunded: false, closeOthers: false, stockReason: null, deadline: null, boleto: false };
const d = (change: Partial<PaymentDecision>): PaymentDecision => ({ ...N, ...change });
const PAY = d({ move: 'paid', paidBy: true, closeOthers: true });
const FAIL = d({ move: 'failed' });
const MISMATCH = d({ flag: 'O valor aprovado (R$ 100,00) difere do total do pedido (R$ 159,90)' });

// A boleto due on Thursday 3 Dec 2026 (end of day in Brasília): the order waits until the end of Monday 7 Dec.
const BOLETO = { status: 'pending', type: 'ticket', status_detail: 'pending_waiting_payment', expires_at: '2026-12-03T23:59:59.000-03:00' };
const BOLETO_WAIT = d({ deadline: '2026-12-08T02:59:59.999Z', boleto: true });

type Row = {
  name: string;
  order: Partial<OrderForPayment> & { status: OrderStatus };
  payment: Partial<PaymentForOrder> & { status: string };
  expected: PaymentDecision;
};

const order = (o: Row['order']): OrderForPayment => ({
  total_cents: TOTAL,
  method: 'mercadopago_pix',
  attempt: 2,
  paid_payment_id: null,
  ...o,
});
const payment = (p: Row['payment']): PaymentForOrder => ({ id: 'p1', amount_cents: TOTAL, attempt: 2, ...p });

// The rule, one sequence step at a time: (order status, attempt current or stale, method, payment) -> what happens.
const TABLE: Row[] = [
  // Approvals: money is money.
  { name: 'approval of the current attempt pays a pending order', order: { status: 'pending' }, payment: { status: 'approved' }, expected: PAY },
  { name: 'approval of a stale attempt pays a pending order too', order: { status: 'pending' }, payment: { status: 'approved', attempt: 1 }, expected: PAY },
  { name: 'approval pays a failed order (a Pix paid after its attempt failed)', order: { status: 'failed' }, payment: { status: 'approved', attempt: 1 }, expected: PAY },
  { name: 'a card approved on the page pays a pending Checkout Pro order', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { status: 'approved' }, expected: PAY },
  { name: 'an approval of another amount is flagged, not paid', order: { status: 'pending' }, payment: { status: 'approved', amount_cents: 10000 }, expected: MISMATCH },
  { name: 'an approval of another amount on a failed order is flagged', order: { status: 'failed' }, payment: { status: 'approved', amount_cents: 10000 }, expected: MISMATCH },
  { name: 'an approval after a cancel is flagged', order: { status: 'canceled' }, payment: { status: 'approved' }, expected: d({ flag: APPROVED_WHILE_CANCELED }) },
  { name: 'the paying approval read again changes nothing', order: { status: 'paid', paid_payment_id: 'p1' }, payment: { status: 'approved' }, expected: N },
  { name: 'the paying approval read again once sent changes nothing', order: { status: 'sent', paid_payment_id: 'p1' }, payment: { status: 'approved' }, expected: N },
  { name: 'a second approval of a paid order is a double payment', order: { status: 'paid', paid_payment_id: 'p0' }, payment: { status: 'approved' }, expected: d({ flag: DOUBLE_PAYMENT }) },
  { name: 'a second approval of a processing order is a double payment', order: { status: 'processing', paid_payment_id: 'p0' }, payment: { status: 'approved' }, expected: d({ flag: DOUBLE_PAYMENT }) },
  { name: 'an order marked paid by hand adopts the approval', order: { status: 'paid' }, payment: { status: 'approved' }, expected: d({ paidBy: true, closeOthers: true }) },
  // Charges that end without money.
  { name: 'a rejected Pix of the current attempt fails the order', order: { status: 'pending' }, payment: { status: 'rejected' }, expected: FAIL },
  { name: 'a cancelled Pix of the current attempt fails the order', order: { status: 'pending' }, payment: { status: 'cancelled' }, expected: FAIL },
  { name: 'an expired Pix of the current attempt fails the order', order: { status: 'pending' }, payment: { status: 'expired' }, expected: FAIL },
  { name: 'a stale attempt’s rejection never moves the order', order: { status: 'pending' }, payment: { status: 'rejected', attempt: 1 }, expected: N },
  { name: 'a stale attempt’s cancellation never moves the order', order: { status: 'pending' }, payment: { status: 'cancelled', attempt: 1 }, expected: N },
  { name: 'a declined card on the page leaves the order pending', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { status: 'rejected' }, expected: N },
  { name: 'a cancelled card payment leaves the order pending', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { status: 'cancelled' }, expected: N },
  { name: 'a rejection of a failed order changes nothing', order: { status: 'failed' }, payment: { status: 'rejected' }, expected: N },
  { name: 'a rejection after the order was paid changes nothing', order: { status: 'paid', paid_payment_id: 'p0' }, payment: { status: 'rejected' }, expected: N },
  { name: 'a cancellation after the order was canceled changes nothing', order: { status: 'canceled' }, payment: { status: 'cancelled' }, expected: N },
  // Money back.
  { name: 'the paying payment refunded cancels a paid order', order: { status: 'paid', paid_payment_id: 'p1' }, payment: { status: 'refunded' }, expected: d({ move: 'canceled', refunded: true, stockReason: 'refund' }) },
  { name: 'the paying payment charged back cancels a processing order', order: { status: 'processing', paid_payment_id: 'p1' }, payment: { status: 'charged_back' }, expected: d({ move: 'canceled', refunded: true, stockReason: 'refund' }) },
  { name: 'the paying payment refunded after shipping is flagged', order: { status: 'sent', paid_payment_id: 'p1' }, payment: { status: 'refunded' }, expected: d({ refunded: true, flag: RETURNED_AFTER_SHIPPING }) },
  { name: 'the paying payment refunded after delivery is flagged', order: { status: 'received', paid_payment_id: 'p1' }, payment: { status: 'refunded' }, expected: d({ refunded: true, flag: RETURNED_AFTER_SHIPPING }) },
  { name: 'a double payment refunded leaves the order paid', order: { status: 'paid', paid_payment_id: 'p0' }, payment: { status: 'refunded' }, expected: d({ refunded: true }) },
  { name: 'a refund on a pending order is only recorded', order: { status: 'pending' }, payment: { status: 'refunded' }, expected: d({ refunded: true }) },
  { name: 'the refund of a canceled order is only recorded', order: { status: 'canceled', paid_payment_id: 'p1' }, payment: { status: 'refunded' }, expected: d({ refunded: true }) },
  // A boleto issued and waiting: the order waits for it until its due date plus 2 business days of clearing.
  { name: 'a boleto waiting for a pending order extends its deadline and is shown', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: BOLETO, expected: BOLETO_WAIT },
  { name: 'a boleto of a stale attempt keeps the order too (money is money)', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, attempt: 1 }, expected: BOLETO_WAIT },
  { name: 'a boleto waiting for a failed order extends its deadline', order: { status: 'failed', method: 'mercadopago_checkout' }, payment: BOLETO, expected: BOLETO_WAIT },
  { name: 'a boleto waiting for an order paid meanwhile changes nothing', order: { status: 'paid', method: 'mercadopago_checkout', paid_payment_id: 'p0' }, payment: BOLETO, expected: N },
  { name: 'a boleto waiting for a canceled order changes nothing', order: { status: 'canceled', method: 'mercadopago_checkout' }, payment: BOLETO, expected: N },
  { name: 'a boleto pending for another reason is not shown', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, status_detail: 'pending_review_manual' }, expected: N },
  { name: 'a boleto without a due date is not shown', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, expires_at: null }, expected: N },
  { name: 'a boleto with an unreadable due date is not shown', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, expires_at: 'amanhã' }, expected: N },
  { name: 'a Pix waiting on the Checkout Pro page is no boleto', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, type: 'bank_transfer', status_detail: 'pending_waiting_transfer' }, expected: N },
  { name: 'a boleto paid pays the order', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, status: 'approved', status_detail: 'accredited' }, expected: PAY },
  { name: 'a boleto past its due date (cancelled) leaves the order to its deadline', order: { status: 'pending', method: 'mercadopago_checkout' }, payment: { ...BOLETO, status: 'cancelled', status_detail: 'expired' }, expected: N },
  // Waiting statuses and unknown ones.
  ...['pending', 'in_process', 'authorized', 'in_mediation', 'a_status_not_known_yet', 'constructor'].map(
    (status): Row => ({ name: `${status} changes nothing`, order: { status: 'pending' }, payment: { status }, expected: N }),
  ),
];

describe('decidePayment: the table of payment events', () => {
  it.each(TABLE)('$name', ({ order: o, payment: p, expected }) => {
    expect(decidePayment(order(o), payment(p))).toEqual(expected);
  });

  it('covers every Mercado Pago status', () => {
    expect(MERCADOPAGO_STATUSES.filter((status) => !TABLE.some((row) => row.payment.status === status))).toEqual([]);
  });

  it('pins the managers’ flags', () => {
    expect([APPROVED_WHILE_CANCELED, DOUBLE_PAYMENT, RETURNED_AFTER_SHIPPING]).toEqual([
      'Pagamento aprovado para um pedido cancelado',
      'Pagamento em duplicidade',
      'Pagamento devolvido ao comprador (estorno ou contestação) de um pedido já enviado',
    ]);
  });

  it('ends an attempt only for a Pix charge that ended without money', () => {
    expect(['rejected', 'cancelled', 'expired'].map((s) => endsAttempt('mercadopago_pix', s))).toEqual([true, true, true]);
    expect(['approved', 'pending', 'refunded'].map((s) => endsAttempt('mercadopago_pix', s))).toEqual([false, false, false]);
    expect(['rejected', 'cancelled', 'expired'].map((s) => endsAttempt('mercadopago_checkout', s))).toEqual([false, false, false]);
  });
});

// Any order, any payment: what the rule answers is allowed, and applying it then deciding again changes nothing.
const anyOrder = fc.record({
  status: fc.constantFrom(...ORDER_STATUSES),
  total_cents: fc.constantFrom(TOTAL, 1, 100_000),
  method: fc.constantFrom<PaymentMethod>('mercadopago_pix', 'mercadopago_checkout'),
  attempt: fc.integer({ min: 1, max: 3 }),
  paid_payment_id: fc.constantFrom(null, 'p0', 'p1'),
});
const anyPayment = fc.record({
  id: fc.constantFrom('p0', 'p1', 'p2'),
  status: fc.constantFrom(...MERCADOPAGO_STATUSES, 'unknown'),
  amount_cents: fc.constantFrom(TOTAL, 1, 100_000),
  attempt: fc.integer({ min: 1, max: 3 }),
  type: fc.constantFrom(null, 'ticket', 'credit_card', 'bank_transfer'),
  status_detail: fc.constantFrom(null, 'pending_waiting_payment', 'accredited', 'pending_waiting_transfer'),
  expires_at: fc.constantFrom(null, '2026-12-03T23:59:59.000-03:00', '2027-02-05T23:59:59.000-03:00'),
});

/** The order after a decision is applied, as apply-payment.ts writes it. */
const applied = (o: OrderForPayment, p: PaymentForOrder, decision: PaymentDecision): OrderForPayment => ({
  ...o,
  status: decision.move ?? o.status,
  paid_payment_id: decision.paidBy ? p.id : o.paid_payment_id,
});

describe('decidePayment: properties', () => {
  it('a boleto never moves an order; the deadline it gives is after its due date and only for an unpaid order', () => {
    fc.assert(
      fc.property(anyOrder, anyPayment, (o, p) => {
        const decision = decidePayment(o, p);
        if (decision.boleto) {
          expect(decision.move).toBeNull();
          expect(['pending', 'failed']).toContain(o.status);
          expect(Date.parse(decision.deadline as string)).toBeGreaterThan(Date.parse(p.expires_at as string));
        } else {
          expect(decision.deadline).toBeNull();
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('moves an order only where the transition table allows', () => {
    fc.assert(
      fc.property(anyOrder, anyPayment, (o, p) => {
        const { move } = decidePayment(o, p);
        return move === null || canMoveOrder(o.status, move);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: the same payment applied twice moves the order once', () => {
    fc.assert(
      fc.property(anyOrder, anyPayment, (o, p) => {
        const first = decidePayment(o, p);
        const again = decidePayment(applied(o, p, first), p);
        expect(again.move).toBeNull();
        expect(again.paidBy).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never pays an order with an amount other than its total, and never un-pays one without money going back', () => {
    fc.assert(
      fc.property(anyOrder, anyPayment, (o, p) => {
        const { move } = decidePayment(o, p);
        if (move === 'paid') expect(p.amount_cents).toBe(o.total_cents);
        if (move === 'canceled') expect(['refunded', 'charged_back']).toContain(p.status);
        if (move === 'failed') expect(p.attempt).toBe(o.attempt);
      }),
      { numRuns: 2000 },
    );
  });
});
