import { neverAnswer, pause, sendJson, startStandIn, withMode, type Received, type StandIn } from './stand-in-server';

/**
 * How the stand-in Melhor Envio API behaves: `success` (four services priced); `partial` (SEDEX and Mini Envios
 * answered with `error`, as services that cannot carry the parcel); `unauthorized` (401, the token refused);
 * `slow` (answers after `slowMs`, beyond the client's timeout); `limited` (429 with a Retry-After of
 * `retryAfter` seconds); `error` (HTTP 500); `silent` (never answers); `stalled` (sends the status and headers, then
 * never the body).
 */
export type MelhorEnvioMode = 'success' | 'partial' | 'unauthorized' | 'slow' | 'limited' | 'error' | 'invalid' | 'refused' | 'silent' | 'stalled';

/** The token the stand-in accepts. */
export const MELHORENVIO_TOKEN = 'me-token-de-teste.abc.123';

// The services of the stand-in: id, name, company, a base and a price per started kilogram (cents), and the days.
const SERVICES = [
  { id: 1, name: 'PAC', company: { id: 1, name: 'Correios' }, base: 1800, perKg: 200, days: 7 },
  { id: 2, name: 'SEDEX', company: { id: 1, name: 'Correios' }, base: 3200, perKg: 400, days: 3 },
  { id: 3, name: '.Package', company: { id: 2, name: 'Jadlog' }, base: 1500, perKg: 150, days: 6 },
  { id: 17, name: 'Mini Envios', company: { id: 1, name: 'Correios' }, base: 1100, perKg: 100, days: 9 },
];
const REFUSED_WHEN_PARTIAL = new Set([2, 17]);

type Product = { weight: number; quantity: number };

const reais = (cents: number) => (cents / 100).toFixed(2);

/** What the stand-in answers a calculate call: each service priced by the cart's total weight, or with its error. */
export function standInServices(products: Product[], mode: MelhorEnvioMode) {
  const kg = Math.max(1, Math.ceil(products.reduce((sum, p) => sum + p.weight * p.quantity, 0) - 1e-9));
  return SERVICES.map(({ id, name, company, base, perKg, days }) => {
    if (mode === 'partial' && REFUSED_WHEN_PARTIAL.has(id)) {
      return { id, name, company: { ...company, picture: '' }, error: 'Serviço indisponível para o trecho ou as dimensões informadas.' };
    }
    const price = reais(base + perKg * kg);
    return {
      id,
      name,
      price,
      custom_price: price,
      discount: '0.00',
      currency: 'R$',
      delivery_time: days,
      custom_delivery_time: days,
      delivery_range: { min: days - 1, max: days },
      packages: [],
      company: { ...company, picture: '' },
    };
  });
}

/** The stand-in Melhor Envio API, with its mode switchable while it runs. */
export type MelhorEnvioServer = StandIn & {
  mode: MelhorEnvioMode;
  slowMs: number;
  retryAfter: number;
  /** The calculate calls received. */
  calls: () => Received[];
  /** Back to `success`, no request received (between tests). */
  reset: () => void;
};

/**
 * Starts the stand-in (node:http on a free port, or the one given): POST /api/v2/me/shipment/calculate with a Bearer
 * token and a User-Agent naming an e-mail, as Melhor Envio requires (400 without one).
 */
export async function startMelhorEnvioServer(mode: MelhorEnvioMode = 'success', port = 0): Promise<MelhorEnvioServer> {
  const state = { mode, slowMs: 1500, retryAfter: 30 };
  const standIn = await startStandIn(async (request, response) => {
    if (state.mode === 'silent') return neverAnswer(request, response);
    if (state.mode === 'stalled') return void response.writeHead(200, { 'content-type': 'application/json' }).write('[');
    if (request.path !== '/api/v2/me/shipment/calculate' || request.method !== 'POST') return sendJson(response, 404, { message: 'Not Found' });
    if (state.mode === 'unauthorized' || request.authorization !== `Bearer ${MELHORENVIO_TOKEN}`) {
      return sendJson(response, 401, { message: 'Unauthenticated.' });
    }
    if (!/\(\S+@\S+\)/.test(request.headers['user-agent'] ?? '')) return sendJson(response, 400, { message: 'User-Agent inválido.' });
    if (state.mode === 'limited') {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(state.retryAfter) });
      return void response.end(JSON.stringify({ message: 'Too Many Attempts.' }));
    }
    if (state.mode === 'slow') await pause(state.slowMs);
    if (state.mode === 'error') return sendJson(response, 500, { message: 'Server Error' });
    if (state.mode === 'invalid') return sendJson(response, 200, { message: 'Serviços indisponíveis.' });
    if (state.mode === 'refused') return sendJson(response, 422, { message: 'The given data was invalid.', errors: { 'products.0.weight': ['Peso inválido.'] } });
    let body: { from?: { postal_code?: string }; to?: { postal_code?: string }; products?: Product[] };
    try {
      body = JSON.parse(request.body || '{}') as typeof body;
    } catch {
      return sendJson(response, 422, { message: 'JSON inválido.' });
    }
    const valid = /^\d{8}$/.test(body.from?.postal_code ?? '') && /^\d{8}$/.test(body.to?.postal_code ?? '') && Array.isArray(body.products) && body.products.length > 0;
    if (!valid) return sendJson(response, 422, { message: 'The given data was invalid.', errors: { 'to.postal_code': ['CEP inválido.'] } });
    return sendJson(response, 200, standInServices(body.products as Product[], state.mode));
  }, port);
  const server = withMode(standIn, state);
  Object.defineProperties(server, {
    slowMs: { get: () => state.slowMs, set: (value: number) => void (state.slowMs = value), enumerable: true },
    retryAfter: { get: () => state.retryAfter, set: (value: number) => void (state.retryAfter = value), enumerable: true },
  });
  return Object.assign(server, {
    calls: () => standIn.received.filter((r) => r.path === '/api/v2/me/shipment/calculate'),
    reset: () => {
      Object.assign(state, { mode: 'success', slowMs: 1500, retryAfter: 30 });
      standIn.received.length = 0;
    },
  }) as MelhorEnvioServer;
}
