// The digit helpers without the document validators of br-documents.ts (and their library), for the light scripts.

/** The digits of a text ('123.456.789-09' -> '12345678909'). */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** The CEP mask applied while typing: up to 8 digits as 00000-000. */
export function maskCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
