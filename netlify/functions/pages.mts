import type { Config } from '@netlify/functions';
import { isManager } from '../../src/lib/roles';
import { pageListQuerySchema, pageSchema } from '../../src/lib/schemas/page';
import { getSql } from '../../src/server/db/client';
import { anyone, managers } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import { createPage, deletePage, getPage, listPages, updatePage } from '../../src/server/pages/pages';

// Pages are not a feature section: always on.
const readerIsManager = async (request: Request) => isManager((await anyone(request))?.role);

// GET /api/pages: public (published) or admin and super (all, `q`, `status`). POST: admin and super.
const collection: Methods = {
  GET: async (request) => {
    const manager = await readerIsManager(request);
    return json(await listPages(getSql(), parseQuery(request, pageListQuerySchema), manager));
  },
  POST: republishing('pages', async (request) => {
    const author = await managers(request);
    return json(await createPage(getSql(), author, await parseBody(request, pageSchema)), 201);
  }),
};

// GET /api/pages/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super.
// Every successful write asks for a rebuild (debounced), so / and /{slug} follow the database.
const item: Methods = {
  GET: async (request, context) => {
    const manager = await readerIsManager(request);
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Página não encontrada.');
    return json(await getPage(getSql(), key, manager));
  },
  PUT: republishing('pages', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    return json(await updatePage(getSql(), id, await parseBody(request, pageSchema)));
  }),
  DELETE: republishing('pages', async (request, context) => {
    await managers(request);
    await deletePage(getSql(), idParam(context));
    return json({ ok: true });
  }),
};

export default routes({
  '/api/pages': collection,
  '/api/pages/:id': item,
});

export const config: Config = { path: ['/api/pages', '/api/pages/:id'] };
