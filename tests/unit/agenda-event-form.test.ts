import { describe, expect, it } from 'vitest';
import { eventFormSchema } from '../../src/conta/events/event-form-schema';
import { eventInput, eventValues, type EventValues } from '../../src/conta/events/event-values';
import { eventIcs, foldLine } from '../../src/lib/ics';
import type { AgendaEvent } from '../../src/lib/schemas/event';

const stored: AgendaEvent = {
  id: '7',
  title: 'Cineclube',
  slug: 'cineclube',
  starts_at: '2026-11-15T02:30:00.000Z',
  ends_at: '2026-11-15T02:55:00.000Z',
  all_day: false,
  place: 'Cine Bairro',
  address: 'Rua Augusta, 1500; São Paulo',
  description: '<p>x</p>',
  cover: null,
  registration_url: null,
  status: 'published',
  author_id: null,
  author_name: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-02T12:00:00.000Z',
};
const values = (overrides: Partial<EventValues>): EventValues => ({ ...eventValues(), title: 'Evento', ...overrides });

describe('event form values', () => {
  it('shows a stored event in São Paulo days and times', () => {
    expect(eventValues(stored)).toMatchObject({ start_date: '2026-11-14', start_time: '23:30', end_date: '2026-11-14', end_time: '23:55', all_day: '' });
    const allDay = { ...stored, all_day: true, starts_at: '2026-11-14T03:00:00.000Z', ends_at: '2026-11-15T02:59:59.999Z' };
    expect(eventValues(allDay)).toMatchObject({ start_date: '2026-11-14', start_time: '', end_date: '', end_time: '', all_day: 'true' });
  });

  it.each([
    ['an end time alone ends on the start day', { start_date: '2026-11-14', start_time: '23:30', end_time: '23:55' }, { starts_at: '2026-11-14T23:30', ends_at: '2026-11-14T23:55', all_day: false }],
    ['all-day drops the times', { all_day: 'true', start_date: '2026-11-14', start_time: '10:00', end_date: '2026-11-16', end_time: '12:00' }, { starts_at: '2026-11-14', ends_at: '2026-11-16', all_day: true }],
    ['no end', { start_date: '2026-11-14', start_time: '09:00' }, { starts_at: '2026-11-14T09:00', ends_at: null }],
  ])('joins the inputs: %s', (_name, given, expected) => {
    expect(eventInput(values(given))).toMatchObject(expected);
  });

  it('gives the API schema’s messages on starts_at and ends_at', () => {
    const issues = (v: Partial<EventValues>) =>
      Object.fromEntries((eventFormSchema.safeParse(values(v)).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
    expect(issues({})).toEqual({ starts_at: 'O campo Início é obrigatório.' });
    expect(issues({ start_date: '2026-11-14' })).toEqual({ starts_at: 'O campo Início deve ter data e hora (ou marque Dia inteiro).' });
    expect(issues({ start_date: '2026-11-14', start_time: '23:30', end_time: '22:00' })).toEqual({ ends_at: 'O campo Término não pode ser anterior ao Início.' });
    expect(eventFormSchema.parse(values({ start_date: '2026-11-14', start_time: '23:30' })).starts_at).toBe('2026-11-15T02:30:00.000Z');
  });
});

describe('eventIcs', () => {
  const ics = (event: AgendaEvent) => eventIcs({ ...event, description: 'Filmes; pipoca, e conversa\nnova linha', url: 'https://exemplo.org/agenda/cineclube' }, 'exemplo.org');

  it('writes a timed event in UTC with escaped text and CRLF lines', () => {
    const text = ics(stored);
    expect(text).toContain('\r\nDTSTART:20261115T023000Z\r\nDTEND:20261115T025500Z\r\n');
    expect(text).toContain('LOCATION:Cine Bairro\\, Rua Augusta\\, 1500\\; São Paulo');
    expect(text).toContain('DESCRIPTION:Filmes\\; pipoca\\, e conversa\\nnova linha');
    expect(text).toContain('UID:event-7@exemplo.org');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('writes an all-day event as São Paulo dates with the exclusive end', () => {
    const text = ics({ ...stored, all_day: true, starts_at: '2026-11-14T03:00:00.000Z', ends_at: '2026-11-16T02:59:59.999Z' });
    expect(text).toContain('DTSTART;VALUE=DATE:20261114\r\nDTEND;VALUE=DATE:20261116\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'ação '.repeat(30)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'ação '.repeat(30)}`);
  });
});
