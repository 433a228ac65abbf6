/** Least time between two automatic reloads after a code-loading failure (spec section 9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'vitrine_chunk_reload_at';

/** Whether an error is a failed load of a script chunk (after a new deploy removed the old files). */
export const isChunkLoadError = (reason: unknown): boolean =>
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    String((reason as { message?: unknown } | null)?.message ?? reason),
  );

function reloadOnce(reason: unknown): void {
  const last = Number(sessionStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) {
    console.error('[chunk-reload] code failed to load again; not reloading', reason);
    return;
  }
  sessionStorage.setItem(KEY, String(Date.now()));
  location.reload();
}

/** Reloads the page once (at most once a minute) when a code chunk fails to load. */
export function guardChunkReload(): void {
  addEventListener('vite:preloadError', (event) => reloadOnce((event as Event & { payload?: unknown }).payload));
  addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(event.reason);
  });
}
