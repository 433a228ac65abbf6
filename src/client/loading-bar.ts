/** Wait before the bar appears, so quick loads show nothing (spec section 9). */
export const THROTTLE_MS = 200;
/** Time the bar takes to fill (spec section 9). */
export const DURATION_MS = 5000;

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let bar: HTMLDivElement | undefined;

function element(): HTMLDivElement {
  if (bar?.isConnected) return bar;
  bar = document.createElement('div');
  bar.className = 'loading-bar';
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
  return bar;
}

function show(): void {
  const el = element();
  el.style.transition = 'none';
  el.style.opacity = '1';
  el.style.transform = 'scaleX(0)';
  void el.offsetWidth; // apply the reset before the fill transition starts
  el.style.transition = `transform ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
  el.style.transform = 'scaleX(0.95)';
}

/** Starts the loading bar; it shows only if the work lasts more than 200 ms. Calls nest with done(). */
export function start(): void {
  pending += 1;
  if (pending > 1 || typeof document === 'undefined') return;
  timer = setTimeout(show, THROTTLE_MS);
}

/** Ends one start(); the bar completes and fades when the last pending work ends. */
export function done(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending > 0) return;
  clearTimeout(timer);
  if (!bar || bar.style.opacity !== '1') return;
  const el = bar;
  el.style.transition = 'transform 200ms ease-out, opacity 300ms ease 200ms';
  el.style.transform = 'scaleX(1)';
  el.style.opacity = '0';
}

/** Runs an async task with the loading bar. */
export async function withLoadingBar<T>(task: () => Promise<T>): Promise<T> {
  start();
  try {
    return await task();
  } finally {
    done();
  }
}

// A same-tab click on a link to another page of this site (mailto:, downloads and new tabs never unload the page).
function isPageLink(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return url.origin === location.origin && !(samePage && url.hash);
}

/**
 * Shows the bar while the browser loads the next page (link clicks and form posts; `beforeunload` is not used
 * because mailto: links fire it without leaving), and resets it when a page comes back from the cache.
 */
export function trackNavigations(): void {
  addEventListener('click', (event) => {
    if (isPageLink(event)) start();
  });
  addEventListener('submit', (event) => {
    if (!event.defaultPrevented) start();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    pending = Math.min(pending, 1);
    done();
  });
}
