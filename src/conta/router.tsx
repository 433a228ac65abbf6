import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { normalizePath } from '../lib/path-match';

const NAVIGATE_EVENT = 'conta:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

/** The current location path (normalized), updated on navigate() and on the browser's back/forward. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => normalizePath(location.pathname));
}

/** Goes to another path of the app without reloading the page. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const state = { conta: true };
  if (options.replace) history.replaceState(state, '', to);
  else history.pushState(state, '', to);
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.scrollTo(0, 0);
}

/** Whether the previous history entry belongs to the app (so "back" stays inside it). */
export const cameFromApp = (): boolean => (history.state as { conta?: boolean } | null)?.conta === true;

/** Whether a path is served by this app. */
export const isAppPath = (href: string): boolean => /^\/conta(?:[/?#]|$)/.test(href);

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode };

/** A link: paths of the app change screen in place; other links and modified clicks behave as usual. */
export function Link({ href, onClick, children, ...rest }: LinkProps) {
  const pathname = usePathname();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plain || rest.target || !isAppPath(href)) return;
    event.preventDefault();
    navigate(href);
  };
  const target = normalizePath(href);
  // The current screen is the 'page'; a section's list link also marks its new/edit screens ('true').
  let current: 'page' | 'true' | undefined;
  if (isAppPath(href) && target === pathname) current = 'page';
  else if (isAppPath(href) && target !== '/conta' && pathname.startsWith(`${target}/`)) current = 'true';
  return (
    <a href={href} onClick={handle} aria-current={current} {...rest}>
      {children}
    </a>
  );
}
