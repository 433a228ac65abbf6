import { literalFirst, matchPattern } from '../server/http/path-pattern';

/** A function's declared `config.path`: one pattern or several, as Netlify accepts them. */
export type FunctionPaths = string | string[] | undefined;

/** A function module as the dev server loads it: its handler and its config. */
export type FunctionModule = {
  default?: (request: Request, context: FunctionContext) => Promise<Response> | Response;
  config?: { path?: FunctionPaths };
};

/** What the handlers read from Netlify's context: path parameters, the client's address, waitUntil. */
export type FunctionContext = {
  params: Record<string, string>;
  ip?: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

const patternsOf = (paths: FunctionPaths): string[] => (paths === undefined ? [] : Array.isArray(paths) ? paths : [paths]);

/** The function answering `pathname` among the given ones (by their `config.path`), with its parameters. */
export function findFunction<T extends { paths: FunctionPaths }>(
  functions: T[],
  pathname: string,
): { fn: T; params: Record<string, string> } | null {
  const candidates = functions
    .flatMap((fn) => patternsOf(fn.paths).map((pattern) => ({ fn, pattern })))
    .sort((a, b) => literalFirst(a.pattern, b.pattern));
  for (const { fn, pattern } of candidates) {
    const params = matchPattern(pattern, pathname);
    if (params) return { fn, params };
  }
  return null;
}

/**
 * The `config.path` a function file declares, read from its source without running it (so the dev server
 * knows which module to load for a path without compiling all of them). Undefined when the file declares
 * none or declares it in a form this reader does not follow; such a file is then loaded to read its config.
 */
export function declaredPaths(source: string): FunctionPaths | null {
  const config = /export\s+const\s+config\b[^=]*=\s*\{([\s\S]*?)\}\s*;/.exec(source);
  if (!config) return undefined;
  // An array of string literals (whose text may hold brackets, as in `:id([0-9]+)`) or one string literal.
  const path = /\bpath\s*:\s*(\[\s*(?:(?:'[^']*'|"[^"]*")\s*,?\s*)*\]|'[^']*'|"[^"]*")/.exec(config[1]);
  if (!path) return /\bpath\s*:/.test(config[1]) ? null : undefined;
  const literals = [...path[1].matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
  return path[1].startsWith('[') ? literals : literals[0];
}
