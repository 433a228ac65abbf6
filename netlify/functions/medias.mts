import type { Config } from '@netlify/functions';
import { isManager } from '../../src/lib/roles';
import { mediaListQuerySchema, mediaSchema } from '../../src/lib/schemas/media';
import { getSql } from '../../src/server/db/client';
import { assertFeatureEnabled, featureEnabled } from '../../src/server/features/features';
import { anyone, managers } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { idParam, route, type RouteContext } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { createMedia, deleteMedia, getMedia, listMedias, updateMedia } from '../../src/server/medias/medias';
import { republishing } from '../../src/server/publish/republish';

/** Managers read everything; the public reads published items, and nothing while the feature is off (404). */
async function readerIsManager(request: Request): Promise<boolean> {
  const user = await anyone(request);
  if (isManager(user?.role)) return true;
  if (!(await featureEnabled(getSql(), 'medias'))) throw notFound('Biblioteca não encontrada.');
  return false;
}

// GET /api/medias: public (published) or admin and super (all; q, publication_type, media_type, year, status).
// POST /api/medias: admin and super, while the feature is on.
const collection = route({
  GET: async (request) => {
    const manager = await readerIsManager(request);
    return json(await listMedias(getSql(), parseQuery(request, mediaListQuerySchema), manager));
  },
  POST: republishing('medias', async (request) => {
    const author = await managers(request);
    await assertFeatureEnabled(getSql(), 'medias');
    return json(await createMedia(getSql(), author, await parseBody(request, mediaSchema)), 201);
  }),
});

// GET /api/medias/:id (id or slug; drafts 404 for the public); PUT and DELETE (with its file): admin and super.
const item = route({
  GET: async (request, context) => {
    const manager = await readerIsManager(request);
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Item da biblioteca não encontrado.');
    return json(await getMedia(getSql(), key, manager));
  },
  PUT: republishing('medias', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    await assertFeatureEnabled(getSql(), 'medias');
    return json(await updateMedia(getSql(), id, await parseBody(request, mediaSchema)));
  }),
  DELETE: republishing('medias', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    await assertFeatureEnabled(getSql(), 'medias');
    await deleteMedia(getSql(), id);
    return json({ ok: true });
  }),
});

export default (request: Request, context: RouteContext) =>
  context.params?.id === undefined ? collection(request, context) : item(request, context);

export const config: Config = { path: ['/api/medias', '/api/medias/:id'] };
