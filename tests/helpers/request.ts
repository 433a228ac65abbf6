import type { RouteContext } from '../../src/server/http/route';

/** A function handler as netlify/functions/*.mts export it. */
export type Handler = (request: Request, context: RouteContext & { ip?: string }) => Promise<Response>;

/** What a test may set on one call: a JSON body (or raw text), the session token, the client address, path params. */
export type CallOptions = {
  body?: unknown;
  raw?: string;
  token?: string;
  ip?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
};

/** A handler's answer with the JSON body already parsed. */
export type CallResult = { status: number; body: any; headers: Headers };

/** Builds the Request object a function receives. */
export function buildRequest(method: string, url: string, options: CallOptions = {}): Request {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  let body: string | undefined = options.raw;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Request(new URL(url, 'http://localhost:8888'), { method, headers, body });
}

/** Calls a handler the way Netlify would (context with params and ip) and reads its JSON answer. */
export async function call(handler: Handler, method: string, url: string, options: CallOptions = {}): Promise<CallResult> {
  const response = await handler(buildRequest(method, url, options), {
    params: options.params ?? {},
    ip: options.ip ?? '198.51.100.7',
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}
