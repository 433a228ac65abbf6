// Answers asked for before the code that reads them has loaded. The account area starts its first screen's GET
// requests as soon as its first small script runs (src/conta/start/start-account.ts), beside the download of the
// app and the screen's code, instead of after them; the API client (api-client.ts) then takes the answer it would
// have asked for. An answer is taken at most `uses` times, within EARLY_TTL_MS, for the same session token: a
// screen that loads again later (after a save) asks the server again.

/** How long an early answer waits to be taken. */
export const EARLY_TTL_MS = 15_000;

type Answer = { status: number; statusText: string; headers: [string, string][]; body: string };
type Early = { token: string; at: number; uses: number; answer: Promise<Answer | null> };

// Kept on the page's global object: the page's own script and the app are bundled apart, each with this module.
const KEY = '__vitrineEarly';
const early: Map<string, Early> = ((globalThis as Record<string, unknown>)[KEY] as Map<string, Early> | undefined) ?? new Map();
(globalThis as Record<string, unknown>)[KEY] = early;

/** Starts `GET path` now, with the session token, never from the HTTP cache; a network failure is left to the taker. */
export function fetchEarly(path: string, token: string, uses = 1): void {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Token ${token}`;
  const answer = fetch(path, { headers, cache: 'no-store' }).then(
    async (response) => ({ status: response.status, statusText: response.statusText, headers: [...response.headers], body: await response.text() }),
    () => null,
  );
  early.set(path, { token, at: Date.now(), uses, answer });
}

/**
 * The early answer of `GET path` for this token, as a fresh Response, or null (none, expired, used up, another
 * session, or it failed on the network: the caller then asks itself).
 */
export async function takeEarly(path: string, token: string): Promise<Response | null> {
  const entry = early.get(path);
  if (!entry) return null;
  entry.uses -= 1;
  if (entry.uses <= 0) early.delete(path);
  if (entry.token !== token || Date.now() - entry.at > EARLY_TTL_MS) return null;
  const answer = await entry.answer;
  return answer && new Response(answer.body || null, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}

/** Forgets every early answer (tests; a logout). */
export function clearEarly(): void {
  early.clear();
}
