import type { Config } from '@netlify/functions';
import { mediaListQuerySchema, mediaSchema } from '../../src/lib/schemas/media';
import { getSql } from '../../src/server/db/client';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { canSeeDraftsOr404, featureWriters } from '../../src/server/http/section-access';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { createMedia, deleteMedia, getMedia, listMedias, updateMedia } from '../../src/server/medias/medias';
import { republishing } from '../../src/server/publish/republish';

// GET /api/medias: public (published; 404 while the feature is off) or, with drafts, admin always and super while
// the feature is on (all; `status`): see section-access.ts; q, publication_type, media_type, year.
// POST /api/medias: admin and super, while the feature is on.
const collection: Methods = {
  GET: async (request) => {
    const drafts = await canSeeDraftsOr404(request, 'medias');
    return json(await listMedias(getSql(), parseQuery(request, mediaListQuerySchema), drafts));
  },
  POST: republishing('medias', async (request) => {
    const author = await featureWriters(request, 'medias');
    return json(await createMedia(getSql(), author, await parseBody(request, mediaSchema)), 201);
  }),
};

// GET /api/medias/:id (id or slug; drafts 404 for the public); PUT and DELETE (with its file): admin and super.
const item: Methods = {
  GET: async (request, context) => {
    const drafts = await canSeeDraftsOr404(request, 'medias');
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Item da biblioteca não encontrado.');
    return json(await getMedia(getSql(), key, drafts));
  },
  PUT: republishing('medias', async (request, context) => {
    await featureWriters(request, 'medias');
    const id = idParam(context);
    return json(await updateMedia(getSql(), id, await parseBody(request, mediaSchema)));
  }),
  DELETE: republishing('medias', async (request, context) => {
    await featureWriters(request, 'medias');
    const id = idParam(context);
    await deleteMedia(getSql(), id);
    return json({ ok: true });
  }),
};

export default routes({
  '/api/medias': collection,
  '/api/medias/:id': item,
});

export const config: Config = { path: ['/api/medias', '/api/medias/:id'] };
