import type { AgendaEvent, EventData, EventListQuery } from '../../lib/schemas/event';
import type { Page } from '../../lib/schemas/pagination';
import { nextDay, siteDayStart } from '../../lib/event-times';
import type { SessionUser } from '../auth/sessions';
import { sanitizeRichHtmlLazily } from '../content/sanitize-lazily';
import type { Sql } from '../db/client';
import { byIdOrSlug, contentTable, listed, publishedOnly, readerFilter } from '../db/content-rows';
import { searchFilter } from '../db/like';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';
import { guardUnique, slugRule } from '../db/unique-violation';
import { notFound } from '../http/http-error';

/** An event in a list (the description is left out). */
export type EventSummary = Omit<AgendaEvent, 'description'>;

/** Answered when a slug belongs to another event. */
export const EVENT_SLUG_TAKEN = 'Este endereço (slug) já é usado por outro evento.';
const NOT_FOUND = 'Evento não encontrado.';
const SLUG = slugRule('events', EVENT_SLUG_TAKEN);
const EVENTS = contentTable('events', 'e');

type EventRow = Omit<AgendaEvent, 'starts_at' | 'ends_at' | 'created_at' | 'updated_at'> & {
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const toEvent = (row: EventRow): AgendaEvent => ({
  ...row,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at ? row.ends_at.toISOString() : null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const columns = (sql: Sql, withDescription: boolean) => sql`
  e.id::text as id, e.title, e.slug, e.starts_at, e.ends_at, e.all_day, e.place, e.address,
  ${withDescription ? sql`e.description` : sql`''`} as description, e.cover, e.registration_url, e.status,
  e.author_id::text as author_id, u.name as author_name, e.created_at, e.updated_at`;

// An event is over once its end (its start when it has none) has passed.
const ended = (sql: Sql) => sql`coalesce(e.ends_at, e.starts_at) < now()`;

/** One page of events: the public sees published ones, managers all (with `status`); search, time and day filters. */
export async function listEvents(sql: Sql, query: EventListQuery, manager: boolean): Promise<Page<EventSummary>> {
  // Days are São Paulo days: from its 00:00 to the 00:00 after `to`.
  const from = query.from ? siteDayStart(query.from) : null;
  const until = query.to ? siteDayStart(nextDay(query.to)) : null;
  const where = sql`where true
    ${readerFilter(sql, EVENTS, manager, query.status)}
    ${searchFilter(sql, query.q, ['e.title', 'e.slug', 'e.place'])}
    ${query.when === 'upcoming' ? sql`and not ${ended(sql)}` : query.when === 'past' ? sql`and ${ended(sql)}` : sql``}
    ${from ? sql`and coalesce(e.ends_at, e.starts_at) >= ${from}` : sql``}
    ${until ? sql`and e.starts_at < ${until}` : sql``}`;
  // Upcoming: the soonest first; otherwise the latest first.
  const order = query.when === 'upcoming' ? sql`e.starts_at asc, e.id asc` : sql`e.starts_at desc, e.id desc`;
  const [total, rows] = await together(
    countRows(sql, sql`events e ${where}`),
    sql<EventRow[]>`
      select ${columns(sql, false)} from events e left join users u on u.id = e.author_id ${where}
      order by ${order} ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map((row) => listed(toEvent(row), 'description')), total, query);
}

/** How many events a reader who sees drafts has in all (the list's `total` without a filter: the dashboard's count). */
export const countEvents = (sql: Sql): Promise<number> =>
  countRows(sql, sql`events e where true ${readerFilter(sql, EVENTS, true)}`);

/** An event by numeric id or by slug; the public gets 404 for drafts. */
export async function getEvent(sql: Sql, idOrSlug: string, manager: boolean): Promise<AgendaEvent> {
  const [row] = await sql<EventRow[]>`
    select ${columns(sql, true)} from events e left join users u on u.id = e.author_id
    where ${byIdOrSlug(sql, EVENTS, idOrSlug)} ${readerFilter(sql, EVENTS, manager)}`;
  if (!row) throw notFound(NOT_FOUND);
  return toEvent(row);
}

/** Every published event with its description, by start: what the static build renders (one query). */
export async function listPublishedEvents(sql: Sql): Promise<AgendaEvent[]> {
  const rows = await sql<EventRow[]>`
    select ${columns(sql, true)} from events e left join users u on u.id = e.author_id
    where ${publishedOnly(sql, EVENTS)} order by e.starts_at, e.id`;
  return rows.map(toEvent);
}

/** Creates an event by `author` (description sanitized; 409 for a taken slug). */
export async function createEvent(sql: Sql, author: SessionUser, data: EventData): Promise<AgendaEvent> {
  const description = await sanitizeRichHtmlLazily(data.description);
  return guardUnique(SLUG, async () => {
    const [{ id }] = await sql<{ id: string }[]>`
      insert into events (title, slug, starts_at, ends_at, all_day, place, address, description, cover,
        registration_url, status, author_id)
      values (${data.title}, ${data.slug}, ${data.starts_at}, ${data.ends_at}, ${data.all_day}, ${data.place},
        ${data.address}, ${description}, ${data.cover}, ${data.registration_url}, ${data.status}, ${author.id})
      returning id::text as id`;
    return getEvent(sql, id, true);
  });
}

/** Replaces an event's fields (description sanitized; 404 when missing, 409 for a taken slug). */
export async function updateEvent(sql: Sql, id: string, data: EventData): Promise<AgendaEvent> {
  const description = await sanitizeRichHtmlLazily(data.description);
  return guardUnique(SLUG, async () => {
    const rows = await sql`
      update events set title = ${data.title}, slug = ${data.slug}, starts_at = ${data.starts_at},
        ends_at = ${data.ends_at}, all_day = ${data.all_day}, place = ${data.place}, address = ${data.address},
        description = ${description}, cover = ${data.cover}, registration_url = ${data.registration_url},
        status = ${data.status}, updated_at = now()
      where id = ${id} returning id`;
    if (rows.length === 0) throw notFound(NOT_FOUND);
    return getEvent(sql, id, true);
  });
}

/** Deletes an event (404 when missing). */
export async function deleteEvent(sql: Sql, id: string): Promise<void> {
  const rows = await sql`delete from events where id = ${id} returning id`;
  if (rows.length === 0) throw notFound(NOT_FOUND);
}
