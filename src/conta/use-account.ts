import { useCallback, useEffect, useState } from 'react';
import { api } from '../client/api-client';
import { logout } from '../client/logout';
import type { PublicSettings } from '../lib/schemas/settings';
import { $token, saveReturnPath, setUser as keepUser, type Profile } from '../stores/session';

/** Where the app is: confirming the session, failed to load, or ready with the user and the settings. */
export type AccountState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; user: Profile; settings: PublicSettings | null };

let leaving = false;

/** Sends the visitor to /login, remembering this page to come back to after logging in. */
function toLogin(): void {
  if (leaving) return;
  leaving = true;
  saveReturnPath(location.pathname + location.search);
  location.replace('/login');
}

/** Logs out from the app (the session store change must not send the visitor to /login). */
export function leaveAccount(): void {
  leaving = true;
  void logout();
}

/**
 * The route guard: without a token the visitor goes to /login at once; with one, the profile and the settings
 * load (a 401 ends the session through the API client, and then goes to /login the same way).
 */
export function useAccount() {
  const [state, setState] = useState<AccountState>({ status: 'loading' });

  const load = useCallback(async () => {
    if (!$token.get()) return toLogin();
    setState({ status: 'loading' });
    const [profile, settings] = await Promise.all([
      api<Profile>('GET', '/api/profile', { quiet: true }),
      api<PublicSettings | null>('GET', '/api/settings', { quiet: true, cache: 'no-store' }),
    ]);
    if (!profile.ok) {
      if (profile.error.status === 401) return toLogin();
      return setState({ status: 'failed', message: profile.error.message });
    }
    if (!settings.ok) return setState({ status: 'failed', message: settings.error.message });
    keepUser(profile.data);
    setState({ status: 'ready', user: profile.data, settings: settings.data });
  }, []);

  useEffect(() => {
    void load();
    // A session that ends while the app is open (a 401 on any call) goes to /login too.
    return $token.listen((token) => {
      if (!token) toLogin();
    });
  }, [load]);

  const setSettings = useCallback((settings: PublicSettings) => {
    setState((current) => (current.status === 'ready' ? { ...current, settings } : current));
  }, []);

  const setUser = useCallback((user: Profile) => {
    keepUser(user);
    setState((current) => (current.status === 'ready' ? { ...current, user } : current));
  }, []);

  return { state, retry: load, setSettings, setUser };
}
