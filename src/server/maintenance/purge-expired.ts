import type { Sql } from '../db/client';
import { purgeRateEvents } from '../http/rate-limit';

/** How many rows one purge removed, per kind. */
export type PurgeResult = { sessions: number; resetLinks: number; rateEvents: number };

/**
 * Deletes what can no longer be used: sessions that expired or were revoked, reset links that were used or
 * expired, and rate events older than any window. Each row is already refused by its own check, so the purge only
 * keeps the tables small; the scheduled function `purge-expired` runs it.
 */
export async function purgeExpired(sql: Sql): Promise<PurgeResult> {
  const sessions = await sql`delete from sessions where expires_at <= now() or revoked_at is not null`;
  const resetLinks = await sql`delete from password_resets where expires_at <= now() or used_at is not null`;
  return { sessions: sessions.count, resetLinks: resetLinks.count, rateEvents: await purgeRateEvents(sql) };
}
