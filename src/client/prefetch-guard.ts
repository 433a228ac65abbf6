// Astro's prefetch (astro.config.mjs) fetches nothing ahead on data-saver and 2g connections, but there it falls back
// to fetching a link's page at mousedown/touchstart, and the navigation that follows downloads it a second time
// (seen in Chromium: a `Sec-Purpose: prefetch` request, then the document request). This opts the pressed link out.

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection is one Astro's prefetch holds back on: data saver on, or an effective type of 2g or slow-2g. */
export function isSlowConnection(connection: Connection | undefined): boolean {
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

/**
 * On a slow connection, marks the link being pressed data-astro-prefetch="false" before Astro's tap listener (a bubbling
 * listener on the document) reads it: this capturing one runs first.
 */
export function guardPrefetchOnSlowConnections(): void {
  const onPress = (event: Event) => {
    if (!isSlowConnection((navigator as Navigator & { connection?: Connection }).connection)) return;
    if (event.target instanceof Element) event.target.closest('a')?.setAttribute('data-astro-prefetch', 'false');
  };
  for (const type of ['mousedown', 'touchstart']) document.addEventListener(type, onPress, { capture: true, passive: true });
}
