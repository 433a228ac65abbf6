// The account area's first requests, made by the /conta page's own small script (src/client/entries/conta-start.ts,
// written into the page's head) before the app's code has arrived: without a session the visitor goes to /login
// at once; with one, the session's profile, the settings and the first screen's data are all requested now, side by
// side, so that one round trip stands between the page and its content. The app then takes these answers
// (early-fetch.ts) instead of asking again, and starts the screen's code (src/conta/ContaEntry.tsx, by `screen`). What
// a screen asks for is listed here by path; a screen missing from the list still works, one round later.
import { fetchEarly } from './early-fetch';
import { CONTA_PRELOAD_ID, screenFilesIn } from '../lib/conta-preload';
import { LIST_PER_PAGE } from '../lib/list-size';
import { matchPath } from '../lib/path-match';
import { prepareSiteTimeZone } from '../lib/date-time';
import { isManager, type Role } from '../lib/roles';
import { saveReturnPath } from '../stores/session';
import { ROLE_HINT_KEY, TOKEN_KEY } from '../stores/session-token';

/**
 * What a first screen needs: its screen (a name of src/conta/screen-code.ts, whose code the app starts) and the GET
 * paths it asks for (by the role the browser last saw, if any).
 */
type ScreenStart = {
  pattern: string;
  /** The screen, or the screen for the role (none while the role is unknown). */
  screen?: string | ((role: Role | null) => string | undefined);
  data?: (params: Record<string, string>, role: Role | null, search: string) => string[];
};

/** The first page of a list, when the address asks for no search, filter or page (the list's own path then). */
const firstPage = (api: string) => (_params: Record<string, string>, _role: Role | null, search: string) => (search ? [] : [`${api}?per_page=${LIST_PER_PAGE}`]);
const item = (api: string) => (params: Record<string, string>) => [`${api}/${encodeURIComponent(params.id)}`];

/** A manager's dashboard in one call (its numbers, orders and publishing), a customer's profile checks (src/conta/dashboard). */
function dashboardData(_params: Record<string, string>, role: Role | null): string[] {
  if (!role) return [];
  return isManager(role) ? ['/api/dashboard'] : ['/api/addresses?per_page=100'];
}

export const SCREEN_STARTS: ScreenStart[] = [
  { pattern: '/conta', screen: (role) => (role ? (isManager(role) ? 'ManagerDashboard' : 'CustomerDashboard') : undefined), data: dashboardData },
  { pattern: '/conta/pedidos', screen: 'OrdersScreen', data: firstPage('/api/orders') },
  { pattern: '/conta/pedidos/:id', screen: 'OrderScreen', data: item('/api/orders') },
  { pattern: '/conta/profile', screen: 'ProfileScreen', data: () => ['/api/addresses?per_page=100'] },
  { pattern: '/conta/privacidade', screen: 'PrivacyScreen' },
  { pattern: '/conta/settings', screen: 'SettingsScreen', data: () => ['/api/pages?per_page=100'] },
  { pattern: '/conta/pages', screen: 'PagesScreen', data: firstPage('/api/pages') },
  { pattern: '/conta/pages/new', screen: 'PageFormScreen' },
  { pattern: '/conta/pages/:id/edit', screen: 'PageFormScreen', data: item('/api/pages') },
  { pattern: '/conta/users', screen: 'UsersScreen', data: firstPage('/api/users') },
  { pattern: '/conta/menus', screen: 'MenusScreen', data: () => ['/api/menus?all=1'] },
  { pattern: '/conta/shop', screen: 'ShopSettingsScreen', data: () => ['/api/shop/settings'] },
  { pattern: '/conta/posts', screen: 'PostsScreen', data: firstPage('/api/posts') },
  { pattern: '/conta/events', screen: 'EventsScreen' },
  { pattern: '/conta/medias', screen: 'MediasScreen' },
  { pattern: '/conta/produtos', screen: 'ProductsScreen', data: (...args) => [...firstPage('/api/products')(...args), '/api/product-categories'] },
  { pattern: '/conta/posts/:id/edit', screen: 'PostFormScreen', data: item('/api/posts') },
  { pattern: '/conta/events/:id/edit', screen: 'EventFormScreen', data: item('/api/events') },
  { pattern: '/conta/medias/:id/edit', screen: 'MediaFormScreen', data: item('/api/medias') },
  { pattern: '/conta/produtos/:id/edit', screen: 'ProductFormScreen', data: (params) => [...item('/api/products')(params), '/api/product-categories'] },
];

/** The role this browser's session had when the app last loaded its profile: a hint for what to ask first. */
function roleHint(): Role | null {
  const role = localStorage.getItem(ROLE_HINT_KEY);
  return role === 'user' || role === 'admin' || role === 'super' ? role : null;
}

/** The screen start of a path, with its params. */
export function screenStart(pathname: string): { start: ScreenStart; params: Record<string, string> } | null {
  for (const start of SCREEN_STARTS) {
    const params = matchPath(start.pattern, pathname);
    if (params) return { start, params };
  }
  return null;
}

/** The screen the app will draw first for a path, as far as this browser knows the session's role. */
export function firstScreen(pathname: string): string | undefined {
  const screen = screenStart(pathname)?.start.screen;
  return typeof screen === 'function' ? screen(roleHint()) : screen;
}

const STARTED = '__vitrineAccountStarted';

/**
 * Asks for a screen's files now (its code, what it imports, its label sets), from the map the build writes into the
 * page (src/integrations/conta-preload.ts); in dev there is none, and the app asks as it goes.
 */
function preloadScreenFiles(screen: string | undefined): void {
  const text = document.getElementById(CONTA_PRELOAD_ID)?.textContent;
  if (!screen || !text) return;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    return;
  }
  for (const href of screenFilesIn(map, screen)) {
    if (!href.startsWith('/_astro/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Starts the account area's requests for the current address, once per page (the page's script and the app both
 * call it; the first does the work): false when there is no session (the visitor is on the way to /login). A failed
 * early request is asked again by the app; a wrong role hint only costs a request the app ignores.
 */
export function startAccountRequests(): boolean {
  const token = localStorage.getItem(TOKEN_KEY) ?? '';
  if (!token) {
    saveReturnPath(location.pathname + location.search);
    location.replace('/login');
    return false;
  }
  const global = globalThis as Record<string, unknown>;
  if (global[STARTED]) return true;
  global[STARTED] = true;
  const found = screenStart(location.pathname);
  const data = found?.start.data?.(found.params, roleHint(), location.search) ?? [];
  // The profile screen, and a customer's dashboard, read the profile the session loads too: one answer for both.
  const pattern = found?.start.pattern;
  const profileUses = pattern === '/conta/profile' || (pattern === '/conta' && roleHint() === 'user') ? 2 : 1;
  fetchEarly('/api/profile', token, profileUses);
  fetchEarly('/api/settings', token);
  for (const path of data) fetchEarly(path, token);
  preloadScreenFiles(firstScreen(location.pathname));
  // The screens show dates in São Paulo's time: the zone's data loads while their files are on their way.
  prepareSiteTimeZone();
  return true;
}
