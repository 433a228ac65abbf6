import type { Config } from '@netlify/functions';
import { contactListQuerySchema, contactReadSchema, contactSchema } from '../../src/lib/schemas/contact';
import {
  createContact,
  deleteContact,
  listContacts,
  readContact,
  setContactRead,
} from '../../src/server/contacts/contacts';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';

// POST /api/contacts/contact: public, rate-limited per address.
const send: Methods = {
  POST: async (request, context) => {
    const input = await parseBody(request, contactSchema);
    await createContact(getSql(), input, clientIp(request, context));
    return json({ sent: true }, 201);
  },
};

// GET /api/contacts: admin and super; newest first, paginated; `?unread=1` lists the unread ones only.
const collection: Methods = {
  GET: async (request) => {
    await managers(request);
    return json(await listContacts(getSql(), parseQuery(request, contactListQuerySchema)));
  },
};

// GET (marks as read), PATCH {read} (read or unread again) and DELETE /api/contacts/:id: admin and super.
const item: Methods = {
  GET: async (request, context) => {
    await managers(request);
    return json(await readContact(getSql(), idParam(context)));
  },
  PATCH: async (request, context) => {
    await managers(request);
    const id = idParam(context);
    const { read } = await parseBody(request, contactReadSchema);
    return json(await setContactRead(getSql(), id, read));
  },
  DELETE: async (request, context) => {
    await managers(request);
    await deleteContact(getSql(), idParam(context));
    return json({ ok: true });
  },
};

export default routes({
  '/api/contacts': collection,
  '/api/contacts/contact': send,
  '/api/contacts/:id': item,
});

export const config: Config = { path: ['/api/contacts', '/api/contacts/contact', '/api/contacts/:id'] };
