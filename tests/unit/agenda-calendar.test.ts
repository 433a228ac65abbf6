import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  agendaMonths,
  dayOf,
  eventDays,
  eventEndMs,
  eventWhen,
  fillLabel,
  isoWithOffset,
  isUpcoming,
  monthGrid,
  timeOf,
} from '../../src/lib/agenda-calendar';
import { parseEventTime, siteDay, siteDayEnd, siteDayStart, siteTime } from '../../src/lib/event-times';

// 23:30 on 14 Nov 2026 in São Paulo: the 15th in UTC (02:30) and in Tokyo (11:30).
const LATE = '2026-11-15T02:30:00.000Z';

describe.each(['UTC', 'Asia/Tokyo', 'America/Sao_Paulo'])('with the machine in %s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it('puts an event at 23:30 on the 14th (São Paulo) on the 14th at 23:30', () => {
    expect(new Date(LATE).getDate()).toBe(zone === 'America/Sao_Paulo' ? 14 : 15);
    expect(dayOf(LATE)).toBe('2026-11-14');
    expect(timeOf(LATE)).toBe('23:30');
    expect(siteDay(LATE)).toBe('2026-11-14');
    expect(siteTime(LATE)).toBe('23:30');
    expect(eventDays({ starts_at: LATE, ends_at: null, all_day: false })).toEqual(['2026-11-14']);
  });

  it('reads date inputs in São Paulo time', () => {
    expect(parseEventTime('2026-11-14T23:30')).toEqual({ kind: 'instant', iso: LATE });
    expect(parseEventTime('2026-11-14')).toEqual({ kind: 'day', day: '2026-11-14' });
    expect(siteDayStart('2026-11-14')).toBe('2026-11-14T03:00:00.000Z');
    expect(siteDayEnd('2026-11-14')).toBe('2026-11-15T02:59:59.999Z');
  });

  it('gives the São Paulo offset in schema.org dates', () => {
    expect(isoWithOffset(LATE)).toBe('2026-11-14T23:30:00-03:00');
  });

  it('builds November 2026 from Sunday 1 to Saturday 5 December', () => {
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0]).toEqual({ day: '2026-11-01', date: 1, inMonth: true });
    expect(weeks[4][6]).toEqual({ day: '2026-12-05', date: 5, inMonth: false });
  });
});

describe('monthGrid', () => {
  it.each([
    ['2026-03', 5, '2026-03-01', '2026-04-04'],
    ['2026-08', 6, '2026-07-26', '2026-09-05'],
    ['2027-02', 5, '2027-01-31', '2027-03-06'],
    ['2015-02', 4, '2015-02-01', '2015-02-28'],
  ])('lays %s out in %i weeks from Sunday %s to Saturday %s', (month, weeks, first, last) => {
    const grid = monthGrid(month);
    expect(grid).toHaveLength(weeks);
    expect(grid[0][0].day).toBe(first);
    expect(grid.at(-1)?.[6].day).toBe(last);
    expect(grid.flat().filter((cell) => cell.inMonth)[0].date).toBe(1);
  });
});

describe('event days and ends', () => {
  it.each([
    ['a timed event over midnight', { starts_at: '2026-11-14T23:00:00-03:00', ends_at: '2026-11-15T02:00:00-03:00', all_day: false }, ['2026-11-14', '2026-11-15']],
    ['an event ending at 00:00', { starts_at: '2026-11-14T20:00:00-03:00', ends_at: '2026-11-15T00:00:00-03:00', all_day: false }, ['2026-11-14']],
    ['an all-day event of three days', { starts_at: '2026-11-14T03:00:00Z', ends_at: '2026-11-17T02:59:59.999Z', all_day: true }, ['2026-11-14', '2026-11-15', '2026-11-16']],
    ['an all-day event without an end', { starts_at: '2026-11-14T03:00:00Z', ends_at: null, all_day: true }, ['2026-11-14']],
    ['a month end crossing', { starts_at: '2026-12-31T10:00:00-03:00', ends_at: '2027-01-01T10:00:00-03:00', all_day: false }, ['2026-12-31', '2027-01-01']],
  ])('lists the São Paulo days of %s', (_name, event, days) => {
    expect(eventDays(event)).toEqual(days);
  });

  it('counts an event as upcoming until its end, or its start when it has none', () => {
    const event = { starts_at: '2026-11-14T20:00:00-03:00', ends_at: '2026-11-14T22:00:00-03:00', all_day: false };
    expect(isUpcoming(event, Date.parse('2026-11-14T21:00:00-03:00'))).toBe(true);
    expect(isUpcoming(event, Date.parse('2026-11-14T22:00:01-03:00'))).toBe(false);
    expect(isUpcoming({ ...event, ends_at: null }, Date.parse('2026-11-14T20:00:01-03:00'))).toBe(false);
    const allDay = { starts_at: '2026-11-14T03:00:00Z', ends_at: null, all_day: true };
    expect(new Date(eventEndMs(allDay)).toISOString()).toBe('2026-11-15T02:59:59.999Z');
    expect(isUpcoming(allDay, Date.parse('2026-11-14T23:59:00-03:00'))).toBe(true);
  });
});

describe('agendaMonths', () => {
  const at = (iso: string) => ({ starts_at: iso, ends_at: null, all_day: false });
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('builds every month from the first to the last event month and the current one', () => {
    expect(agendaMonths([at('2026-09-10T12:00:00Z'), at('2027-01-05T12:00:00Z')], now)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    expect(agendaMonths([], now)).toEqual(['2026-11']);
    // The 1st at 01:00 in UTC is still the previous month in São Paulo.
    expect(agendaMonths([at('2026-12-01T01:00:00Z')], now)).toEqual(['2026-11']);
  });

  it('leaves out empty months far from now but keeps the months of far events', () => {
    const months = agendaMonths([at('2099-05-10T12:00:00Z')], now);
    expect(months.at(-1)).toBe('2099-05');
    expect(months.at(-2)).toBe(addMonths('2026-11', 36));
    expect(months).toHaveLength(38);
  });
});

describe('eventWhen', () => {
  const label = (key: string) => ({ agenda_weekday_6: 'sábado', agenda_weekday_0: 'domingo', agenda_month_11: 'novembro' })[key] ?? key;
  const text = (event: Parameters<typeof eventWhen>[0]) => {
    const { key, vars } = eventWhen(event);
    const templates: Record<string, string> = {
      agenda_when_day: '{weekday}, {day} de {month} de {year} (dia inteiro)',
      agenda_when_days: 'De {day} de {month} de {year} a {day2} de {month2} de {year2}',
      agenda_when_at: '{weekday}, {day} de {month} de {year}, às {start}',
      agenda_when_between: '{weekday}, {day} de {month} de {year}, das {start} às {end}',
      agenda_when_span: 'De {day} de {month} de {year}, {start}, a {day2} de {month2} de {year2}, {end}',
    };
    return fillLabel(templates[key], vars, label);
  };

  it.each([
    [{ starts_at: LATE, ends_at: null, all_day: false }, 'sábado, 14 de novembro de 2026, às 23:30'],
    [{ starts_at: LATE, ends_at: '2026-11-15T02:55:00Z', all_day: false }, 'sábado, 14 de novembro de 2026, das 23:30 às 23:55'],
    [{ starts_at: LATE, ends_at: '2026-11-15T05:00:00Z', all_day: false }, 'De 14 de novembro de 2026, 23:30, a 15 de novembro de 2026, 02:00'],
    [{ starts_at: '2026-11-14T03:00:00Z', ends_at: '2026-11-15T02:59:59.999Z', all_day: true }, 'sábado, 14 de novembro de 2026 (dia inteiro)'],
    [{ starts_at: '2026-11-14T03:00:00Z', ends_at: '2026-11-16T02:59:59.999Z', all_day: true }, 'De 14 de novembro de 2026 a 15 de novembro de 2026'],
  ])('describes %j as %j', (event, expected) => {
    expect(text(event)).toBe(expected);
  });
});
