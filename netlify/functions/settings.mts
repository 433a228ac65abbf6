import type { Config } from '@netlify/functions';
import { z } from '../../src/lib/zod';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { republishing } from '../../src/server/publish/republish';
import { getPublicSettings, updateSettings } from '../../src/server/settings/settings';

// The fields are validated against the stored settings merged with the patch (see updateSettings).
const patchSchema = z.record(z.string(), z.unknown());

export default route({
  // Public; null before the first-time setup.
  GET: async () => json(await getPublicSettings(getSql()), 200, { 'cache-control': 'public, max-age=60' }),
  // Admin and super; asks for a rebuild of the public pages. The features (which sections are on, their titles and
  // addresses) are changed by an admin only: a super's save that changes them is a 403 on `features`, unchanged ones
  // (the form sends them back as read) pass.
  PUT: republishing('settings', async (request) => {
    const user = await managers(request);
    const patch = await parseBody(request, patchSchema);
    return json(await updateSettings(getSql(), patch, user.role === 'admin'));
  }),
});

export const config: Config = { path: '/api/settings' };
