import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startParts } from '../../src/client/public/start';

// The public pages' start: each part in a task of its own, in order, and <html data-scripts="started">
// once all have run; a part that throws is reported and does not stop the next ones.
describe('startParts', () => {
  const html = { dataset: {} as Record<string, string> };
  const reported: unknown[] = [];

  beforeEach(() => {
    html.dataset = {};
    reported.length = 0;
    vi.stubGlobal('document', { documentElement: html });
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs the parts in order, the first at once and each later one in a task of its own, then marks the page', async () => {
    const ran: string[] = [];
    const started = startParts([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual(['a']);
    // Not in the same task: the microtasks queued by now do not reach the second part.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(ran).toEqual(['a']);
    await started;
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(html.dataset.scripts).toBe('started');
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    await startParts([() => {}, () => {}, () => {}]);
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it('reports a part that throws and still starts the next ones', async () => {
    const ran: string[] = [];
    const failure = new Error('broken part');
    await startParts([
      () => {
        throw failure;
      },
      () => ran.push('next'),
    ]);
    expect(reported).toEqual([failure]);
    expect(ran).toEqual(['next']);
    expect(html.dataset.scripts).toBe('started');
  });
});
