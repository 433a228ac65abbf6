import { HttpError } from './http-error';
import { errorResponse } from './respond';

/** Work that may finish after the answer (Netlify's `context.waitUntil`); without it, callers await the work. */
export type WaitUntil = (promise: Promise<unknown>) => void;
/** The path parameters Netlify passes in `context.params`, and its waitUntil where the platform offers it. */
export type RouteContext = { params?: Record<string, string | undefined>; waitUntil?: WaitUntil };

/** Lets `work` (which must handle its own failures) finish after the answer when `later` is given, else awaits it. */
export async function afterAnswer(work: Promise<unknown>, later?: WaitUntil): Promise<void> {
  if (later) later(work);
  else await work;
}
/** A handler of one method. */
export type MethodHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** Builds a function handler that dispatches by method, answers 405 for others and maps every error. */
export function route(methods: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', MethodHandler>>) {
  const allow = Object.keys(methods).join(', ');
  return async (request: Request, context: RouteContext = {}): Promise<Response> => {
    const handler = methods[request.method as keyof typeof methods];
    try {
      if (!handler) throw new HttpError(405, 'Método não permitido.', undefined, { allow });
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** A numeric id path parameter (404 when it is missing or not a positive integer). */
export function idParam(context: RouteContext, name = 'id'): string {
  const value = context.params?.[name] ?? '';
  if (!/^[1-9]\d{0,17}$/.test(value)) throw new HttpError(404, 'Registro não encontrado.');
  return value;
}
