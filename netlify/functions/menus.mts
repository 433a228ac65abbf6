import type { Config } from '@netlify/functions';
import { z } from '../../src/lib/zod';
import { menuOrderSchema, menuSchema } from '../../src/lib/schemas/menu';
import { getSql } from '../../src/server/db/client';
import { managers, readToken } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import { createMenu, deleteMenu, getMenu, listMenus, reorderMenus, updateMenu } from '../../src/server/menus/menus';

const listQuery = z.object({ all: z.string().optional() });

const collection: Methods = {
  // Public: enabled menus. `?all=1` with a token needs admin or super (401/403) and lists every menu;
  // without a token it is ignored. Answers to `?all=1` are never cached, since they depend on the token.
  GET: async (request) => {
    const wantsAll = ['1', 'true'].includes(parseQuery(request, listQuery).all ?? '');
    if (wantsAll && readToken(request)) {
      await managers(request);
      return json(await listMenus(getSql(), { includeDisabled: true }));
    }
    const cache: Record<string, string> = wantsAll ? {} : { 'cache-control': 'public, max-age=60' };
    return json(await listMenus(getSql()), 200, cache);
  },
  // Admin and super; asks for a rebuild of the public pages (as every write below).
  POST: republishing('menus', async (request) => {
    await managers(request);
    return json(await createMenu(getSql(), await parseBody(request, menuSchema)), 201);
  }),
};

// Admin and super, for every method.
const item: Methods = {
  GET: async (request, context) => {
    await managers(request);
    return json(await getMenu(getSql(), idParam(context)));
  },
  PUT: republishing('menus', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    return json(await updateMenu(getSql(), id, await parseBody(request, menuSchema)));
  }),
  DELETE: republishing('menus', async (request, context) => {
    await managers(request);
    await deleteMenu(getSql(), idParam(context));
    return json({ ok: true });
  }),
};

// Admin and super: the new order of every menu ({ ids: [...] }, first to last); answers the full list.
const order: Methods = {
  PUT: republishing('menus', async (request) => {
    await managers(request);
    const { ids } = await parseBody(request, menuOrderSchema);
    return json(await reorderMenus(getSql(), ids));
  }),
};

// '/api/menus/order' also matches '/api/menus/:id': the path decides, whichever pattern Netlify picked.
export default routes({
  '/api/menus': collection,
  '/api/menus/order': order,
  '/api/menus/:id': item,
});

export const config: Config = { path: ['/api/menus', '/api/menus/order', '/api/menus/:id'] };
