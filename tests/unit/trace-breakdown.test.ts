import { describe, expect, it } from 'vitest';
import { breakdown, formatBreakdown, mainThread, type TraceEvent } from '../../scripts/bench/trace-breakdown';

const main = { pid: 1, tid: 7 };
const x = (name: string, ts: number, dur: number, thread = main): TraceEvent => ({ name, cat: 'devtools.timeline', ph: 'X', ts, dur, ...thread });

describe("the account bench's trace breakdown", () => {
  it('picks the renderer main thread that ran the most', () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 1, tid: 7, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 2, tid: 9, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 1, tid: 8, args: { name: 'Compositor' } },
      x('RunTask', 0, 100, { pid: 2, tid: 9 }),
      x('RunTask', 0, 5_000),
      x('RunTask', 0, 90_000, { pid: 1, tid: 8 }),
    ];
    expect(mainThread(events)).toEqual(main);
  });

  it("counts each event's self time by kind, a task's own time as not itemised, and the rest as idle", () => {
    // 0–10 ms: a task parsing HTML (6 ms) that styles for 2 ms inside; 20–30 ms: a task running a script (10 ms) of
    // which 4 ms compile and 3 ms layout inside the script; the window is 0–40 ms.
    const events = [
      x('RunTask', 0, 10_000),
      x('ParseHTML', 1_000, 6_000),
      x('UpdateLayoutTree', 2_000, 2_000),
      x('RunTask', 20_000, 10_000),
      x('EvaluateScript', 20_000, 10_000),
      x('v8.compile', 20_000, 4_000),
      x('Layout', 25_000, 3_000),
      x('RunTask', 0, 50_000, { pid: 3, tid: 3 }),
    ];
    const result = breakdown(events, main, 0, 40_000);
    expect(result.totalMs).toBe(40);
    expect(result.busyMs).toBe(20);
    expect(Object.fromEntries(result.kinds)).toEqual({ 'parse HTML': 4, style: 2, 'task (not itemised)': 4, 'compile JS': 4, 'run JS': 3, layout: 3 });
    expect(formatBreakdown(result).at(-1)).toMatch(/^idle \(waiting\)\s+20 ms\s+\(50%\)$/);
  });

  it('clips events to the window and pairs begin and end events', () => {
    const events: TraceEvent[] = [
      x('RunTask', 0, 10_000),
      x('FunctionCall', 0, 10_000),
      { name: 'MajorGC', cat: 'v8', ph: 'B', ts: 12_000, ...main },
      { name: 'MajorGC', cat: 'v8', ph: 'E', ts: 14_000, ...main },
    ];
    const result = breakdown(events, main, 5_000, 15_000);
    expect(result.busyMs).toBe(7);
    expect(Object.fromEntries(result.kinds)).toEqual({ 'run JS': 5, 'garbage collection': 2, 'task (not itemised)': 0 });
  });
});
