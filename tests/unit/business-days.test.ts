import { describe, expect, it } from 'vitest';
import { addSiteBusinessDays, businessDaysEnd, isSiteBusinessDay } from '../../src/lib/business-days';

describe('business days in São Paulo', () => {
  it('counts Monday to Friday and skips national holidays, Good Friday, Carnival and Corpus Christi', () => {
    expect(isSiteBusinessDay('2026-11-26')).toBe(true); // a Thursday
    expect(isSiteBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isSiteBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isSiteBusinessDay('2026-11-20')).toBe(false); // Consciência Negra (national since 2024)
    expect(isSiteBusinessDay('2026-12-25')).toBe(false);
    expect(isSiteBusinessDay('2027-01-01')).toBe(false);
    expect(isSiteBusinessDay('2027-02-08')).toBe(false); // Carnival Monday 2027
    expect(isSiteBusinessDay('2027-02-09')).toBe(false); // Carnival Tuesday 2027
    expect(isSiteBusinessDay('2027-03-26')).toBe(false); // Good Friday 2027
    expect(isSiteBusinessDay('2027-05-27')).toBe(false); // Corpus Christi 2027
    expect(isSiteBusinessDay('2026-07-09')).toBe(true); // a São Paulo state holiday: not counted
    expect(isSiteBusinessDay('2027-02-01')).toBe(true); // an ordinary Monday a week before Carnival
  });

  it('adds business days from the São Paulo day of an instant, whatever the zone of the machine', () => {
    // Thursday 26 Nov 2026, 10:00 in São Paulo: +3 business days is Tuesday 1 Dec.
    expect(addSiteBusinessDays(new Date('2026-11-26T13:00:00Z'), 3)).toBe('2026-12-01');
    // Friday 27 Nov 2026 at 23:30 in São Paulo is already Saturday in UTC: still counted from Friday.
    expect(addSiteBusinessDays(new Date('2026-11-28T02:30:00Z'), 1)).toBe('2026-11-30');
    // Across Christmas: Wed 23 Dec 2026 + 3 = Thu 24, (Fri 25 skipped) Mon 28, Tue 29.
    expect(addSiteBusinessDays(new Date('2026-12-23T15:00:00Z'), 3)).toBe('2026-12-29');
    // Across Carnival 2027: Fri 5 Feb + 2 = Wed 10 Feb (Mon 8 and Tue 9 skipped).
    expect(addSiteBusinessDays(new Date('2027-02-05T15:00:00Z'), 2)).toBe('2027-02-11');
    expect(addSiteBusinessDays(new Date('2026-11-26T13:00:00Z'), 0)).toBe('2026-11-26');
  });

  it('ends on the last millisecond of that day in São Paulo', () => {
    expect(businessDaysEnd(new Date('2026-11-26T13:00:00Z'), 3).toISOString()).toBe('2026-12-02T02:59:59.999Z');
  });
});
