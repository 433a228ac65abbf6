import type { ServerResponse } from 'node:http';
import { z } from '../../src/lib/zod';
import { neverAnswer, pause, sendJson, startStandIn, withMode, type Received, type StandIn } from './stand-in-server';

/**
 * How the stand-in Mercado Pago API behaves: `success`; `error` (HTTP 500 to everything); `slow` (answers after
 * `slowMs`, beyond the client's timeout); `unauthorized` (HTTP 401, its message echoing the token as a careless API
 * might, so tests prove the client never repeats it); `malformed` (HTTP 200 with a body of the wrong shape); `silent`
 * (never answers).
 */
export type MercadoPagoMode = 'success' | 'error' | 'slow' | 'unauthorized' | 'malformed' | 'silent';

/** The access token the stand-in accepts. */
export const MP_ACCESS_TOKEN = 'TEST-5566778899-token-secreto-da-loja';

/** A payment held by the stand-in, as the API writes it (amount in reais). */
export type StandInPayment = {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  external_reference: string | null;
  date_of_expiration: string | null;
  date_created: string;
  payment_method_id: string;
  /** How it is paid: `bank_transfer` (Pix), `credit_card`, `ticket` (boleto)… */
  payment_type_id?: string;
  /** The card's installments. */
  installments?: number;
  /** A boleto's printable page. */
  transaction_details?: { external_resource_url: string | null };
  /** What we sent as metadata (the order's attempt), copied from a preference to the payments made on its page. */
  metadata?: Record<string, unknown>;
  point_of_interaction?: { transaction_data: { qr_code: string; qr_code_base64: string } };
};

/** A payment the buyer makes on a preference's page: its status, and how (a card by default, in 1×). */
export type PreferencePayment = {
  status: string;
  status_detail?: string;
  amount_cents?: number;
  payment_type_id?: string;
  payment_method_id?: string;
  installments?: number;
};

/** A Checkout Pro preference held by the stand-in: what was sent, and whether it was closed since. */
export type StandInPreference = {
  id: string;
  external_reference: string | null;
  metadata: Record<string, unknown> | undefined;
  amount_cents: number;
  body: Record<string, unknown>;
  /** Set by PUT /checkout/preferences/{id} (the page stops taking payments). */
  expiration_date_to: string | null;
};

/** The stand-in Mercado Pago API: its payments in memory, its mode switchable while it runs. */
export type MercadoPagoServer = StandIn & {
  mode: MercadoPagoMode;
  slowMs: number;
  payments: Map<string, StandInPayment>;
  preferences: Map<string, StandInPreference>;
  /**
   * A payment made by the buyer on a preference's page (a card declined, approved…): its reference and metadata are
   * the preference's, its amount the preference's total unless given. Answers the payment's id.
   */
  payOnPreference: (preferenceId: string, payment: PreferencePayment) => string;
  /**
   * A boleto issued on a preference's page: pending, pending_waiting_payment, its printable page and its due
   * date (the preference's date_of_expiration). Throws when the preference excludes boleto, as the page would not offer it.
   */
  issueBoleto: (preferenceId: string) => string;
  /** The requests received for a path (or whose path starts with it when it ends in '/'). */
  calls: (path: string) => Received[];
  /** Adds a payment (for reads and searches) and answers its id. */
  addPayment: (payment: Partial<StandInPayment> & { external_reference: string }) => string;
  /** Changes a payment's status or amount (in cents), as Mercado Pago would after a transfer or a refund. */
  setPayment: (id: string, change: { status?: string; status_detail?: string; amount_cents?: number }) => void;
  /** Back to `success`, no payment, no request received (between tests). */
  reset: () => void;
};

const paymentBody = z.object({
  transaction_amount: z.number().positive(),
  payment_method_id: z.string(),
  external_reference: z.string().optional(),
  date_of_expiration: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  payer: z.object({ email: z.string(), identification: z.object({ type: z.enum(['CPF', 'CNPJ']), number: z.string() }) }),
});
const preferenceBody = z.object({
  items: z.array(z.object({ title: z.string(), quantity: z.number(), unit_price: z.number() })).min(1),
  external_reference: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** Whether a preference's page offers a payment type (not in its payment_methods.excluded_payment_types). */
function offers(preference: StandInPreference, type: string): boolean {
  const methods = preference.body.payment_methods as { excluded_payment_types?: { id: string }[] } | undefined;
  return !(methods?.excluded_payment_types ?? []).some((excluded) => excluded.id === type);
}

const readJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Starts the stand-in (node:http on `port`, a free one by default; the browser tests use E2E_MP_PORT): payments, search, refunds and Checkout Pro preferences. */
export async function startMercadoPagoServer(mode: MercadoPagoMode = 'success', port = 0): Promise<MercadoPagoServer> {
  const state = { mode, slowMs: 1500, nextId: 1_300_000_001 };
  const payments = new Map<string, StandInPayment>();
  const preferences = new Map<string, StandInPreference>();
  const byKey = new Map<string, unknown>();

  const add = (payment: Partial<StandInPayment> & { external_reference: string | null }): StandInPayment => {
    const id = state.nextId++;
    const made: StandInPayment = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      transaction_amount: 10,
      date_of_expiration: null,
      date_created: new Date(Date.UTC(2026, 0, 1) + (id - 1_300_000_000) * 1000).toISOString(),
      payment_method_id: 'pix',
      ...payment,
    };
    payments.set(String(id), made);
    return made;
  };

  // A write with a key seen before gets the first answer again, as Mercado Pago's idempotency does.
  const once = (request: Received, response: ServerResponse, make: () => unknown): void => {
    const key = request.headers['x-idempotency-key'];
    if (!key) return sendJson(response, 400, { message: 'Header X-Idempotency-Key is required', error: 'bad_request', status: 400 });
    if (!byKey.has(key)) byKey.set(key, make());
    sendJson(response, 201, byKey.get(key));
  };

  const handle = (request: Received, response: ServerResponse): void => {
    const body = readJson(request.body);
    const one = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v1/payments') {
      const input = paymentBody.safeParse(body);
      if (!input.success) return sendJson(response, 400, { message: 'Invalid payment', error: 'bad_request', status: 400 });
      return once(request, response, () =>
        add({
          transaction_amount: input.data.transaction_amount,
          external_reference: input.data.external_reference ?? null,
          date_of_expiration: input.data.date_of_expiration ?? null,
          payment_method_id: input.data.payment_method_id,
          payment_type_id: input.data.payment_method_id === 'pix' ? 'bank_transfer' : undefined,
          metadata: input.data.metadata,
          point_of_interaction: {
            transaction_data: { qr_code: `00020126580014br.gov.bcb.pix-${state.nextId}`, qr_code_base64: 'iVBORw0KGgoAAAANSUhEUg==' },
          },
        }),
      );
    }
    if (request.method === 'POST' && request.path === '/checkout/preferences') {
      const input = preferenceBody.safeParse(body);
      if (!input.success) return sendJson(response, 400, { message: 'Invalid preference', status: 400 });
      const id = `202809963-${state.nextId++}`;
      const amount_cents = input.data.items.reduce((sum, item) => sum + Math.round(item.unit_price * 100) * item.quantity, 0);
      preferences.set(id, {
        id,
        external_reference: input.data.external_reference ?? null,
        metadata: input.data.metadata,
        amount_cents,
        body: body as Record<string, unknown>,
        expiration_date_to: null,
      });
      return sendJson(response, 201, { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}` });
    }
    const preferencePath = /^\/checkout\/preferences\/([\w-]+)$/.exec(request.path);
    if (request.method === 'PUT' && preferencePath) {
      const preference = preferences.get(preferencePath[1]);
      if (!preference) return sendJson(response, 404, { message: 'Preference not found', error: 'not_found', status: 404 });
      const change = z.object({ expiration_date_to: z.string() }).safeParse(body);
      if (!change.success) return sendJson(response, 400, { message: 'Invalid preference', status: 400 });
      preference.expiration_date_to = change.data.expiration_date_to;
      return sendJson(response, 200, { id: preference.id });
    }
    if (request.method === 'GET' && request.path === '/v1/payments/search') {
      const results = [...payments.values()]
        .filter((p) => p.external_reference === request.query.external_reference)
        .sort((a, b) => b.date_created.localeCompare(a.date_created));
      return sendJson(response, 200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    const payment = one ? payments.get(one[1]) : undefined;
    if (one && !payment) return sendJson(response, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
    if (payment && request.method === 'GET' && !one?.[2]) return sendJson(response, 200, payment);
    if (payment && request.method === 'PUT' && !one?.[2]) {
      // Only a payment still waiting can be cancelled, as Mercado Pago answers.
      if (z.object({ status: z.literal('cancelled') }).safeParse(body).success === false) {
        return sendJson(response, 400, { message: 'Invalid status', error: 'bad_request', status: 400 });
      }
      if (!['pending', 'in_process'].includes(payment.status)) {
        return sendJson(response, 400, { message: `Payment cannot be cancelled from ${payment.status}`, error: 'bad_request', status: 400 });
      }
      Object.assign(payment, { status: 'cancelled', status_detail: 'by_collector' });
      return sendJson(response, 200, payment);
    }
    if (payment && request.method === 'POST' && one?.[2]) {
      return once(request, response, () => {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
        return { id: state.nextId++, payment_id: payment.id, amount: payment.transaction_amount, status: 'approved' };
      });
    }
    sendJson(response, 404, { message: 'Resource not found', error: 'not_found', status: 404 });
  };

  const standIn = await startStandIn(async (request, response) => {
    if (state.mode === 'silent') return neverAnswer(request, response);
    if (state.mode === 'slow') await pause(state.slowMs);
    if (state.mode === 'unauthorized' || request.authorization !== `Bearer ${MP_ACCESS_TOKEN}`) {
      return sendJson(response, 401, { message: `invalid access token: ${request.authorization}`, error: 'unauthorized', status: 401 });
    }
    if (state.mode === 'error') return sendJson(response, 500, { message: 'Internal server error', error: 'internal_error', status: 500 });
    if (state.mode === 'malformed') return sendJson(response, 200, { id: null, results: 'none', init_point: 42 });
    handle(request, response);
  }, port);
  const server = withMode(standIn, state);
  Object.defineProperty(server, 'slowMs', { get: () => state.slowMs, set: (ms: number) => void (state.slowMs = ms), enumerable: true });
  return Object.assign(server, {
    payments,
    preferences,
    payOnPreference: (preferenceId: string, payment: PreferencePayment) => {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`The stand-in has no preference ${preferenceId}.`);
      const type = payment.payment_type_id ?? 'credit_card';
      if (!offers(preference, type)) throw new Error(`The preference ${preferenceId} excludes ${type}.`);
      return String(
        add({
          external_reference: preference.external_reference,
          metadata: preference.metadata,
          status: payment.status,
          status_detail: payment.status_detail ?? payment.status,
          transaction_amount: (payment.amount_cents ?? preference.amount_cents) / 100,
          payment_method_id: payment.payment_method_id ?? (type === 'credit_card' ? 'master' : type),
          payment_type_id: type,
          ...(type === 'credit_card' ? { installments: payment.installments ?? 1 } : {}),
        }).id,
      );
    },
    issueBoleto: (preferenceId: string) => {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`The stand-in has no preference ${preferenceId}.`);
      if (!offers(preference, 'ticket')) throw new Error(`The preference ${preferenceId} excludes ticket.`);
      const due = typeof preference.body.date_of_expiration === 'string' ? preference.body.date_of_expiration : null;
      const made = add({
        external_reference: preference.external_reference,
        metadata: preference.metadata,
        status: 'pending',
        status_detail: 'pending_waiting_payment',
        transaction_amount: preference.amount_cents / 100,
        payment_method_id: 'bolbradesco',
        payment_type_id: 'ticket',
        date_of_expiration: due ?? new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      made.transaction_details = { external_resource_url: `https://www.mercadopago.com.br/payments/${made.id}/ticket?caller_id=1&hash=abc` };
      return String(made.id);
    },
    calls: (path: string) => standIn.received.filter((r) => (path.endsWith('/') ? r.path.startsWith(path) : r.path === path)),
    addPayment: (payment: Partial<StandInPayment> & { external_reference: string }) => String(add(payment).id),
    setPayment: (id: string, change: { status?: string; status_detail?: string; amount_cents?: number }) => {
      const payment = payments.get(id);
      if (!payment) throw new Error(`The stand-in has no payment ${id}.`);
      if (change.status) Object.assign(payment, { status: change.status, status_detail: change.status_detail ?? change.status });
      if (change.amount_cents !== undefined) payment.transaction_amount = change.amount_cents / 100;
    },
    reset: () => {
      Object.assign(state, { mode: 'success', slowMs: 1500 });
      payments.clear();
      preferences.clear();
      byKey.clear();
      standIn.received.length = 0;
    },
  }) as MercadoPagoServer;
}
