import type { Config } from '@netlify/functions';
import { userCreateSchema, userListQuerySchema, userPasswordSchema, userUpdateSchema } from '../../src/lib/schemas/users';
import { getSql } from '../../src/server/db/client';
import { managers, readToken } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { idParam, routes, type Methods } from '../../src/server/http/route';
import { parseBody, parseQuery } from '../../src/server/http/validate';
import { deleteAccount, downloadHeaders, exportAccountData } from '../../src/server/privacy/account-data';
import {
  createManagedUser,
  getUser,
  listUsers,
  resetUserPassword,
  updateManagedUser,
} from '../../src/server/users/users-admin';

// Every method: admin and super. The role rule (a super never creates or touches an admin) is in users-admin.
const collection: Methods = {
  GET: async (request) => {
    await managers(request);
    return json(await listUsers(getSql(), parseQuery(request, userListQuerySchema)));
  },
  POST: async (request) => {
    const actor = await managers(request);
    return json(await createManagedUser(getSql(), actor, await parseBody(request, userCreateSchema)), 201);
  },
};

const item: Methods = {
  GET: async (request, context) => {
    await managers(request);
    return json(await getUser(getSql(), idParam(context)));
  },
  PUT: async (request, context) => {
    const actor = await managers(request);
    const id = idParam(context);
    return json(await updateManagedUser(getSql(), actor, id, await parseBody(request, userUpdateSchema)));
  },
  DELETE: async (request, context) => {
    // The deletion a person may ask for (the same rules as theirs, plus the users screen's), recorded as served by a manager.
    const actor = await managers(request);
    await deleteAccount(getSql(), idParam(context), { user: actor, byAdmin: true });
    return json({ ok: true });
  },
};

// GET /api/users/:id/export: the copy of an account's data a person asked for by e-mail (recorded as served by a manager).
const exportData: Methods = {
  GET: async (request, context) => {
    const actor = await managers(request);
    const id = idParam(context);
    const copy = await exportAccountData(getSql(), id, { user: actor, byAdmin: true });
    return json(copy, 200, downloadHeaders(copy, id, true));
  },
};

// PUT /api/users/:id/password: the manager sets a new password; the account's other sessions end.
const password: Methods = {
  PUT: async (request, context) => {
    const actor = await managers(request);
    const id = idParam(context);
    const input = await parseBody(request, userPasswordSchema);
    await resetUserPassword(getSql(), actor, id, input.password, readToken(request));
    return json({ ok: true });
  },
};

export default routes({
  '/api/users': collection,
  '/api/users/:id': item,
  '/api/users/:id/password': password,
  '/api/users/:id/export': exportData,
});

export const config: Config = { path: ['/api/users', '/api/users/:id', '/api/users/:id/password', '/api/users/:id/export'] };
