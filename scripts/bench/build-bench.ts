import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSql } from '../../src/server/db/client';
import { testDatabaseUrl, withDatabase } from '../../tests/helpers/databases';
import { bin } from '../lib/child';
import { applyMigrations } from '../lib/migrations';
import { scaled, seedBuildBench, type BenchScale } from './build-seed';
import { kb, measurePageJs } from './js-size';
import { claimBenchDatabase } from './database';

const BENCH_DB = 'vitrine_bench_build';
const OUT_DIR = '.data/bench-build';
const QUERY_LOG = path.resolve('.data/bench-build-queries.log');
const BUILD_LOG = path.resolve('.data/bench-build-output.log');

/** Runs `astro build` with its (one line per page) output sent to BUILD_LOG; resolves with the exit code. */
function astroBuild(env: Record<string, string>): Promise<number> {
  const out = createWriteStream(BUILD_LOG);
  const child = spawn(bin('astro'), ['build', '--outDir', OUT_DIR], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      out.end();
      resolve(code ?? 1);
    });
  });
}

/** The targets: build time on 2 cores, the gzip JS of the pages, the shop pages among them. */
export const TARGETS = { buildSeconds: 120, newsItemBytes: 60 * 1024, homeBytes: 110 * 1024, shopBytes: 20 * 1024, productBytes: 20 * 1024, cartBytes: 80 * 1024 };

/** The JS target of a page by its name in the table, if it has one. */
const JS_TARGETS: Record<string, number> = {
  '/': TARGETS.homeBytes,
  '/noticias/{slug}': TARGETS.newsItemBytes,
  '/loja': TARGETS.shopBytes,
  '/loja/{slug}': TARGETS.productBytes,
  '/loja/carrinho': TARGETS.cartBytes,
};

/** What one build of the bench site measured. */
export type BuildRun = {
  label: string;
  scale: BenchScale;
  seedSeconds: number;
  buildSeconds: number;
  exitCode: number;
  queries: number;
  htmlPages: number;
  js: { page: string; bytes: number | null }[];
};

/** Drops and creates vitrine_bench_build on the TEST_DATABASE_URL server, migrates it and returns its address. */
async function freshDatabase(): Promise<string> {
  claimBenchDatabase(testDatabaseUrl(), BENCH_DB);
  const admin = createSql(testDatabaseUrl(), 1);
  try {
    await admin.unsafe(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.unsafe(`create database ${BENCH_DB}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = withDatabase(testDatabaseUrl(), BENCH_DB);
  await applyMigrations(url);
  return url;
}

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countHtml(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) n += 1;
  }
  return n;
}

const countLines = (file: string): number =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;

/** Seeds a site of `scale` items, runs `astro build` on it with the query log on, and measures the output. */
export async function measureBuild(label: string, scale: BenchScale): Promise<BuildRun> {
  const url = await freshDatabase();
  const t0 = performance.now();
  const sql = createSql(url, 1);
  let newsSlug: string | undefined;
  let productSlug: string | undefined;
  try {
    for (const line of await seedBuildBench(sql, scale)) console.log(`  ${line}`);
    const [first] = await sql<{ slug: string }[]>`
      select slug from posts where status = 'published' and published_at <= now() order by published_at desc, id desc limit 1`;
    newsSlug = first?.slug;
    // A product with variants and several images: the product page with the most to do.
    const [product] = await sql<{ slug: string }[]>`
      select p.slug from products p where p.status = 'published' and exists (select 1 from product_variants v where v.product_id = p.id)
      order by cardinality(p.images) desc, p.id limit 1`;
    productSlug = product?.slug;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const seedSeconds = (performance.now() - t0) / 1000;

  rmSync(OUT_DIR, { recursive: true, force: true });
  rmSync(QUERY_LOG, { force: true });
  mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
  console.log(`  astro build (${label}), output in ${path.relative(process.cwd(), BUILD_LOG)}…`);
  const t1 = performance.now();
  const exitCode = await astroBuild({
    DATABASE_URL: url,
    DATABASE_POOL_MAX: '3',
    DB_QUERY_LOG: QUERY_LOG,
    SITE_URL: process.env.SITE_URL || 'https://bench.vitrine.local',
  });
  const buildSeconds = (performance.now() - t1) / 1000;
  if (exitCode !== 0) {
    const tail = readFileSync(BUILD_LOG, 'utf8').split('\n').slice(-30).join('\n');
    console.log(`  astro build failed (exit ${exitCode}); the end of ${BUILD_LOG}:\n${tail}`);
  }
  const pages = ['/', newsSlug ? `/noticias/${newsSlug}` : '/noticias', '/noticias', '/agenda', '/biblioteca', '/login', '/loja',
    productSlug ? `/loja/${productSlug}` : '/loja/{slug}', '/loja/carrinho'];
  return {
    label,
    scale,
    seedSeconds,
    buildSeconds,
    exitCode,
    queries: countLines(QUERY_LOG),
    htmlPages: countHtml(OUT_DIR),
    js: pages.map((page) => ({ page, bytes: measurePageJs(OUT_DIR, page)?.gzip ?? null })),
  };
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** The runs side by side: items, build time, queries, HTML pages and each page's JS, with the targets checked. */
export function formatBuildRuns(runs: BuildRun[]): string {
  const lines: string[] = [];
  const row = (name: string, cells: string[]) => lines.push(`${name.padEnd(44)}${cells.map((c) => c.padStart(26)).join('')}`);
  row('', runs.map((r) => r.label));
  row('pages / posts / events / media / products', runs.map((r) => `${r.scale.pages}/${r.scale.posts}/${r.scale.events}/${r.scale.medias}/${r.scale.products}`));
  row('seed time', runs.map((r) => `${r.seedSeconds.toFixed(1)} s`));
  row(`build time (target ${TARGETS.buildSeconds} s)`, runs.map((r) => `${r.buildSeconds.toFixed(1)} s ${mark(r.buildSeconds < TARGETS.buildSeconds)}`));
  row('build exit code', runs.map((r) => String(r.exitCode)));
  row('database queries of the build', runs.map((r) => String(r.queries)));
  row('HTML pages written', runs.map((r) => String(r.htmlPages)));
  const pages = runs[0]?.js.map((j) => j.page) ?? [];
  pages.forEach((page, i) => {
    const name = page.startsWith('/noticias/') ? '/noticias/{slug}' : page.startsWith('/loja/') && page !== '/loja/carrinho' ? '/loja/{slug}' : page;
    const target = JS_TARGETS[name] ?? null;
    const suffix = target ? ` (< ${kb(target)})` : '';
    row(`JS gzip ${name}${suffix}`, runs.map((r) => {
      const bytes = r.js[i]?.bytes;
      if (bytes === null || bytes === undefined) return 'no page';
      return `${kb(bytes)}${target ? ` ${mark(bytes < target)}` : ''}`;
    }));
  });
  return lines.join('\n');
}

/**
 * npm run bench -- --build: the full-size site (1,000 pages, 5,000 posts, 1,000 events, 5,000 library items, 5,000 products)
 * and one tenth of it, each seeded into a fresh vitrine_bench_build and built; the two query counts side by side
 * show whether the build makes a query per item. Routes not built yet are reported as "no page".
 */
export async function runBuildBench(divisors: number[] = [1, 10]): Promise<boolean> {
  const runs: BuildRun[] = [];
  for (const divisor of divisors) {
    const label = divisor === 1 ? 'full size' : `1/${divisor} size`;
    console.log(`\nBench site, ${label}, database ${BENCH_DB} on ${new URL(testDatabaseUrl()).host}:`);
    runs.push(await measureBuild(label, scaled(divisor)));
  }
  console.log(`\n${formatBuildRuns(runs)}\n`);
  const full = runs[0];
  const small = runs[runs.length - 1];
  if (full && small && full !== small) {
    const grows = full.queries > small.queries + 5;
    console.log(grows ? `The build's queries grow with the items (${small.queries} -> ${full.queries}).` : `The build's queries do not grow with the items (${small.queries} -> ${full.queries}).`);
  }
  return runs.every((r) => r.exitCode === 0);
}
