import { describe, expect, it } from 'vitest';
import { stripFormDates } from '../../src/lib/form-dates';

describe('stripFormDates', () => {
  describe.each([
    ['strips the midnight suffix of a date field', { published_at: '2026-03-01T00:00:00.000Z' }, { published_at: '2026-03-01' }],
    ['keeps date_time whole', { date_time: '2026-03-01T00:00:00.000Z' }, { date_time: '2026-03-01T00:00:00.000Z' }],
    ['keeps a value with another time', { starts: '2026-03-01T13:30:00.000Z' }, { starts: '2026-03-01T13:30:00.000Z' }],
    ['keeps the suffix when it is not at the end', { note: 'T00:00:00.000Z depois' }, { note: 'T00:00:00.000Z depois' }],
    ['leaves other types alone', { year: 2026, enabled: true, cover: null }, { year: 2026, enabled: true, cover: null }],
  ])('%s', (_rule, input, expected) => {
    it(`gives ${JSON.stringify(expected)}`, () => {
      expect(stripFormDates(input as Record<string, unknown>)).toEqual(expected);
    });
  });

  it('does not change the record it is given', () => {
    const record = { day: '2026-01-02T00:00:00.000Z' };
    stripFormDates(record);
    expect(record.day).toBe('2026-01-02T00:00:00.000Z');
  });
});
