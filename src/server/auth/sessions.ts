import type { Role } from '../../lib/roles';
import type { Sql } from '../db/client';
import { serverEnv } from '../env';
import { hashToken, newToken } from './tokens';

/** The user a request is made by. */
export type SessionUser = { id: string; name: string; email: string; role: Role };

/** Opens a session for a user and returns its token (only the token's hash is stored). */
export async function createSession(sql: Sql, userId: string): Promise<string> {
  const token = newToken();
  const days = serverEnv().sessionTtlDays;
  await sql`
    insert into sessions (user_id, token_hash, expires_at)
    values (${userId}, ${hashToken(token)}, now() + make_interval(days => ${days}))`;
  return token;
}

/** The user behind a live (not expired, not revoked) token, or null. */
export async function getSessionUser(sql: Sql, token: string): Promise<SessionUser | null> {
  const rows = await sql<SessionUser[]>`
    select u.id::text as id, u.name, u.email, u.role
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()`;
  return rows[0] ?? null;
}

/** Revokes a token; revoking an unknown or already revoked token does nothing. */
export async function revokeSession(sql: Sql, token: string): Promise<void> {
  await sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)} and revoked_at is null`;
}
