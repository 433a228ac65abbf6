import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** One endpoint to measure: a name, a request factory (called per request) and the status it must answer. */
export type BenchCase = { name: string; request: (i: number) => Request; status: number };
/** A function handler as netlify/functions/*.mts export it. */
export type Handler = (
  request: Request,
  context: { params: Record<string, string>; ip?: string; waitUntil?: (promise: Promise<unknown>) => void },
) => Promise<Response>;
/** How long and how hard to push each endpoint. */
export type BenchLimits = { seconds: number; requests: number; concurrency: number };
/** What one endpoint measured; `queries`: those sent while it ran, when the query log (DB_QUERY_LOG) is on. */
export type BenchResult = {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  queries?: number;
  /** CPU spent while it ran, in ms per request: this process's and PostgreSQL's (null where /proc is unreadable). */
  cpu?: { process: number; database: number | null };
};

/** The CPU time of every local PostgreSQL process so far, in ms (Linux /proc; null elsewhere or if none is seen). */
function databaseCpuMs(): number | null {
  let ticks = 0;
  let seen = false;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      // "pid (comm) state ppid …": utime and stime are the 14th and 15th fields, counted after the name.
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    }
  } catch {
    return null;
  }
  return seen ? ticks * 10 : null; // USER_HZ is 100 on Linux
}

/**
 * Runs `measure` and adds the CPU it cost per request: this process's (process.cpuUsage) and the local
 * PostgreSQL's. At 50 clients on a small machine the orders case is CPU-bound, so these explain its throughput.
 * `settle`: work the requests left running after their answers (an order's e-mails), counted in its CPU.
 */
export async function measureWithCpu(handler: Handler, bench: BenchCase, limits: BenchLimits, settle?: () => Promise<unknown>): Promise<BenchResult> {
  const databaseBefore = databaseCpuMs();
  const processBefore = process.cpuUsage();
  const result = await measure(handler, bench, limits);
  await settle?.();
  const used = process.cpuUsage(processBefore);
  const databaseAfter = databaseCpuMs();
  const perRequest = (ms: number) => ms / Math.max(result.requests, 1);
  return {
    ...result,
    cpu: {
      process: perRequest((used.user + used.system) / 1000),
      database: databaseBefore === null || databaseAfter === null ? null : perRequest(databaseAfter - databaseBefore),
    },
  };
}

/** The lines of the query log so far (DB_QUERY_LOG, one line per query sent); null when it is off. */
export function loggedQueries(): number | null {
  const file = process.env.DB_QUERY_LOG;
  if (!file) return null;
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  return lines;
}

/** Calls the handler with `concurrency` loops until `requests` were sent or `seconds` passed, whichever first. */
export async function measure(handler: Handler, bench: BenchCase, limits: BenchLimits): Promise<BenchResult> {
  const latencies: number[] = [];
  let sent = 0;
  let errors = 0;
  const queriesBefore = loggedQueries();
  const started = performance.now();
  const deadline = started + limits.seconds * 1000;
  const loop = async () => {
    while (sent < limits.requests && performance.now() < deadline) {
      const i = sent++;
      const t0 = performance.now();
      const response = await handler(bench.request(i), { params: {}, ip: ipFor(i) });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== bench.status) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  const queriesAfter = loggedQueries();
  const queries = queriesBefore === null || queriesAfter === null ? undefined : queriesAfter - queriesBefore;
  return { name: bench.name, requests: latencies.length, errors, seconds, latencies, ...(queries === undefined ? {} : { queries }) };
}

/** A distinct private-range address per request, so per-IP rate limits never mix requests. */
export const ipFor = (i: number): string => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The p-th percentile of ascending numbers (nearest rank); NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The results as a fixed-width table: endpoint, requests, req/s, p50 ms, p95 ms, errors. */
export function formatTable(results: BenchResult[]): string {
  const header = ['endpoint', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'errors'];
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return [
      r.name,
      String(r.requests),
      (r.requests / r.seconds).toFixed(1),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      String(r.errors),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
