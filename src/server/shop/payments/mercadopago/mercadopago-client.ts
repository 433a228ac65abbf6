/**
 * The Mercado Pago client: plain `fetch`, not the official `mercadopago` SDK. Read in its package
 * (mercadopago@3.6.1, `npm pack`): the base address is `AppConfig.BASE_URL`, a `static readonly` constant with no
 * option in `MercadoPagoConfig` or per call, so tests could not point it at a local stand-in server without patching
 * the library; it also retries 429/5xx three times with back-off by default (a 500 would take seconds to surface),
 * sends telemetry headers, and swallows unreadable error bodies. The calls we need are seven JSON requests; here each
 * has a time limit (8 s), a zod-validated answer and errors mapped to one Portuguese 502.
 */
import { callMercadoPago, type MercadoPagoCall, type MercadoPagoOptions } from './mercadopago-http';
import {
  expirationText,
  identification,
  paymentShape,
  pixPaymentShape,
  preferenceShape,
  reaisFromCents,
  refundShape,
  searchShape,
  toPayment,
  updatedShape,
  type MercadoPagoPayment,
} from './mercadopago-shapes';

/** The client's options and the payment it reads, for callers that import only the client. */
export type { MercadoPagoOptions } from './mercadopago-http';
export type { MercadoPagoPayment } from './mercadopago-shapes';

/** A Pix charge to create: amount in cents, the payer (e-mail and CPF or CNPJ), the order's reference and its expiry. */
export type PixPaymentInput = {
  amount_cents: number;
  description: string;
  payer: { email: string; document: string };
  external_reference: string;
  expires_at: Date;
  notification_url?: string;
  idempotency_key: string;
  /** The order's attempt this charge is (sent as metadata, read back from every payment). */
  attempt: number;
};

/** A Pix charge created: its QR as copia e cola text and as a base64 PNG, and when it expires. */
export type PixPayment = {
  id: string;
  status: string;
  qr_code: string;
  qr_code_base64: string;
  expires_at: string | null;
  raw: Record<string, unknown>;
};

/** A Checkout Pro preference to create (the buyer pays by card on Mercado Pago's page and comes back). */
export type PreferenceInput = {
  items: { id?: string; title: string; quantity: number; unit_price_cents: number }[];
  payer: { email: string; name?: string };
  external_reference: string;
  back_urls: { success: string; pending: string; failure: string };
  notification_url?: string;
  /** The order's deadline: the page stops taking payments then, so no money arrives for units sold again. */
  expires_at: Date;
  /** The order's attempt (metadata, which Mercado Pago copies to every payment made on the page). */
  attempt: number;
  /** The most installments the page offers by card (1 to 12: `payment_methods.installments`). */
  max_installments: number;
  /** When boleto is offered, its due date (`date_of_expiration`); null leaves boleto out (`excluded_payment_types`). */
  boleto_due: Date | null;
};

/** A refund as Mercado Pago answered it. */
export type Refund = { id: string; payment_id: string; amount_cents: number; status: string; raw: Record<string, unknown> };

const PAYMENT_NOT_FOUND = 'Pagamento não encontrado no Mercado Pago.';

/** The client of one shop's account: every call with its access token, the base address and the time limit. */
export function mercadoPagoClient(options: MercadoPagoOptions) {
  /** POST /v1/payments with payment_method_id 'pix' and X-Idempotency-Key (a repeated key gives the same payment). */
  async function createPixPayment(input: PixPaymentInput): Promise<PixPayment> {
    const body = {
      transaction_amount: reaisFromCents(input.amount_cents),
      description: input.description,
      payment_method_id: 'pix',
      payer: { email: input.payer.email, identification: identification(input.payer.document) },
      external_reference: input.external_reference,
      date_of_expiration: expirationText(input.expires_at),
      metadata: { attempt: input.attempt },
      ...(input.notification_url ? { notification_url: input.notification_url } : {}),
    };
    const call: MercadoPagoCall = { method: 'POST', path: '/v1/payments', body, idempotencyKey: input.idempotency_key };
    const { data, raw } = await callMercadoPago(options, call, pixPaymentShape);
    const { qr_code, qr_code_base64 } = data.point_of_interaction.transaction_data;
    return { id: data.id, status: data.status, qr_code, qr_code_base64, expires_at: data.date_of_expiration, raw };
  }

  /** POST /checkout/preferences: where to send the buyer (`init_point`), returning to the shop when approved. */
  async function createPreference(input: PreferenceInput): Promise<{ id: string; init_point: string; raw: Record<string, unknown> }> {
    const body = {
      items: input.items.map((item) => ({
        ...(item.id ? { id: item.id } : {}),
        title: item.title,
        quantity: item.quantity,
        unit_price: reaisFromCents(item.unit_price_cents),
        currency_id: 'BRL',
      })),
      payer: { email: input.payer.email, ...(input.payer.name ? { name: input.payer.name } : {}) },
      external_reference: input.external_reference,
      back_urls: input.back_urls,
      auto_return: 'approved',
      metadata: { attempt: input.attempt },
      // Payable only until the order's deadline. Boleto only when the shop offers it, due on its own window (the
      // preference's date_of_expiration, which Mercado Pago applies to its cash methods); else it is left out.
      expires: true,
      expiration_date_to: expirationText(input.expires_at),
      payment_methods: {
        installments: input.max_installments,
        ...(input.boleto_due ? {} : { excluded_payment_types: [{ id: 'ticket' }] }),
      },
      ...(input.boleto_due ? { date_of_expiration: expirationText(input.boleto_due) } : {}),
      ...(input.notification_url ? { notification_url: input.notification_url } : {}),
    };
    const { data, raw } = await callMercadoPago(options, { method: 'POST', path: '/checkout/preferences', body }, preferenceShape);
    return { id: data.id, init_point: data.init_point, raw };
  }

  /** GET /v1/payments/{id}: the only truth about a payment's status and amount (404 when Mercado Pago has none). */
  async function getPayment(id: string): Promise<MercadoPagoPayment & { raw: Record<string, unknown> }> {
    const path = `/v1/payments/${encodeURIComponent(id)}`;
    const { data, raw } = await callMercadoPago(options, { method: 'GET', path, notFoundMessage: PAYMENT_NOT_FOUND }, paymentShape);
    return { ...toPayment(data), raw };
  }

  /** GET /v1/payments/search by external_reference, newest first (reconciliation of one order). */
  async function searchPayments(externalReference: string): Promise<MercadoPagoPayment[]> {
    const query = new URLSearchParams({ external_reference: externalReference, sort: 'date_created', criteria: 'desc' });
    const { data } = await callMercadoPago(options, { method: 'GET', path: `/v1/payments/search?${query}` }, searchShape);
    return data.results.map(toPayment);
  }

  /** POST /v1/payments/{id}/refunds: the whole amount back to the buyer, once per idempotency key. */
  async function refundPayment(id: string, idempotencyKey: string): Promise<Refund> {
    const path = `/v1/payments/${encodeURIComponent(id)}/refunds`;
    const call: MercadoPagoCall = { method: 'POST', path, body: {}, idempotencyKey, notFoundMessage: PAYMENT_NOT_FOUND };
    const { data, raw } = await callMercadoPago(options, call, refundShape);
    return { id: data.id, payment_id: data.payment_id, amount_cents: data.amount, status: data.status, raw };
  }

  /**
   * PUT /v1/payments/{id} with status cancelled: a Pix charge no longer wanted (its order canceled or paid by another
   * charge) stops being payable. Mercado Pago answers 400 for a payment that is no longer pending.
   */
  async function cancelPayment(id: string): Promise<void> {
    const path = `/v1/payments/${encodeURIComponent(id)}`;
    await callMercadoPago(options, { method: 'PUT', path, body: { status: 'cancelled' }, notFoundMessage: PAYMENT_NOT_FOUND }, updatedShape);
  }

  /** PUT /checkout/preferences/{id}: its page stops taking payments now (expiration_date_to in the past). */
  async function closePreference(id: string, now = new Date()): Promise<void> {
    const path = `/checkout/preferences/${encodeURIComponent(id)}`;
    const body = { expires: true, expiration_date_to: expirationText(new Date(now.getTime() - 1000)) };
    await callMercadoPago(options, { method: 'PUT', path, body, notFoundMessage: PAYMENT_NOT_FOUND }, updatedShape);
  }

  return { createPixPayment, createPreference, getPayment, searchPayments, refundPayment, cancelPayment, closePreference };
}

/** The client's calls, for callers that take one (and tests that pass a stand-in). */
export type MercadoPagoClient = ReturnType<typeof mercadoPagoClient>;
