import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../src/lib/date-time';

describe.each([
  ['a São Paulo afternoon', '2026-11-25T18:05:00Z', '25/11/2026 15:05'],
  ['just after midnight in São Paulo (still the day before in UTC terms of the next)', '2026-01-01T03:00:00Z', '01/01/2026 00:00'],
  ['late evening that is the next day in UTC', '2026-06-30T02:59:00Z', '29/06/2026 23:59'],
  ['a summer-time day of 2018 (UTC-2 then)', '2018-12-10T12:00:00Z', '10/12/2018 10:00'],
])('formatDateTime: %s', (_name, iso, shown) => {
  it(`shows ${iso} as ${shown}, and its day alone`, () => {
    expect(formatDateTime(iso)).toBe(shown);
    expect(formatDate(iso)).toBe(shown.slice(0, 10));
  });
});

describe('formatDateTime with other patterns', () => {
  it.each([
    ['HH:mm:ss', '2026-11-25T03:04:05Z', '00:04:05'],
    ['yyyy-MM-dd', '2026-03-01T02:00:00Z', '2026-02-28'],
    ['dd', '2026-11-25T18:05:00Z', '25'],
    ['MM/yyyy', '2026-01-01T02:59:59Z', '12/2025'],
    ['dd/MM/yyyy às HH:mm', '2026-11-25T18:05:00Z', '25/11/2026 às 15:05'],
  ])('%s', (pattern, iso, shown) => {
    expect(formatDateTime(iso, pattern)).toBe(shown);
  });
});

describe('formatDateTime with a bad timestamp', () => {
  it('gives an empty text', () => {
    expect(formatDateTime('não é data')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
