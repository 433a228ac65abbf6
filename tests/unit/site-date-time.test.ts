import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/lib/date-time';
import { formatSiteDateTime } from '../../src/lib/site-time';

describe.each([
  ['a São Paulo afternoon', '2026-11-25T18:05:00Z', '25/11/2026 15:05'],
  ['just after midnight in São Paulo (still the day before in UTC terms of the next)', '2026-01-01T03:00:00Z', '01/01/2026 00:00'],
  ['late evening that is the next day in UTC', '2026-06-30T02:59:00Z', '29/06/2026 23:59'],
  ['a summer-time day of 2018 (UTC-2 then)', '2018-12-10T12:00:00Z', '10/12/2018 10:00'],
])('formatSiteDateTime: %s', (_name, iso, shown) => {
  it(`shows ${iso} as ${shown}, as formatDateTime does`, () => {
    expect(formatSiteDateTime(iso)).toBe(shown);
    expect(formatDateTime(iso)).toBe(shown);
  });
});

describe('formatSiteDateTime with a bad timestamp', () => {
  it('gives an empty text', () => {
    expect(formatSiteDateTime('não é data')).toBe('');
  });
});
