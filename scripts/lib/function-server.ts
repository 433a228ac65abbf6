// The built functions (scripts/lib/function-bundles.ts) served in-process for `npm run preview`, as a warm Netlify
// function answers: each module is imported on its first call and kept, so its database pool stays open between
// calls. Netlify's local emulation (@netlify/dev) instead rebuilt the function and imported it in a new worker
// thread on every call (about 1.2 s each), and passed bodies as text (binary uploads were corrupted).
// Paths are matched by the rule the dev server uses (src/integrations/function-paths.ts); a function with no
// path, the scheduled ones among them, answers by name at /.netlify/functions/<name>, as in Netlify's emulation.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findFunction, type FunctionContext, type FunctionModule } from '../../src/integrations/function-paths';
import type { BundledFunction } from './function-bundles';

/** A function chosen for a path, with the path's parameters. */
export type FunctionMatch = { fn: BundledFunction; params: Record<string, string> };

const BY_NAME = /^\/\.netlify\/functions\/([^/]+)\/?$/;

/**
 * The function answering a path: by the paths it declares, or by name when it declares none; null for none. A
 * function declared `preferStatic` gives way when `isStatic` says the build has a file at the path, as on Netlify.
 */
export function matchFunction(
  functions: BundledFunction[],
  pathname: string,
  isStatic: (pathname: string) => boolean = () => false,
): FunctionMatch | null {
  const byName = BY_NAME.exec(pathname);
  if (!byName) {
    const found = findFunction(functions, pathname);
    return found && found.fn.preferStatic && isStatic(pathname) ? null : found;
  }
  const fn = functions.find((f) => f.name === byName[1] && f.paths.length === 0);
  return fn ? { fn, params: {} } : null;
}

/** A scheduled function called by hand gets what Netlify's scheduler sends: a POST marked as a schedule event. */
function asScheduled(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('user-agent', 'Netlify Clockwork');
  headers.set('x-nf-event', 'schedule');
  return new Request(request.url, { method: 'POST', headers, body: request.body, duplex: 'half' } as RequestInit);
}

/** What a call answers: the handler's Response, 204 when it returns none (as Netlify), 500 when it throws. */
async function call(module: Promise<FunctionModule>, match: FunctionMatch, request: Request, ip: string): Promise<Response> {
  const { fn, params } = match;
  const context: FunctionContext = {
    params,
    ip,
    waitUntil: (promise) => void promise.catch((error: unknown) => console.error(`npm run preview: ${fn.name} (waitUntil):`, error)),
  };
  try {
    const handler = (await module).default;
    if (!handler) throw new Error(`${fn.entry} has no default export`);
    const response: unknown = await handler(fn.schedule ? asScheduled(request) : request, context);
    return response instanceof Response ? response : new Response(null, { status: 204 });
  } catch (error) {
    console.error(`npm run preview: function ${fn.name}:`, error);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return new Response(message, { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
}

/**
 * Whether the published folder `dir` has a file for a path as Netlify's static serving finds it: the path itself,
 * `{path}.html` or `{path}/index.html`.
 */
export function staticFileAt(dir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const base = path.resolve(dir);
  const file = path.resolve(base, `.${decoded}`);
  if (file !== base && !file.startsWith(base + path.sep)) return false;
  return [file, `${file}.html`, path.join(file, 'index.html')].some((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Calls the built functions, each module imported once; `ip` is the client's address. `dir` is the published
 * folder a `preferStatic` function gives way to.
 */
export function functionServer(functions: BundledFunction[], dir = 'dist') {
  const modules = new Map<string, Promise<FunctionModule>>();
  const load = (fn: BundledFunction): Promise<FunctionModule> => {
    let module = modules.get(fn.name);
    if (!module) modules.set(fn.name, (module = import(pathToFileURL(fn.entry).href) as Promise<FunctionModule>));
    return module;
  };
  return {
    match: (pathname: string) => matchFunction(functions, pathname, (p) => staticFileAt(dir, p)),
    invoke(match: FunctionMatch, request: Request, ip: string): Promise<Response> {
      // The headers Netlify adds to every function request.
      request.headers.set('x-nf-client-connection-ip', ip);
      request.headers.set('x-nf-request-id', randomUUID());
      return call(load(match.fn), match, request, ip);
    },
  };
}
