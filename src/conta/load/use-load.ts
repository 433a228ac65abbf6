import { useCallback, useEffect, useState } from 'react';
import { api, type ApiError } from '../../client/api-client';

/** What a screen's data load is doing: loading, failed (with the API error) or ready with the data. */
export type Loaded<T> = { state: 'loading' } | { state: 'failed'; error: ApiError } | { state: 'ready'; data: T };

/**
 * Loads `GET path` once (never from the HTTP cache); `reload` asks again, `set` replaces the data after a change.
 * A failure is the screen's to show (no toast), unless `quiet` is false.
 */
export function useLoad<T>(path: string, { quiet = true }: { quiet?: boolean } = {}) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void api<T>('GET', path, { cache: 'no-store', quiet }).then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { state: 'ready', data: result.data } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [path, quiet, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((data: T) => setLoaded({ state: 'ready', data }), []);
  return { loaded, reload, set };
}
