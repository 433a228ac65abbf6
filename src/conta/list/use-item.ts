import { useEffect, useState } from 'react';
import { api } from '../../client/api-client';

/** An item screen's load: under way, failed, or done (no item on a "new" screen). */
export type LoadedItem<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; item?: T };

/** Loads `GET {base}/{id}` once per id for an edit screen; without an id (a new item) it is done at once. */
export function useItem<T>(base: string, id: string | undefined): LoadedItem<T> {
  const [loaded, setLoaded] = useState<LoadedItem<T>>(id ? { state: 'loading' } : { state: 'done' });
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api<T>('GET', `${base}/${encodeURIComponent(id)}`, { cache: 'no-store' }).then((result) => {
      if (live) setLoaded(result.ok ? { state: 'done', item: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [base, id]);
  return loaded;
}
