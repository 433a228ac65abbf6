import type { ConsentChoice } from '../../lib/schemas/privacy';
import type { Sql } from '../db/client';
import { rateRule, tooMany, tryTakeSlots } from '../http/rate-limit';

/** A person answers the banner once a visit or so: 20 answers an hour per account keep the table from being flooded. */
export const CONSENT_RULE = rateRule({
  bucket: 'consent-choice',
  max: 20,
  windowSeconds: 60 * 60,
  message: 'Muitas escolhas de cookies em pouco tempo. Tente novamente mais tarde.',
});

/**
 * Keeps a logged-in visitor's answer to the consent banner with their account (exported with it, deleted with it):
 * the site can show what was chosen and when (LGPD art. 8, §2: the controller proves the consent).
 */
export async function recordConsent(sql: Sql, userId: string, choice: ConsentChoice): Promise<{ choice: ConsentChoice; created_at: string }> {
  const slot = await tryTakeSlots(sql, [{ rule: CONSENT_RULE, key: userId }]);
  if (!slot.granted) throw tooMany(slot);
  const [row] = await sql<{ created_at: Date }[]>`
    insert into consent_choices (user_id, choice) values (${userId}, ${choice}) returning created_at`;
  return { choice, created_at: row.created_at.toISOString() };
}
