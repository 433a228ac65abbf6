import type { Config } from '@netlify/functions';
import { loginSchema } from '../../src/lib/schemas/auth';
import { login, logout } from '../../src/server/auth/login';
import { getSql } from '../../src/server/db/client';
import { readToken } from '../../src/server/http/access';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { routes, type Methods } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';

// POST /api/auth/login: public, rate-limited per e-mail and address.
const loginRoute: Methods = {
  POST: async (request, context) => {
    const credentials = await parseBody(request, loginSchema);
    return json(await login(getSql(), credentials, clientIp(request, context)));
  },
};

// POST /api/auth/logout: public; revokes the token when one is sent.
const logoutRoute: Methods = {
  POST: async (request) => {
    await logout(getSql(), readToken(request));
    return json({ ok: true });
  },
};

export default routes({
  '/api/auth/login': loginRoute,
  '/api/auth/logout': logoutRoute,
});

export const config: Config = { path: ['/api/auth/login', '/api/auth/logout'] };
