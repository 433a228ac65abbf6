import postgres from 'postgres';

/**
 * Whether a database error is a foreign-key violation (23503) of the constraint named, or of one the pattern matches:
 * a row written for one deleted meanwhile (a category removed while the product form was open, an account deleted
 * while its order was being made), which the caller answers as a rule, not as a 500.
 */
export function isForeignKeyViolation(error: unknown, constraint: string | RegExp): boolean {
  if (!(error instanceof postgres.PostgresError) || error.code !== '23503') return false;
  const name = error.constraint_name ?? '';
  return typeof constraint === 'string' ? name === constraint : constraint.test(name);
}
