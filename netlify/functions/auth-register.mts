import type { Config } from '@netlify/functions';
import { registerBodySchema } from '../../src/lib/schemas/municipality-rule';
import { registerAccount } from '../../src/server/accounts/register';
import { getSql } from '../../src/server/db/client';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';

// POST /api/auth/register: public, rate-limited per address; creates a customer and answers like the login.
export default route({
  POST: async (request, context) => {
    const data = await parseBody(request, registerBodySchema);
    return json(await registerAccount(getSql(), data, clientIp(request, context)), 201);
  },
});

export const config: Config = { path: '/api/auth/register' };
