import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';

/** Revokes every live session of a user except the one of `keepToken` (all of them when it is null). */
export async function revokeUserSessions(db: Db, userId: string, keepToken: string | null = null): Promise<number> {
  const keep = keepToken ? hashToken(keepToken) : '';
  const rows = await db`
    update sessions set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and token_hash <> ${keep}
    returning id`;
  return rows.length;
}
