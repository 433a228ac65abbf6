import type { Config } from '@netlify/functions';
import { resetConfirmSchema, resetRequestSchema } from '../../src/lib/schemas/account';
import {
  confirmPasswordReset,
  finishResetRequest,
  requestPasswordReset,
  RESET_REQUESTED,
} from '../../src/server/accounts/password-reset';
import { getSql } from '../../src/server/db/client';
import { clientIp } from '../../src/server/http/rate-limit';
import { json } from '../../src/server/http/respond';
import { routes, type Methods } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';

// POST /api/auth/password-reset: public, rate-limited per address; the same answer whether or not the account
// exists, and the account is looked up (and the mail sent) after the answer where the platform allows it.
const requestRoute: Methods = {
  POST: async (request, context) => {
    const { email } = await parseBody(request, resetRequestSchema);
    const work = await requestPasswordReset(getSql(), email, clientIp(request, context));
    await finishResetRequest(work, context.waitUntil?.bind(context));
    return json({ message: RESET_REQUESTED });
  },
};

// POST /api/auth/password-reset/confirm: public; the link's token sets a new password once and ends every session.
const confirmRoute: Methods = {
  POST: async (request) => {
    const input = await parseBody(request, resetConfirmSchema);
    await confirmPasswordReset(getSql(), input.token, input.password);
    return json({ message: 'Senha alterada. Entre com a nova senha.' });
  },
};

export default routes({
  '/api/auth/password-reset': requestRoute,
  '/api/auth/password-reset/confirm': confirmRoute,
});

export const config: Config = { path: ['/api/auth/password-reset', '/api/auth/password-reset/confirm'] };
