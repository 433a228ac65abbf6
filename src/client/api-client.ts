import toast from './lazy-toast';
import { $token, clearSession } from '../stores/session';
import { messageOf, NETWORK_ERROR } from '../lib/api-message';
import { takeEarly } from './early-fetch';

// Kept here too: the account app imports them from the API client.
export { messageOf, NETWORK_ERROR };

/**
 * An API failure: the status (0 when the server could not be reached), message and field errors; `body` is the whole
 * answer, for the few callers that read more of it (a product save's 409 lists each stock row's stock now).
 */
export type ApiError = { status: number; message: string; errors?: Record<string, string[]>; body?: unknown };
/** The outcome of a call: callers branch on `ok`, nothing is thrown. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
/** Options of one call. */
export type ApiOptions = { body?: unknown; quiet?: boolean; signal?: AbortSignal; token?: string; cache?: RequestCache };

/**
 * Calls `/api/*` with the session token. Global error rule: a 401, or a 500 mentioning 'invalid signature',
 * ends the session; any other failure shows a toast (unless `quiet`) and is logged, never thrown.
 */
export async function api<T>(method: string, path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? $token.get();
  if (token) headers.authorization = `Token ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    // A GET the account area started before this code had loaded (src/client/early-fetch.ts) is not asked twice.
    const early = method === 'GET' && options.body === undefined ? await takeEarly(path, token ?? '') : null;
    response = early ?? await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      cache: options.cache,
    });
  } catch (cause) {
    console.error(`[api] ${method} ${path}`, cause);
    if (!options.quiet) toast.error(NETWORK_ERROR);
    return { ok: false, error: { status: 0, message: NETWORK_ERROR } };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON body (an HTML error page) is reported as it came.
  }
  if (response.ok) return { ok: true, data: data as T };
  const message = messageOf(data, `${response.status} ${response.statusText}`);
  const error: ApiError = { status: response.status, message, body: data };
  if (data && typeof data === 'object' && 'errors' in data) error.errors = (data as ApiError).errors;
  console.error(`[api] ${method} ${path} -> ${response.status}: ${message}`);
  const sessionGone = (response.status === 401 && !!token) || (response.status === 500 && /invalid signature/i.test(message));
  if (sessionGone) clearSession();
  if (!options.quiet) toast.error(message);
  return { ok: false, error };
}
