// Where a page's main thread spent its time until a moment (a screen's "ready"), read from a Chrome trace: each
// event's self time (its duration less its children's) summed by kind, the way DevTools' "Bottom-up" groups it, and
// the time the thread was idle (waiting on the network). What the account bench prints with BENCH_CONTA_TRACE=1.

/** A Chrome trace event (the JSON trace format); only the fields read here. */
export type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> };

/** What a trace event's self time counts as, by event name; other names count as "other". */
const KINDS: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  'v8.compile': 'compile JS',
  'v8.compileModule': 'compile JS',
  'V8.CompileCode': 'compile JS',
  'v8.produceModuleCache': 'compile JS',
  'v8.produceCache': 'compile JS',
  'V8.ScriptCompiler': 'compile JS',
  'v8.parseOnBackground': 'compile JS',
  EvaluateScript: 'run JS',
  'v8.evaluateModule': 'run JS',
  FunctionCall: 'run JS',
  TimerFire: 'run JS',
  FireAnimationFrame: 'run JS',
  EventDispatch: 'run JS',
  RunMicrotasks: 'run JS',
  'V8.Execute': 'run JS',
  GCEvent: 'garbage collection',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  ResourceSendRequest: 'network (main thread)',
  ResourceReceiveResponse: 'network (main thread)',
  ResourceReceivedData: 'network (main thread)',
  ResourceFinish: 'network (main thread)',
  'v8.run': 'run JS',
  BlinkScheduler_PerformMicrotaskCheckpoint: 'run JS',
  'Receive mojo message': 'messages from the browser',
  'SimpleWatcher::OnHandleReady': 'messages from the browser',
  DecodedDataDocumentParser_AppendBytes: 'parse HTML',
  'DecodedDataDocumentParser::AppendBytes': 'parse HTML',
  RunTask: 'task (not itemised)',
  'ThreadControllerImpl::RunTask': 'task (not itemised)',
};

/** Kinds by the start of an event's name, for families of events. */
const PREFIXES: [string, string][] = [
  ['V8.Parse', 'compile JS'],
  ['V8.PreParse', 'compile JS'],
  ['V8.Compile', 'compile JS'],
  ['V8.CollectSourcePositions', 'compile JS'],
  ['V8.GC', 'garbage collection'],
  ['DocumentLoader::', 'page setup'],
  ['LocalWindowProxy::', 'page setup'],
  ['V8.DeserializeContext', 'page setup'],
];

const kindOf = (name: string): string => KINDS[name] ?? PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? 'other';

export type Breakdown = {
  /** From the start to the end, in ms. */
  totalMs: number;
  /** Time inside top-level tasks, in ms. */
  busyMs: number;
  /** Self time by kind, in ms, largest first. */
  kinds: [string, number][];
};

/** The renderer main thread of the page: the thread named CrRendererMain that ran the most. */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const named = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number } | null = null;
  let bestTime = -1;
  for (const thread of named) {
    const time = events.reduce((sum, e) => (e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.name === 'RunTask' ? sum + (e.dur ?? 0) : sum), 0);
    if (time > bestTime) {
      best = { pid: thread.pid, tid: thread.tid };
      bestTime = time;
    }
  }
  return best;
}

/**
 * The main thread's time from `start` to `end` (trace microseconds): self time by kind of every complete event ("X")
 * and begin/end pair ("B"/"E") on it, clipped to the window. A task's own time, outside any event in it, is "task (not itemised)".
 */
export function breakdown(events: readonly TraceEvent[], thread: { pid: number; tid: number }, start: number, end: number): Breakdown {
  type Span = { name: string; from: number; to: number };
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).sort((a, b) => a.ts - b.ts);
  for (const e of mine) {
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ name: e.name, from: e.ts, to: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const index = open.map((o) => o.name).lastIndexOf(e.name);
      if (index >= 0) spans.push({ name: e.name, from: open[index].ts, to: e.ts });
      if (index >= 0) open.splice(index, 1);
    }
  }
  const clipped = spans
    .map((s) => ({ ...s, from: Math.max(s.from, start), to: Math.min(s.to, end) }))
    .filter((s) => s.to > s.from)
    // Outer spans first: by start, then the longer one.
    .sort((a, b) => a.from - b.from || b.to - a.to);

  const self = new Map<string, number>();
  let busy = 0;
  const stack: (Span & { children: number })[] = [];
  const close = (span: Span & { children: number }) => {
    const kind = kindOf(span.name);
    self.set(kind, (self.get(kind) ?? 0) + Math.max(0, span.to - span.from - span.children));
  };
  for (const span of clipped) {
    while (stack.length && stack[stack.length - 1].to <= span.from) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    // A span that overlaps its parent's end without nesting (a trace's rounding) is cut at the parent's end.
    const to = parent ? Math.min(span.to, parent.to) : span.to;
    if (to <= span.from) continue;
    if (parent) parent.children += to - span.from;
    else busy += to - span.from;
    stack.push({ ...span, to, children: 0 });
  }
  while (stack.length) close(stack.pop()!);

  const ms = (us: number) => us / 1000;
  return {
    totalMs: ms(end - start),
    busyMs: ms(busy),
    kinds: [...self].map(([kind, us]): [string, number] => [kind, ms(us)]).sort((a, b) => b[1] - a[1]),
  };
}

/** One line per kind, and the idle time: "  run JS  612 ms (24%)". */
export function formatBreakdown(result: Breakdown): string[] {
  const idle = Math.max(0, result.totalMs - result.busyMs);
  const rows: [string, number][] = [...result.kinds.filter(([, ms]) => ms >= 1), ['idle (waiting)', idle]];
  const width = Math.max(...rows.map(([kind]) => kind.length));
  return rows.map(([kind, ms]) => `${kind.padEnd(width)}  ${ms.toFixed(0).padStart(5)} ms  (${((ms / result.totalMs) * 100).toFixed(0)}%)`);
}
