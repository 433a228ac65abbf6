import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/http-error';
import { mercadoPagoClient, type PixPaymentInput } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { useMercadoPagoStandIn } from '../helpers/mercadopago-setup';

const standIn = useMercadoPagoStandIn();
let mp: MercadoPagoServer;
let logged: string[];
beforeEach(() => {
  mp = standIn.mp();
  logged = standIn.logged();
});

// Every call here is answered: the default time limit, not a short one that a busy machine (other test files run
// beside this one) could overrun on the first call. The time limit itself is tested in mercadopago-failures.test.ts.
const client = (token = MP_ACCESS_TOKEN) => mercadoPagoClient({ accessToken: token });
const pix = (overrides: Partial<PixPaymentInput> = {}): PixPaymentInput => ({
  amount_cents: 15990,
  description: 'Pedido #1042 - Vitrine',
  payer: { email: 'ana@exemplo.org', document: '123.456.789-09' },
  external_reference: 'order-7f3c',
  expires_at: new Date('2026-03-10T15:00:00Z'),
  notification_url: 'https://loja.exemplo.org/api/payments/mercadopago/webhook',
  idempotency_key: 'order-7f3c-pix-1',
  attempt: 1,
  ...overrides,
});
// The failure a call ends in (it must end in one).
async function failure(call: () => Promise<unknown>): Promise<HttpError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The call did not fail.');
}

describe('createPixPayment', () => {
  it('POSTs /v1/payments as Pix with the Bearer token, the idempotency key and the amount in reais', async () => {
    const payment = await client().createPixPayment(pix());
    const [sent] = mp.calls('/v1/payments');
    expect(sent.method).toBe('POST');
    expect(sent.authorization).toBe(`Bearer ${MP_ACCESS_TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe('order-7f3c-pix-1');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toContain('"transaction_amount":159.9,');
    expect(JSON.parse(sent.body)).toEqual({
      transaction_amount: 159.9,
      description: 'Pedido #1042 - Vitrine',
      payment_method_id: 'pix',
      payer: { email: 'ana@exemplo.org', identification: { type: 'CPF', number: '12345678909' } },
      external_reference: 'order-7f3c',
      date_of_expiration: '2026-03-10T12:00:00.000-03:00',
      metadata: { attempt: 1 },
      notification_url: 'https://loja.exemplo.org/api/payments/mercadopago/webhook',
    });
    expect(payment).toMatchObject({ id: '1300000001', status: 'pending', expires_at: '2026-03-10T12:00:00.000-03:00' });
    expect(payment.qr_code).toMatch(/^00020126/);
    expect(payment.qr_code_base64).toBe('iVBORw0KGgoAAAANSUhEUg==');
    expect(payment.raw).toMatchObject({ id: 1300000001, payment_method_id: 'pix' });
  });

  it.each([
    [1, '0.01'],
    [1999, '19.99'],
    [100000, '1000'],
    [123456789, '1234567.89'],
  ])('sends %i cents as %s reais', async (amount_cents, text) => {
    await client().createPixPayment(pix({ amount_cents, idempotency_key: `k-${amount_cents}` }));
    expect(mp.calls('/v1/payments')[0].body).toContain(`"transaction_amount":${text},`);
  });

  it('gets the same payment back for a repeated idempotency key (a retried checkout charges once)', async () => {
    const first = await client().createPixPayment(pix());
    const again = await client().createPixPayment(pix());
    expect(again.id).toBe(first.id);
    expect(mp.payments.size).toBe(1);
    expect(mp.calls('/v1/payments').map((c) => c.headers['x-idempotency-key'])).toEqual(['order-7f3c-pix-1', 'order-7f3c-pix-1']);
  });

  it('identifies a payer with 14 digits by CNPJ, and leaves notification_url out when there is none', async () => {
    await client().createPixPayment(pix({ payer: { email: 'ong@exemplo.org', document: '11.222.333/0001-81' }, notification_url: undefined }));
    const body: unknown = JSON.parse(mp.calls('/v1/payments')[0].body);
    expect(body).toMatchObject({ payer: { identification: { type: 'CNPJ', number: '11222333000181' } } });
    expect(body).not.toHaveProperty('notification_url');
  });

  it('answers 422 for a document that is neither a CPF nor a CNPJ, without calling', async () => {
    const error = await failure(() => client().createPixPayment(pix({ payer: { email: 'a@b.org', document: '123' } })));
    expect(error.status).toBe(422);
    expect(mp.received).toHaveLength(0);
  });
});

describe('createPreference', () => {
  it('POSTs /checkout/preferences with prices in reais, BRL, the return addresses, auto_return, the deadline and no boleto', async () => {
    const preference = await client().createPreference({
      items: [
        { id: 'p-1', title: 'Camiseta', quantity: 2, unit_price_cents: 4990 },
        { title: 'Frete PAC', quantity: 1, unit_price_cents: 2150 },
      ],
      payer: { email: 'ana@exemplo.org', name: 'Ana' },
      external_reference: 'order-7f3c',
      back_urls: { success: 'https://loja.exemplo.org/ok', pending: 'https://loja.exemplo.org/p', failure: 'https://loja.exemplo.org/f' },
      notification_url: 'https://loja.exemplo.org/api/payments/mercadopago/webhook',
      expires_at: new Date('2026-03-10T15:00:00Z'),
      attempt: 2,
      max_installments: 6,
      boleto_due: null,
    });
    expect(preference.init_point).toBe(`https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${preference.id}`);
    const [sent] = mp.calls('/checkout/preferences');
    expect(sent.authorization).toBe(`Bearer ${MP_ACCESS_TOKEN}`);
    expect(JSON.parse(sent.body)).toMatchObject({
      items: [
        { id: 'p-1', title: 'Camiseta', quantity: 2, unit_price: 49.9, currency_id: 'BRL' },
        { title: 'Frete PAC', quantity: 1, unit_price: 21.5, currency_id: 'BRL' },
      ],
      payer: { email: 'ana@exemplo.org', name: 'Ana' },
      external_reference: 'order-7f3c',
      back_urls: { success: 'https://loja.exemplo.org/ok' },
      auto_return: 'approved',
      metadata: { attempt: 2 },
      // Payable until the order's deadline only, and never by boleto (it clears days later).
      expires: true,
      expiration_date_to: '2026-03-10T12:00:00.000-03:00',
      payment_methods: { installments: 6, excluded_payment_types: [{ id: 'ticket' }] },
    });
    expect(JSON.parse(sent.body)).not.toHaveProperty('date_of_expiration');
  });

  it('offers boleto when given its due date: no type excluded, the due date as date_of_expiration (Brasília time)', async () => {
    await client().createPreference({
      items: [{ title: 'Livro', quantity: 1, unit_price_cents: 1000 }],
      payer: { email: 'ana@exemplo.org' },
      external_reference: 'order-1',
      back_urls: { success: 'https://a.org/s', pending: 'https://a.org/p', failure: 'https://a.org/f' },
      expires_at: new Date('2026-03-10T15:00:00Z'),
      attempt: 1,
      max_installments: 12,
      boleto_due: new Date('2026-03-13T02:59:59.999Z'),
    });
    const body = JSON.parse(mp.calls('/checkout/preferences')[0].body);
    expect(body.payment_methods).toEqual({ installments: 12 });
    expect(body.date_of_expiration).toBe('2026-03-12T23:59:59.999-03:00');
  });
});

describe('getPayment, searchPayments, refundPayment', () => {
  it('reads a payment as Mercado Pago has it now: status, detail and amount in cents', async () => {
    const { id } = await client().createPixPayment(pix());
    mp.setPayment(id, { status: 'approved', status_detail: 'accredited', amount_cents: 15990 });
    const payment = await client().getPayment(id);
    expect(payment).toMatchObject({ id, status: 'approved', status_detail: 'accredited', amount_cents: 15990, external_reference: 'order-7f3c' });
    expect(mp.calls(`/v1/payments/${id}`)[0].method).toBe('GET');
  });

  it('answers 404 (not 502) for a payment Mercado Pago does not have', async () => {
    const error = await failure(() => client().getPayment('999'));
    expect([error.status, error.message]).toEqual([404, 'Pagamento não encontrado no Mercado Pago.']);
    expect(logged).toEqual(['[mercadopago] GET /v1/payments/999: HTTP 404 not_found - Payment not found']);
  });

  it("finds an order's payments by external_reference, newest first", async () => {
    const older = mp.addPayment({ external_reference: 'order-7f3c', status: 'rejected' });
    mp.addPayment({ external_reference: 'order-other' });
    const newer = mp.addPayment({ external_reference: 'order-7f3c', status: 'approved', transaction_amount: 159.9 });
    const found = await client().searchPayments('order-7f3c');
    expect(found.map((p) => [p.id, p.status, p.amount_cents])).toEqual([
      [newer, 'approved', 15990],
      [older, 'rejected', 1000],
    ]);
    expect(mp.calls('/v1/payments/search')[0].query).toMatchObject({ external_reference: 'order-7f3c' });
  });

  it('refunds the whole payment once per idempotency key', async () => {
    const { id } = await client().createPixPayment(pix());
    const refund = await client().refundPayment(id, 'order-7f3c-refund');
    await client().refundPayment(id, 'order-7f3c-refund');
    expect(refund).toMatchObject({ payment_id: id, amount_cents: 15990, status: 'approved' });
    const calls = mp.calls(`/v1/payments/${id}/refunds`);
    expect(calls.map((c) => [c.method, c.headers['x-idempotency-key']])).toEqual([
      ['POST', 'order-7f3c-refund'],
      ['POST', 'order-7f3c-refund'],
    ]);
    expect((await client().getPayment(id)).status).toBe('refunded');
  });
});
