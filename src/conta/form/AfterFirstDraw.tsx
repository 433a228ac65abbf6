import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * What a long form has below its first screenful, drawn once the screen is on the screen: the shop's settings
 * form drew ten panels (about 0.3 s on a mid-range phone) before the first could show. The rest comes right after,
 * in a transition that yields to the browser, below what is already shown, so nothing on the screen moves.
 */
export default function AfterFirstDraw({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return shown ? children : null;
}
