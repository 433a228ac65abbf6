// A GTIN (the barcode number: EAN-8, UPC-A, EAN-13, GTIN-14) as Google Merchant Center and Meta's catalogue read it.
// Pure and without packages: the product schema (server and /conta) and the feed use it.

/** The lengths a GTIN has: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** A GTIN as stored: its digits, the spaces and hyphens a barcode label prints between them removed. */
export const gtinKey = (text: string): string => text.replace(/[\s-]/g, '');

/**
 * The check digit of a GTIN's other digits (GS1's modulo 10: from the right, weights 3, 1, 3, …; the digit that
 * rounds the sum up to a multiple of 10).
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether `key` (see gtinKey) is a valid GTIN: only digits, 8, 12, 13 or 14 of them, not all zeros, its last digit
 * the check digit of the others.
 */
export function isValidGtin(key: string): boolean {
  if (!/^\d+$/.test(key) || !(GTIN_LENGTHS as readonly number[]).includes(key.length)) return false;
  if (/^0+$/.test(key)) return false;
  return gtinCheckDigit(key.slice(0, -1)) === Number(key.at(-1));
}
