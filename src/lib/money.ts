/** Money is integer cents everywhere; these are the one formatter and the one parser of reais (BRL). */

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Cents as reais for people: 123456 -> 'R$ 1.234,56', -5 -> '-R$ 0,05' (integer arithmetic, no rounding drift). */
export function formatBrl(cents: number): string {
  return `${cents < 0 ? '-' : ''}R$ ${formatDecimal(Math.abs(cents))}`;
}

/** Cents as a decimal with comma, without the symbol, as typed in a form: 123456 -> '1.234,56'. */
export function formatDecimal(cents: number): string {
  const whole = Math.trunc(Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  return `${sign}${group(String(Math.floor(whole / 100)))},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Reais written the Brazilian way as cents: '23,45', '1.234,5', 'R$ 10', '7' -> 2345, 123450, 1000, 700.
 * Empty text is null; anything else (letters, three decimals, a dot as decimal separator) is NaN.
 */
export function parseBrl(text: string): number | null {
  const value = text.trim().replace(/^R\$\s*/, '');
  if (value === '') return null;
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const reais = Number(match[1].replace(/\./g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return reais * 100 + cents;
}
