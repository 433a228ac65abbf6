import type { Role } from '../../src/lib/roles';
import { type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { hashPassword } from '../../src/server/auth/passwords';
import { createSession, type SessionUser } from '../../src/server/auth/sessions';
import { getSql } from '../../src/server/db/client';
import { getPublicSettings } from '../../src/server/settings/settings';
import { createUser as insertUser } from '../../src/server/users/users';
import { emptyTables } from './empty-tables';

/** The password every seeded user gets unless told otherwise. */
export const DEFAULT_PASSWORD = 'senha-segura-123';
let defaultHash: Promise<string> | undefined;

/** Empties every table (ids restart) except the migration log; pairs with every seed helper below. */
export async function resetDb(): Promise<void> {
  await emptyTables(getSql());
}

let counter = 0;

/** Seeds an account with a live session: its user, token and password. */
export async function createUser(
  options: { role?: Role; name?: string; email?: string; password?: string } = {},
): Promise<{ user: SessionUser; token: string; password: string }> {
  const role = options.role ?? 'user';
  const password = options.password ?? DEFAULT_PASSWORD;
  counter += 1;
  const passwordHash =
    password === DEFAULT_PASSWORD ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD)) : await hashPassword(password);
  const sql = getSql();
  const user = await insertUser(sql, {
    name: options.name ?? `Pessoa ${role} ${counter}`,
    email: options.email ?? `${role}${counter}@exemplo.org`,
    passwordHash,
    role,
  });
  return { user, token: await createSession(sql, user.id), password };
}

/** One seeded user of each role, by role. */
export async function createUsersByRole() {
  return { user: await createUser({ role: 'user' }), admin: await createUser({ role: 'admin' }), super: await createUser({ role: 'super' }) };
}

/** Seeds the settings row (as a finished setup would) with overrides, and returns the public settings. */
export async function seedSettings(overrides: Partial<PublicSettings> = {}): Promise<PublicSettings> {
  const sql = getSql();
  const features = overrides.features ?? DEFAULT_FEATURES;
  const translations = overrides.translations ?? [];
  const { features: _f, translations: _t, ...columns } = overrides;
  await sql`
    insert into settings ${sql({ id: 1, title: 'Vitrine de Teste', ...columns })}`;
  await sql`update settings set features = ${sql.json(features)}, translations = ${sql.json(translations)} where id = 1`;
  const settings = await getPublicSettings(sql);
  if (!settings) throw new Error('seedSettings: the settings row was not stored');
  return settings;
}

/** The test pool behind a counter of its tagged calls (queries and their fragments): `calls()` since the last `reset()`. */
export function countingSql(): { sql: ReturnType<typeof getSql>; calls: () => number; reset: () => void } {
  let calls = 0;
  const sql = new Proxy(getSql(), {
    apply: (target, self, args) => {
      calls += 1;
      return Reflect.apply(target, self, args);
    },
  });
  return { sql, calls: () => calls, reset: () => (calls = 0) };
}

/** Makes a session token expire now (for the expired-session cases). */
export async function expireSessions(): Promise<void> {
  await getSql()`update sessions set expires_at = now() - interval '1 second'`;
}

/** Counts the rows of a table (for "nothing changed" checks). */
export async function countRows(table: 'settings' | 'users' | 'menus' | 'submenus' | 'contacts' | 'sessions'): Promise<number> {
  const [row] = await getSql().unsafe<{ n: number }[]>(`select count(*)::int as n from ${table}`);
  return row.n;
}
