import type { Config } from '@netlify/functions';
import { setupSchema } from '../../src/lib/schemas/setup';
import { getSql } from '../../src/server/db/client';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import { setupSite } from '../../src/server/settings/setup';

// POST /api/settings/setup: public, only while the site has no settings; rate-limited per address. The pages
// built before the setup show the setup form, so a successful setup asks for a rebuild.
export default route({
  POST: republishing('setup', async (request, context) => {
    const input = await parseBody(request, setupSchema);
    return json(await setupSite(getSql(), input, clientIp(request, context)), 201);
  }),
});

export const config: Config = { path: '/api/settings/setup' };
