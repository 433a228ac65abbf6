// A path against a route pattern ('/conta/menus/:id/edit'): the account area's router and the first requests of its
// page (src/client/account-start.ts), which runs before the router's code has loaded. Pure.

/** The names of the `:param` segments of a path pattern ('/conta/menus/:id/edit' -> 'id'). */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a pattern yields, one string per `:param` segment. */
export type RouteParams<P extends string> = { [K in ParamNames<P>]: string };

/** The path without a trailing slash ('/conta/' -> '/conta'). */
export const normalizePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** Matches a path against a pattern: its params, or null. Segments compare exactly; params take one segment. */
export function matchPath<P extends string>(pattern: P, pathname: string): RouteParams<P> | null {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== have[i]) return null;
  }
  return params as RouteParams<P>;
}
