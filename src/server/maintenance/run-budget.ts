import { z } from '../../lib/zod';
import { readEnv } from '../env';

/**
 * How long a scheduled run keeps starting new work (ms). Netlify stops a scheduled function at 30 s; a run that calls
 * Mercado Pago order after order (each call up to its scheduled limit, 10 s) stops starting new orders once this much
 * has passed, so the last one still ends before the platform's stop. What is left waits for the next run, which
 * starts from the oldest again: nothing is half-done, as each order is applied or canceled in its own transaction.
 */
export const SCHEDULED_RUN_BUDGET = { ms: 15_000, variable: 'SCHEDULED_RUN_BUDGET_MS' } as const;

const whole = `${SCHEDULED_RUN_BUDGET.variable} deve ser um número inteiro de milissegundos entre 1 e 25000`;
const budgetSchema = z.object({
  [SCHEDULED_RUN_BUDGET.variable]: z.coerce.number({ error: whole }).int(whole).min(1, whole).max(25_000, whole).default(SCHEDULED_RUN_BUDGET.ms),
});

/** A run's clock: `inTime()` is true until the budget (its variable when set, for tests) has passed since the start. */
export function runBudget(started = Date.now()): { inTime: () => boolean } {
  const ms = readEnv(budgetSchema, 'do tempo de uma execução agendada')[SCHEDULED_RUN_BUDGET.variable];
  return { inTime: () => Date.now() - started < ms };
}
