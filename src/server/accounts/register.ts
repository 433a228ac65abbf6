import type { RegisterData } from '../../lib/schemas/account';
import type { LoginResult } from '../auth/login';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Sql } from '../db/client';
import { transaction } from '../db/transaction';
import { rateRule, takeSlots } from '../http/rate-limit';
import { createUser } from '../users/users';
import { insertAddress } from './addresses';

/** At most 10 registrations (attempts that pass validation) per address per hour. */
export const REGISTER_RULE = rateRule({
  bucket: 'register',
  max: 10,
  windowSeconds: 60 * 60,
  message: 'Muitas tentativas de cadastro. Tente novamente mais tarde.',
});

/**
 * Creates a customer account (role `user`, whatever the body says) with its first address as the default, in one
 * transaction, and opens a session: the answer is the login's `{ token, user }`. A taken e-mail answers 409.
 */
export async function registerAccount(sql: Sql, data: RegisterData, ip: string): Promise<LoginResult> {
  await takeSlots(sql, [{ rule: REGISTER_RULE, key: ip }]);
  const passwordHash = await hashPassword(data.password);
  const user = await transaction(sql, async (tx) => {
    const created = await createUser(tx, { name: data.name, email: data.email, passwordHash, role: 'user' });
    await tx`
      update users set organization = ${data.organization}, document = ${data.document}, phone = ${data.phone}
      where id = ${created.id}`;
    const { name: recipient, cep, street, number, complement, district, city, state } = data;
    await insertAddress(tx, created.id, { recipient, cep, street, number, complement, district, city, state, is_default: true });
    return created;
  });
  return { token: await createSession(sql, user.id), user };
}
