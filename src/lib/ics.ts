import { dayOf } from './agenda-calendar';
import { nextDay } from './event-times';
import type { AgendaEvent } from './schemas/event';

/** What an .ics file of one event needs: the event's fields, its description as plain text (no HTML) and its page. */
export type IcsEvent = Pick<AgendaEvent, 'id' | 'title' | 'starts_at' | 'ends_at' | 'all_day' | 'place' | 'address' | 'description' | 'updated_at'> & {
  url: string;
};

// RFC 5545 text: backslash, semicolon, comma and newlines escaped.
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const date = (day: string) => day.replace(/-/g, '');

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = new TextEncoder().encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * One event as an iCalendar file: times in UTC; an all-day event as São Paulo dates, its end the day after its
 * last day (the format's exclusive end).
 */
export function eventIcs(event: IcsEvent, host: string): string {
  const when = event.all_day
    ? [`DTSTART;VALUE=DATE:${date(dayOf(event.starts_at))}`, `DTEND;VALUE=DATE:${date(nextDay(dayOf(event.ends_at ?? event.starts_at)))}`]
    : [`DTSTART:${utc(event.starts_at)}`, ...(event.ends_at ? [`DTEND:${utc(event.ends_at)}`] : [])];
  const location = [event.place, event.address].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrine//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utc(event.updated_at)}`,
    ...when,
    `SUMMARY:${text(event.title)}`,
    ...(location ? [`LOCATION:${text(location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
