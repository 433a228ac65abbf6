import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/http-error';
import { mercadoPagoClient, type MercadoPagoClient } from '../../src/server/shop/payments/mercadopago/mercadopago-client';
import { MP_ACCESS_TOKEN, type MercadoPagoServer } from '../helpers/mercadopago-server';
import { useMercadoPagoStandIn } from '../helpers/mercadopago-setup';
import { startStandIn } from '../helpers/stand-in-server';

const standIn = useMercadoPagoStandIn();
let mp: MercadoPagoServer;
let logged: string[];
beforeEach(() => {
  mp = standIn.mp();
  logged = standIn.logged();
});

const client = (token = MP_ACCESS_TOKEN) => mercadoPagoClient({ accessToken: token, timeoutMs: 300 });
const CALLS: [string, (c: MercadoPagoClient) => Promise<unknown>][] = [
  [
    'createPixPayment',
    (c) =>
      c.createPixPayment({
        amount_cents: 1000,
        description: 'Pedido #1',
        payer: { email: 'ana@exemplo.org', document: '12345678909' },
        external_reference: 'order-1',
        expires_at: new Date(),
        idempotency_key: 'k-1',
        attempt: 1,
      }),
  ],
  [
    'createPreference',
    (c) =>
      c.createPreference({
        items: [{ title: 'Livro', quantity: 1, unit_price_cents: 1000 }],
        payer: { email: 'ana@exemplo.org' },
        external_reference: 'order-1',
        back_urls: { success: 'https://a.org/s', pending: 'https://a.org/p', failure: 'https://a.org/f' },
        expires_at: new Date(),
        attempt: 1,
        max_installments: 12,
        boleto_due: null,
      }),
  ],
  ['getPayment', (c) => c.getPayment('1300000001')],
  ['searchPayments', (c) => c.searchPayments('order-1')],
  ['refundPayment', (c) => c.refundPayment('1300000001', 'k-2')],
  ['cancelPayment', (c) => c.cancelPayment('1300000001')],
  ['closePreference', (c) => c.closePreference('202809963-1')],
];
async function failure(call: () => Promise<unknown>): Promise<HttpError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('The call did not fail.');
}

describe.each(CALLS)('%s when Mercado Pago fails', (_, call) => {
  it('answers 502 for an HTTP 500, and logs the cause', async () => {
    mp.mode = 'error';
    const error = await failure(() => call(client()));
    expect([error.status, error.message]).toEqual([502, 'O Mercado Pago não concluiu a operação (HTTP 500). Tente novamente.']);
    expect(logged.join('\n')).toMatch(/^\[mercadopago\] (GET|POST|PUT) \/[\w/-]+: HTTP 500 internal_error - Internal server error$/);
  });

  it('answers 502 when the answer takes longer than the time limit', async () => {
    mp.mode = 'slow';
    const started = Date.now();
    const error = await failure(() => call(client()));
    expect([error.status, error.message]).toEqual([502, 'O Mercado Pago não respondeu em 0,3 s. Tente novamente.']);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(logged.join('\n')).toContain('TimeoutError');
  });

  it('answers 502 for an answer of an unexpected shape (parsed, never cast)', async () => {
    mp.mode = 'malformed';
    const error = await failure(() => call(client()));
    expect([error.status, error.message]).toEqual([502, 'O Mercado Pago respondeu num formato inesperado.']);
    expect(logged.join('\n')).toContain('unexpected answer');
  });

  it('answers 502 for a refused token, never repeating the token (not even when the API echoes it)', async () => {
    mp.mode = 'unauthorized';
    const error = await failure(() => call(client()));
    expect([error.status, error.message]).toEqual([
      502,
      'O Mercado Pago recusou o token de acesso da loja (HTTP 401). Verifique as credenciais.',
    ]);
    expect(JSON.stringify({ message: error.message, details: error.details, errors: error.errors })).not.toContain(MP_ACCESS_TOKEN);
    expect(logged.join('\n')).toContain('invalid access token: Bearer [token]');
    expect(logged.join('\n')).not.toContain(MP_ACCESS_TOKEN);
  });
});

describe('where the client calls', () => {
  it('refuses a token the stand-in does not know, as Mercado Pago would', async () => {
    const error = await failure(() => client('TEST-outro-token').getPayment('1'));
    expect(error.status).toBe(502);
    expect(logged.join('\n')).not.toContain('TEST-outro-token');
  });

  it('reads MERCADOPAGO_API_BASE at each call', async () => {
    const other = await startStandIn((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ paging: {}, results: [] }));
    });
    try {
      const c = client();
      process.env.MERCADOPAGO_API_BASE = other.url;
      expect(await c.searchPayments('order-1')).toEqual([]);
      expect(other.received).toHaveLength(1);
      expect(mp.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('takes a base address given to it over the variable', async () => {
    process.env.MERCADOPAGO_API_BASE = 'http://127.0.0.1:9';
    expect(await mercadoPagoClient({ accessToken: MP_ACCESS_TOKEN, base: mp.url }).searchPayments('x')).toEqual([]);
  });

  it('answers 502 when the headers come in time but the body stalls past the limit', async () => {
    const stalling = await startStandIn((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"results":');
    });
    try {
      process.env.MERCADOPAGO_API_BASE = stalling.url;
      const error = await failure(() => client().searchPayments('order-1'));
      expect([error.status, error.message]).toEqual([502, 'O Mercado Pago não respondeu em 0,3 s. Tente novamente.']);
    } finally {
      await stalling.close();
    }
  });

  it('throws the configuration error naming the variable (not a 502) for a bad MERCADOPAGO_API_BASE', async () => {
    process.env.MERCADOPAGO_API_BASE = 'api.mercadopago.com';
    await expect(client().getPayment('1')).rejects.toThrow(/^Variáveis de ambiente do Mercado Pago inválidas:\nMERCADOPAGO_API_BASE/);
    expect(mp.received).toHaveLength(0);
  });

  it('answers 502 when nothing listens at the address', async () => {
    const closed = await startStandIn(() => undefined);
    await closed.close();
    process.env.MERCADOPAGO_API_BASE = closed.url;
    const error = await failure(() => client().getPayment('1'));
    expect([error.status, error.message]).toEqual([502, 'Não foi possível falar com o Mercado Pago. Tente novamente.']);
    expect(logged.join('\n')).toContain('ECONNREFUSED');
  });
});
