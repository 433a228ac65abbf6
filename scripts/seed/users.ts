import type { Role } from '../../src/lib/roles';
import { hashPassword } from '../../src/server/auth/passwords';
import type { Sql } from '../../src/server/db/client';
import { createUser, findUserByEmail } from '../../src/server/users/users';

/** The demo accounts (the README lists them); every one uses DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: { name: string; email: string; role: Role }[] = [
  { name: 'Administração Vitrine', email: 'admin@vitrine.local', role: 'admin' },
  { name: 'Cliente Demo', email: 'cliente@vitrine.local', role: 'user' },
];
/** The password of the demo accounts. */
export const DEMO_PASSWORD = 'vitrine123';

/** Creates the demo accounts that do not exist yet; an existing account keeps its password and role. */
export async function seedUsers(sql: Sql): Promise<string> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(sql, account.email)) continue;
    await createUser(sql, { ...account, passwordHash: await hashPassword(DEMO_PASSWORD) });
    created += 1;
  }
  return `users: ${created} created, ${DEMO_ACCOUNTS.length - created} already present`;
}
