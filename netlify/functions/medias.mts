import type { Config } from '@netlify/functions';
import { mediaListQuerySchema, mediaSchema } from '../../src/lib/schemas/media';
import { contentRoutes, sectionAccess } from '../../src/server/http/content-routes';
import { routes } from '../../src/server/http/route';
import { parseQuery } from '../../src/server/http/validate';
import { createMedia, deleteMedia, getMedia, listMedias, updateMedia } from '../../src/server/medias/medias';

// GET /api/medias: public (published; 404 while the feature is off) or, with drafts, admin always and super while
// the feature is on (all; `status`): see section-access.ts; q, publication_type, media_type, year.
// POST /api/medias, PUT and DELETE /api/medias/:id (with its file): admin and super, while the feature is on.
// GET /api/medias/:id (id or slug; drafts 404 for the public). Every write asks for a rebuild.
export default routes(
  contentRoutes('/api/medias', {
    access: sectionAccess('medias'),
    list: (sql, request, drafts) => listMedias(sql, parseQuery(request, mediaListQuerySchema), drafts),
    read: { get: getMedia, notFound: 'Item da biblioteca não encontrado.' },
    body: mediaSchema,
    create: createMedia,
    update: updateMedia,
    remove: deleteMedia,
  }),
);

export const config: Config = { path: ['/api/medias', '/api/medias/:id'] };
