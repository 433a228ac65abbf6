import { messageOf } from '../lib/api-message';

/**
 * A failed call: the status (0 when the server could not be reached), message, field errors, the raw body and the
 * seconds of its Retry-After header when it has one (a 503 the client may repeat).
 */
export type LightError = { status: number; message: string; errors?: Record<string, string[]>; text: string; retryAfter?: number };
/** The outcome of a call, never thrown. */
export type LightResult<T> = { ok: true; data: T } | { ok: false; error: LightError };

/** A body as JSON when it is JSON, else the text as it came (an HTML error page), null when empty. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The message of a failed answer. `api` (the default): the API client's chain (data.message, data.error.message,
 * else the raw data). `status`: the message or error.message of a JSON body, else "422 Unprocessable Entity".
 */
export function failureMessage(data: unknown, status: number, statusText: string, rule: 'api' | 'status' = 'api'): string {
  const statusLine = `${status} ${statusText}`;
  if (rule === 'api') return messageOf(data, statusLine);
  const record = data && typeof data === 'object' ? (data as { message?: unknown; error?: { message?: unknown } }) : null;
  if (typeof record?.message === 'string' && record.message) return record.message;
  if (typeof record?.error?.message === 'string' && record.error.message) return record.error.message;
  return statusLine;
}

/** The field errors ({field: [messages]}) of a JSON body, if any. */
export function fieldErrorsOf(data: unknown): Record<string, string[]> | undefined {
  if (!data || typeof data !== 'object' || !('errors' in data)) return undefined;
  const errors = (data as { errors?: unknown }).errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined;
}

/**
 * Calls `/api/*` without React (the public pages' forms and the shop's islands): JSON in and out, failures logged
 * and returned with the server's message and field errors; `extraHeaders` carries a session token or a key.
 */
export async function lightApi<T>(
  method: string,
  path: string,
  body?: unknown,
  rule: 'api' | 'status' = 'api',
  extraHeaders: Record<string, string> = {},
): Promise<LightResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (cause) {
    console.error(`[api] ${method} ${path}`, cause);
    return { ok: false, error: { status: 0, message: '', text: '' } };
  }
  const text = await response.text();
  const data = parseBody(text);
  if (response.ok) return { ok: true, data: data as T };
  const message = failureMessage(data, response.status, response.statusText, rule);
  console.error(`[api] ${method} ${path} -> ${response.status}: ${message}`);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return {
    ok: false,
    error: { status: response.status, message, errors: fieldErrorsOf(data), text, ...(Number.isFinite(retryAfter) ? { retryAfter } : {}) },
  };
}
