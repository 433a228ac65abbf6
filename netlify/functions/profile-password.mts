import type { Config } from '@netlify/functions';
import { passwordChangeSchema } from '../../src/lib/schemas/account';
import { changePassword } from '../../src/server/accounts/profiles';
import { getSql } from '../../src/server/db/client';
import { authenticated, readToken } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';

// PUT /api/profile/password: logged in; the user's other sessions are revoked, this one stays.
export default route({
  PUT: async (request) => {
    const user = await authenticated(request);
    const input = await parseBody(request, passwordChangeSchema);
    const result = await changePassword(getSql(), user.id, readToken(request) ?? '', input);
    return json({ message: 'Senha alterada.', ...result });
  },
});

export const config: Config = { path: '/api/profile/password' };
