/** How long the build hook may take to answer before the call counts as failed. */
export const HOOK_TIMEOUT_MS = 5000;

/** The end of one hook call: `error` holds a Portuguese description when Netlify did not accept it. */
export type HookCallResult = { ok: true } | { ok: false; error: string };

/**
 * POSTs to Netlify's build hook with a short timeout; the reason becomes the deploy's title. Never throws:
 * a refused connection, a timeout or a non-2xx answer is returned as an error (without the hook's URL,
 * which is a secret).
 */
export async function callBuildHook(hookUrl: string, reason: string, timeoutMs = HOOK_TIMEOUT_MS): Promise<HookCallResult> {
  const url = new URL(hookUrl);
  url.searchParams.set('trigger_title', `Vitrine: ${reason}`.slice(0, 100));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer();
    if (response.ok) return { ok: true };
    return { ok: false, error: `O build hook respondeu HTTP ${response.status}.` };
  } catch (error) {
    return { ok: false, error: describeFailure(error, timeoutMs) };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `O build hook não respondeu em ${(timeoutMs / 1000).toLocaleString('pt-BR')} s.`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const detail = typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
  return `Não foi possível chamar o build hook (${detail.slice(0, 200)}).`;
}
