import { TZDate } from '@date-fns/tz';
import { SITE_TIME_ZONE } from './date-time';
import type { AgendaEvent } from './schemas/event';

/** The dates of an event the calendar needs. */
export type EventTimes = Pick<AgendaEvent, 'starts_at' | 'ends_at' | 'all_day'>;
/** A month as 'YYYY-MM'. */
export type MonthKey = string;
/** One cell of a month grid: its day ('YYYY-MM-DD'), day of the month, and whether it belongs to the month. */
export type GridDay = { day: string; date: number; inMonth: boolean };

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const zoned = (iso: string | number) => new TZDate(typeof iso === 'number' ? iso : Date.parse(iso), SITE_TIME_ZONE);

/** The day ('YYYY-MM-DD') of an instant in America/Sao_Paulo, whatever the machine's time zone. */
export function dayOf(iso: string | number): string {
  const d = zoned(iso);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The time ('HH:mm') of an instant in America/Sao_Paulo. */
export function timeOf(iso: string | number): string {
  const d = zoned(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The day of the week (0 Sunday … 6 Saturday) of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The month ('YYYY-MM') of an instant in America/Sao_Paulo. */
export const monthOf = (iso: string | number): MonthKey => dayOf(iso).slice(0, 7);

/** A month moved by `n` months ('2026-12' + 1 = '2027-01'). */
export function addMonths(month: MonthKey, n: number): MonthKey {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}`;
}

/** The days from `first` to `last` ('YYYY-MM-DD', inclusive), at most `limit`. */
export function daysBetween(first: string, last: string, limit = 400): string[] {
  const [y, m, d] = first.split('-').map(Number);
  const out: string[] = [];
  for (let i = 0; out.length < limit; i += 1) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > last) break;
    out.push(day);
  }
  return out;
}

/** The instant an event is over: its end; without one, the end of its day (all-day) or its start. */
export function eventEndMs(event: EventTimes): number {
  if (event.ends_at) return Date.parse(event.ends_at);
  if (!event.all_day) return Date.parse(event.starts_at);
  const [y, m, d] = dayOf(event.starts_at).split('-').map(Number);
  return new TZDate(y, m - 1, d + 1, SITE_TIME_ZONE).getTime() - 1;
}

/** Whether an event is not over yet at `now` (what "upcoming" means on the agenda). */
export const isUpcoming = (event: EventTimes, now: number): boolean => eventEndMs(event) > now;

/** The São Paulo days an event takes place on (an end at exactly 00:00 does not add that day). */
export function eventDays(event: EventTimes): string[] {
  const start = Date.parse(event.starts_at);
  const end = Math.max(start, eventEndMs(event));
  const last = end > start && timeOf(end) === '00:00' && !event.all_day ? end - 1 : end;
  return daysBetween(dayOf(start), dayOf(last));
}

/** The weeks of a month, Sunday first (as calendars in Brazil), with the neighbouring months' days filling them. */
export function monthGrid(month: MonthKey): GridDay[][] {
  const [y, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, 1));
  const start = new Date(Date.UTC(y, m - 1, 1 - first.getUTCDay()));
  const weeks: GridDay[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      const date = new Date(start.getTime() + (w * 7 + i) * 86_400_000);
      week.push({ day: date.toISOString().slice(0, 10), date: date.getUTCDate(), inMonth: date.getUTCMonth() === m - 1 });
    }
    // A sixth row only when the month reaches it.
    if (w === 0 || week.some((cell) => cell.inMonth)) weeks.push(week);
  }
  return weeks;
}

/** How far from the current month the agenda builds empty months between events. */
export const MONTH_WINDOW = 36;

/**
 * The months the agenda pre-renders, in order: every month from the first to the last event month and the current
 * one, but empty months only within MONTH_WINDOW of the current month (a typo in a year never builds a century).
 */
export function agendaMonths(events: EventTimes[], now: number): MonthKey[] {
  const current = monthOf(now);
  const withEvents = new Set<MonthKey>([current]);
  for (const event of events) for (const day of eventDays(event)) withEvents.add(day.slice(0, 7));
  const sorted = [...withEvents].sort();
  const low = [sorted[0], addMonths(current, -MONTH_WINDOW)].sort()[1];
  const high = [sorted[sorted.length - 1], addMonths(current, MONTH_WINDOW)].sort()[0];
  for (let month = low; month <= high; month = addMonths(month, 1)) withEvents.add(month);
  return [...withEvents].sort();
}

/** A text made of a label and its placeholders; a placeholder value may itself be a label key (weekday, month). */
export type LabelText = { key: string; vars: Record<string, string> };

const dayVars = (day: string, suffix = '') => {
  const [y, m, d] = day.split('-').map(Number);
  return {
    [`weekday${suffix}`]: `agenda_weekday_${weekdayOf(day)}`,
    [`day${suffix}`]: String(d),
    [`month${suffix}`]: `agenda_month_${m}`,
    [`year${suffix}`]: String(y),
  };
};

/** When an event happens, as a label text in São Paulo time: one day or several, all-day or with times. */
export function eventWhen(event: EventTimes): LabelText {
  const first = dayOf(event.starts_at);
  const days = eventDays(event);
  const last = days[days.length - 1] ?? first;
  const start = timeOf(event.starts_at);
  const end = event.ends_at ? timeOf(event.ends_at) : '';
  if (event.all_day) {
    return first === last
      ? { key: 'agenda_when_day', vars: dayVars(first) }
      : { key: 'agenda_when_days', vars: { ...dayVars(first), ...dayVars(last, '2') } };
  }
  if (first !== last) return { key: 'agenda_when_span', vars: { ...dayVars(first), ...dayVars(last, '2'), start, end } };
  if (!end || end === start) return { key: 'agenda_when_at', vars: { ...dayVars(first), start } };
  return { key: 'agenda_when_between', vars: { ...dayVars(first), start, end } };
}

/** Fills a label's {placeholders}: a value that is a label key is replaced by that label (as the locale script does). */
export function fillLabel(text: string, vars: Record<string, string>, label: (key: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => {
    if (!(name in vars)) return all;
    const value = vars[name];
    return /^agenda_/.test(value) ? label(value) : value;
  });
}

/** The ISO 8601 form of an instant with São Paulo's offset ('2026-11-14T23:30:00-03:00'), for schema.org. */
export function isoWithOffset(iso: string): string {
  const d = zoned(iso);
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${dayOf(iso)}T${timeOf(iso)}:${pad(d.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
