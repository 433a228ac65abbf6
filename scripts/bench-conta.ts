// npm run bench:conta: the account area as its users get it on a phone. Seeds the demo site into
// vitrine_bench_conta (on the TEST_DATABASE_URL server), starts `npm run preview` on it, and opens each /conta screen
// fresh (empty cache, logged in as a demo account) in Debian's Chromium emulating a phone on slow 4G: CPU 4x slower
// (BENCH_CONTA_CPU; it prints the machine's benchmark index, which says what phone that makes), 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, 412 x 823. It prints per screen the time until the screen is
// ready (its heading and its real content: nothing busy or loading left in the content area), the JavaScript
// transferred, the API calls and their rounds before content (the longest chain of calls each started after the
// one before it ended), and the layout shift while it fills; /login is the reference. The budgets below fail the run.
// BENCH_CONTA_TRACE=1 adds, per screen, where the page's main thread spent the time until ready (a traced run);
// BENCH_CONTA_TRACE_DIR=<dir> keeps those traces, to open in DevTools' Performance panel.
import './lib/load-env';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { createSql } from '../src/server/db/client';
import { ROLE_HINT_KEY, TOKEN_KEY } from '../src/stores/session-token';
import { freshBenchDatabase } from './bench/database';
import { kb } from './bench/js-size';
import { benchmarkIndex, calibratedRate, PHONE_INDEX } from './bench/cpu-index';
import { breakdown, formatBreakdown, mainThread, type TraceEvent } from './bench/trace-breakdown';
import { waitForServer } from './bench/wait-for-server';
import { bin } from './lib/child';
import { applyMigrations } from './lib/migrations';
import { seedDemo } from './seed/all';
import { DEMO_PASSWORD } from './seed/users';

const PORT = Number(process.env.BENCH_CONTA_PORT) || 8897;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Runs per screen; the run with the median ready time is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_CONTA_RUNS) || 3);
/** BENCH_CONTA_TRACE=1: one more run per screen, traced, and where its time went until ready. */
const TRACE = process.env.BENCH_CONTA_TRACE === '1';
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'loading'];

/** Lighthouse's mobile emulation ("Slow 4G", a mid-range phone). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/**
 * The CPU: 4x slower than this machine (BENCH_CONTA_CPU=<n> for another factor), or the factor that makes this machine
 * score as DevTools' mid-tier or low-tier phone (BENCH_CONTA_CPU=mid or low; scripts/bench/cpu-index.ts).
 */
const CPU_SETTING = process.env.BENCH_CONTA_CPU ?? '4';
let cpuRate = 4;
const VIEWPORT = { width: 412, height: 823 };

/** The budgets: ready within 1.5 s and within twice /login's time; the shell and each screen's JavaScript; one round of API calls; no shift. */
const BUDGET = { readyMs: 1500, readyVsLogin: 2, shellJs: 80 * 1024, screenJs: 120 * 1024, rounds: 1, cls: 0 };

/** The API calls of the page's header (its cart), not of the screen. */
const HEADER_CALLS = /^\/api\/cart(\/merge)?(\?|$)/;

type Account = 'admin' | 'cliente';
const ACCOUNTS: Record<Account, string> = { admin: 'admin@vitrine.local', cliente: 'cliente@vitrine.local' };

/** The screens measured, by the account that opens them; BENCH_CONTA_SCREENS=/conta,/conta/pedidos keeps only those. */
const SCREENS: { path: string; account: Account }[] = [
  { path: '/conta', account: 'admin' },
  { path: '/conta/pedidos', account: 'admin' },
  { path: '/conta/pages', account: 'admin' },
  { path: '/conta/pages/new', account: 'admin' },
  { path: '/conta/settings', account: 'admin' },
  { path: '/conta/shop', account: 'admin' },
  { path: '/conta/produtos', account: 'admin' },
  { path: '/conta/users', account: 'admin' },
  { path: '/conta', account: 'cliente' },
  { path: '/conta/pedidos', account: 'cliente' },
  { path: '/conta/profile', account: 'cliente' },
];

type Call = { url: string; start: number; end: number };
type Run = {
  screen: string;
  account: Account | null;
  readyMs: number;
  /** JavaScript transferred (compressed, headers included) by URL, lazy chunks included. */
  scripts: Map<string, number>;
  js: number;
  /** API calls started before the screen was ready. */
  calls: Call[];
  rounds: number;
  cls: number;
  /** Each layout shift: its score, when, and the elements it moved. */
  shifts: string[];
  /** With BENCH_CONTA_TRACE=1: the main thread's time until ready by kind, and when the page's parts had arrived. */
  trace?: string[];
};

/** The longest chain of calls in which each starts after the one before it has ended. */
export function rounds(calls: readonly Call[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((call, i) => {
    depth[i] = 1 + Math.max(0, ...sorted.slice(0, i).flatMap((before, j) => (before.end <= call.start ? [depth[j]] : [])));
  });
  return Math.max(0, ...depth);
}

/** The role each session's login answered, by token. */
const roles = new Map<string, string>();
const roleOf = (token: string): string => roles.get(token) ?? '';

async function login(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { role: string } };
  roles.set(token, user.role);
  return token;
}

/** Records the page's scripts (transferred bytes) and API calls (start and end, in the browser's clock). */
async function recordNetwork(cdp: CDPSession) {
  const scripts = new Map<string, number>();
  /** When (ms, the browser's clock) the document's request started and each kind of part had finished arriving. */
  const arrived = { start: Infinity, html: 0, css: 0, scripts: 0, api: 0 };
  const calls = new Map<string, Call>();
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    urls.set(event.requestId, event.request.url);
    if (event.type === 'Document') arrived.start = Math.min(arrived.start, event.timestamp * 1000);
    if (new URL(event.request.url).pathname.startsWith('/api/')) calls.set(event.requestId, { url: event.request.url.slice(ORIGIN.length), start: event.timestamp * 1000, end: Infinity });
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const call = calls.get(event.requestId);
    if (call) call.end = event.timestamp * 1000;
    const type = types.get(event.requestId);
    if (type === 'Script') scripts.set(urls.get(event.requestId) ?? event.requestId, event.encodedDataLength);
    const at = event.timestamp * 1000;
    if (type === 'Document') arrived.html = Math.max(arrived.html, at);
    if (type === 'Stylesheet') arrived.css = Math.max(arrived.css, at);
    if (type === 'Script') arrived.scripts = Math.max(arrived.scripts, at);
    if (call && !HEADER_CALLS.test(call.url)) arrived.api = Math.max(arrived.api, at);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { scripts, calls, arrived };
}

/** Waits until the content area shows its heading and nothing in it is loading; the time since the navigation started. */
async function readyTime(page: Page, isConta: boolean): Promise<number> {
  const handle = await page.waitForFunction(
    (conta) => {
      const root = conta ? document.querySelector('.conta-content') : document.querySelector('main');
      const heading = root?.querySelector('h1');
      if (!root || !heading || !heading.getBoundingClientRect().height) return false;
      if (root.querySelector('[aria-busy="true"], .conta-status[role="status"], .conta-screen-loading, .skeleton')) return false;
      return performance.now();
    },
    isConta,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function measure(browser: Browser, path: string, token: string | null, traced = false): Promise<Run> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  try {
    // A browser after its login: the session's token, and the role the login answered (the account's first requests follow it).
    if (token) await context.addInitScript(([key, value, roleKey, role]) => { localStorage.setItem(key, value); if (role) localStorage.setItem(roleKey, role); }, [TOKEN_KEY, token, ROLE_HINT_KEY, roleOf(token)] as const);
    // The layout shifts from the first paint on, read when the screen is ready.
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      const name = (node?: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName ?? '?'));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          w.__shifts.push(`${entry.value.toFixed(3)} at ${entry.startTime.toFixed(0)} ms: ${entry.sources.map((source) => name(source.node)).join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await recordNetwork(cdp);
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'commit' });
    const readyMs = await readyTime(page, path.startsWith('/conta'));
    const arrivedByReady = { ...network.arrived };
    const traceJson = traced ? (await browser.stopTracing()).toString('utf8') : '';
    if (traced && process.env.BENCH_CONTA_TRACE_DIR) writeFileSync(`${process.env.BENCH_CONTA_TRACE_DIR}/${path.replace(/\W+/g, '_')}-${token ? roleOf(token) : 'anon'}.json`, traceJson);
    const trace = traced ? traceLines(JSON.parse(traceJson) as { traceEvents: TraceEvent[] }, readyMs, arrivedByReady) : undefined;
    const origin = await page.evaluate(() => performance.timeOrigin);
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    // What the screen loads after it is ready (a lazy part of it) is its JavaScript too.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(500);
    // The header's cart (the public pages' script: the account's cart on every device) is not the screen's: it runs
    // beside, after the first paint, and is listed but not counted in the rounds.
    const before = [...network.calls.values()].filter((call) => call.start <= origin + readyMs);
    const screenCalls = before.filter((call) => !HEADER_CALLS.test(call.url));
    const js = [...network.scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { screen: path, account: null, readyMs, scripts: new Map(network.scripts), js, calls: before, rounds: rounds(screenCalls), cls, shifts, trace };
  } finally {
    await context.close();
  }
}

/**
 * A traced run's story: when the HTML, the stylesheets, the scripts and the screen's API answers had arrived, and the
 * page's main thread from the navigation to ready, by kind of work (self time) and idle.
 */
function traceLines(trace: { traceEvents: TraceEvent[] }, readyMs: number, arrived: { start: number; html: number; css: number; scripts: number; api: number }): string[] {
  const events = trace.traceEvents;
  const thread = mainThread(events);
  if (!thread) return ['no renderer main thread in the trace'];
  // The navigation's start on the trace's clock: the page's navigationStart mark (the last one: the page's own).
  const starts = events.filter((e) => e.name === 'navigationStart' && String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith(ORIGIN));
  const start = starts.length ? starts[starts.length - 1].ts : Math.min(...events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ts > 0).map((e) => e.ts));
  const since = (at: number) => (at > 0 && Number.isFinite(at) ? `${(at - arrived.start).toFixed(0)} ms` : '-');
  return [
    `ready ${readyMs.toFixed(0)} ms; arrived: HTML ${since(arrived.html)}, CSS ${since(arrived.css)}, last script ${since(arrived.scripts)}, last API answer ${since(arrived.api)}`,
    ...formatBreakdown(breakdown(events, thread, start, start + readyMs * 1000)),
  ];
}

async function median(browser: Browser, path: string, token: string | null): Promise<Run> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, path, token));
  console.log(`  ${path}: ready ${runs.map((r) => r.readyMs.toFixed(0)).join(' / ')} ms`);
  const middle = [...runs].sort((a, b) => a.readyMs - b.readyMs)[Math.floor((RUNS - 1) / 2)];
  return TRACE ? { ...middle, trace: (await measure(browser, path, token, true)).trace } : middle;
}

/** The scripts every /conta screen loads: the shell (router, session, layout, labels). */
function shellScripts(runs: readonly Run[]): Map<string, number> {
  const [first, ...rest] = runs;
  return new Map([...first.scripts].filter(([url]) => rest.every((run) => run.scripts.has(url))));
}

function table(rows: Run[]): string {
  const head = ['screen', 'account', 'ready ms', 'x login', 'JS', 'API calls', 'rounds', 'CLS'];
  const login = rows[0].readyMs;
  const lines = rows.map((r) => [r.screen, r.account ?? '-', r.readyMs.toFixed(0), (r.readyMs / login).toFixed(2), kb(r.js), String(r.calls.length), String(r.rounds), r.cls.toFixed(3)]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [head, ...lines].map((l) => l.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

/** Sets the CPU slowdown (BENCH_CONTA_CPU) and says what phone it makes of this machine. */
async function chooseCpu(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    const scale = `DevTools' mid-tier phone ${PHONE_INDEX.mid}, low-tier ${PHONE_INDEX.low}`;
    if (CPU_SETTING === 'mid' || CPU_SETTING === 'low') {
      const { rate, index, host } = await calibratedRate(page, cdp, PHONE_INDEX[CPU_SETTING]);
      cpuRate = rate;
      return `CPU: this machine's benchmark index ${host.toFixed(0)}; ${rate}x slower scores ${index.toFixed(0)}, the ${CPU_SETTING}-tier phone (${scale})`;
    }
    cpuRate = Number(CPU_SETTING) || 4;
    const host = await benchmarkIndex(page, cdp, 1);
    const slowed = await benchmarkIndex(page, cdp, cpuRate);
    return `CPU: this machine's benchmark index ${host.toFixed(0)}; ${cpuRate}x slower scores ${slowed.toFixed(0)} (${scale})`;
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const url = await freshBenchDatabase('vitrine_bench_conta');
  if (!url) throw new Error('the TEST_DATABASE_URL server is needed for the account bench');
  await applyMigrations(url);
  const sql = createSql(url, 1);
  try {
    await seedDemo(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const chosen = process.env.BENCH_CONTA_SCREENS?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  const screens = chosen.length ? SCREENS.filter((s) => chosen.includes(s.path)) : SCREENS;

  console.log(`Starting npm run preview on ${ORIGIN} (build of the demo site)…`);
  const preview: ChildProcess = spawn(bin('tsx'), ['scripts/preview.ts'], {
    env: { ...process.env, DATABASE_URL: url, PREVIEW_PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    await waitForServer(`${ORIGIN}/404.html`, 300);
    // After the build: the machine is quiet.
    console.log(await chooseCpu(browser));
    const tokens: Record<Account, string> = { admin: await login(ACCOUNTS.admin), cliente: await login(ACCOUNTS.cliente) };
    // A first visit warms the server's functions and Chromium up; it is not counted.
    await measure(browser, '/conta', tokens.admin);
    const rows: Run[] = [await median(browser, '/login', null)];
    for (const { path, account } of screens) rows.push({ ...(await median(browser, path, tokens[account])), account });

    const loginRow = rows[0];
    const conta = rows.slice(1);
    const shell = shellScripts(conta);
    const shellBytes = [...shell.values()].reduce((sum, bytes) => sum + bytes, 0);
    console.log(`\n/conta on a phone (CPU ${cpuRate}x, ${NETWORK.latency} ms RTT, 1.6 Mbit/s), median of ${RUNS}, npm run preview:\n\n${table(rows)}`);
    console.log(`\nThe shell (the scripts every screen loads): ${kb(shellBytes)} in ${shell.size} files`);
    for (const [file, bytes] of [...shell].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(9)}  ${new URL(file).pathname}`);
    console.log('\nAPI calls before content:');
    for (const r of conta) console.log(`  ${r.screen} (${r.account}): ${r.calls.map((c) => `${c.url} ${(c.start - r.calls[0].start).toFixed(0)}-${(c.end - r.calls[0].start).toFixed(0)} ms`).join(', ') || 'none'}`);

    if (TRACE) {
      console.log('\nWhere the time went until ready (one more run each, traced; the main thread of the page, self time by kind):');
      for (const r of rows) console.log(`  ${r.screen}${r.account ? ` (${r.account})` : ''}:\n${(r.trace ?? []).map((line) => `    ${line}`).join('\n')}`);
    }

    console.log('\nLayout shifts while the screens filled:');
    for (const r of conta) if (r.shifts.length) console.log(`  ${r.screen} (${r.account}):\n${r.shifts.map((shift) => `    ${shift}`).join('\n')}`);

    const misses = conta.flatMap((r) => {
      const name = `${r.screen} (${r.account})`;
      const out: string[] = [];
      if (r.readyMs > BUDGET.readyMs) out.push(`${name}: ready ${r.readyMs.toFixed(0)} ms > ${BUDGET.readyMs} ms`);
      if (r.readyMs > BUDGET.readyVsLogin * loginRow.readyMs) out.push(`${name}: ready ${(r.readyMs / loginRow.readyMs).toFixed(2)}x /login's > ${BUDGET.readyVsLogin}x`);
      if (r.js > BUDGET.screenJs) out.push(`${name}: JS ${kb(r.js)} > ${kb(BUDGET.screenJs)}`);
      if (r.rounds > BUDGET.rounds) out.push(`${name}: ${r.rounds} rounds of API calls before content > ${BUDGET.rounds}`);
      if (r.cls > BUDGET.cls) out.push(`${name}: layout shift ${r.cls.toFixed(3)} > ${BUDGET.cls}`);
      return out;
    });
    if (shellBytes > BUDGET.shellJs) misses.push(`the shell: JS ${kb(shellBytes)} > ${kb(BUDGET.shellJs)}`);
    console.log(`\nBudgets (ready <= ${BUDGET.readyMs} ms and <= ${BUDGET.readyVsLogin}x /login; shell JS <= ${kb(BUDGET.shellJs)}; a screen's JS <= ${kb(BUDGET.screenJs)}; ${BUDGET.rounds} round of API calls; CLS ${BUDGET.cls}): ${misses.length ? 'missed' : 'met'}`);
    for (const line of misses) console.log(`  ${line}`);
    if (misses.length) process.exitCode = 1;
  } finally {
    await browser.close();
    preview.kill('SIGTERM');
  }
}

if (process.argv[1]?.endsWith('bench-conta.ts')) {
  main().catch((error: unknown) => {
    console.error(`npm run bench:conta: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
