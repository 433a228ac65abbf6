import { lightApi, type LightResult } from '../../client/light-fetch';
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
