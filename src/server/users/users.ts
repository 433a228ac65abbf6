import postgres from 'postgres';
import type { Role } from '../../lib/roles';
import type { SessionUser } from '../auth/sessions';
import { conflict } from '../http/http-error';

/** Anything that runs queries: the pool or an open transaction. */
export type Db = postgres.ISql;

/** A user with the stored password hash, for the login check only. */
export type UserWithHash = SessionUser & { password_hash: string };

/** Answered when an e-mail already belongs to an account. */
export const EMAIL_TAKEN = 'Já existe uma conta com este e-mail.';

/** Whether a database error is a unique-constraint violation (of one constraint, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof postgres.PostgresError) || error.code !== '23505') return false;
  return constraint === undefined || error.constraint_name === constraint;
}

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
  try {
    const [user] = await db<SessionUser[]>`
      insert into users (name, email, password_hash, role)
      values (${input.name}, ${input.email.toLowerCase()}, ${input.passwordHash}, ${input.role})
      returning id::text as id, name, email, role`;
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
