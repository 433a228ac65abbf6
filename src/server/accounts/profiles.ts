import { CURRENT_PASSWORD_REQUIRED, type AccountProfile, type passwordChangeSchema, type ProfileData } from '../../lib/schemas/account';
import type { z } from '../../lib/zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db, Sql } from '../db/client';
import { together } from '../db/together';
import { guardUnique } from '../db/unique-violation';
import { transaction } from '../db/transaction';
import { invalid, notFound } from '../http/http-error';
import { rateRule, takeSlots } from '../http/rate-limit';
import { afterAnswer, type WaitUntil } from '../http/route';
import { sendMail } from '../mail/send-mail';
import { label, message, siteOf } from '../mail/site-mail';
import { getPublicSettings } from '../settings/settings';
import { EMAIL_RULE } from '../users/users';
import { voidResetLinks } from './password-reset';
import { revokeSessions, revokeUserSessions } from './session-revoke';

/** Answered (on the current_password field) when the current password is wrong. */
export const WRONG_CURRENT_PASSWORD = 'A senha atual não está correta.';

/** The profile of a user: id, name, e-mail, role, organization, CPF/CNPJ and phone (404 when missing). */
export async function getProfile(db: Db, userId: string): Promise<AccountProfile> {
  const [row] = await db<AccountProfile[]>`
    select id::text as id, name, email, role, organization, document, phone from users where id = ${userId}`;
  if (!row) throw notFound();
  return row;
}

/**
 * At most 5 e-mail changes asked per account within an hour, whatever their outcome: a taken e-mail's 409 tells
 * that an account has it, so an account may not ask about many.
 */
export const EMAIL_CHANGE_RULE = rateRule({
  bucket: 'email-change',
  max: 5,
  windowSeconds: 60 * 60,
  message: 'Muitas tentativas de alterar o e-mail. Tente novamente mais tarde.',
});

const PROFILE_COLUMNS = 'id::text as id, name, email, role, organization, document, phone';

/** The session saving the profile: its token (its session stays when the e-mail changes) and the platform's waitUntil. */
export type ProfileSession = { token: string | null; waitUntil?: WaitUntil };

/**
 * Saves the user's own profile (never the role). The same e-mail: one statement. A new one is an e-mail change
 * (changeEmail): the current password, a slot of EMAIL_CHANGE_RULE, and a 409 when another account has it.
 */
export async function updateProfile(sql: Sql, userId: string, data: ProfileData, session: ProfileSession): Promise<AccountProfile> {
  const [same] = await sql<AccountProfile[]>`
    update users set name = ${data.name}, organization = ${data.organization}, document = ${data.document},
      phone = ${data.phone}, updated_at = now()
    where id = ${userId} and lower(email) = ${data.email}
    returning ${sql.unsafe(PROFILE_COLUMNS)}`;
  return same ?? changeEmail(sql, userId, data, session);
}

/**
 * An e-mail change: the current password is required (422 on `current_password` when missing or wrong, the password
 * change's field and messages), a slot of EMAIL_CHANGE_RULE is taken before anything about the e-mail is answered,
 * the profile is saved with, in the same statement, the pending reset links voided (a link sent to the old address
 * stops working) and the account's other sessions ended (as a password change ends them: whoever held the account
 * elsewhere is out, the person changing it stays), and the old address is told after the answer, in the language of
 * the page (`locale`).
 */
async function changeEmail(sql: Sql, userId: string, data: ProfileData, { token, waitUntil }: ProfileSession): Promise<AccountProfile> {
  if (!data.current_password) throw invalid({ current_password: [CURRENT_PASSWORD_REQUIRED] });
  const [, [row], settings] = await together(
    takeSlots(sql, [{ rule: EMAIL_CHANGE_RULE, key: userId }]),
    sql<{ name: string; email: string; password_hash: string }[]>`select name, email, password_hash from users where id = ${userId}`,
    getPublicSettings(sql),
  );
  if (!row) throw notFound();
  if (!(await verifyPassword(row.password_hash, data.current_password))) {
    throw invalid({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  const profile = await guardUnique(EMAIL_RULE, async () => {
    const [saved] = await sql<AccountProfile[]>`
      with voided as (${voidResetLinks(sql, userId)}), revoked as (${revokeSessions(sql, userId, token)})
      update users set name = ${data.name}, email = ${data.email}, organization = ${data.organization},
        document = ${data.document}, phone = ${data.phone}, updated_at = now()
      where id = ${userId}
      returning ${sql.unsafe(PROFILE_COLUMNS)}`;
    if (!saved) throw notFound();
    return saved;
  });
  const notice = emailChangedMail({ name: row.name, old: row.email, new: profile.email }, data.locale, settings);
  const sending = sendMail(notice).then(
    () => undefined,
    (error: unknown) => console.error(`[profile] the e-mail change notice to ${row.email} could not be sent:`, error),
  );
  await afterAnswer(sending, waitUntil);
  return profile;
}

/** The notice to the old address of an e-mail change, in the language of the page the change was made from. */
export function emailChangedMail(
  change: { name: string; old: string; new: string },
  locale: string,
  settings: Awaited<ReturnType<typeof getPublicSettings>>,
) {
  const site = siteOf(settings);
  const t = (key: string) => label(site, locale, key, { name: change.name, old: change.old, new: change.new, site: site.title });
  return message(site, change.old, t('acc_email_changed_mail_subject'), [
    [t('acc_email_changed_mail_greeting')],
    [t('acc_email_changed_mail_intro')],
    [t('acc_email_changed_mail_not_you')],
  ]);
}

/**
 * Changes the password after checking the current one (a wrong one is a 422 on that field, not a 401, which
 * would end the session in the browser); every other session of the user is revoked, the current one stays.
 */
export async function changePassword(
  sql: Sql,
  userId: string,
  currentToken: string,
  input: z.output<typeof passwordChangeSchema>,
): Promise<{ revoked_sessions: number }> {
  const [row] = await sql<{ password_hash: string }[]>`select password_hash from users where id = ${userId}`;
  if (!row) throw notFound();
  if (!(await verifyPassword(row.password_hash, input.current_password))) {
    throw invalid({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(input.password);
  return transaction(sql, async (tx) => {
    await tx`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`;
    return { revoked_sessions: await revokeUserSessions(tx, userId, currentToken) };
  });
}
