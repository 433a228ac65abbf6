// npm run bench: calls the settings, menus and login handlers and the cart check (a 10-line cart) in-process with
// real Request objects against a real database, a few at a time, and prints throughput and latency per endpoint;
// then POST /api/orders with 50 buyers at once (scripts/bench/orders-bench.ts), Mercado Pago's notifications
// (scripts/bench/webhook-bench.ts, against the local stand-in) and the shipping quote
// (scripts/bench/shipping-bench.ts: the table, and a local stand-in of the Correios API answering and timing out), and
// the authenticated reads a customer and an admin make most (scripts/bench/account-bench.ts: profile, orders, an order
// and its payment, the admin's dashboard); then the shop's search, GET /api/products?q= on 5,000 products (scripts/bench/search-bench.ts).
// Options: --seconds N (per endpoint, default 5), --requests N (per endpoint, default 2000), --concurrency N (8),
// --only a,b (just those cases: settings, menus, auth, cart, account, orders, webhook, shipping, search).
// --build: instead, the scale bench of the static build (scripts/bench/build-bench.ts): a site of 1,000 pages,
// 5,000 posts, 1,000 events, 5,000 library items and 5,000 products, then one tenth of it, each built with `astro build`:
// build time, database queries, HTML pages and the gzip JS of the main pages. --build-sizes 1,10 picks the sizes.
// --preview: instead, the functions as `npm run preview` serves them (scripts/bench/preview-api.ts): the first
// call and p50/p95 of --calls N more (100) of GET /api/settings, POST /api/auth/login and GET /api/profile.
// BENCH_DB_RTT_MS=N: the latency mode. Every case runs twice, straight to PostgreSQL and through a loopback proxy that
// delays each packet by N/2 ms each way (scripts/bench/delay-proxy.ts), as a distant database would; a second table
// gives per case the sequential round trips per request, (p50 at N ms - p50 direct) / N, and the queries sent per
// request, counted from the query log (DB_QUERY_LOG).
import './lib/load-env';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createSql } from '../src/server/db/client';
import { runBuildBench } from './bench/build-bench';
import { benchAccount } from './bench/account-bench';
import { benchDatabase } from './bench/database';
import { runPreviewBench } from './bench/preview-api';
import { startDelayProxy, throughProxy } from './bench/delay-proxy';
import { formatTable, measure, percentile, type BenchCase, type BenchResult, type Handler } from './bench/runner';
import { benchOrders, benchTransactionFloor, floorRatioLine, ORDER_CLIENTS } from './bench/orders-bench';
import { benchSearch, prepareSearchBench, SEARCH_BENCH_DB } from './bench/search-bench';
import { benchShipping } from './bench/shipping-bench';
import { benchWebhook } from './bench/webhook-bench';
import { applyMigrations } from './lib/migrations';
import { seedMenus } from './seed/menus';
import { seedProducts } from './seed/products';
import { seedSettings } from './seed/settings';
import { seedShopSettings } from './seed/shop-settings';
import { DEMO_PASSWORD, seedUsers } from './seed/users';
import { withDatabase } from '../tests/helpers/databases';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    build: { type: 'boolean', default: false },
    'build-sizes': { type: 'string', default: '1,10' },
    preview: { type: 'boolean', default: false },
    calls: { type: 'string', default: '100' },
    only: { type: 'string' },
  },
});
const limits = {
  seconds: Math.min(Math.max(Number(values.seconds) || 5, 1), 60),
  requests: Math.min(Math.max(Number(values.requests) || 2000, 1), 100_000),
  concurrency: Math.min(Math.max(Number(values.concurrency) || 8, 1), 64),
};

/** --only a,b: just those cases (settings, menus, auth, cart, account, orders, webhook, shipping, search); all when absent. */
const only = values.only?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
const runs = (name: string): boolean => only.length === 0 || only.includes(name);

const url = (path: string) => new URL(path, 'http://localhost:8888');
const login = JSON.stringify({ email: 'admin@vitrine.local', password: DEMO_PASSWORD });

const CASES: { file: string; bench: BenchCase }[] = [
  { file: 'settings', bench: { name: 'GET /api/settings', status: 200, request: () => new Request(url('/api/settings')) } },
  { file: 'menus', bench: { name: 'GET /api/menus', status: 200, request: () => new Request(url('/api/menus')) } },
  {
    file: 'auth',
    bench: {
      name: 'POST /api/auth/login',
      status: 200,
      request: () =>
        new Request(url('/api/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: login }),
    },
  },
];

/** The demo data the cases need (the shop's catalogue and shipping too) and a 10-line cart of the demo products. */
async function prepare(databaseUrl: string): Promise<string> {
  await applyMigrations(databaseUrl);
  const sql = createSql(databaseUrl, 1);
  try {
    for (const seed of [seedUsers, seedMenus, seedSettings, seedProducts, seedShopSettings]) console.log(`  ${await seed(sql)}`);
    // One line per published product, its first variant when it has some, 2 units each: the first 10.
    const lines = await sql<{ product_id: string; variant_id: string | null }[]>`
      select p.id::text as product_id, (select min(v.id)::text from product_variants v where v.product_id = p.id) as variant_id
      from products p where p.status = 'published' order by p.id limit 10`;
    return JSON.stringify({ items: lines.map((line) => ({ ...line, quantity: 2 })) });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** POST /api/cart/check of a 10-line cart (the spec's speed case). */
const cartCheckCase = (body: string): { file: string; bench: BenchCase } => ({
  file: 'cart',
  bench: {
    name: 'POST /api/cart/check (10 lines)',
    status: 200,
    request: () => new Request(url('/api/cart/check'), { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
  },
});

/** BENCH_DB_RTT_MS: the round trip the latency mode adds (0: off). */
const RTT_MS = Math.min(Math.max(Number(process.env.BENCH_DB_RTT_MS) || 0, 0), 500);

/** Runs the chosen cases against `databaseUrl` (a pool of its own, closed after), the query log on in latency mode. */
async function runCases(databaseUrl: string, cart: string, search: boolean): Promise<BenchResult[]> {
  process.env.DATABASE_URL = databaseUrl;
  const logDir = RTT_MS > 0 ? await mkdtemp(join(tmpdir(), 'vitrine-bench-queries-')) : null;
  if (logDir) process.env.DB_QUERY_LOG = join(logDir, 'queries.log');
  const { closeSql } = await import('../src/server/db/client');
  const results: BenchResult[] = [];
  try {
    for (const { file, bench } of [...CASES, cartCheckCase(cart)]) {
      if (!runs(file)) continue;
      const handler = (await import(`../netlify/functions/${file}.mts`)).default as Handler;
      results.push(await measure(handler, bench, limits));
    }
    if (runs('account')) results.push(...(await benchAccount(limits)));
    if (runs('orders')) results.push(await benchOrders(limits), await benchOrders(limits, { coupon: true }), await benchTransactionFloor(limits));
    if (runs('webhook')) results.push(...(await benchWebhook(limits)));
    if (runs('shipping')) results.push(...(await benchShipping(limits)));
    // Its own database on the same server (reached through the proxy too in latency mode); the pool moves there.
    if (search) results.push(...(await benchSearch(withDatabase(databaseUrl, SEARCH_BENCH_DB), limits)));
  } finally {
    await closeSql();
    if (logDir) {
      delete process.env.DB_QUERY_LOG;
      await rm(logDir, { recursive: true, force: true });
    }
  }
  return results;
}

/** Per case: p50 direct, p50 through the proxy, the sequential round trips they imply, and queries per request. */
function roundTrips(direct: BenchResult[], delayed: BenchResult[]): string {
  const p50 = (r: BenchResult) => percentile([...r.latencies].sort((a, b) => a - b), 50);
  const header = ['case', 'p50 direct', `p50 at ${RTT_MS} ms`, 'round trips', 'queries/req'];
  const rows = delayed.map((slow) => {
    const fast = direct.find((r) => r.name === slow.name);
    const trips = fast ? (p50(slow) - p50(fast)) / RTT_MS : Number.NaN;
    const queries = slow.queries === undefined || slow.requests === 0 ? '-' : (slow.queries / slow.requests).toFixed(1);
    return [slow.name, fast ? p50(fast).toFixed(1) : '-', p50(slow).toFixed(1), trips.toFixed(1), queries];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (values.build) {
    const divisors = values['build-sizes'].split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 1000);
    if (!(await runBuildBench(divisors.length > 0 ? divisors : [1, 10]))) process.exitCode = 1;
    return;
  }
  if (values.preview) {
    const calls = Math.min(Math.max(Number(values.calls) || 100, 1), 10_000);
    if (!(await runPreviewBench(calls, login, prepare))) process.exitCode = 1;
    return;
  }
  // The orders case runs ORDER_CLIENTS buyers at once: the pool is sized for them.
  const target = await benchDatabase(Math.max(limits.concurrency, ORDER_CLIENTS));
  try {
    console.log(`Database: ${target.label}`);
    const cart = await prepare(target.url);
    // The search case needs the test server (a database of 5,000 products beside the bench's).
    const search = runs('search') && !target.embedded && (await prepareSearchBench()) !== null;
    if (runs('search') && !search) console.log('  search: left out (needs TEST_DATABASE_URL\'s server)');
    process.env.DATABASE_POOL_MAX = String(target.poolMax);
    const pool = `pool of ${target.poolMax}`;
    const heading = `Up to ${limits.requests} requests or ${limits.seconds} s per endpoint, ${limits.concurrency} at a time, ${pool}`;
    if (RTT_MS > 0) {
      const direct = await runCases(target.url, cart, search);
      console.log(`\n${heading}, straight to the database:\n\n${formatTable(direct)}`);
      const { hostname, port } = new URL(target.url);
      const proxy = await startDelayProxy({ host: hostname, port: Number(port) || 5432 }, RTT_MS);
      try {
        const delayed = await runCases(throughProxy(target.url, proxy.port), cart, search);
        console.log(`\n${heading}, through a proxy adding ${RTT_MS} ms per round trip:\n\n${formatTable(delayed)}`);
        console.log(`\nRound trips (sequential: from the p50s; queries: from the query log, per request):\n\n${roundTrips(direct, delayed)}`);
        if ([...direct, ...delayed].some((r) => r.errors > 0)) process.exitCode = 1;
      } finally {
        await proxy.close();
      }
      return;
    }
    const results = await runCases(target.url, cart, search);
    console.log(`\n${heading}:\n`);
    console.log(formatTable(results));
    const ratio = floorRatioLine(results);
    if (ratio) console.log(`\n${ratio}`);
    if (results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`npm run bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
