// Internal links' pages fetched ahead: the page of a link the pointer rests on, or that takes the focus,
// is fetched 80 ms later with a <link rel="prefetch">, so the next page opens from the cache. Astro's prefetch script
// did this (prefetchAll, the hover strategy) in 2.5 KB, with strategies the site does not use and a fetch at mousedown
// on slow connections that the navigation then repeated; this is what the site used of it (every public
// page's script). Nothing is fetched ahead offline, on a data-saver or 2g connection, for the page itself, a link to
// another site, or a link marked data-astro-prefetch="false" (downloads).

/** How long the pointer or the focus rests on a link before its page is fetched (Astro's hover strategy's delay). */
export const PREFETCH_DELAY_MS = 80;

type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the connection is one to spare: data saver on, or an effective type of 2g or slow-2g. */
export function isSlowConnection(connection: Connection | undefined): boolean {
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

/** The address to fetch ahead for a link (without its #fragment), or null when it is not to be fetched. */
export function prefetchTarget(link: { href: string; dataset: DOMStringMap }, here: Location | URL): string | null {
  if (!link.href || link.dataset.astroPrefetch === 'false') return null;
  const url = new URL(link.href, here.href);
  url.hash = '';
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.href;
}

const fetched = new Set<string>();

function prefetch(href: string): void {
  if (fetched.has(href) || !navigator.onLine || isSlowConnection((navigator as Navigator & { connection?: Connection }).connection)) return;
  fetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/** Fetches a link's page once the pointer (mouse over) or the focus has rested on it for PREFETCH_DELAY_MS. */
export function startPrefetch(): void {
  let pending: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  const leave = () => {
    if (pending) clearTimeout(pending.timer);
    pending = null;
  };
  const rest = (target: EventTarget | null) => {
    const link = target instanceof Element ? target.closest('a') : null;
    if (link && link === pending?.link) return;
    leave();
    const href = link ? prefetchTarget(link, location) : null;
    if (link && href) pending = { link, timer: setTimeout(() => prefetch(href), PREFETCH_DELAY_MS) };
  };
  document.addEventListener('mouseover', (event) => rest(event.target), { passive: true });
  document.addEventListener('mouseout', (event) => pending?.link.contains(event.relatedTarget as Node | null) || leave(), { passive: true });
  document.addEventListener('focusin', (event) => rest(event.target));
  document.addEventListener('focusout', leave);
}
