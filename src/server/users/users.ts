import type { Role } from '../../lib/roles';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { guardUnique, type UniqueRule } from '../db/unique-violation';

/** A user with the stored password hash, for the login check only. */
export type UserWithHash = SessionUser & { password_hash: string };

/** Answered when an e-mail already belongs to an account. */
export const EMAIL_TAKEN = 'Já existe uma conta com este e-mail.';
/** An e-mail of another account (case-insensitive unique index): 409 with EMAIL_TAKEN. */
export const EMAIL_RULE: UniqueRule = { constraint: 'users_email_key', message: EMAIL_TAKEN };

/** The account of an e-mail (case-insensitive) with its password hash, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserWithHash | null> {
  const rows = await db<UserWithHash[]>`
    select id::text as id, name, email, role, password_hash from users where lower(email) = lower(${email})`;
  return rows[0] ?? null;
}

/** Creates an account from an already hashed password; a taken e-mail answers 409. */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string; role: Role },
): Promise<SessionUser> {
  return guardUnique(EMAIL_RULE, async () => {
    const [user] = await db<SessionUser[]>`
      insert into users (name, email, password_hash, role)
      values (${input.name}, ${input.email.toLowerCase()}, ${input.passwordHash}, ${input.role})
      returning id::text as id, name, email, role`;
    return user;
  });
}
