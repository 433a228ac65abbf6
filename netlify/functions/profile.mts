import type { Config } from '@netlify/functions';
import { profileSchema } from '../../src/lib/schemas/account';
import { accountDeletionSchema } from '../../src/lib/schemas/privacy';
import { getProfile, updateProfile } from '../../src/server/accounts/profiles';
import { getSql } from '../../src/server/db/client';
import { authenticated, readToken } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { deleteAccount } from '../../src/server/privacy/account-data';

// Logged in, every role; always the session's own account.
export default route({
  // GET /api/profile: id, name, email, role, organization, document, phone.
  GET: async (request) => json(await getProfile(getSql(), (await authenticated(request)).id)),
  // PUT /api/profile: name, organization, document, phone, email (a role in the body is ignored); a new e-mail also
  // needs current_password (limited per account), ends the account's other sessions, and is told to the old address
  // (after the answer where waitUntil exists).
  PUT: async (request, context) => {
    const user = await authenticated(request);
    const data = await parseBody(request, profileSchema);
    const session = { token: readToken(request), waitUntil: context.waitUntil?.bind(context) };
    return json(await updateProfile(getSql(), user.id, data, session));
  },
  // DELETE /api/profile {password}: deletes the account (422 on a wrong password; 409 while a paid order is on its
  // way, or for the last admin). Its sessions end with it; its orders stay for the fiscal period, detached.
  DELETE: async (request) => {
    const user = await authenticated(request);
    const { password } = await parseBody(request, accountDeletionSchema);
    await deleteAccount(getSql(), user.id, { user, byAdmin: false }, password);
    return json({ ok: true });
  },
});

export const config: Config = { path: '/api/profile' };
