import { bodyWithin, fetchWithin, limitText, outgoingFailure, timeLimit } from '../http/outgoing';

/** The end of one hook call: `error` holds a Portuguese description when Netlify did not accept it. */
export type HookCallResult = { ok: true } | { ok: false; error: string };

/**
 * POSTs to Netlify's build hook within its time limit (`timeLimit('buildHook')` unless given); the reason becomes
 * the deploy's title. Never throws: a refused connection, a timeout or a non-2xx answer is returned as an error
 * (without the hook's URL, which is a secret).
 */
export async function callBuildHook(hookUrl: string, reason: string, timeoutMs = timeLimit('buildHook')): Promise<HookCallResult> {
  const url = new URL(hookUrl);
  url.searchParams.set('trigger_title', `Vitrine: ${reason}`.slice(0, 100));
  const within = { limitMs: timeoutMs };
  try {
    const response = await fetchWithin(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, within);
    // The body is not needed; reading it frees the connection.
    await bodyWithin(response, within);
    if (response.ok) return { ok: true };
    return { ok: false, error: `O build hook respondeu HTTP ${response.status}.` };
  } catch (error) {
    const failure = outgoingFailure(error, timeoutMs);
    return {
      ok: false,
      error: failure.timedOut ? `O build hook não respondeu em ${limitText(timeoutMs)}.` : `Não foi possível chamar o build hook (${failure.detail}).`,
    };
  }
}
