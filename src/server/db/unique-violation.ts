import postgres from 'postgres';
import { HttpError } from '../http/http-error';

/**
 * A unique constraint and how a clash on it is answered: 409 with `message`, and, when `field` is set, the
 * same message under that field (`errors.slug`), so the form shows it next to the input.
 */
export type UniqueRule = { constraint: string; message: string; field?: string };

/** The rule of a table's unique `slug` (index `<table>_slug_key`): 409 with the message under `errors.slug`. */
export const slugRule = (table: string, message: string): UniqueRule => ({ constraint: `${table}_slug_key`, message, field: 'slug' });

/** Whether a database error is a unique-constraint violation (of one constraint, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof postgres.PostgresError) || error.code !== '23505') return false;
  return constraint === undefined || error.constraint_name === constraint;
}

/** The 409 a clash on the rule's constraint is answered with. */
export function takenError(rule: UniqueRule): HttpError {
  return new HttpError(409, rule.message, rule.field ? { [rule.field]: [rule.message] } : undefined);
}

/** The error to throw for `error`: the rule's 409 for a violation of its constraint, anything else unchanged. */
export function uniqueConflict(error: unknown, rule: UniqueRule): unknown {
  return isUniqueViolation(error, rule.constraint) ? takenError(rule) : error;
}

/** Runs `work`; a violation of a rule's constraint (another row has the value) becomes that rule's 409. */
export async function guardUnique<T>(rules: UniqueRule | readonly UniqueRule[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw ([] as UniqueRule[]).concat(rules).reduce<unknown>((mapped, rule) => uniqueConflict(mapped, rule), error);
  }
}
