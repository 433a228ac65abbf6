import { createContext, useContext } from 'react';
import type { PublicSettings } from '../lib/schemas/settings';
import type { Profile } from '../stores/session';

/** What every screen of the app knows: the logged-in user and the site settings (live after a save). */
export type ContaContextValue = {
  user: Profile;
  settings: PublicSettings | null;
  setSettings: (settings: PublicSettings) => void;
  /** Replaces the logged-in user's name and e-mail after the profile is saved (the frame shows them). */
  setUser: (user: Profile) => void;
};

/** The app's shared state, provided by the app root once the session is confirmed. */
export const ContaContext = createContext<ContaContextValue | null>(null);

/** The app's shared state; only screens rendered inside the app root use it. */
export function useConta(): ContaContextValue {
  const value = useContext(ContaContext);
  if (!value) throw new Error('useConta() must be used inside the /conta app root');
  return value;
}
