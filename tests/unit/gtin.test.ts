import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinKey, isValidGtin } from '../../src/lib/shop/gtin';

// Check digits worked by hand (GS1 modulo 10, weights 3, 1, 3, … from the right): 4006381333931, an EAN-13:
// 3·3 + 9·1 + 3·3 + 3·1 + 3·3 + 1·1 + 8·3 + 3·1 + 6·3 + 0·1 + 0·3 + 4·1 = 89, 90 - 89 = 1.
describe('isValidGtin', () => {
  it.each<[string, string, boolean]>([
    ['an EAN-13', '4006381333931', true],
    ['a Brazilian EAN-13 (prefix 789)', '7891000100103', true],
    ['an EAN-13 whose check digit is 0', '7896005800010', true],
    ['a UPC-A (GTIN-12)', '036000291452', true],
    ['an EAN-8', '96385074', true],
    ['a GTIN-14', '10012345678902', true],
    ['an EAN-13 with a wrong check digit', '4006381333932', false],
    ['a UPC-A with a wrong check digit', '036000291453', false],
    ['an EAN-8 with a wrong check digit', '96385075', false],
    ['a GTIN-14 with a wrong check digit', '10012345678903', false],
    ['all zeros (passes the check digit, names nothing)', '0000000000000', false],
    ['9 digits (no GTIN length)', '123456789', false],
    ['11 digits (no GTIN length)', '12345678901', false],
    ['15 digits', '400638133393100', false],
    ['a letter', '400638133393A', false],
    ['still with its spaces (not the stored form)', '400 6381 33393 1', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_, key, valid) => {
    expect(isValidGtin(key)).toBe(valid);
  });

  it('computes the check digit from the other digits', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
  });

  it('keeps the digits as stored: spaces and hyphens of a printed label removed', () => {
    expect(gtinKey(' 4 006381 333931 ')).toBe('4006381333931');
    expect(gtinKey('036000-291452')).toBe('036000291452');
    expect(isValidGtin(gtinKey('400 6381 33393 1'))).toBe(true);
  });
});
