import type { Config } from '@netlify/functions';
import { dataRequestsQuerySchema } from '../../src/lib/schemas/privacy';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseQuery } from '../../src/server/http/validate';
import { listRequests } from '../../src/server/privacy/data-requests';

// GET /api/data-requests: admin and super. The record of the data subjects' requests (copies and deletions), newest first.
export default route({
  GET: async (request) => {
    await managers(request);
    return json(await listRequests(getSql(), parseQuery(request, dataRequestsQuerySchema)));
  },
});

export const config: Config = { path: '/api/data-requests' };
