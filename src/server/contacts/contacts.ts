import type { Contact, ContactListQuery, ContactMessage } from '../../lib/schemas/contact';
import type { Page } from '../../lib/schemas/pagination';
import type { Sql } from '../db/client';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { notFound } from '../http/http-error';
import { rateRule, takeSlots } from '../http/rate-limit';

/** A received contact message as the admin screens see it (defined with the schemas, shared with the browser). */
export type { ContactMessage };

type ContactRow = Omit<ContactMessage, 'read_at' | 'created_at'> & { read_at: Date | null; created_at: Date };

/** At most 5 messages per address within 10 minutes. */
export const CONTACT_RULE = rateRule({
  bucket: 'contact',
  max: 5,
  windowSeconds: 10 * 60,
  message: 'Você enviou muitas mensagens. Tente novamente em alguns minutos.',
});

const toContact = (row: ContactRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  read_at: row.read_at ? row.read_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
});

/** Stores a message from the contact form once its address has a slot of CONTACT_RULE (429 otherwise). */
export async function createContact(sql: Sql, input: Contact, ip: string): Promise<void> {
  await takeSlots(sql, [{ rule: CONTACT_RULE, key: ip }]);
  await sql`insert into contacts (name, email, message) values (${input.name}, ${input.email}, ${input.message})`;
}

/** The messages a list keeps: the unread ones only, or all. */
const contactsWhere = (sql: Sql, unread: boolean) => (unread ? sql`where read_at is null` : sql``);

/** One page of messages, newest first; `unread` keeps the unread ones only. */
export async function listContacts(sql: Sql, query: ContactListQuery): Promise<Page<ContactMessage>> {
  const where = contactsWhere(sql, query.unread);
  const [total, rows] = await together(
    countRows(sql, sql`contacts ${where}`),
    sql<ContactRow[]>`
      select id::text as id, name, email, message, read_at, created_at from contacts ${where}
      order by created_at desc, id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toContact), total, query);
}

/** How many messages the list has in all (its `total`), the unread ones only when asked (the dashboard's count). */
export const countContacts = (sql: Sql, { unread }: Pick<ContactListQuery, 'unread'>): Promise<number> =>
  countRows(sql, sql`contacts ${contactsWhere(sql, unread)}`);

/** A message by id, marked as read the first time it is opened (404 when missing). */
export async function readContact(sql: Sql, id: string): Promise<ContactMessage> {
  const [row] = await sql<ContactRow[]>`
    update contacts set read_at = coalesce(read_at, now()) where id = ${id}
    returning id::text as id, name, email, message, read_at, created_at`;
  if (!row) throw notFound();
  return toContact(row);
}

/** Marks a message read (keeping the first reading time) or unread again (404 when missing). */
export async function setContactRead(sql: Sql, id: string, read: boolean): Promise<ContactMessage> {
  const [row] = await sql<ContactRow[]>`
    update contacts set read_at = case when ${read}::boolean then coalesce(read_at, now()) else null end
    where id = ${id}
    returning id::text as id, name, email, message, read_at, created_at`;
  if (!row) throw notFound();
  return toContact(row);
}

/** Deletes a message (404 when missing). */
export async function deleteContact(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from contacts where id = ${id} returning id`;
  if (rows.length === 0) throw notFound();
}
