import { useCallback } from 'react';
import { api } from '../../client/api-client';
import type { PublicSettings } from '../../lib/schemas/settings';
import { useConta } from '../conta-context';

/**
 * Reloads the settings the app holds after a language changed: the settings form sends the languages list back
 * with every save, so a stale copy would undo the change made here.
 */
export function useRefreshSettings(): () => Promise<void> {
  const { setSettings } = useConta();
  return useCallback(async () => {
    const result = await api<PublicSettings | null>('GET', '/api/settings', { cache: 'no-store', quiet: true });
    if (result.ok && result.data) setSettings(result.data);
  }, [setSettings]);
}
