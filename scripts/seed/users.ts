import type { Role } from '../../src/lib/roles';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Sql } from '../../src/server/db/client';
import { createUser, findUserByEmail } from '../../src/server/users/users';

/** The demo accounts (the README lists them); every one uses DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { name: string; email: string; role: Role }[] = [
  { name: 'Administração Vitrine', email: 'admin@vitrine.local', role: 'admin' },
  { name: 'Cliente Demo', email: 'cliente@vitrine.local', role: 'user' },
  { name: 'Equipe Super', email: 'super@vitrine.local', role: 'super' },
  // More customers, so the users screen has search, roles and pages to show.
  { name: 'Carla Mendes', email: 'carla.mendes@exemplo.com.br', role: 'user' },
  { name: 'Rafael Costa', email: 'rafael.costa@exemplo.com.br', role: 'user' },
  { name: 'Luísa Andrade', email: 'luisa.andrade@exemplo.com.br', role: 'user' },
];
/** The password of the demo accounts. */
export const DEMO_PASSWORD = 'vitrine123';

/** Creates the demo accounts that do not exist yet; an existing account keeps its password and role. */
export async function seedUsers(sql: Sql): Promise<string> {
  let created = 0;
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(sql, account.email)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    await createUser(sql, { ...account, passwordHash });
    created += 1;
  }
  return `users: ${created} created, ${DEMO_ACCOUNTS.length - created} already present`;
}
