import { useEffect, useState } from 'react';
import { loadMunicipalities } from '../../lib/load-municipalities';

/** The municipalities of a state, loaded on demand: null while loading (or when no state is chosen). */
export function useMunicipalities(state: string): string[] | null {
  const [loaded, setLoaded] = useState<{ state: string; list: string[] } | null>(null);
  useEffect(() => {
    if (!state) return;
    let live = true;
    loadMunicipalities(state).then(
      (list) => live && setLoaded({ state, list }),
      (error: unknown) => console.error('[address] could not load the municipalities', error),
    );
    return () => {
      live = false;
    };
  }, [state]);
  return loaded && loaded.state === state ? loaded.list : null;
}
