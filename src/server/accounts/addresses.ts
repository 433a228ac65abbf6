import type { Address, AddressData } from '../../lib/schemas/address';
import type { Page, PageQuery } from '../../lib/schemas/pagination';
import type { Db, Sql } from '../db/client';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { conflict, notFound } from '../http/http-error';

/** Most addresses one account may keep. */
export const MAX_ADDRESSES = 20;
/** Answered when an account already has MAX_ADDRESSES addresses. */
export const TOO_MANY_ADDRESSES = `Você pode cadastrar no máximo ${MAX_ADDRESSES} endereços.`;

type AddressRow = Omit<Address, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toAddress = (row: AddressRow): Address => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const COLUMNS = 'id::text as id, recipient, cep, street, number, complement, district, city, state, is_default, created_at, updated_at';

// Address changes of one user run one at a time (the user row is locked), so "first address is the default"
// and "exactly one default" hold under concurrent requests; the partial unique index backs it up.
const lockUser = (tx: Db, userId: string) => tx`select id from users where id = ${userId} for update`;

/** One page of the user's addresses, the default first, then oldest first. */
export async function listAddresses(sql: Sql, userId: string, query: PageQuery): Promise<Page<Address>> {
  const total = await countRows(sql, sql`addresses where user_id = ${userId}`);
  const rows = await sql<AddressRow[]>`
    select ${sql.unsafe(COLUMNS)} from addresses where user_id = ${userId} order by is_default desc, id ${pageWindow(sql, query)}`;
  return pageOf(rows.map(toAddress), total, query);
}

/** One of the user's addresses; another user's (or a missing) id answers 404. */
export async function getAddress(db: Db, userId: string, id: string): Promise<Address> {
  const [row] = await db.unsafe<AddressRow[]>(`select ${COLUMNS} from addresses where id = $1 and user_id = $2`, [id, userId]);
  if (!row) throw notFound('Endereço não encontrado.');
  return toAddress(row);
}

const clearDefault = (tx: Db, userId: string) =>
  tx`update addresses set is_default = false, updated_at = now() where user_id = ${userId} and is_default`;

/** Adds an address inside an open transaction; the first one, or one sent with is_default, becomes the default. */
export async function insertAddress(tx: Db, userId: string, data: AddressData): Promise<Address> {
  await lockUser(tx, userId);
  const [{ n }] = await tx<{ n: number }[]>`select count(*)::int as n from addresses where user_id = ${userId}`;
  if (n >= MAX_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES);
  const makeDefault = n === 0 || data.is_default === true;
  if (makeDefault) await clearDefault(tx, userId);
  const [{ id }] = await tx<{ id: string }[]>`
    insert into addresses (user_id, recipient, cep, street, number, complement, district, city, state, is_default)
    values (${userId}, ${data.recipient}, ${data.cep}, ${data.street}, ${data.number}, ${data.complement},
      ${data.district}, ${data.city}, ${data.state}, ${makeDefault})
    returning id::text as id`;
  return getAddress(tx, userId, id);
}

/** Adds an address to the user's list (at most MAX_ADDRESSES, else 409). */
export const createAddress = (sql: Sql, userId: string, data: AddressData): Promise<Address> =>
  sql.begin((tx) => insertAddress(tx, userId, data));

/** Changes one of the user's addresses; is_default true makes it the default (false is ignored: choose another). */
export async function updateAddress(sql: Sql, userId: string, id: string, data: AddressData): Promise<Address> {
  return sql.begin(async (tx) => {
    await lockUser(tx, userId);
    await getAddress(tx, userId, id);
    if (data.is_default === true) await clearDefault(tx, userId);
    await tx`
      update addresses set recipient = ${data.recipient}, cep = ${data.cep}, street = ${data.street},
        number = ${data.number}, complement = ${data.complement}, district = ${data.district}, city = ${data.city},
        state = ${data.state}, is_default = is_default or ${data.is_default === true}, updated_at = now()
      where id = ${id} and user_id = ${userId}`;
    return getAddress(tx, userId, id);
  });
}

/** Makes one of the user's addresses the default (the previous default stops being it). */
export async function setDefaultAddress(sql: Sql, userId: string, id: string): Promise<Address> {
  return sql.begin(async (tx) => {
    await lockUser(tx, userId);
    await getAddress(tx, userId, id);
    await clearDefault(tx, userId);
    await tx`update addresses set is_default = true, updated_at = now() where id = ${id} and user_id = ${userId}`;
    return getAddress(tx, userId, id);
  });
}

/** Deletes one of the user's addresses; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(sql: Sql, userId: string, id: string): Promise<void> {
  await sql.begin(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx<{ is_default: boolean }[]>`
      delete from addresses where id = ${id} and user_id = ${userId} returning is_default`;
    if (!row) throw notFound('Endereço não encontrado.');
    if (row.is_default) {
      await tx`
        update addresses set is_default = true, updated_at = now()
        where id = (select min(id) from addresses where user_id = ${userId})`;
    }
  });
}
