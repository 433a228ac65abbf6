import { fromSiteInputValue, toSiteInputValue } from './site-date-input';

// Intl only (through site-date-input): the events function validates with this, and date-fns would cost seconds
// per request in dev. The calendar of the public pages uses @date-fns/tz (src/lib/agenda-calendar.ts).

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** The calendar day ('YYYY-MM-DD') of an instant in America/Sao_Paulo ('' for an invalid one). */
export const siteDay = (iso: string): string => toSiteInputValue(iso).slice(0, 10);

/** The time ('HH:mm') of an instant in America/Sao_Paulo ('' for an invalid one). */
export const siteTime = (iso: string): string => toSiteInputValue(iso).slice(11, 16);

/** The day after a 'YYYY-MM-DD' day (plain calendar arithmetic, no time zone involved). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant a São Paulo day starts (00:00 there), as ISO; null when the day is not a real date. */
export const siteDayStart = (day: string): string | null => fromSiteInputValue(`${day}T00:00`);

/** The last millisecond of a São Paulo day (23:59:59.999 there), as ISO; null when the day is not a real date. */
export function siteDayEnd(day: string): string | null {
  const next = DATE_ONLY.test(day) && siteDayStart(day) ? siteDayStart(nextDay(day)) : null;
  return next ? new Date(Date.parse(next) - 1).toISOString() : null;
}

/** What an event date field holds: an instant, or a São Paulo day given without a time. */
export type EventTimeValue = { kind: 'instant'; iso: string } | { kind: 'day'; day: string };

/**
 * An event date as the API takes it: an ISO timestamp with its zone, a `datetime-local` value read in
 * America/Sao_Paulo, or a day alone ('YYYY-MM-DD'); null when it is none of these or not a real date.
 */
export function parseEventTime(value: string): EventTimeValue | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) return siteDayStart(text) ? { kind: 'day', day: text } : null;
  if (LOCAL_DATE_TIME.test(text)) {
    const iso = fromSiteInputValue(text);
    return iso ? { kind: 'instant', iso } : null;
  }
  if (ISO_WITH_ZONE.test(text)) {
    const ms = Date.parse(text);
    // Date.parse rolls 2026-02-30 over to March: the day must survive the round trip in its own zone.
    if (Number.isNaN(ms) || !sameCalendarDay(text, ms)) return null;
    return { kind: 'instant', iso: new Date(ms).toISOString() };
  }
  return null;
}

function sameCalendarDay(text: string, ms: number): boolean {
  const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(text)?.[1] ?? 'Z';
  const offset = zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return new Date(ms + offset * 60_000).toISOString().slice(0, 10) === text.slice(0, 10);
}
