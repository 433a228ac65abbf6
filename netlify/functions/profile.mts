import type { Config } from '@netlify/functions';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';

// GET /api/profile: logged in; the user of the session.
export default route({
  GET: async (request) => json(await authenticated(request)),
});

export const config: Config = { path: '/api/profile' };
