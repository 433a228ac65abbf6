import type { Config } from '@netlify/functions';
import { eventListQuerySchema, eventSchema } from '../../src/lib/schemas/event';
import { getSql } from '../../src/server/db/client';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from '../../src/server/events/events';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { canSeeDraftsOr404, featureWriters } from '../../src/server/http/section-access';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';

// GET /api/events: public (published; 404 while the feature is off) or, with drafts, admin always and super while
// the feature is on (all, `status`): see section-access.ts; `q`, `when`, `from`, `to`, pages.
// POST /api/events: admin and super, while the feature is on.
const collection: Methods = {
  GET: async (request) => {
    const drafts = await canSeeDraftsOr404(request, 'events');
    return json(await listEvents(getSql(), parseQuery(request, eventListQuerySchema), drafts));
  },
  POST: republishing('events', async (request) => {
    const author = await featureWriters(request, 'events');
    return json(await createEvent(getSql(), author, await parseBody(request, eventSchema)), 201);
  }),
};

// GET /api/events/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super, feature on.
// Every successful write asks for a rebuild (debounced), so /agenda follows the database.
const item: Methods = {
  GET: async (request, context) => {
    const drafts = await canSeeDraftsOr404(request, 'events');
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Evento não encontrado.');
    return json(await getEvent(getSql(), key, drafts));
  },
  PUT: republishing('events', async (request, context) => {
    await featureWriters(request, 'events');
    const id = idParam(context);
    return json(await updateEvent(getSql(), id, await parseBody(request, eventSchema)));
  }),
  DELETE: republishing('events', async (request, context) => {
    await featureWriters(request, 'events');
    const id = idParam(context);
    await deleteEvent(getSql(), id);
    return json({ ok: true });
  }),
};

export default routes({
  '/api/events': collection,
  '/api/events/:id': item,
});

export const config: Config = { path: ['/api/events', '/api/events/:id'] };
