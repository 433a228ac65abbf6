import postgres from 'postgres';

/**
 * Whether a database error is one our SQL functions raise (`raise … using errcode = 'VT…'`, see migration
 * 20261126000500) with this code: the module calling the function turns it into its answer.
 */
export const isRaised = (error: unknown, code: string): error is postgres.PostgresError =>
  error instanceof postgres.PostgresError && error.code === code;
