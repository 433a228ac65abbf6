import { HttpError } from '../http/http-error';

/**
 * What a lost connection to the database looks like, whoever reports it: PostgreSQL (the server shutting down or
 * terminating the backend, class 08), Node's socket, or postgres.js (its own codes for a socket closed, ended,
 * destroyed or never connected). The request's work may not have reached the database, or reached it and not
 * answered: only work that is safe to repeat is run again (`retryOnce` in `src/server/http/route.ts`).
 */
const CONNECTION_CODES = new Set([
  // PostgreSQL: admin_shutdown (pg_terminate_backend), crash_shutdown, cannot_connect_now.
  '57P01', '57P02', '57P03',
  // PostgreSQL class 08: connection exception, does not exist, failure, unable to establish, rejected.
  '08000', '08003', '08006', '08001', '08004',
  // Node's socket.
  'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT',
  // postgres.js.
  'CONNECTION_ENDED', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT',
]);

/**
 * What a bounded wait looks like (`src/server/db/limits.ts`): statement_timeout or a cancel (57014), lock_timeout
 * (55P03). The connection lives on and the statement's transaction was rolled back.
 */
const TIMEOUT_CODES = new Set(['57014', '55P03']);

/** The error's code (SQLSTATE, Node's or postgres.js's), looking through `cause` a few levels deep. */
function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error is a lost or refused connection to the database. */
export function isConnectionFault(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && CONNECTION_CODES.has(code);
}

/** Whether the error is a statement or lock wait cut short by its limit (or a canceled statement). */
export function isTimeoutFault(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && TIMEOUT_CODES.has(code);
}

/** Whether the database could not serve the request now: a lost connection or a limit reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionFault(error) || isTimeoutFault(error);
}

/** Answered (503) when the database could not serve the request now; the client may repeat it. */
export const SERVICE_UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** Seconds a client waits before repeating a request the database could not serve (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

/** The 503 of a request the database could not serve now, with `Retry-After`. */
export const serviceUnavailable = () =>
  new HttpError(503, SERVICE_UNAVAILABLE, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
