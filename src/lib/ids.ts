// What a row id is, once for the whole code base. Pure and without zod: the cart's cookie code (on every public page)
// uses it; the zod fields over it are in schemas/id-field.ts.
//
// Ids are Postgres bigints (at most 9223372036854775807, 19 digits). Written as text (a path, a JSON string, a form
// value) an id is a positive integer without a leading zero and with at most 18 digits, so every id accepted fits
// a bigint and no lookup can fail on the number's size. Held as a JavaScript number (the cart's cookie and the cart
// lines the browser sends), an id must also be a safe integer (at most 9007199254740991): a larger number may already
// have been rounded to another id, so it is refused rather than trusted. The schemas' former bound, 16 digits, was
// a rough form of that second rule (it still let 9007199254740993 through, rounded); the ids the server reads as
// text never pass through a number.

/** A row id as text: 1 to 18 digits, no leading zero. */
export const ID_PATTERN = /^[1-9]\d{0,17}$/;

/** Whether a text is an id (exactly: no sign, space or leading zero). */
export const isId = (text: string | null | undefined): text is string => typeof text === 'string' && ID_PATTERN.test(text);

/** Whether a number can stand for an id: a positive safe integer. */
export const isNumericId = (value: number): boolean => Number.isSafeInteger(value) && value >= 1;

/**
 * The id a client sent, as text: a string (spaces around it ignored) that is an id, or a number that can stand for
 * one; null for anything else.
 */
export function idText(value: unknown): string | null {
  if (typeof value === 'number') return isNumericId(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return isId(text) ? text : null;
}

/** The number of an id written as text, when it is an id and a safe integer (the cart's cookie form); else null. */
export function numericId(text: string): number | null {
  if (!isId(text)) return null;
  const value = Number(text);
  return isNumericId(value) ? value : null;
}
