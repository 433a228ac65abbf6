/**
 * Where a person's data lives, in one list that the export and the deletion of an account both read (LGPD art. 18):
 * each table that refers to an account, or holds an e-mail a person gave, says what its rows are, which section of the
 * export copies them (or why none does) and what deleting the account does to them. `tests/api/privacy-registry.test.ts`
 * compares this list with the database: a table with a reference to `users` or an e-mail column that is missing here,
 * or whose foreign key does something else on delete than this list says, fails it, so a new table cannot be
 * forgotten by the export or the deletion.
 */
import type { Order } from '../../lib/shop/orders';
import type { Db } from '../db/client';
import { customerOrders } from '../shop/orders/order-read';

/** Whose data: the account's id and its e-mail (contact messages and alerts are found by the e-mail). */
export type Subject = { id: string; email: string };

/** How a table's rows belong to a person. */
type Link =
  /** The account's row itself. */
  | { kind: 'account' }
  /** A reference to the account, and what its foreign key does when the account's row is deleted. */
  | { kind: 'reference'; column: string; onDelete: 'cascade' | 'set null' }
  /** An e-mail the person typed (not a reference: a visitor may use the form without an account). */
  | { kind: 'email'; column: string }
  /** The id of the account kept as a plain number, on purpose (the row outlives the account). */
  | { kind: 'id'; column: string };

/** The table's section in the export, or why the export leaves it out. */
type Copy = { section: string; read: (db: Db, subject: Subject) => Promise<unknown> } | { omitted: string };

/** What deleting the account does to the table's rows: a statement run before the account's row goes, or why none. */
type Erase = { run: (db: Db, subject: Subject) => Promise<unknown>; note: string } | { note: string };

/** One table holding someone's data. */
export type PersonalTable = { table: string; link: Link; copy: Copy; erase: Erase };

/** How many years an order is kept after its sale (the fiscal records' period, LGPD art. 16, I). */
export const ORDER_RETENTION_YEARS = 5;

const rows = <T>(query: Promise<T[]>): Promise<T[]> => query.then((result) => [...result]);

/** The registry. Its order is the order of the export's sections. */
export const PERSONAL_DATA: readonly PersonalTable[] = [
  {
    table: 'users',
    link: { kind: 'account' },
    copy: {
      section: 'account',
      read: async (db, { id }) => {
        const [row] = await db`
          select id::text as id, name, email, role, organization, document, phone, cart_reminders_off, created_at, updated_at
          from users where id = ${id}`;
        return row ?? null;
      },
    },
    erase: { note: 'the row is deleted last: the login ends and every reference below follows its foreign key' },
  },
  {
    table: 'addresses',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: {
      section: 'addresses',
      read: (db, { id }) =>
        rows(db`
          select id::text as id, recipient, cep, street, number, complement, district, city, state, is_default,
            created_at, updated_at
          from addresses where user_id = ${id} order by id`),
    },
    erase: { note: 'deleted with the account' },
  },
  {
    table: 'orders',
    link: { kind: 'reference', column: 'user_id', onDelete: 'set null' },
    copy: { section: 'orders', read: (db, { id }): Promise<Order[]> => customerOrders(db, id) },
    erase: {
      // Kept for the fiscal period with the buyer's copy they hold (name, document, address, e-mail), detached from
      // the account; the hourly purge erases that copy once the period has passed (eraseExpiredOrderData).
      run: (db, { id }) => db`update orders set account_deleted_at = now() where user_id = ${id}`,
      note: `kept ${ORDER_RETENTION_YEARS} years (legal obligation), detached and marked "Conta excluída"`,
    },
  },
  {
    table: 'coupon_redemptions',
    link: { kind: 'reference', column: 'user_id', onDelete: 'set null' },
    copy: {
      section: 'coupon_uses',
      read: (db, { id }) =>
        rows(db`
          select c.code, r.discount_cents, r.status, o.number::int as order_number, r.created_at
          from coupon_redemptions r join coupons c on c.id = r.coupon_id join orders o on o.id = r.order_id
          where r.user_id = ${id} order by r.id`),
    },
    erase: { note: 'kept, detached: the coupon still counts the use of an order that is kept' },
  },
  {
    table: 'contacts',
    link: { kind: 'email', column: 'email' },
    copy: {
      section: 'contact_messages',
      read: (db, { email }) =>
        rows(db`
          select name, email, message, created_at from contacts where lower(email) = lower(${email})
          order by created_at, id`),
    },
    erase: { run: (db, { email }) => db`delete from contacts where lower(email) = lower(${email})`, note: 'deleted' },
  },
  {
    table: 'stock_alerts',
    link: { kind: 'email', column: 'email' },
    copy: {
      section: 'stock_alerts',
      read: (db, { email }) =>
        rows(db`
          select p.name as product, v.option_values as variant, a.email, a.created_at, a.confirmed_at, a.notified_at
          from stock_alerts a join products p on p.id = a.product_id left join product_variants v on v.id = a.variant_id
          where lower(a.email) = lower(${email}) order by a.created_at, a.id`),
    },
    erase: { run: (db, { email }) => db`delete from stock_alerts where lower(email) = lower(${email})`, note: 'deleted' },
  },
  {
    table: 'product_reviews',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: {
      section: 'product_reviews',
      read: (db, { id }) =>
        rows(db`
          select p.name as product, r.rating, r.title, r.body, r.status, r.reply, r.replied_at, r.created_at, r.updated_at
          from product_reviews r join products p on p.id = r.product_id where r.user_id = ${id} order by r.id`),
    },
    // Not kept anonymised: a review is the person's own words, and once detached it is no longer a verified buyer's.
    erase: { note: 'deleted with the account; an approved one asks for a rebuild, so the product page drops it (deleteAccount)' },
  },
  {
    table: 'carts',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: {
      section: 'cart',
      read: async (db, { id }) => {
        const [row] = await db`select items, updated_at, reminded_at from carts where user_id = ${id}`;
        return row ?? null;
      },
    },
    erase: { note: 'deleted with the account' },
  },
  {
    table: 'cart_reminders',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: {
      section: 'cart_reminders',
      read: (db, { id }) => rows(db`select lines, value_cents, sent_at from cart_reminders where user_id = ${id} order by id`),
    },
    erase: { note: 'deleted with the account; else 90 days after it was sent (the hourly purge)' },
  },
  {
    table: 'consent_choices',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: {
      section: 'consent_choices',
      read: (db, { id }) => rows(db`select choice, created_at from consent_choices where user_id = ${id} order by id`),
    },
    erase: { note: 'deleted with the account' },
  },
  {
    table: 'data_requests',
    link: { kind: 'id', column: 'subject_id' },
    copy: {
      section: 'data_requests',
      read: (db, { id }) =>
        rows(db`select kind, by_admin, created_at from data_requests where subject_id = ${id} order by id`),
    },
    erase: { note: 'kept: the record of the requests (LGPD art. 37) holds the account number and nothing else of it' },
  },
  {
    table: 'data_requests',
    link: { kind: 'reference', column: 'actor_id', onDelete: 'set null' },
    copy: { omitted: 'who served a request: an admin acting for the organisation' },
    erase: { note: 'the reference to the admin is cleared' },
  },
  {
    table: 'sessions',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: { omitted: 'login sessions: a hash of each token and its times, of no use outside the site' },
    erase: { note: 'deleted with the account: every session ends' },
  },
  {
    table: 'password_resets',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: { omitted: 'reset links: a hash of each token, valid for an hour' },
    erase: { note: 'deleted with the account' },
  },
  {
    table: 'order_idempotency',
    link: { kind: 'reference', column: 'user_id', onDelete: 'cascade' },
    copy: { omitted: 'the checkout retry keys: random, of no meaning to the person' },
    erase: { note: 'deleted with the account' },
  },
  // Where an account appears as the author of something of the organisation's, or as who changed it.
  ...(
    [
      ['order_history', 'user_id', 'who moved an order (an admin, or the buyer cancelling)'],
      ['stock_history', 'user_id', 'who changed a stock (an admin, or the buyer of a sale)'],
      ['posts', 'author_id', "the author of the organisation's news"],
      ['pages', 'author_id', "the author of the organisation's pages"],
      ['events', 'author_id', "the author of the organisation's events"],
      ['medias', 'author_id', "the author of the organisation's library items"],
      ['uploads', 'uploaded_by', 'who uploaded an image'],
      ['media_uploads', 'uploaded_by', 'who uploaded a library file'],
    ] as const
  ).map(([table, column, what]): PersonalTable => ({
    table,
    link: { kind: 'reference', column, onDelete: 'set null' },
    copy: { omitted: what },
    erase: { note: 'the reference is cleared; the record stays' },
  })),
];

/** Tables with an e-mail column that is not a person's: the organisation's own addresses. */
export const NOT_PERSONAL_EMAILS: Readonly<Record<string, string>> = {
  settings: "the organisation's public contact address",
  shop_settings: "where the shop's own notices go (the organisation's address)",
};

/** The export's sections, in the registry's order. */
export const EXPORT_SECTIONS = PERSONAL_DATA.flatMap((entry) => ('section' in entry.copy ? [entry.copy] : []));

/** The statements deleting an account runs before its row goes, in the registry's order. */
export const ERASE_STEPS = PERSONAL_DATA.flatMap((entry) => ('run' in entry.erase ? [entry.erase.run] : []));
