import type { Address, AddressData } from '../../lib/schemas/address';
import type { Page, PageQuery } from '../../lib/schemas/pagination';
import type { Db, Sql } from '../db/client';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { isRaised } from '../db/raised';
import { transaction } from '../db/transaction';
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
// and "exactly one default" hold under concurrent requests; the partial unique index backs it up. The lock does not
// wait for the key-share locks of rows referencing the user (an order's), as save_address's does not.
const lockUser = (tx: Db, userId: string) => tx`select id from users where id = ${userId} for no key update`;

/** One page of the user's addresses, the default first, then oldest first. */
export async function listAddresses(sql: Sql, userId: string, query: PageQuery): Promise<Page<Address>> {
  const [total, rows] = await together(
    countRows(sql, sql`addresses where user_id = ${userId}`),
    sql<AddressRow[]>`
      select ${sql.unsafe(COLUMNS)} from addresses where user_id = ${userId} order by is_default desc, id ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toAddress), total, query);
}

/** One of the user's addresses; another user's (or a missing) id answers 404. */
export async function getAddress(db: Db, userId: string, id: string): Promise<Address> {
  const [row] = await db<AddressRow[]>`select ${db.unsafe(COLUMNS)} from addresses where id = ${id} and user_id = ${userId}`;
  if (!row) throw notFound('Endereço não encontrado.');
  return toAddress(row);
}

/**
 * An address by its id with its owner's id, or null: for a read sent before the user is known (a new order reads it
 * with the session), whose caller then keeps it only when the owner is the user, as getAddress would.
 */
export async function addressWithOwner(db: Db, id: string): Promise<{ owner: string; address: Address } | null> {
  const [row] = await db<(AddressRow & { owner: string })[]>`
    select ${db.unsafe(COLUMNS)}, user_id::text as owner from addresses where id = ${id}`;
  if (!row) return null;
  const { owner, ...address } = row;
  return { owner, address: toAddress(address) };
}

const clearDefault = (tx: Db, userId: string) =>
  tx`update addresses set is_default = false, updated_at = now() where user_id = ${userId} and is_default`;

/** An address as the database function `save_address` takes it (a new order passes its own to `place_order`). */
export const addressJson = (data: AddressData) => {
  const { recipient, cep, street, number, complement, district, city, state, is_default } = data;
  return { recipient, cep, street, number, complement, district, city, state, is_default: is_default === true };
};

/** The error `save_address` raises for an account with MAX_ADDRESSES addresses already. */
export const ADDRESS_LIMIT_RAISED = 'VTADR';

/** The 409 of an account already at MAX_ADDRESSES for `save_address`'s error, anything else unchanged. */
export const addressLimitError = (error: unknown): unknown =>
  isRaised(error, ADDRESS_LIMIT_RAISED) ? conflict(TOO_MANY_ADDRESSES) : error;

/**
 * Adds an address, on the pool or inside an open transaction, in one statement (the database function
 * `save_address`, which locks the user's row: a user's address changes run one at a time); the first one, or one
 * sent with is_default, becomes the default. 409 past MAX_ADDRESSES.
 */
export async function insertAddress(db: Db, userId: string, data: AddressData): Promise<Address> {
  try {
    const [row] = await db<AddressRow[]>`
      select ${db.unsafe(COLUMNS)} from save_address(${userId}, ${db.json(addressJson(data))}, ${MAX_ADDRESSES})`;
    return toAddress(row);
  } catch (error) {
    throw addressLimitError(error);
  }
}

/** Adds an address to the user's list (at most MAX_ADDRESSES, else 409). */
export const createAddress = (sql: Sql, userId: string, data: AddressData): Promise<Address> => insertAddress(sql, userId, data);

/** Changes one of the user's addresses; is_default true makes it the default (false is ignored: choose another). */
export async function updateAddress(sql: Sql, userId: string, id: string, data: AddressData): Promise<Address> {
  return transaction(sql, async (tx) => {
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
  return transaction(sql, async (tx) => {
    await lockUser(tx, userId);
    await getAddress(tx, userId, id);
    await clearDefault(tx, userId);
    await tx`update addresses set is_default = true, updated_at = now() where id = ${id} and user_id = ${userId}`;
    return getAddress(tx, userId, id);
  });
}

/** Deletes one of the user's addresses; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(sql: Sql, userId: string, id: string): Promise<void> {
  await transaction(sql, async (tx) => {
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
