// The order's rules shared by the server, the checkout and the account screens: the seven statuses, the
// one transition table every status change goes through, the payment methods and the shapes the orders API answers.
// Pure: no server or browser imports.

import type { Address } from '../schemas/address';
import type { OrderCoupon } from './coupons';

/** The spec's order statuses, in the order a purchase moves through them. */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'processing', 'sent', 'received', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The spec's Portuguese label of each status (the label sets carry EN and ES under `orders.status.{code}`). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Confirmação Pendente',
  paid: 'Pagamento confirmado',
  failed: 'Falha no pagamento',
  processing: 'Em processamento',
  sent: 'Produto enviado',
  received: 'Produto recebido',
  canceled: 'Cancelado',
};

/** The statuses the spec gives a badge style; the others show a neutral badge. */
export const STYLED_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'sent', 'received', 'canceled'];

/**
 * The one transition table. A status change is `update … where status = $from` for one of these pairs and
 * a history row, in one transaction; anything else is a 409 naming the current and the asked status.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'failed', 'canceled'],
  // failed -> paid: an approval read from the provider (a Pix paid after its attempt failed); never by hand.
  failed: ['pending', 'paid', 'canceled'],
  paid: ['processing', 'canceled'],
  processing: ['sent', 'canceled'],
  sent: ['received'],
  received: [],
  canceled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Moves only a provider's confirmed payment makes: nobody marks a failed order paid by hand. */
const PROVIDER_ONLY: readonly (readonly [OrderStatus, OrderStatus])[] = [['failed', 'paid']];

/** Whether a person (an admin, the buyer) may move an order from `from` to `to`: the table less the provider-only moves. */
export const canMoveByHand = (from: OrderStatus, to: OrderStatus): boolean =>
  canMoveOrder(from, to) && !PROVIDER_ONLY.some(([a, b]) => a === from && b === to);

/** The statuses of a delivery: an order without one (donations only) is never sent nor received. */
export const DELIVERY_STATUSES: readonly OrderStatus[] = ['sent', 'received'];

/** Answered (422 on `status`) when an order without delivery is asked to become sent or received. */
export const NO_DELIVERY_MOVE = 'Este pedido não tem entrega (só doações): não pode ser marcado como enviado nem recebido.';

/**
 * The statuses a person may move an order to from `from` (the admin's status actions); `delivers` false (an order
 * without shipping) leaves out the delivery's.
 */
export const manualMoves = (from: OrderStatus, delivers = true): OrderStatus[] =>
  ORDER_TRANSITIONS[from].filter((to) => canMoveByHand(from, to) && (delivers || !DELIVERY_STATUSES.includes(to)));

/** Statuses whose order still holds its units (a canceled order gave them back, exactly once). */
export const HOLDS_STOCK = (status: OrderStatus): boolean => status !== 'canceled';

/** The statuses an admin is expected to act on (the dashboard's "waiting for action"). */
export const ACTION_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'processing'];

/**
 * Of those, the statuses whose next step is the delivery: a paid order of donations only has none, so the
 * dashboard counts, and its link lists, only the orders with something to send there (`delivery=with`).
 */
export const DELIVERY_ACTION_STATUSES: readonly OrderStatus[] = ['paid', 'processing'];

/** The orders list's `delivery` filter: orders with something to deliver, or of donations only (no shipping). */
export const ORDER_DELIVERY_FILTERS = ['with', 'without'] as const;
export type OrderDeliveryFilter = (typeof ORDER_DELIVERY_FILTERS)[number];

/** Payment method codes: the offline one and Mercado Pago's. */
export const PAYMENT_METHODS = ['pix_manual', 'mercadopago_pix', 'mercadopago_checkout'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment methods that go through Mercado Pago, as literal codes (the shop settings key them). */
export const MERCADOPAGO_CODES = ['mercadopago_pix', 'mercadopago_checkout'] as const;
/** The same list, for checks of any payment method. */
export const MERCADOPAGO_METHODS: readonly PaymentMethod[] = MERCADOPAGO_CODES;

/** Whether a method goes through Mercado Pago. */
export const isMercadoPago = (method: PaymentMethod): boolean => MERCADOPAGO_METHODS.includes(method);

/** The Portuguese name of each method (label sets: `orders.payment.{code}`). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix_manual: 'Pix / transferência',
  mercadopago_pix: 'Pix (Mercado Pago)',
  mercadopago_checkout: 'Cartão (Mercado Pago)',
};

/** Days a pending order waits for its payment by default, per method, before the expiry job cancels it. */
export const DEFAULT_PAYMENT_WINDOW_DAYS = 3;

/** A tracking code: 13 characters, two letters, nine digits, two letters (e.g. AA123456789BR). */
export const TRACKING_CODE = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/** The spec's message when the checkout has no delivery address. */
export const ADDRESS_REQUIRED = 'Informe um endereço de entrega.';
/** The spec's message when required fields are missing. */
export const REQUIRED_FIELDS = 'É necessário preencher todos os campos obrigatórios.';

/** The order number as people see it (#1042). */
export const orderNumberLabel = (number: number): string => `#${number}`;

/** One line of an order, as it was at purchase. */
export type OrderItem = {
  /** A product bought, or a donation (its unit price is the amount given; "Doação" on screens, e-mails and the CSV). */
  kind: 'product' | 'donation';
  product_id: string | null;
  variant_id: string | null;
  name: string;
  sku: string | null;
  /** The variant's option values ("M", "Azul"), empty without variants. */
  options: string[];
  image: string | null;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
};

/** The delivery address copied into the order (an address edited or deleted later does not change it). */
export type OrderAddress = Pick<Address, 'recipient' | 'cep' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state'>;

/** The shipping option chosen, as it was quoted at purchase; `carrier` names the company of a Melhor Envio option. */
export type OrderShipping = {
  service: string;
  name: string;
  price_cents: number;
  days: number | null;
  provider: string;
  carrier?: string;
};

/** A status change; `note` is internal (only managers see it), `customer_note` is what the customer sees. */
export type OrderHistoryEntry = {
  from: OrderStatus | null;
  to: OrderStatus;
  by: { id: string; name: string } | null;
  at: string;
  note: string | null;
};

/**
 * The buyer as the order copied them at purchase (their account's id, name, e-mail, CPF/CNPJ and phone); `id` is null
 * once the account was deleted ("Conta excluída"): the order is kept for the fiscal period, detached.
 */
export type OrderCustomer = { id: string | null; name: string; email: string; document: string | null; phone: string | null };

/** GET /api/orders/:id and the 201 of POST /api/orders. */
export type Order = {
  id: string;
  number: number;
  status: OrderStatus;
  customer: OrderCustomer;
  items: OrderItem[];
  /** Where it goes: null for an order of donations only. */
  address: OrderAddress | null;
  /** The option chosen: null for an order of donations only (nothing to deliver). */
  shipping: OrderShipping | null;
  payment_method: PaymentMethod;
  /** What to do to pay while pending (the organisation's instructions for Pix / transferência). */
  payment_instructions: string | null;
  subtotal_cents: number;
  shipping_cents: number;
  /** What its coupon took off the lines (0 without one); total = subtotal + shipping - discount. */
  discount_cents: number;
  /** The coupon as it was when the order was made (free shipping: shipping_cents is 0), or null. */
  coupon: OrderCoupon | null;
  total_cents: number;
  notes: string | null;
  tracking_code: string | null;
  /** When an order still unpaid (pending, or failed and not paid again) is canceled for want of payment. */
  expires_at: string | null;
  history: OrderHistoryEntry[];
  created_at: string;
  updated_at: string;
};

/** One row of GET /api/orders. */
export type OrderSummary = Pick<Order, 'id' | 'number' | 'status' | 'total_cents' | 'payment_method' | 'tracking_code' | 'created_at'> & {
  customer: Pick<OrderCustomer, 'id' | 'name' | 'email'>;
  /** The company carrying it (the tracking link's site), null when not known (pickup). */
  carrier: string | null;
  item_count: number;
};

/**
 * The dashboard's orders (GET /api/orders/summary, the `orders` of GET /api/dashboard): orders by status; those
 * waiting for an admin (ACTION_STATUSES; paid and in preparation only with something to deliver,
 * DELIVERY_ACTION_STATUSES); the last five; this month's paid total (São Paulo's month) and what the abandoned-cart
 * e-mails recovered of it.
 */
export type OrdersDashboard = {
  by_status: Record<OrderStatus, number>;
  waiting: Record<OrderStatus, number>;
  latest: OrderSummary[];
  month_paid_cents: number;
  month_paid_count: number;
  /** This month's sales that followed an abandoned-cart e-mail (src/server/shop/cart/cart-recovery.ts). */
  month_recovered_cents: number;
};

/** 409 of POST /api/orders when stock is short: every short line and how many units are left. */
export type ShortLine = { line: number; product_id: string; variant_id: string | null; available: number; message: string };

/** The Pix "copia e cola" code of a pending order and its QR code as an SVG document. */
export type OrderPix = { copia_e_cola: string; qr_svg: string };

/**
 * GET /api/orders/:id/payment: how to pay an order. `pix` is there while the order is pending, its method is
 * Pix / transferência and the shop has its own Pix key in /conta/shop; null otherwise.
 */
export type OrderPayment = {
  method: PaymentMethod;
  status: OrderStatus;
  amount_cents: number;
  instructions: string | null;
  expires_at: string | null;
  pix: OrderPix | null;
  /** The Mercado Pago payment to make while the order is pending: its Pix QR, or where to pay by card. */
  mercadopago: ProviderCharge | null;
  /** Whether the buyer may try to pay again (a failed order, or a pending Mercado Pago order without a charge). */
  can_retry: boolean;
  /** Managers only (null and [] for the customer): what needs a look, and every attempt with Mercado Pago's answers. */
  flag: string | null;
  attempts: PaymentAttempt[];
  /** A boleto issued through Checkout Pro and waiting to be paid while the order is unpaid: its page and due date. */
  boleto: { url: string; due_at: string } | null;
  /** How a paid order was paid (from the payment that paid it): Pix, card in N×, boleto, Mercado Pago balance; else null. */
  paid_with: { kind: 'pix' | 'card' | 'boleto' | 'account_money'; installments: number | null } | null;
};

/** A Mercado Pago charge waiting for the buyer: the Pix copia e cola with its QR as a base64 PNG, or Checkout Pro's address. */
export type ProviderCharge = {
  status: string;
  qr_code: string | null;
  qr_code_base64: string | null;
  init_point: string | null;
  expires_at: string | null;
};

/** One payment attempt at Mercado Pago, as managers see it. */
export type PaymentAttempt = {
  id: string;
  method: PaymentMethod;
  /** The order's attempt this charge belongs to (1 for the first charge, then one more per "Tentar pagar novamente"). */
  attempt: number;
  provider_payment_id: string | null;
  status: string;
  status_detail: string | null;
  amount_cents: number | null;
  refunded_at: string | null;
  /** Why closing this charge at Mercado Pago failed (the reconciliation tries again), or null. */
  close_error: string | null;
  /** Whether this payment is the one that paid the order. */
  paid_order: boolean;
  /** An approved payment that did not pay the order (double payment, after a cancel): "Estornar pagamento duplicado". */
  refundable: boolean;
  created_at: string;
  updated_at: string;
  raw: unknown;
};
