import { lightApi, type LightError, type LightResult } from '../../client/light-fetch';
import type { Order } from '../../lib/shop/orders';
import { $token } from '../../stores/session';

/** A call to the API with the session's token (the checkout's calls need the logged-in buyer). */
export function authed<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightResult<T>> {
  const token = $token.get();
  return lightApi<T>(method, path, body, 'api', token ? { authorization: `Token ${token}`, ...headers } : headers);
}

const KEY_STORE = 'vitrine_order_key';

/**
 * The Idempotency-Key of this attempt: kept (sessionStorage) with what it asked, so a retry after a network failure
 * sends the same key and meets the order already made; any change of the order asks for a new key.
 */
export function idempotencyKeyFor(body: unknown): string {
  const asked = JSON.stringify(body);
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY_STORE) ?? 'null') as { key: string; asked: string } | null;
    if (saved && saved.asked === asked) return saved.key;
  } catch {
    // a broken entry: a new key below
  }
  const key = crypto.randomUUID();
  sessionStorage.setItem(KEY_STORE, JSON.stringify({ key, asked }));
  return key;
}

/** Forgets the key once its order exists. */
export const forgetIdempotencyKey = (): void => sessionStorage.removeItem(KEY_STORE);

/** The waits before each new attempt of an order the server could not take (a 503) or never received (no answer). */
export const ORDER_RETRY_DELAYS_MS = [500, 1000, 2000];
/** The longest Retry-After (seconds) the checkout waits for; a longer one keeps the backoff's wait. */
const MAX_RETRY_AFTER_SECONDS = 3;

/** Whether a failed order may be sent again as it is: the server could not take it now (503), or no answer came. */
const retryable = (error: LightError): boolean => error.status === 503 || error.status === 0;

/** The wait before attempt `retry` (0 for the first new attempt): the server's Retry-After when it is short, else the backoff. */
export function orderRetryDelay(retry: number, error: LightError): number {
  const after = error.retryAfter;
  if (after !== undefined && after >= 0 && after <= MAX_RETRY_AFTER_SECONDS) return after * 1000;
  return ORDER_RETRY_DELAYS_MS[retry] ?? ORDER_RETRY_DELAYS_MS.at(-1)!;
}

/**
 * POST /api/orders with its Idempotency-Key, sent again by itself (the same key, so at most one order is made) up to
 * three times when the server answers 503 or cannot be reached, waiting longer each time (`orderRetryDelay`);
 * `onRetry` is told before each new attempt ("Tentando novamente…"). Answers the last outcome.
 */
export async function sendOrder(
  body: unknown,
  key: string,
  onRetry: (retry: number) => void = () => {},
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<LightResult<Order>> {
  let result = await authed<Order>('POST', '/api/orders', body, { 'idempotency-key': key });
  for (let retry = 0; !result.ok && retryable(result.error) && retry < ORDER_RETRY_DELAYS_MS.length; retry += 1) {
    onRetry(retry);
    await sleep(orderRetryDelay(retry, result.error));
    result = await authed<Order>('POST', '/api/orders', body, { 'idempotency-key': key });
  }
  return result;
}
