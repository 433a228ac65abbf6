import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actThenRead } from '../../src/server/http/act-then-read';
import { unauthorized } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { routes, type MethodHandler, type RouteContext } from '../../src/server/http/route';

/** A handler that answers its name and the parameters it was given. */
const named =
  (name: string): MethodHandler =>
  async (_request, context) =>
    json({ name, params: context.params ?? {} });

// The literal '/api/things/order' is declared after '/api/things/:id' on purpose: the literal still wins.
const things = routes({
  '/api/things': { GET: named('list'), POST: named('create') },
  '/api/things/:id': { GET: named('item'), DELETE: named('delete') },
  '/api/things/order': { POST: named('order') },
  '/api/things/:id/cancel': { POST: named('cancel') },
});

const ask = (method: string, path: string, context?: RouteContext) =>
  things(new Request(new URL(path, 'http://localhost:8888'), { method }), context);

describe('routes(): a function\'s paths declared with their methods', () => {
  it.each([
    ['GET', '/api/things', 'list', {}],
    ['GET', '/api/things/', 'list', {}],
    ['POST', '/api/things?page=2', 'create', {}],
    ['GET', '/api/things/7', 'item', { id: '7' }],
    ['DELETE', '/api/things/caf%C3%A9', 'delete', { id: 'café' }],
    ['POST', '/api/things/order', 'order', {}],
    ['POST', '/api/things/7/cancel', 'cancel', { id: '7' }],
    ['POST', '/api/things/7/cancel/', 'cancel', { id: '7' }],
  ])('sends %s %s to %s with its path parameters', async (method, path, name, params) => {
    const response = await ask(method, path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name, params });
  });

  it.each([
    ['GET', '/api/things/7/unknown'],
    ['POST', '/api/other/7/cancel'],
    ['GET', '/api/things/7/cancel/more'],
    ['GET', '/api'],
    ['GET', '/api/things/%E0'],
  ])('answers 404 to %s %s, which no pattern matches', async (method, path) => {
    const response = await ask(method, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Registro não encontrado.' });
  });

  it.each([
    ['PUT', '/api/things', 'GET, POST'],
    ['GET', '/api/things/order', 'POST'],
    ['GET', '/api/things/7/cancel', 'POST'],
    ['PATCH', '/api/things/7', 'GET, DELETE'],
  ])('answers 405 to %s %s with the route\'s methods in Allow', async (method, path, allow) => {
    const response = await ask(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
  });

  it("passes the platform's context on untouched when it carries the pattern's parameters", async () => {
    let seen: RouteContext | undefined;
    const handler = routes({ '/api/x/:id': { GET: async (_request, context) => ((seen = context), json({})) } });
    const context = { params: { id: '3' }, ip: '203.0.113.9', waitUntil: () => {} };
    await handler(new Request('http://localhost/api/x/3'), context);
    expect(seen).toBe(context);
    await handler(new Request('http://localhost/api/x/4'), { ip: '203.0.113.9' });
    expect(seen).toEqual({ ip: '203.0.113.9', params: { id: '4' } });
  });

  it('lists its patterns as declared', () => {
    expect(things.patterns).toEqual(['/api/things', '/api/things/:id', '/api/things/order', '/api/things/:id/cancel']);
  });
});

// id-redirect serves site addresses (not /api) with one handler for all of them.
describe('every API function serving several paths', () => {
  it('declares each path of its config.path in one routes() table, and no other', async () => {
    const dir = 'netlify/functions';
    for (const name of readdirSync(dir).filter((n) => /\.m?[jt]s$/.test(n))) {
      const module = (await import(`../../${dir}/${name}`)) as { default: { patterns?: string[] }; config?: { path?: string | string[] } };
      const paths = module.config?.path;
      if (!Array.isArray(paths) || paths.length < 2 || !paths[0].startsWith('/api/')) continue;
      expect([...(module.default.patterns ?? [])].sort(), name).toEqual([...paths].sort());
    }
  });
});

describe('actThenRead(): act on the resource :id, then answer it read again', () => {
  const log: string[] = [];
  const handler = actThenRead(
    async (request) => {
      if (!request.headers.get('authorization')) throw unauthorized();
      log.push('who');
      return 'ana';
    },
    async (id, caller, request) => log.push(`act ${id} by ${caller} with ${await request.text()}`),
    async (id, caller) => ({ id, read_by: caller }),
  );
  const post = (id: string, session: boolean) =>
    routes({ '/api/r/:id/do': { POST: handler } })(
      new Request(`http://localhost/api/r/${id}/do`, { method: 'POST', headers: session ? { authorization: 'Token t' } : {}, body: 'x' }),
    );

  it.each([
    ['a valid id', '12', true, 200, ['who', 'act 12 by ana with x']],
    ['no session (checked before the id)', 'abc', false, 401, []],
    ['an id that is not one', 'abc', true, 404, ['who']],
  ] as const)('with %s answers %i after %j', async (_case, id, session, status, steps) => {
    log.length = 0;
    const response = await post(id, session);
    expect(response.status).toBe(status);
    expect(log).toEqual(steps);
    if (status === 200) expect(await response.json()).toEqual({ id: '12', read_by: 'ana' });
  });
});
