import type { Config } from '@netlify/functions';
import { isManager } from '../../src/lib/roles';
import { eventListQuerySchema, eventSchema } from '../../src/lib/schemas/event';
import { getSql } from '../../src/server/db/client';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from '../../src/server/events/events';
import { assertFeatureEnabled, featureEnabled } from '../../src/server/features/features';
import { anyone, managers } from '../../src/server/http/access';
import { notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { idParam, route, type RouteContext } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';

/** Managers read everything; the public reads published events, and nothing while the feature is off (404). */
async function readerIsManager(request: Request): Promise<boolean> {
  const user = await anyone(request);
  if (isManager(user?.role)) return true;
  if (!(await featureEnabled(getSql(), 'events'))) throw notFound('Eventos não encontrados.');
  return false;
}

// GET /api/events: public (published) or admin and super (all, `status`); `q`, `when`, `from`, `to`, pages.
// POST /api/events: admin and super, while the feature is on.
const collection = route({
  GET: async (request) => {
    const manager = await readerIsManager(request);
    return json(await listEvents(getSql(), parseQuery(request, eventListQuerySchema), manager));
  },
  POST: republishing('events', async (request) => {
    const author = await managers(request);
    await assertFeatureEnabled(getSql(), 'events');
    return json(await createEvent(getSql(), author, await parseBody(request, eventSchema)), 201);
  }),
});

// GET /api/events/:id (id or slug; drafts 404 for the public); PUT and DELETE: admin and super, feature on.
// Every successful write asks for a rebuild (debounced), so /agenda follows the database.
const item = route({
  GET: async (request, context) => {
    const manager = await readerIsManager(request);
    const key = context.params?.id ?? '';
    if (!/^[a-z0-9-]{1,120}$/.test(key)) throw notFound('Evento não encontrado.');
    return json(await getEvent(getSql(), key, manager));
  },
  PUT: republishing('events', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    await assertFeatureEnabled(getSql(), 'events');
    return json(await updateEvent(getSql(), id, await parseBody(request, eventSchema)));
  }),
  DELETE: republishing('events', async (request, context) => {
    await managers(request);
    const id = idParam(context);
    await assertFeatureEnabled(getSql(), 'events');
    await deleteEvent(getSql(), id);
    return json({ ok: true });
  }),
});

export default (request: Request, context: RouteContext) =>
  context.params?.id === undefined ? collection(request, context) : item(request, context);

export const config: Config = { path: ['/api/events', '/api/events/:id'] };
