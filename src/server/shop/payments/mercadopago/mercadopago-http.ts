import { z } from '../../../../lib/zod';
import { HttpError, notFound } from '../../../http/http-error';
import { bodyWithin, fetchWithin, limitText, outgoingFailure, timeLimit, type Within } from '../../../http/outgoing';
import { mercadoPagoBase } from './mercadopago-env';

/** How a client reaches Mercado Pago: the shop's access token, and overrides of the base address and time limit. */
export type MercadoPagoOptions = {
  accessToken: string;
  /** Defaults to MERCADOPAGO_API_BASE (read at each call), itself https://api.mercadopago.com by default. */
  base?: string;
  /** Defaults to the limit of a request's call (`timeLimit('mercadoPago')`); scheduled work passes its own. */
  timeoutMs?: number;
};

/** One call: method, path (with its query), JSON body, idempotency key, and the 404 message when "none" is an answer. */
export type MercadoPagoCall = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  notFoundMessage?: string;
};

/** A validated answer and the JSON object it came from (kept whole for the record). */
export type Answer<T> = { data: T; raw: Record<string, unknown> };

const rawObject = z.record(z.string(), z.unknown());
const errorBody = z.object({ message: z.string().optional(), error: z.string().optional() });

/** The 502 every failure of Mercado Pago becomes (the cause goes to the log, never to the person). */
const badGateway = (message: string) => new HttpError(502, message);

// Whatever is logged passes here first: an answer that echoed the token must not carry it into the logs.
function log(options: MercadoPagoOptions, call: MercadoPagoCall, detail: string): void {
  const safe = options.accessToken ? detail.split(options.accessToken).join('[token]') : detail;
  console.error(`[mercadopago] ${call.method} ${call.path.split('?')[0]}: ${safe}`);
}

async function send(options: MercadoPagoOptions, call: MercadoPagoCall, within: Within): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.accessToken}`, accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers['x-idempotency-key'] = call.idempotencyKey;
  // Outside the try: a bad MERCADOPAGO_API_BASE is a configuration error that names the variable, not a 502.
  const url = `${options.base ?? mercadoPagoBase()}${call.path}`;
  const init = { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) };
  try {
    return await fetchWithin(url, init, within);
  } catch (error) {
    throw unreachable(options, call, error, within);
  }
}

// A call that did not get through, or whose answer stopped coming: the timeout says so, anything else is a network error.
function unreachable(options: MercadoPagoOptions, call: MercadoPagoCall, error: unknown, within: Within): HttpError {
  const failure = outgoingFailure(error, within.limitMs);
  const cause = failure.cause;
  log(options, call, cause instanceof Error ? `${cause.name}: ${cause.message}` : failure.detail);
  if (failure.timedOut) return badGateway(`O Mercado Pago não respondeu em ${limitText(failure.limitMs)}. Tente novamente.`);
  return badGateway('Não foi possível falar com o Mercado Pago. Tente novamente.');
}

// The body, read within the same time limit as the call.
async function readText(options: MercadoPagoOptions, call: MercadoPagoCall, response: Response, within: Within): Promise<string> {
  try {
    return await bodyWithin(response, within);
  } catch (error) {
    throw unreachable(options, call, error, within);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function refusal(options: MercadoPagoOptions, call: MercadoPagoCall, response: Response, within: Within): Promise<HttpError> {
  const said = errorBody.safeParse(parseJson(await readText(options, call, response, within)));
  const reason = said.success ? [said.data.error, said.data.message].filter(Boolean).join(' - ') : '';
  log(options, call, `HTTP ${response.status}${reason ? ` ${reason.slice(0, 300)}` : ''}`);
  if (response.status === 404 && call.notFoundMessage) return notFound(call.notFoundMessage);
  if (response.status === 401 || response.status === 403) {
    return badGateway(`O Mercado Pago recusou o token de acesso da loja (HTTP ${response.status}). Verifique as credenciais.`);
  }
  return badGateway(`O Mercado Pago não concluiu a operação (HTTP ${response.status}). Tente novamente.`);
}

/**
 * Sends one call to Mercado Pago and validates its answer: a network failure, a timeout, a refusal or an answer
 * of an unexpected shape is a 502 with a Portuguese message (a 404 is a 404 when the call says what was not found).
 */
export async function callMercadoPago<T>(options: MercadoPagoOptions, call: MercadoPagoCall, schema: z.ZodType<T>): Promise<Answer<T>> {
  const within = { limitMs: options.timeoutMs ?? timeLimit('mercadoPago') };
  const response = await send(options, call, within);
  if (!response.ok) throw await refusal(options, call, response, within);
  const raw = rawObject.safeParse(parseJson(await readText(options, call, response, within)));
  const data = raw.success ? schema.safeParse(raw.data) : null;
  if (!raw.success || !data?.success) {
    const issues = data && !data.success ? data.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : 'not a JSON object';
    log(options, call, `unexpected answer (${issues})`);
    throw badGateway('O Mercado Pago respondeu num formato inesperado.');
  }
  return { data: data.data, raw: raw.data };
}
