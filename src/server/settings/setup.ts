import { type PublicSettings } from '../../lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../lib/features';
import type { z } from '../../lib/zod';
import type { setupSchema } from '../../lib/schemas/setup';
import { hashPassword } from '../auth/passwords';
import type { Sql } from '../db/client';
import { conflict } from '../http/http-error';
import { isUniqueViolation } from '../db/unique-violation';
import { transaction } from '../db/transaction';
import { rateRule, takeSlots } from '../http/rate-limit';
import { createUser } from '../users/users';
import { getPublicSettings } from './settings';

type SetupData = z.output<typeof setupSchema>;

/** Answered to a setup once the site has settings. */
export const ALREADY_SET_UP = 'O site já está configurado.';

/** At most 10 setup attempts per address per hour. */
export const SETUP_RULE = rateRule({
  bucket: 'setup',
  max: 10,
  windowSeconds: 60 * 60,
  message: 'Muitas tentativas de configuração. Tente novamente mais tarde.',
});

/**
 * First-time setup: creates the settings (title, defaults, features all disabled) and the administrator in one
 * transaction. Works only while no settings exist; the singleton key also makes a concurrent second setup fail.
 */
export async function setupSite(sql: Sql, input: SetupData, ip: string): Promise<PublicSettings> {
  await takeSlots(sql, [{ rule: SETUP_RULE, key: ip }]);
  if (await getPublicSettings(sql)) throw conflict(ALREADY_SET_UP);
  const passwordHash = await hashPassword(input.password);
  try {
    return await transaction(sql, async (tx) => {
      await tx`
        insert into settings (id, title, features, translations)
        values (1, ${input.title}, ${tx.json(DEFAULT_FEATURES)}, ${tx.json([])})`;
      await createUser(tx, { name: input.admin_name, email: input.email, passwordHash, role: 'admin' });
      const settings = await getPublicSettings(tx);
      if (!settings) throw new Error('Settings row missing right after the setup insert.');
      return settings;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'settings_pkey')) throw conflict(ALREADY_SET_UP);
    throw error;
  }
}
