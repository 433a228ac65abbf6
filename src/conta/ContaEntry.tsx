import { lazy, Suspense } from 'react';
import { startAccount } from './start/start-account';

// The /conta page's island: a small module whose first act, as soon as it runs, is to start the session's, the
// settings' and the first screen's requests and the screen's code (start-account.ts) beside the app's own code,
// which loads after it. Until the app draws, the page keeps the frame it was served with (the fallback slot of
// src/pages/conta/[...path].astro), so nothing moves.
const started = typeof window !== 'undefined' && startAccount();
const ContaApp = lazy(() => import('./ContaApp'));

/** The account app, once its code has come (nothing without a session: the visitor is on the way to /login). */
export default function ContaEntry() {
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ContaApp />
    </Suspense>
  );
}
