import { addressBodySchema } from '../../src/lib/schemas/municipality-rule';
import { createAddress } from '../../src/server/accounts/addresses';
import type { Sql } from '../../src/server/db/client';
import { findUserByEmail } from '../../src/server/users/users';

const CUSTOMER = 'cliente@vitrine.local';

// The phone is left empty on purpose: the customer dashboard then shows its "profile status" block at work.
const DEMO_ADDRESSES = [
  { recipient: 'Cliente Demo', cep: '01310-100', street: 'Avenida Paulista', number: '1578', complement: 'Conjunto 42', district: 'Bela Vista', state: 'SP', city: 'São Paulo', is_default: true },
  { recipient: 'Cliente Demo', cep: '13015-904', street: 'Rua Barão de Jaguara', number: '1481', complement: '', district: 'Centro', state: 'SP', city: 'Campinas' },
];

/** Gives the demo customer an organization, a CPF and two addresses (when it has none yet). */
export async function seedAccounts(sql: Sql): Promise<string> {
  const customer = await findUserByEmail(sql, CUSTOMER);
  if (!customer) return `accounts: ${CUSTOMER} missing, nothing to add`;
  await sql`
    update users set organization = coalesce(organization, 'Associação Exemplo'), document = coalesce(document, '38251266173')
    where id = ${customer.id}`;
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from addresses where user_id = ${customer.id}`;
  if (n > 0) return `accounts: ${CUSTOMER} already has ${n} address(es)`;
  for (const address of DEMO_ADDRESSES) await createAddress(sql, customer.id, addressBodySchema.parse(address));
  return `accounts: ${DEMO_ADDRESSES.length} addresses for ${CUSTOMER}`;
}
