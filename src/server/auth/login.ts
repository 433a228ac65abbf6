import type { Db, Sql } from '../db/client';
import { together } from '../db/together';
import { HttpError } from '../http/http-error';
import {
  clearEvents,
  clearEventsByPrefix,
  hasEvent,
  rateRule,
  rememberEvent,
  tooMany,
  tryTakeSlots,
  type SlotRequest,
  type SlotResult,
} from '../http/rate-limit';
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
/**
 * Past LOGIN_ACCOUNT_RULE, an address's own allowance for the account: it counts the same events as LOGIN_RULE (its
 * bucket), so an address that has failed at most once for the account in the window still gets a try.
 */
export const LOGIN_FRESH_RULE = loginRule('login', 2);
/** At most 50 tries per e-mail within 15 minutes through the addresses' own allowances (LOGIN_FRESH_RULE). */
export const LOGIN_FRESH_ACCOUNT_RULE = loginRule('login-account-fresh', 50);
/** An address the account logged in from within a day: the account's limits never hold it (its own limits do). */
export const LOGIN_KNOWN_RULE = rateRule({ ...loginRule('login-known', 1), windowSeconds: 24 * 60 * 60 });

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
    { rule: LOGIN_FRESH_ACCOUNT_RULE, key: email },
  ];
  const slots = await takeLoginSlots(sql, email, ip);
  const found = await findUserByEmail(sql, email);
  // An unknown e-mail still pays for one verification, so timing does not tell accounts apart.
  const ok = await verifyPassword(found?.password_hash ?? (await getDummyHash()), credentials.password);
  if (!found || !ok) throw new HttpError(401, LOGIN_FAILED);
  const { password_hash: _hash, ...user } = found;
  const [token] = await together(
    createSession(sql, user.id),
    clearEvents(sql, own, slots),
    rememberEvent(sql, { rule: LOGIN_KNOWN_RULE, key: emailAddressKey(email, ip) }),
  );
  return { token, user };
}

/**
 * The slots of one login attempt, or a 429. Failures from many addresses fill the account's limit; they must not
 * lock its owner out. Past it, an address the account logged in from within a day (LOGIN_KNOWN_RULE) is held only
 * by its own limits (LOGIN_RULE, LOGIN_ADDRESS_RULE); any other address gets an allowance of its own
 * (LOGIN_FRESH_RULE: while it has failed at most once for the account), within LOGIN_FRESH_ACCOUNT_RULE for the
 * account. Guessing stays bounded (two tries per new address per window per account, fifty in all), and a
 * confirmed password reset clears every count of the account.
 */
async function takeLoginSlots(sql: Sql, email: string, ip: string): Promise<string[]> {
  const pair = emailAddressKey(email, ip);
  const address: SlotRequest = { rule: LOGIN_ADDRESS_RULE, key: ip };
  let taken: SlotResult = await tryTakeSlots(sql, [{ rule: LOGIN_RULE, key: pair }, { rule: LOGIN_ACCOUNT_RULE, key: email }, address]);
  if (!taken.granted && taken.rule === LOGIN_ACCOUNT_RULE) {
    const known = await hasEvent(sql, { rule: LOGIN_KNOWN_RULE, key: pair });
    taken = await tryTakeSlots(
      sql,
      known
        ? [{ rule: LOGIN_RULE, key: pair }, address]
        : [{ rule: LOGIN_FRESH_RULE, key: pair }, { rule: LOGIN_FRESH_ACCOUNT_RULE, key: email }, address],
    );
  }
  if (!taken.granted) throw tooMany(taken);
  return taken.ids;
}

/** Forgets an account's login failures from every address (a confirmed password reset proves its owner). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  const key = email.toLowerCase();
  await clearEvents(db, [{ rule: LOGIN_ACCOUNT_RULE, key }, { rule: LOGIN_FRESH_ACCOUNT_RULE, key }]);
  await clearEventsByPrefix(db, LOGIN_RULE, emailAddressKey(key, ''));
}

/** Ends the session of a token, when there is one. */
export async function logout(sql: Sql, token: string | null): Promise<void> {
  if (token) await revokeSession(sql, token);
}
