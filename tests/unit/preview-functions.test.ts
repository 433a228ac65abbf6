import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BundledFunction } from '../../scripts/lib/function-bundles';
import { functionServer, matchFunction, staticFileAt } from '../../scripts/lib/function-server';

// Stand-ins for built functions: small modules written to a temporary folder.
const dir = mkdtempSync(path.join(tmpdir(), 'preview-functions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fn(name: string, paths: string[], source: string, schedule?: string): BundledFunction {
  const entry = path.join(dir, `${name}.mjs`);
  writeFileSync(entry, source);
  return { name, entry, paths, schedule };
}

const echo = `export default (request, context) => Response.json({
  method: request.method, params: context.params, ip: context.ip,
  clientIp: request.headers.get('x-nf-client-connection-ip'), event: request.headers.get('x-nf-event'),
  requestId: Boolean(request.headers.get('x-nf-request-id')),
});`;
const FUNCTIONS = [
  fn('users', ['/api/users', '/api/users/:id', '/api/users/:id/password'], echo),
  fn('order', ['/api/menus/order'], echo),
  fn('menus', ['/api/menus', '/api/menus/:id'], echo),
  fn('flush', [], echo, '* * * * *'),
  fn('quiet', [], 'export default () => undefined;'),
  fn('broken', ['/api/broken'], `export default () => { throw new TypeError('boom'); };`),
];

describe.each([
  { path: '/api/users', name: 'users', params: {} },
  { path: '/api/users/7/password', name: 'users', params: { id: '7' } },
  { path: '/api/menus/order', name: 'order', params: {} },
  { path: '/api/menus/3', name: 'menus', params: { id: '3' } },
  { path: '/.netlify/functions/flush', name: 'flush', params: {} },
  { path: '/.netlify/functions/quiet/', name: 'quiet', params: {} },
  { path: '/.netlify/functions/users', name: null, params: {} },
  { path: '/.netlify/functions/nothing', name: null, params: {} },
  { path: '/api/nothing', name: null, params: {} },
  { path: '/conta/pages', name: null, params: {} },
])('matchFunction($path)', ({ path: pathname, name, params }) => {
  it(name ? `is answered by ${name}` : 'is left to the static site', () => {
    const match = matchFunction(FUNCTIONS, pathname);
    expect(match?.fn.name ?? null).toBe(name);
    if (match) expect(match.params).toEqual(params);
  });
});

describe('a preferStatic function (the id redirects)', () => {
  const site = path.join(dir, 'site');
  mkdirSync(path.join(site, 'loja', '12'), { recursive: true });
  writeFileSync(path.join(site, '404.html'), 'not found');
  writeFileSync(path.join(dir, 'outside.html'), 'beside the build');
  writeFileSync(path.join(site, 'loja', '12', 'index.html'), 'a page');
  const ids = { ...fn('ids', ['/:id([0-9]+)', '/loja/:id([0-9]+)'], echo), preferStatic: true };

  it.each([
    ['/7', 'ids'],
    ['/loja/7', 'ids'],
    ['/404', null],
    ['/loja/12', null],
    ['/loja/12/', null],
    ['/loja/caneca', null],
  ])('%s is answered by %s', (pathname, name) => {
    expect(matchFunction([ids], pathname, (p) => staticFileAt(site, p))?.fn.name ?? null).toBe(name);
  });

  it('finds files of the build only, never outside it', () => {
    expect([staticFileAt(site, '/404'), staticFileAt(site, '/loja/12'), staticFileAt(site, '/loja')]).toEqual([true, true, false]);
    expect([staticFileAt(site, '/../outside'), staticFileAt(site, '/%2e%2e/x'), staticFileAt(site, '/%E0%A4%A')]).toEqual([false, false, false]);
  });
});

describe('functionServer', () => {
  const server = functionServer(FUNCTIONS);
  const call = async (pathname: string, init?: RequestInit) => {
    const match = server.match(pathname);
    if (!match) throw new Error(`no function for ${pathname}`);
    return server.invoke(match, new Request(`http://127.0.0.1${pathname}`, init), '10.0.0.9');
  };

  it('gives the handler the request, the path parameters, the client address and Netlify headers', async () => {
    const response = await call('/api/users/12/password', { method: 'PUT', body: '{}' });
    expect(await response.json()).toEqual({ method: 'PUT', params: { id: '12' }, ip: '10.0.0.9', clientIp: '10.0.0.9', event: null, requestId: true });
  });

  it('calls a scheduled function as the scheduler does: a POST marked as a schedule event', async () => {
    const body = await (await call('/.netlify/functions/flush')).json();
    expect(body).toMatchObject({ method: 'POST', event: 'schedule' });
  });

  it('answers 204 when the handler returns no Response, and 500 with the error when it throws', async () => {
    expect((await call('/.netlify/functions/quiet')).status).toBe(204);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = await call('/api/broken');
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('TypeError: boom');
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
