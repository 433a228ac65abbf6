/** The suffix a date-only value gets when it passes through a timestamp ('2026-03-01T00:00:00.000Z'). */
export const MIDNIGHT_SUFFIX = 'T00:00:00.000Z';

/** The one field that keeps its time part (spec section 3, "Form dates"). */
export const DATE_TIME_FIELD = 'date_time';

/**
 * A record's values ready for a form: a string ending in 'T00:00:00.000Z' loses that suffix, so a date input
 * shows '2026-03-01'; the `date_time` field is left as it is. Other values pass through unchanged.
 */
export function stripFormDates<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(values)) {
    if (key !== DATE_TIME_FIELD && typeof value === 'string' && value.endsWith(MIDNIGHT_SUFFIX)) {
      out[key] = value.slice(0, -MIDNIGHT_SUFFIX.length);
    }
  }
  return out as T;
}
