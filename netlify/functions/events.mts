import type { Config } from '@netlify/functions';
import { eventListQuerySchema, eventSchema } from '../../src/lib/schemas/event';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from '../../src/server/events/events';
import { contentRoutes, sectionAccess } from '../../src/server/http/content-routes';
import { routes } from '../../src/server/http/route';
import { parseQuery } from '../../src/server/http/validate';

// GET /api/events: public (published; 404 while the feature is off) or, with drafts, admin always and super while
// the feature is on (all, `status`): see section-access.ts; `q`, `when`, `from`, `to`, pages.
// POST /api/events, PUT and DELETE /api/events/:id: admin and super, while the feature is on.
// GET /api/events/:id (id or slug; drafts 404 for the public). Every write asks for a rebuild, so /agenda follows.
export default routes(
  contentRoutes('/api/events', {
    access: sectionAccess('events'),
    list: (sql, request, drafts) => listEvents(sql, parseQuery(request, eventListQuerySchema), drafts),
    read: { get: getEvent, notFound: 'Evento não encontrado.' },
    body: eventSchema,
    create: createEvent,
    update: updateEvent,
    remove: deleteEvent,
  }),
);

export const config: Config = { path: ['/api/events', '/api/events/:id'] };
