import { getSql } from '../../src/server/db/client';
import { createUser } from './db';

/** How many live (not revoked, not expired) sessions an account has. */
export async function liveSessions(userId: string): Promise<number> {
  const [row] = await getSql()<{ n: number }[]>`
    select count(*)::int as n from sessions where user_id = ${userId} and revoked_at is null and expires_at > now()`;
  return row.n;
}

/** Seeds `n` customers one minute apart (the last one is the newest), named 'Cliente 1'…; clean-up is resetDb. */
export async function seedCustomers(n: number): Promise<void> {
  for (let i = 1; i <= n; i += 1) {
    const { user } = await createUser({ name: `Cliente ${i}`, email: `cliente${i}@loja.org` });
    await getSql()`update users set created_at = now() - make_interval(mins => ${n - i + 1}) where id = ${user.id}`;
  }
}

/** The stored password hash of an account (to see that a reset changed it). */
export async function passwordHashOf(userId: string): Promise<string> {
  const [row] = await getSql()<{ password_hash: string }[]>`select password_hash from users where id = ${userId}`;
  return row.password_hash;
}
