import type { Config } from '@netlify/functions';
import { isManager } from '../../src/lib/roles';
import { pageListQuerySchema, pageSchema } from '../../src/lib/schemas/page';
import { anyone, managers } from '../../src/server/http/access';
import { contentRoutes } from '../../src/server/http/content-routes';
import { routes } from '../../src/server/http/route';
import { parseQuery } from '../../src/server/http/validate';
import { createPage, deletePage, getPage, listPages, updatePage } from '../../src/server/pages/pages';

// Pages are not a feature section: always on. GET /api/pages: public (published) or admin and super (all, `q`,
// `status`); GET /api/pages/:id (id or slug; drafts 404 for the public). POST, PUT and DELETE: admin and super.
// Every successful write asks for a rebuild (debounced), so / and /{slug} follow the database.
export default routes(
  contentRoutes('/api/pages', {
    access: {
      seesDrafts: async (request) => isManager((await anyone(request))?.role),
      writer: managers,
      reason: 'pages',
    },
    list: (sql, request, manager) => listPages(sql, parseQuery(request, pageListQuerySchema), manager),
    read: { get: getPage, notFound: 'Página não encontrada.' },
    body: pageSchema,
    create: createPage,
    update: updatePage,
    remove: deletePage,
  }),
);

export const config: Config = { path: ['/api/pages', '/api/pages/:id'] };
