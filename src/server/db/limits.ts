import { serverEnv } from '../env';

/** How long a statement may run and how long it may wait for a lock, in milliseconds (0: no limit). */
export type DbLimits = { statementTimeoutMs: number; lockTimeoutMs: number };

/**
 * A request's limits: a buyer's order waiting behind a slow admin save or a stuck job gets a 503 with Retry-After
 * (`src/server/db/faults.ts`) within seconds, not the platform's 60 s kill. DATABASE_STATEMENT_TIMEOUT_MS and
 * DATABASE_LOCK_TIMEOUT_MS replace them (the tests shorten them).
 */
export const REQUEST_LIMITS: DbLimits = { statementTimeoutMs: 5_000, lockTimeoutMs: 2_000 };

/** A scheduled job's limits: its batches may take longer, and it waits longer for a request's lock. */
export const JOB_LIMITS: DbLimits = { statementTimeoutMs: 120_000, lockTimeoutMs: 30_000 };

/** No limit: the scripts' pools (migrations, seed, benches), which run long statements on purpose. */
export const NO_LIMITS: DbLimits = { statementTimeoutMs: 0, lockTimeoutMs: 0 };

/** Who the pool serves: the functions' requests, or a scheduled job. */
export type DbUse = 'request' | 'job';

/** The limits of a pool: the request's (or the environment's replacement of them) or the job's. */
export function limitsFor(use: DbUse): DbLimits {
  if (use === 'job') return JOB_LIMITS;
  const env = serverEnv();
  return {
    statementTimeoutMs: env.databaseStatementTimeoutMs ?? REQUEST_LIMITS.statementTimeoutMs,
    lockTimeoutMs: env.databaseLockTimeoutMs ?? REQUEST_LIMITS.lockTimeoutMs,
  };
}

/** The limits as the connection's startup parameters (postgres.js `connection`), in PostgreSQL's units. */
export function startupParameters(limits: DbLimits): Record<string, string> {
  return { statement_timeout: `${limits.statementTimeoutMs}ms`, lock_timeout: `${limits.lockTimeoutMs}ms` };
}
