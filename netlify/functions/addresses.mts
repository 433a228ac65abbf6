import type { Config } from '@netlify/functions';
import { addressBodySchema } from '../../src/lib/schemas/municipality-rule';
import { pageQuerySchema } from '../../src/lib/schemas/pagination';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../src/server/accounts/addresses';
import { getSql } from '../../src/server/db/client';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';

// Every route: logged in, any role, only the session's own addresses (another user's id answers 404).
const collection: Methods = {
  GET: async (request) => {
    const user = await authenticated(request);
    return json(await listAddresses(getSql(), user.id, parseQuery(request, pageQuerySchema)));
  },
  POST: async (request) => {
    const user = await authenticated(request);
    return json(await createAddress(getSql(), user.id, await parseBody(request, addressBodySchema)), 201);
  },
};

const item: Methods = {
  GET: async (request, context) => {
    const user = await authenticated(request);
    return json(await getAddress(getSql(), user.id, idParam(context)));
  },
  PUT: async (request, context) => {
    const user = await authenticated(request);
    const id = idParam(context);
    return json(await updateAddress(getSql(), user.id, id, await parseBody(request, addressBodySchema)));
  },
  DELETE: async (request, context) => {
    const user = await authenticated(request);
    await deleteAddress(getSql(), user.id, idParam(context));
    return json({ ok: true });
  },
};

// POST /api/addresses/:id/default: makes it the default address.
const makeDefault: Methods = {
  POST: async (request, context) => {
    const user = await authenticated(request);
    return json(await setDefaultAddress(getSql(), user.id, idParam(context)));
  },
};

export default routes({
  '/api/addresses': collection,
  '/api/addresses/:id': item,
  '/api/addresses/:id/default': makeDefault,
});

export const config: Config = { path: ['/api/addresses', '/api/addresses/:id', '/api/addresses/:id/default'] };
