import { describe, expect, it } from 'vitest';
import {
  APPROVED_AFTER_FAILURE,
  APPROVED_WHILE_CANCELED,
  mapPayment,
  MERCADOPAGO_STATUSES,
  RETURNED_AFTER_SHIPPING,
  type PaymentEffect,
} from '../../src/lib/shop/payment-mapping';
import { canMoveOrder, ORDER_STATUSES, type OrderStatus } from '../../src/lib/shop/orders';

const TOTAL = 15990;
const N: PaymentEffect = { move: null, flag: null, refund: false };
const to = (move: OrderStatus, refund = false): PaymentEffect => ({ move, flag: null, refund });
const flag = (text: string): PaymentEffect => ({ move: null, flag: text, refund: false });
const AMOUNT = flag('O valor aprovado (R$ 100,00) difere do total do pedido (R$ 159,90)');
const CANCELED = flag(APPROVED_WHILE_CANCELED);
const RETURNED = flag(RETURNED_AFTER_SHIPPING);
const REFUND = to('canceled', true);
const none = (): Record<OrderStatus, PaymentEffect> => ({ pending: N, paid: N, failed: N, processing: N, sent: N, received: N, canceled: N });

// Every payment status (and an amount that is not the total, and a status Mercado Pago may add) against every order status.
const TABLE: [string, number, Record<OrderStatus, PaymentEffect>][] = [
  ['approved', TOTAL, { ...none(), pending: to('paid'), failed: flag(APPROVED_AFTER_FAILURE), canceled: CANCELED }],
  ['approved', 10000, { ...none(), pending: AMOUNT, failed: AMOUNT, canceled: CANCELED }],
  ['rejected', TOTAL, { ...none(), pending: to('failed') }],
  ['cancelled', TOTAL, { ...none(), pending: to('canceled'), failed: to('canceled') }],
  ['expired', TOTAL, { ...none(), pending: to('canceled'), failed: to('canceled') }],
  ['refunded', TOTAL, { ...none(), pending: REFUND, failed: REFUND, paid: REFUND, processing: REFUND, sent: RETURNED, received: RETURNED }],
  ['charged_back', TOTAL, { ...none(), pending: REFUND, failed: REFUND, paid: REFUND, processing: REFUND, sent: RETURNED, received: RETURNED }],
  ['pending', TOTAL, none()],
  ['in_process', TOTAL, none()],
  ['authorized', TOTAL, none()],
  ['in_mediation', TOTAL, none()],
  ['a_status_not_known_yet', TOTAL, none()],
  ['constructor', TOTAL, none()],
];

describe.each(TABLE)('a payment %s of %i cents', (status, amount, expected) => {
  it.each(ORDER_STATUSES.map((order) => [order, expected[order]] as const))('on an order %s gives %j', (order, effect) => {
    expect(mapPayment(order, TOTAL, { status, amount_cents: amount })).toEqual(effect);
  });
});

describe('mapPayment never moves an order where the transition table does not', () => {
  it('covers every Mercado Pago status in the table above', () => {
    expect(MERCADOPAGO_STATUSES.filter((status) => !TABLE.some(([row]) => row === status))).toEqual([]);
  });

  it.each(MERCADOPAGO_STATUSES)('%s: every move it answers is allowed by canMoveOrder', (status) => {
    for (const order of ORDER_STATUSES) {
      for (const amount of [TOTAL, TOTAL + 1]) {
        const { move } = mapPayment(order, TOTAL, { status, amount_cents: amount });
        if (move) expect(canMoveOrder(order, move)).toBe(true);
      }
    }
  });

  it('pins the managers’ flags', () => {
    expect([APPROVED_WHILE_CANCELED, APPROVED_AFTER_FAILURE, RETURNED_AFTER_SHIPPING, mapPayment('pending', 100, { status: 'approved', amount_cents: 99 }).flag])
      .toMatchInlineSnapshot(`
        [
          "Pagamento aprovado para um pedido cancelado",
          "Pagamento aprovado para um pedido com falha no pagamento: confira e confirme à mão",
          "Pagamento devolvido ao comprador (estorno ou contestação) de um pedido já enviado",
          "O valor aprovado (R$ 0,99) difere do total do pedido (R$ 1,00)",
        ]
      `);
  });
});
