import type { Page } from '../../lib/schemas/pagination';
import type { AdminUser, UserCreateData, UserListQuery, UserUpdateData } from '../../lib/schemas/users';
import {
  canAssignRole,
  roleChangeBlock,
  userActionBlock,
  USER_RULE_MESSAGES,
  type UserAction,
  type UserRuleBlock,
} from '../../lib/user-rules';
import { voidResetLinks } from '../accounts/password-reset';
import { revokeUserSessions } from '../accounts/session-revoke';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { Db, Sql } from '../db/client';
import { searchFilter } from '../db/like';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { guardUnique, takenError } from '../db/unique-violation';
import { transaction } from '../db/transaction';
import { conflict, forbidden, HttpError, notFound } from '../http/http-error';
import { createUser, EMAIL_RULE } from './users';

type UserRow = Omit<AdminUser, 'created_at'> & { created_at: Date };

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  created_at: row.created_at.toISOString(),
});

/** The refusal of a rule as an HTTP error: 403 for the role rule, 409 for the others. */
function refuse(block: UserRuleBlock): HttpError {
  return block === 'super_vs_admin' ? forbidden(USER_RULE_MESSAGES[block]) : conflict(USER_RULE_MESSAGES[block]);
}

// A taken e-mail names the field here, so the users form shows it under the e-mail.
const EMAIL_FIELD = { ...EMAIL_RULE, field: 'email' };

/** One page of accounts, newest first, filtered by a search of name or e-mail and by role. */
export async function listUsers(sql: Sql, query: UserListQuery): Promise<Page<AdminUser>> {
  const where = sql`
    where (${query.role}::text is null or role = ${query.role}) ${searchFilter(sql, query.q, ['name', 'email'])}`;
  const [total, rows] = await together(
    countRows(sql, sql`users ${where}`),
    sql<UserRow[]>`
      select id::text as id, name, email, role, created_at from users ${where}
      order by created_at desc, id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toAdminUser), total, query);
}

/** How many accounts there are (the list's `total` without a search or role filter: the dashboard's count). */
export const countUsers = (sql: Sql): Promise<number> => countRows(sql, sql`users`);

/** An account by id (404 when missing). */
export async function getUser(db: Db, id: string): Promise<AdminUser> {
  const [row] = await db<UserRow[]>`select id::text as id, name, email, role, created_at from users where id = ${id}`;
  if (!row) throw notFound('Usuário não encontrado.');
  return toAdminUser(row);
}

/** How many admin accounts exist; inside a transaction it also locks them, so two removals cannot race. */
async function lockAdmins(db: Db): Promise<number> {
  const rows = await db`select id from users where role = 'admin' for update`;
  return rows.length;
}

/** Loads the target, locks the admins and checks the rule of an action (404, 403 or 409). */
async function checkAction(db: Db, actor: SessionUser, id: string, action: UserAction) {
  const target = await getUser(db, id);
  const admins = await lockAdmins(db);
  const block = userActionBlock(actor, target, action, admins);
  if (block) throw refuse(block);
  return { target, admins };
}

/** Creates an account for someone (a super may not create an admin; a taken e-mail answers 409). */
export async function createManagedUser(sql: Sql, actor: SessionUser, input: UserCreateData): Promise<AdminUser> {
  if (!canAssignRole(actor.role, input.role)) throw refuse('super_vs_admin');
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await createUser(sql, { name: input.name, email: input.email, role: input.role, passwordHash });
    return await getUser(sql, user.id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409) throw takenError(EMAIL_FIELD);
    throw error;
  }
}

/**
 * Changes name, e-mail and role of an account under the role rules (403, 409; a taken e-mail answers 409). A new
 * e-mail voids the account's pending reset links, as the owner's own change does.
 */
export async function updateManagedUser(sql: Sql, actor: SessionUser, id: string, input: UserUpdateData): Promise<AdminUser> {
  return guardUnique(EMAIL_FIELD, () =>
    transaction(sql, async (tx) => {
      const { target, admins } = await checkAction(tx, actor, id, 'edit');
      const block = roleChangeBlock(actor, target, input.role, admins);
      if (block) throw refuse(block);
      if (target.email.toLowerCase() !== input.email.toLowerCase()) await voidResetLinks(tx, id);
      await tx`
        update users set name = ${input.name}, email = ${input.email}, role = ${input.role}, updated_at = now()
        where id = ${id}`;
      return getUser(tx, id);
    }),
  );
}

/**
 * Sets a new password and revokes the account's sessions, except the session making the request (an
 * administrator resetting their own password stays logged in here).
 */
export async function resetUserPassword(
  sql: Sql,
  actor: SessionUser,
  id: string,
  password: string,
  actorToken: string | null,
): Promise<void> {
  await checkAction(sql, actor, id, 'password');
  const passwordHash = await hashPassword(password);
  await transaction(sql, async (tx) => {
    await tx`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${id}`;
    await revokeUserSessions(tx, id, actorToken);
  });
}
