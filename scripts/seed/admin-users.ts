import type { Role } from '../../src/lib/roles';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Sql } from '../../src/server/db/client';
import { createUser, findUserByEmail } from '../../src/server/users/users';
import { DEMO_PASSWORD } from './users';

/** A super account and a few customers, so the users screen has search, roles and pages to show. */
export const DEMO_MORE_ACCOUNTS: { name: string; email: string; role: Role }[] = [
  { name: 'Equipe Super', email: 'super@vitrine.local', role: 'super' },
  { name: 'Carla Mendes', email: 'carla.mendes@exemplo.com.br', role: 'user' },
  { name: 'Rafael Costa', email: 'rafael.costa@exemplo.com.br', role: 'user' },
  { name: 'Luísa Andrade', email: 'luisa.andrade@exemplo.com.br', role: 'user' },
];

/** Creates the extra demo accounts that do not exist yet (password DEMO_PASSWORD). */
export async function seedAdminUsers(sql: Sql): Promise<string> {
  let created = 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_MORE_ACCOUNTS) {
    if (await findUserByEmail(sql, account.email)) continue;
    await createUser(sql, { ...account, passwordHash });
    created += 1;
  }
  return `more users: ${created} created, ${DEMO_MORE_ACCOUNTS.length - created} already present`;
}
