import { neverAnswer, pause, sendJson, startStandIn, withMode, type StandIn } from './stand-in-server';

/**
 * How the stand-in CEP service behaves: `success`, `error` (HTTP 500), `slow` (beyond the timeout), `garbage` (not JSON),
 * `silent` (never answers).
 */
export type CepMode = 'success' | 'error' | 'slow' | 'garbage' | 'silent';

// The CEPs the stand-in knows, as ViaCEP answers them.
const KNOWN: Record<string, Record<string, string>> = {
  '01310100': { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '69900000': { cep: '69900-000', logradouro: '', complemento: '', bairro: '', localidade: 'Rio Branco', uf: 'AC' },
};

/** The stand-in CEP lookup service, with its mode switchable while it runs. */
export type CepServer = StandIn & { mode: CepMode };

/** Starts the stand-in of ViaCEP (`/ws/{cep}/json/`, `{"erro": true}` for an unknown CEP) on a free port or `port`. */
export async function startCepServer(mode: CepMode = 'success', port = 0): Promise<CepServer> {
  const state = { mode };
  const standIn = await startStandIn(async (request, response) => {
    if (state.mode === 'silent') return neverAnswer(request, response);
    const match = /^\/ws\/(\d{8})\/json\/$/.exec(request.path);
    if (state.mode === 'slow') await pause(1500);
    if (state.mode === 'error') return sendJson(response, 500, { message: 'erro' });
    if (state.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>manutenção</html>');
      return;
    }
    if (!match) return sendJson(response, 400, { erro: true });
    sendJson(response, 200, KNOWN[match[1]] ?? { erro: true });
  }, port);
  return withMode(standIn, state);
}
