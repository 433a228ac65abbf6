import { lazy, Suspense } from 'react';
import { startAccountRequests } from '../client/account-start';
import { preloadScreen } from './screen-code';

// The /conta page's island: a small module. The page's own script (src/client/entries/conta-start.ts) has already
// asked for the session, the settings and the first screen's data; as soon as this runs it asks for the app's code
// and the first screen's, side by side (and makes those requests itself if that script did not run). The page's
// skeleton (src/pages/conta/[...path].astro) stays until the app first draws.
const started = typeof window !== 'undefined' && startAccountRequests();
const app = started ? import('./ContaApp') : null;
if (started) preloadScreen(location.pathname);
const ContaApp = lazy(() => app ?? import('./ContaApp'));

/** The account app, once its code has come (nothing without a session: the visitor is on the way to /login). */
export default function ContaEntry() {
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ContaApp />
    </Suspense>
  );
}
