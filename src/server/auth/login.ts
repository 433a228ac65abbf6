import type { Sql } from '../db/client';
import { HttpError } from '../http/http-error';
import { assertUnderLimit, clearEvents, recordEvent, type RateRule } from '../http/rate-limit';
import { findUserByEmail } from '../users/users';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession, revokeSession, type SessionUser } from './sessions';

/** The one answer to a wrong e-mail or a wrong password, so neither reveals which accounts exist. */
export const LOGIN_FAILED = 'E-mail ou senha inválidos.';

/** At most 5 failed logins per e-mail and address within 15 minutes. */
export const LOGIN_RULE: RateRule = {
  bucket: 'login',
  max: 5,
  windowSeconds: 15 * 60,
  message: 'Muitas tentativas. Tente novamente em alguns minutos.',
};

/** A logged-in session: the token the browser keeps and its user. */
export type LoginResult = { token: string; user: SessionUser };

/** Checks credentials (rate-limited per e-mail and address) and opens a session; failures answer 401. */
export async function login(sql: Sql, credentials: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const key = `${credentials.email.toLowerCase()}|${ip}`;
  await assertUnderLimit(sql, LOGIN_RULE, key);
  const found = await findUserByEmail(sql, credentials.email);
  // An unknown e-mail still pays for one verification, so timing does not tell accounts apart.
  const ok = await verifyPassword(found?.password_hash ?? (await getDummyHash()), credentials.password);
  if (!found || !ok) {
    await recordEvent(sql, LOGIN_RULE, key);
    throw new HttpError(401, LOGIN_FAILED);
  }
  await clearEvents(sql, LOGIN_RULE, key);
  const { password_hash: _hash, ...user } = found;
  return { token: await createSession(sql, user.id), user };
}

/** Ends the session of a token, when there is one. */
export async function logout(sql: Sql, token: string | null): Promise<void> {
  if (token) await revokeSession(sql, token);
}
