import type { Config } from '@netlify/functions';
import { consentChoiceSchema } from '../../src/lib/schemas/privacy';
import { getSql } from '../../src/server/db/client';
import { authenticated } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { routes } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { downloadHeaders, exportAccountData } from '../../src/server/privacy/account-data';
import { recordConsent } from '../../src/server/privacy/consent-choices';

// Logged in, every role; always the session's own account.
export default routes({
  // GET /api/profile/export: a JSON download of everything kept about the account (at most 5 an hour).
  '/api/profile/export': {
    GET: async (request) => {
      const user = await authenticated(request);
      const copy = await exportAccountData(getSql(), user.id, { user, byAdmin: false });
      return json(copy, 200, downloadHeaders(copy, user.id, false));
    },
  },
  // POST /api/profile/consent {choice}: the consent banner's answer, kept with the account.
  '/api/profile/consent': {
    POST: async (request) => {
      const user = await authenticated(request);
      const { choice } = await parseBody(request, consentChoiceSchema);
      return json(await recordConsent(getSql(), user.id, choice), 201);
    },
  },
});

export const config: Config = { path: ['/api/profile/export', '/api/profile/consent'] };
