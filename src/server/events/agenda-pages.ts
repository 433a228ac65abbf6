import { agendaMonths, eventDays, isUpcoming, monthGrid, monthOf, type GridDay, type MonthKey } from '../../lib/agenda-calendar';
import type { AgendaEvent } from '../../lib/schemas/event';
import type { Menu } from '../../lib/schemas/menu';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { listMenus } from '../menus/menus';
import { getPublicSettings } from '../settings/settings';
import { slugPathOfId } from '../site/id-paths';
import { listPublishedEvents } from './events';

/** Events in the upcoming list of the agenda pages. */
export const UPCOMING_LIMIT = 20;

/** What every agenda page needs (loaded once per build): settings, menus, events, their days and the months built. */
export type AgendaSite = {
  settings: PublicSettings | null;
  menus: Menu[];
  events: AgendaEvent[];
  /** The build's clock: what "upcoming" and "this month" mean in the pre-rendered pages. */
  now: number;
  /** Each São Paulo day ('YYYY-MM-DD') with the events taking place on it, by start. */
  byDay: Map<string, AgendaEvent[]>;
  months: MonthKey[];
};

/** A calendar cell: its day and the events on it. */
export type CalendarDay = GridDay & { events: AgendaEvent[] };

/** One agenda page, ready to render. */
export type AgendaView =
  | {
      kind: 'month';
      site: AgendaSite;
      month: MonthKey;
      /** /agenda itself (the current month) rather than /agenda/{yyyy}/{mm}. */
      index: boolean;
      previous: MonthKey | null;
      next: MonthKey | null;
      weeks: CalendarDay[][];
      /** The month's days that have events, in order. */
      days: { day: string; events: AgendaEvent[] }[];
      upcoming: AgendaEvent[];
    }
  | { kind: 'event'; site: AgendaSite; event: AgendaEvent };

/** Settings, menus and every published event in three queries; no events while the feature is disabled. */
export async function loadAgendaSite(sql: Sql, now = Date.now()): Promise<AgendaSite> {
  const settings = await getPublicSettings(sql);
  const enabled = settings?.features.events?.enabled === true;
  const menus = settings ? await listMenus(sql) : [];
  const events = enabled ? await listPublishedEvents(sql) : [];
  const byDay = new Map<string, AgendaEvent[]>();
  for (const event of events) {
    for (const day of eventDays(event)) {
      const list = byDay.get(day);
      if (list) list.push(event);
      else byDay.set(day, [event]);
    }
  }
  return { settings, menus, events, now, byDay, months: agendaMonths(events, now) };
}

/** The address of a month page ('2026-11' -> /agenda/2026/11). */
export const monthHref = (month: MonthKey): string => `/agenda/${month.replace('-', '/')}`;

function monthView(site: AgendaSite, month: MonthKey, index: boolean): AgendaView {
  const at = site.months.indexOf(month);
  const weeks = monthGrid(month).map((week) => week.map((cell) => ({ ...cell, events: site.byDay.get(cell.day) ?? [] })));
  const days = weeks.flat().filter((cell) => cell.inMonth && cell.events.length > 0).map(({ day, events }) => ({ day, events }));
  return {
    kind: 'month',
    site,
    month,
    index,
    previous: site.months[at - 1] ?? null,
    next: site.months[at + 1] ?? null,
    weeks,
    days,
    upcoming: site.events.filter((event) => isUpcoming(event, site.now)).slice(0, UPCOMING_LIMIT),
  };
}

/** Every path of the agenda with its view (none while the feature is disabled, so they all give 404). */
export function agendaPaths(site: AgendaSite): { params: { path: string | undefined }; props: { view: AgendaView } }[] {
  if (!site.settings?.features.events?.enabled) return [];
  const index = { params: { path: undefined }, props: { view: monthView(site, monthOf(site.now), true) } };
  const months = site.months.map((month) => ({ params: { path: month.replace('-', '/') }, props: { view: monthView(site, month, false) } }));
  const items = site.events.map((event) => ({ params: { path: event.slug }, props: { view: { kind: 'event', site, event } as AgendaView } }));
  return [index, ...months, ...items];
}

/** The view of one path (what dev renders on request): null for an unknown path, a month not built or a draft. */
export function resolveAgendaPath(site: AgendaSite, path: string | undefined): AgendaView | null {
  if (!site.settings?.features.events?.enabled) return null;
  if (!path) return monthView(site, monthOf(site.now), true);
  const month = /^(\d{4})\/(\d{2})$/.exec(path);
  if (month) {
    const key = `${month[1]}-${month[2]}`;
    return site.months.includes(key) ? monthView(site, key, false) : null;
  }
  const event = site.events.find((item) => item.slug === path);
  return event ? { kind: 'event', site, event } : null;
}

/** Where /agenda/{id} leads (dev renders it on request): the published event's slug address, or null. */
export const agendaIdPath = (site: AgendaSite, path: string | undefined): string | null => slugPathOfId('event', site.events, path);
