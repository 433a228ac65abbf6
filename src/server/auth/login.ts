import type { Db, Sql } from '../db/client';
import { HttpError } from '../http/http-error';
import { clearEvents, clearEventsByPrefix, rateRule, releaseSlots, takeSlots, type SlotRequest } from '../http/rate-limit';
import { findUserByEmail } from '../users/users';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession, revokeSession, type SessionUser } from './sessions';

/** The one answer to a wrong e-mail or a wrong password, so neither reveals which accounts exist. */
export const LOGIN_FAILED = 'E-mail ou senha inválidos.';

const loginRule = (bucket: string, max: number) =>
  rateRule({ bucket, max, windowSeconds: 15 * 60, message: 'Muitas tentativas. Tente novamente em alguns minutos.' });

/** At most 5 failed logins per e-mail and address within 15 minutes. */
export const LOGIN_RULE = loginRule('login', 5);
/** At most 20 failed logins per address within 15 minutes, whatever the e-mails (password spraying). */
export const LOGIN_ADDRESS_RULE = loginRule('login-address', 20);
/** At most 10 failed logins per e-mail within 15 minutes, whatever the addresses (one account from many). */
export const LOGIN_ACCOUNT_RULE = loginRule('login-account', 10);

const emailAddressKey = (email: string, ip: string): string => `${email}|${ip}`;

/** A logged-in session: the token the browser keeps and its user. */
export type LoginResult = { token: string; user: SessionUser };

/**
 * Checks credentials and opens a session; failures answer 401. A slot of each login limit is taken before the
 * password is verified, so parallel attempts are counted as they arrive and a full limit refuses (429) even the
 * right password. A success gives its slots back and clears the failures of its e-mail (not of its address: an
 * attacker's own account must not reopen the address's limit).
 */
export async function login(sql: Sql, credentials: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const email = credentials.email.toLowerCase();
  const own: SlotRequest[] = [
    { rule: LOGIN_RULE, key: emailAddressKey(email, ip) },
    { rule: LOGIN_ACCOUNT_RULE, key: email },
  ];
  const slots = await takeSlots(sql, [...own, { rule: LOGIN_ADDRESS_RULE, key: ip }]);
  const found = await findUserByEmail(sql, email);
  // An unknown e-mail still pays for one verification, so timing does not tell accounts apart.
  const ok = await verifyPassword(found?.password_hash ?? (await getDummyHash()), credentials.password);
  if (!found || !ok) throw new HttpError(401, LOGIN_FAILED);
  await releaseSlots(sql, slots);
  await clearEvents(sql, own);
  const { password_hash: _hash, ...user } = found;
  return { token: await createSession(sql, user.id), user };
}

/** Forgets an account's login failures from every address (a confirmed password reset proves its owner). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  const key = email.toLowerCase();
  await clearEvents(db, [{ rule: LOGIN_ACCOUNT_RULE, key }]);
  await clearEventsByPrefix(db, LOGIN_RULE, emailAddressKey(key, ''));
}

/** Ends the session of a token, when there is one. */
export async function logout(sql: Sql, token: string | null): Promise<void> {
  if (token) await revokeSession(sql, token);
}
