import { useEffect, useState } from 'react';
import { followMunicipalities, type Municipalities } from './municipalities';

/** The municipalities of the chosen state for a React form (followMunicipalities); loading while no state is chosen. */
export function useMunicipalities(state: string): Municipalities {
  const [known, setKnown] = useState<{ state: string; now: Municipalities } | null>(null);
  useEffect(() => (state ? followMunicipalities(state, (now) => setKnown({ state, now })) : undefined), [state]);
  return known && known.state === state ? known.now : 'loading';
}
