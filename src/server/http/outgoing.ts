import { z } from '../../lib/zod';
import { readEnv } from '../env';

/**
 * Every outside service the server calls, with how long one call may wait for it (milliseconds) and the variable that
 * overrides that limit. A request's calls fit what a person waits for at a button: the order's worst case is a
 * Correios quote and a Mercado Pago charge, 5 s each, well within Netlify's 60 s for a function; scheduled work, which
 * no one waits for, gives Mercado Pago longer (the platform stops a scheduled function at 30 s).
 */
export const OUTGOING_LIMITS = {
  /** One call to Mercado Pago from a request: the order's charge, a notification's read, an admin's check or refund. */
  mercadoPago: { ms: 5000, variable: 'MERCADOPAGO_TIMEOUT_MS' },
  /** One call to Mercado Pago from scheduled work: the reconciliation, the expiry job. */
  mercadoPagoScheduled: { ms: 10_000, variable: 'MERCADOPAGO_SCHEDULED_TIMEOUT_MS' },
  /** A whole Correios quote: the token and every price and delivery-time call, one deadline. */
  correios: { ms: 5000, variable: 'CORREIOS_TIMEOUT_MS' },
  /** A Melhor Envio quote (one call, body included). */
  melhorEnvio: { ms: 5000, variable: 'MELHORENVIO_TIMEOUT_MS' },
  /** A CEP lookup (ViaCEP), typed by a person filling an address. */
  cep: { ms: 3000, variable: 'CEP_TIMEOUT_MS' },
  /** Each wait of an SMTP conversation: connecting (DNS included), the greeting, every answer. */
  smtp: { ms: 5000, variable: 'SMTP_TIMEOUT_MS' },
  /** Netlify's build hook (from a save, or the scheduled publish every minute, which tries again). */
  buildHook: { ms: 5000, variable: 'BUILD_HOOK_TIMEOUT_MS' },
  /** The site's own `/404.html`, fetched by a function that found nothing (a plain page stands in). */
  notFoundPage: { ms: 3000, variable: 'NOT_FOUND_PAGE_TIMEOUT_MS' },
} as const;

/** An outside service of the table. */
export type Outgoing = keyof typeof OUTGOING_LIMITS;

const millis = (name: string, fallback: number) => {
  const whole = `${name} deve ser um número inteiro de milissegundos`;
  return z.coerce.number({ error: whole }).int(whole).min(1, `${name} deve ser ao menos 1`).max(60_000, `${name} deve ser no máximo 60000`).default(fallback);
};

const limitsSchema = z.object(
  Object.fromEntries(Object.values(OUTGOING_LIMITS).map(({ ms, variable }) => [variable, millis(variable, ms)])) as Record<string, ReturnType<typeof millis>>,
);

/** The time limit of a service's call (ms): its variable when set (tests set ~200 ms), else the table's. */
export function timeLimit(service: Outgoing): number {
  return readEnv(limitsSchema, 'de tempo limite')[OUTGOING_LIMITS[service].variable] as number;
}

/** A limit as people read it in a message: 5000 -> "5 s", 400 -> "0,4 s". */
export const limitText = (ms: number): string => `${(ms / 1000).toLocaleString('pt-BR')} s`;

/**
 * A call that got no answer: it took longer than its limit (`timedOut`), or the network failed (`detail`: the
 * system's code, such as ECONNREFUSED, else its message). The original error is the `cause`, for the log.
 */
export class OutgoingFailure extends Error {
  constructor(
    readonly timedOut: boolean,
    readonly detail: string,
    readonly limitMs: number,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? `sem resposta em ${limitText(limitMs)}` : detail, options);
    this.name = 'OutgoingFailure';
  }
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** What a failed fetch, or a body that stopped coming, becomes. */
export function outgoingFailure(error: unknown, limitMs: number): OutgoingFailure {
  if (error instanceof OutgoingFailure) return error;
  if (isTimeout(error)) return new OutgoingFailure(true, 'timeout', limitMs, { cause: error });
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const detail = typeof code === 'string' ? code : cause instanceof Error ? cause.message.slice(0, 200) : String(cause);
  return new OutgoingFailure(false, detail || 'erro de rede', limitMs, { cause });
}

/** How one call is bounded: its limit, and the deadline's signal when several calls share one (a Correios quote). */
export type Within = { limitMs: number; signal?: AbortSignal };

/**
 * `fetch` with a time limit (the body too: the signal aborts a body that stops coming), following no redirect unless
 * `init` says so; a timeout or a network failure throws an `OutgoingFailure`.
 */
export async function fetchWithin(url: string | URL, init: RequestInit, within: Within): Promise<Response> {
  try {
    return await fetch(url, { redirect: 'error', ...init, signal: within.signal ?? AbortSignal.timeout(within.limitMs) });
  } catch (error) {
    throw outgoingFailure(error, within.limitMs);
  }
}

/** A response's body as text, read within the call's limit; a body that stops coming throws an `OutgoingFailure`. */
export async function bodyWithin(response: Response, within: Within): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw outgoingFailure(error, within.limitMs);
  }
}
