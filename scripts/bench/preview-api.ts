// npm run bench -- --preview: the latency of the functions as `npm run preview` serves them. Seeds the demo users,
// menus and settings into vitrine_bench_preview (on the TEST_DATABASE_URL server), starts the preview on it (port
// 8899, BENCH_PREVIEW_PORT), then calls each endpoint once (the first call after the start, a cold function) and
// `calls` times more one after the other: GET /api/settings, POST /api/auth/login, GET /api/profile with its token.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { bin } from '../lib/child';
import { freshBenchDatabase } from './database';
import { percentile } from './runner';
import { waitForServer } from './wait-for-server';

const PORT = Number(process.env.BENCH_PREVIEW_PORT) || 8899;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** One endpoint: how to call it and the status it must answer. */
type Call = { name: string; status: number; init: () => RequestInit; path: string };
/** What one endpoint measured: the first call, then the others. */
type Timing = { name: string; first: number; latencies: number[]; errors: number };

/** One call's time in ms (the whole body read), and whether it answered the expected status. */
async function timed(call: Call): Promise<{ ms: number; ok: boolean; body: string }> {
  const t0 = performance.now();
  const response = await fetch(`${ORIGIN}${call.path}`, call.init());
  const body = await response.text();
  return { ms: performance.now() - t0, ok: response.status === call.status, body };
}

async function measureCall(call: Call, calls: number): Promise<Timing & { body: string }> {
  const first = await timed(call);
  const timing = { name: call.name, first: first.ms, latencies: [] as number[], errors: first.ok ? 0 : 1, body: first.body };
  for (let i = 0; i < calls; i += 1) {
    const { ms, ok } = await timed(call);
    timing.latencies.push(ms);
    if (!ok) timing.errors += 1;
  }
  return timing;
}

function table(timings: Timing[]): string {
  const head = ['endpoint', 'first ms', 'calls', 'p50 ms', 'p95 ms', 'errors'];
  const rows = timings.map((t) => {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const cells = [t.first, t.latencies.length, percentile(sorted, 50), percentile(sorted, 95), t.errors];
    return [t.name, ...cells.map((n, i) => (i === 1 || i === 4 ? String(n) : n.toFixed(1)))];
  });
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The three endpoints, in order: the profile call uses the token of the first login. */
async function measureAll(calls: number, login: string): Promise<Timing[]> {
  const json = { 'content-type': 'application/json' };
  const settings = await measureCall({ name: 'GET /api/settings', path: '/api/settings', status: 200, init: () => ({}) }, calls);
  const post = { method: 'POST', headers: json, body: login };
  const auth = await measureCall({ name: 'POST /api/auth/login', path: '/api/auth/login', status: 200, init: () => post }, calls);
  const { token } = JSON.parse(auth.body) as { token: string };
  const headers = { authorization: `Token ${token}` };
  const profile = await measureCall({ name: 'GET /api/profile', path: '/api/profile', status: 200, init: () => ({ headers }) }, calls);
  return [settings, auth, profile];
}

/**
 * Runs the preview bench: `prepare` migrates and seeds the database it is given; prints the start-up time and the table.
 * False when an endpoint answered another status than expected.
 */
export async function runPreviewBench(calls: number, login: string, prepare: (url: string) => Promise<unknown>): Promise<boolean> {
  const url = await freshBenchDatabase('vitrine_bench_preview');
  if (!url) throw new Error('the TEST_DATABASE_URL server is needed for the preview bench');
  await prepare(url);
  console.log(`Starting npm run preview on ${ORIGIN}…`);
  const started = performance.now();
  const preview = spawn(bin('tsx'), ['scripts/preview.ts'], {
    env: { ...process.env, DATABASE_URL: url, PREVIEW_PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${ORIGIN}/404.html`, 600);
    console.log(`The preview answered ${((performance.now() - started) / 1000).toFixed(1)} s after its start.`);
    const timings = await measureAll(calls, login);
    console.log(`\nThe first call of each endpoint, then ${calls} more one after the other:\n`);
    console.log(table(timings));
    return timings.every((t) => t.errors === 0);
  } finally {
    preview.kill('SIGTERM');
  }
}
