// How a Netlify path pattern (`config.path`) matches a request's path: one rule for the dev server and the preview,
// which pick the function (src/integrations/function-paths.ts), and for route tables, which pick the route inside it
// (`routes()` in route.ts).

// A parameter segment: `:name`, or `:name(regex)` (URLPattern's form, e.g. `:id([0-9]+)`).
const PARAM = /^:(\w+)(?:\((.+)\))?$/;

/**
 * The parameters of `pathname` under one Netlify path pattern (`/api/posts/:id`, `/loja/:id([0-9]+)`,
 * `/api/files/*`), or null. Literal segments match exactly, `:name` one non-empty segment (`:name(regex)` one that
 * the expression matches whole), a final `*` the rest of the path.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i];
    if (segment === '*' && i === want.length - 1) {
      params['0'] = have.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    if (i >= have.length) return null;
    const param = PARAM.exec(segment);
    if (param) {
      const value = decodeURIComponent(have[i]);
      if (param[2] !== undefined && !new RegExp(`^(?:${param[2]})$`).test(value)) return null;
      params[param[1]] = value;
    } else if (segment !== have[i]) return null;
  }
  return have.length === want.length ? params : null;
}

const specificity = (pattern: string) => (/[:*]/.test(pattern) ? 1 : 0);

/** Sort order of patterns: literal ones before those with parameters, as in Netlify (`/api/menus/order` before `/api/menus/:id`). */
export const literalFirst = (a: string, b: string): number => specificity(a) - specificity(b);
