import type { AccountProfile, passwordChangeSchema, ProfileData } from '../../lib/schemas/account';
import type { z } from '../../lib/zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db, Sql } from '../db/client';
import { guardUnique } from '../db/unique-violation';
import { invalid, notFound } from '../http/http-error';
import { EMAIL_RULE } from '../users/users';
import { revokeUserSessions } from './session-revoke';

/** Answered (on the current_password field) when the current password is wrong. */
export const WRONG_CURRENT_PASSWORD = 'A senha atual não está correta.';

/** The profile of a user: id, name, e-mail, role, organization, CPF/CNPJ and phone (404 when missing). */
export async function getProfile(db: Db, userId: string): Promise<AccountProfile> {
  const [row] = await db<AccountProfile[]>`
    select id::text as id, name, email, role, organization, document, phone from users where id = ${userId}`;
  if (!row) throw notFound();
  return row;
}

/** Saves the user's own profile (never the role); an e-mail of another account answers 409. */
export async function updateProfile(sql: Sql, userId: string, data: ProfileData): Promise<AccountProfile> {
  return guardUnique(EMAIL_RULE, async () => {
    const [row] = await sql<AccountProfile[]>`
      update users set name = ${data.name}, email = ${data.email}, organization = ${data.organization},
        document = ${data.document}, phone = ${data.phone}, updated_at = now()
      where id = ${userId}
      returning id::text as id, name, email, role, organization, document, phone`;
    if (!row) throw notFound();
    return row;
  });
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
  return sql.begin(async (tx) => {
    await tx`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${userId}`;
    return { revoked_sessions: await revokeUserSessions(tx, userId, currentToken) };
  });
}
