import type { Config } from '@netlify/functions';
import { profileSchema } from '../../src/lib/schemas/account';
import { getProfile, updateProfile } from '../../src/server/accounts/profiles';
import { getSql } from '../../src/server/db/client';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';

// Logged in, every role; always the session's own account.
export default route({
  // GET /api/profile: id, name, email, role, organization, document, phone.
  GET: async (request) => json(await getProfile(getSql(), (await authenticated(request)).id)),
  // PUT /api/profile: name, organization, document, phone, email (a role in the body is ignored).
  PUT: async (request) => {
    const user = await authenticated(request);
    return json(await updateProfile(getSql(), user.id, await parseBody(request, profileSchema)));
  },
});

export const config: Config = { path: '/api/profile' };
