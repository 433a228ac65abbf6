import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';

/**
 * The statement revoking every live session of a user except the one of `keepToken` (all of them when it is null),
 * to run alone or inside a larger statement (a `with` of the e-mail change's save).
 */
export const revokeSessions = (db: Db, userId: string, keepToken: string | null = null) => db`
  update sessions set revoked_at = now()
  where user_id = ${userId} and revoked_at is null and token_hash <> ${keepToken ? hashToken(keepToken) : ''}
  returning id`;

/** Revokes every live session of a user except the one of `keepToken` (all of them when it is null): how many. */
export async function revokeUserSessions(db: Db, userId: string, keepToken: string | null = null): Promise<number> {
  return (await revokeSessions(db, userId, keepToken)).length;
}
