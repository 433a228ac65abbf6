import { isDatabaseUnavailable, serviceUnavailable } from '../db/faults';
import { HttpError } from './http-error';

/** Default cache header for API answers: personal or changing data is never cached. */
export const NO_STORE = 'private, no-store';

/** A JSON response; `null` is a valid body. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': NO_STORE, ...headers },
  });
}

/**
 * Maps any thrown value to the API error shape: a database that could not serve the request now (a lost connection,
 * a statement or lock limit reached; `src/server/db/faults.ts`) is a 503 with Retry-After the client may repeat;
 * other unexpected errors are logged and answered as a generic 500.
 */
export function errorResponse(error: unknown, request?: Request): Response {
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : 'api';
  if (isDatabaseUnavailable(error)) {
    const { code } = error as { code?: string };
    console.warn(`[api] ${where}: database unavailable (${code}), answered 503`);
    return errorResponse(serviceUnavailable(), request);
  }
  if (error instanceof HttpError) {
    const body: Record<string, unknown> = { ...error.details, message: error.message };
    if (error.errors) body.errors = error.errors;
    return json(body, error.status, error.headers);
  }
  console.error(`[api] ${where} failed:`, error);
  return json({ message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500);
}
