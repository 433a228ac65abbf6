import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value in a React component, which renders again when the store changes: what the islands and /conta
 * used of @nanostores/react, on React's own useSyncExternalStore (that package and the parts of nanostores
 * it pulled in were about 0.9 KB of the cart page's JavaScript).
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const get = () => store.get();
  return useSyncExternalStore(subscribe, get, get);
}
