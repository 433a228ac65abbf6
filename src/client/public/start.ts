// How a public page's one script starts its parts: one task each, in the order given, so that no single
// task holds the main thread for long after the first paint (each long task counts in Total Blocking Time, and a
// visitor's click waits behind it). Between two parts the browser may paint and answer input; scheduler.yield()
// keeps the rest of the start ahead of other queued tasks where the browser has it, else a message (not a
// setTimeout, which browsers clamp to 4 ms once nested).

/** One part of a page: binds its elements (doing nothing when the page has none). */
export type Part = () => void;

type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** A part that throws is reported as an uncaught error would be, and the next ones still start. */
function report(error: unknown): void {
  if (typeof reportError === 'function') {
    reportError(error);
    return;
  }
  setTimeout(() => {
    throw error;
  });
}

/**
 * Starts the parts one task each, the first at once, then marks <html data-scripts="started">: every part is
 * bound (the browser tests wait for it after a load, tests/e2e/fixtures/db.ts).
 */
export async function startParts(parts: readonly Part[]): Promise<void> {
  for (const [index, part] of parts.entries()) {
    if (index > 0) await nextTask();
    try {
      part();
    } catch (error) {
      report(error);
    }
  }
  document.documentElement.dataset.scripts = 'started';
}
