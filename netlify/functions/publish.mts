import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { getPublishStatus } from '../../src/server/publish/publish';
import { publishNow } from '../../src/server/publish/publish-now';

export default route({
  // Admin and super: the rebuild state; a pending rebuild whose minute has passed is sent first.
  GET: async (request) => {
    await managers(request);
    return json(await getPublishStatus(getSql()));
  },
  // Admin and super: "Publicar agora" (200 called, 202 already on its way, 409 no hook, 502 hook failed).
  POST: async (request) => {
    await managers(request);
    const { status, body } = await publishNow(getSql());
    return json(body, status);
  },
});

export const config: Config = { path: '/api/publish' };
