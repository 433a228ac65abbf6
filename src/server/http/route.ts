import { isId } from '../../lib/ids';
import { isIdOrSlugKey } from '../../lib/slug';
import { currentSql, renewSql } from '../db/client';
import { isConnectionFault } from '../db/faults';
import { HttpError, notFound } from './http-error';
import { literalFirst, matchPattern } from './path-pattern';
import { errorResponse } from './respond';

/** Work that may finish after the answer (Netlify's `context.waitUntil`); without it, callers await the work. */
export type WaitUntil = (promise: Promise<unknown>) => void;
/** The path parameters Netlify passes in `context.params`, the client's address, and its waitUntil where the platform offers it. */
export type RouteContext = { params?: Record<string, string | undefined>; ip?: string; waitUntil?: WaitUntil };

/** Lets `work` (which must handle its own failures) finish after the answer when `later` is given, else awaits it. */
export async function afterAnswer(work: Promise<unknown>, later?: WaitUntil): Promise<void> {
  if (later) later(work);
  else await work;
}
/** A handler of one method. */
export type MethodHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** The handlers of one route, by method. */
export type Methods = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', MethodHandler>>;

/** The write handlers marked safe to run again whole (`retryOnce`). */
const repeatable = new WeakSet<MethodHandler>();

/**
 * Marks a write handler as safe to run again whole after a lost database connection: its writes are one transaction
 * (or one statement) that a second run either makes once or finds already made and answers alike (the order under
 * its Idempotency-Key; the admin's guarded product save, whose stock is written only over the stock the form read and
 * not at all when it is already the one asked). A write that commits in steps, or calls a provider between them,
 * is not marked: a lost connection there is a 503 the client decides to repeat.
 */
export function retryOnce(handler: MethodHandler): MethodHandler {
  repeatable.add(handler);
  return handler;
}

/**
 * Runs a method's handler; a lost database connection (`src/server/db/faults.ts`) runs it once more, on a new pool
 * (`renewSql`: fresh connections), when that is safe: a GET, which writes nothing a second run would double, or a
 * write marked `retryOnce` (its body read again from a copy taken before the first run). Anything else, and a second
 * loss, is answered by `errorResponse` (503 with Retry-After), the pool renewed for the next request all the same.
 */
async function run(handler: MethodHandler, request: Request, context: RouteContext): Promise<Response> {
  const again = request.method === 'GET' || request.method === 'HEAD' || repeatable.has(handler);
  const pool = currentSql();
  const copy = again && request.body ? request.clone() : request;
  try {
    return await handler(request, context);
  } catch (error) {
    if (!isConnectionFault(error)) throw error;
    renewSql(pool);
    if (!again) throw error;
    console.warn(`[api] ${request.method} ${new URL(request.url).pathname}: connection lost, running it again`);
    const retryPool = currentSql();
    try {
      return await handler(copy, context);
    } catch (second) {
      if (isConnectionFault(second)) renewSql(retryPool);
      throw second;
    }
  }
}

/** Builds a function handler that dispatches by method, answers 405 for others and maps every error. */
export function route(methods: Methods) {
  const allow = Object.keys(methods).join(', ');
  return async (request: Request, context: RouteContext = {}): Promise<Response> => {
    const handler = methods[request.method as keyof typeof methods];
    try {
      if (!handler) throw new HttpError(405, 'Método não permitido.', undefined, { allow });
      return await run(handler, request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** A function's routes: each of its `config.path` patterns with the methods it answers. */
export type RouteTable = Record<string, Methods>;

/**
 * Builds the handler of a function serving several paths, declared as the patterns of its `config.path` with their
 * methods (`routes({ '/api/orders': { GET, POST }, '/api/orders/:id/cancel': { POST } })`). The request's path picks
 * the route by the rule that picks the function (a literal pattern before one with parameters); a path no pattern
 * matches answers 404 and a method its route lacks 405. `patterns` lists the table for the test that compares it
 * with `config.path`.
 */
export function routes(table: RouteTable) {
  const patterns = Object.keys(table);
  const handlers = [...patterns].sort(literalFirst).map((pattern) => ({ pattern, handler: route(table[pattern]) }));
  const dispatch = async (request: Request, context: RouteContext = {}): Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    for (const { pattern, handler } of handlers) {
      const params = paramsOf(pattern, pathname);
      if (params) return handler(request, withParams(context, params));
    }
    return errorResponse(notFound(), request);
  };
  return Object.assign(dispatch, { patterns });
}

/** The parameters of a path under a pattern, or null; a path with a malformed escape (`%E0`) matches no route. */
function paramsOf(pattern: string, pathname: string): Record<string, string> | null {
  try {
    return matchPattern(pattern, pathname);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

// Netlify (and the dev server and preview, by the same patterns) passes the matched pattern's parameters in
// context.params: its context goes on untouched. A caller without them (a test calling the handler) gets them from
// the path.
const withParams = (context: RouteContext, params: Record<string, string>): RouteContext =>
  Object.keys(params).every((name) => context.params?.[name] !== undefined)
    ? context
    : { ...context, params: { ...params, ...context.params } };

/** A numeric id path parameter (404 when it is missing or not a positive integer). */
export function idParam(context: RouteContext, name = 'id'): string {
  const value = context.params?.[name] ?? '';
  if (!isId(value)) throw new HttpError(404, 'Registro não encontrado.');
  return value;
}

/** An id-or-slug path parameter (`isIdOrSlugKey`): 404 with `message` when it is missing or cannot name an item. */
export function idOrSlugParam(context: RouteContext, message: string, name = 'id'): string {
  const value = context.params?.[name] ?? '';
  if (!isIdOrSlugKey(value)) throw notFound(message);
  return value;
}
