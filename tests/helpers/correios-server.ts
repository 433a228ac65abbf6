import { formatDecimal } from '../../src/lib/money';
import { neverAnswer, pause, sendJson, startStandIn, withMode, type Received, type StandIn } from './stand-in-server';

/**
 * How the stand-in Correios API behaves: `success`; `error` (HTTP 500 on price and delivery-time calls); `slow`
 * (answers after `slowMs`, beyond the client's timeout); `expired` (the first token issued is refused with 401,
 * as a token the API expired early); `refused` (the credentials are refused); `silent` (never answers anything, the
 * token call included).
 */
export type CorreiosMode = 'success' | 'error' | 'slow' | 'expired' | 'refused' | 'silent';

/** The credentials the stand-in accepts. */
export const CORREIOS_LOGIN = { user: 'loja-teste', accessCode: 'codigo-secreto-123', card: '0076543210', contract: '9912345678' };

// Prices of the stand-in by service (contract codes too): a base and a price per started kilogram, in cents.
const PRICES: Record<string, { base: number; perKg: number; days: number }> = {
  '04510': { base: 2000, perKg: 150, days: 6 },
  '03298': { base: 1800, perKg: 120, days: 6 },
  '04014': { base: 3500, perKg: 300, days: 2 },
  '04790': { base: 6000, perKg: 500, days: 1 },
};

/** The stand-in Correios contract API, with its mode switchable while it runs. */
export type CorreiosServer = StandIn & {
  mode: CorreiosMode;
  slowMs: number;
  readonly tokensIssued: number;
  calls: (kind: 'token' | 'preco' | 'prazo') => Received[];
  /** Back to `success`, no request received, no token issued (between tests). */
  reset: () => void;
};

/** Starts the stand-in (node:http on a free port): token, price (`pcFinal` "23,45") and delivery time (`prazoEntrega`). */
export async function startCorreiosServer(mode: CorreiosMode = 'success'): Promise<CorreiosServer> {
  const state = { mode, slowMs: 1500, tokensIssued: 0 };
  const basic = `Basic ${Buffer.from(`${CORREIOS_LOGIN.user}:${CORREIOS_LOGIN.accessCode}`).toString('base64')}`;
  const standIn = await startStandIn(async (request, response) => {
    if (state.mode === 'silent') return neverAnswer(request, response);
    if (request.path === '/token/v1/autentica/cartaopostagem' && request.method === 'POST') {
      const card = (JSON.parse(request.body || '{}') as { numero?: string }).numero;
      if (state.mode === 'refused' || request.authorization !== basic || card !== CORREIOS_LOGIN.card) {
        return sendJson(response, 401, { msgs: ['Usuário ou código de acesso inválido.'] });
      }
      state.tokensIssued += 1;
      // Brasília time without an offset, an hour ahead, as the API writes it.
      const expires = new Date(Date.now() + 3600_000 - 3 * 3600_000).toISOString().slice(0, 19);
      return sendJson(response, 201, { token: `token-${state.tokensIssued}`, expiraEm: expires, cartaoPostagem: { numero: card, dr: 72 } });
    }
    const match = /^\/(preco|prazo)\/v1\/nacional\/(\d{5})$/.exec(request.path);
    if (!match) return sendJson(response, 404, { msgs: ['Recurso não encontrado.'] });
    const token = request.authorization.replace(/^Bearer /, '');
    if (!/^token-\d+$/.test(token) || Number(token.slice(6)) > state.tokensIssued || (state.mode === 'expired' && token === 'token-1')) {
      return sendJson(response, 401, { msgs: ['Token expirado.'] });
    }
    if (state.mode === 'slow') await pause(state.slowMs);
    if (state.mode === 'error') return sendJson(response, 500, { msgs: ['Erro interno.'] });
    const price = PRICES[match[2]];
    if (!price) return sendJson(response, 400, { msgs: ['Serviço indisponível para o trecho informado.'] });
    if (match[1] === 'prazo') return sendJson(response, 200, { coProduto: match[2], prazoEntrega: price.days });
    const kg = Math.ceil(Number(request.query.psObjeto) / 1000);
    return sendJson(response, 200, { coProduto: match[2], pcFinal: formatDecimal(price.base + price.perKg * kg) });
  });
  const server = withMode(standIn, state);
  Object.defineProperties(server, {
    slowMs: { get: () => state.slowMs, set: (value: number) => void (state.slowMs = value), enumerable: true },
    tokensIssued: { get: () => state.tokensIssued, enumerable: true },
  });
  return Object.assign(server, {
    calls: (kind: 'token' | 'preco' | 'prazo') => standIn.received.filter((r) => r.path.split('/')[1] === kind),
    reset: () => {
      Object.assign(state, { mode: 'success', slowMs: 1500, tokensIssued: 0 });
      standIn.received.length = 0;
    },
  }) as CorreiosServer;
}
