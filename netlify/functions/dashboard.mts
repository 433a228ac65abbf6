import type { Config } from '@netlify/functions';
import { managerDashboard } from '../../src/server/dashboard/dashboard';
import { getSql } from '../../src/server/db/client';
import { together } from '../../src/server/db/together';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { getPublicSettings } from '../../src/server/settings/settings';

export default route({
  // Admin and super: everything the manager dashboard draws in one answer, each part as its own endpoint would give
  // it to the caller (src/server/dashboard/dashboard.ts). The session and the settings, which decide the parts, are
  // one round trip; the parts, all asked for at once, another.
  GET: async (request) => {
    const sql = getSql();
    const [user, settings] = await together(managers(request), getPublicSettings(sql));
    return json(await managerDashboard(sql, user, settings));
  },
});

export const config: Config = { path: '/api/dashboard' };
