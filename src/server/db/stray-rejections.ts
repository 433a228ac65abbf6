import { isDatabaseUnavailable } from './faults';

/**
 * postgres.js 3.4.9 starts each new connection by reading the array types, and drops that promise: when the read
 * fails (the connection killed while it opens, or the statement limit reached on a database too busy to answer it
 * in time), the rejection has no handler, and Node ends the process on an unhandled rejection, taking every request
 * it serves with it (porsager/postgres#1192, #1205, #1223). The query that opened the connection fails on its own and
 * is answered as any lost connection is (a 503, or the retry).
 *
 * So a rejection nobody handled that is the database being unavailable (`isDatabaseUnavailable`) is logged and the
 * process goes on; any other still ends the process, as Node does by default, unless another listener (a test
 * runner) takes care of it.
 */
export function strayRejectionListener(target: Pick<NodeJS.Process, 'listenerCount'> = process) {
  return (reason: unknown): void => {
    if (isDatabaseUnavailable(reason)) {
      const code = (reason as { code?: unknown }).code;
      console.error(`[db] a database failure no query awaited (${String(code)}): logged, the process goes on`);
      return;
    }
    if (target.listenerCount('unhandledRejection') <= 1) throw reason;
  };
}

type Holder = { __vitrineStrayRejections?: boolean };
const holder = globalThis as unknown as Holder;

/** Installs the listener once per process (every pool opened calls this). */
export function guardStrayRejections(): void {
  if (holder.__vitrineStrayRejections || typeof process?.on !== 'function') return;
  holder.__vitrineStrayRejections = true;
  process.on('unhandledRejection', strayRejectionListener());
}
