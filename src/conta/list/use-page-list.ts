import { useCallback, useEffect, useState } from 'react';
import { api } from '../../client/api-client';
import type { Page } from '../../lib/schemas/pagination';

/** A list page loaded from the API: the last page answered (kept while the next loads), busy and failed flags. */
export type PageList<T> = { page: Page<T> | null; busy: boolean; failed: boolean; reload: () => void };

/** Loads `path` (a list endpoint with its query) whenever it changes; older answers never overwrite newer ones. */
export function usePageList<T>(path: string): PageList<T> {
  const [page, setPage] = useState<Page<T> | null>(null);
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setBusy(true);
    void api<Page<T>>('GET', path, { cache: 'no-store', signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setBusy(false);
      setFailed(!result.ok);
      if (result.ok) setPage(result.data);
    });
    return () => controller.abort();
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { page, busy, failed, reload };
}
