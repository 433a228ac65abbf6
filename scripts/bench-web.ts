// npm run bench:web: what visitors get, measured. Seeds the demo site into vitrine_bench_web (on the
// TEST_DATABASE_URL server), starts `npm run preview` on it, and runs Lighthouse (mobile defaults, Debian's
// Chromium) on the main public pages and on a bare static page served the same way, then prints the scores,
// LCP, TBT, CLS, transferred bytes and JavaScript bytes of each, and each page's LCP as a ratio to the bare one.
// The shop's pages are measured too; its cart and checkout are noindex on purpose, so their SEO score
// leaves out the one audit a noindex page fails, and the table says so. BENCH_WEB_GTAG=G-… sets that Google tag in the
// demo's settings: each run is a first visit, without the consent cookie, so every page shows the consent banner
// (src/components/ConsentBanner.astro) and requests nothing from Google.
import './lib/load-env';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { createSql } from '../src/server/db/client';
import { freshBenchDatabase } from './bench/database';
import { kb } from './bench/js-size';
import { waitForServer } from './bench/wait-for-server';
import { bin } from './lib/child';
import { applyMigrations } from './lib/migrations';
import { seedDemo } from './seed/all';

const PORT = Number(process.env.BENCH_WEB_PORT) || 8898;
/** Lighthouse runs per page; the run with the median LCP is reported (one run swings with the machine's load). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS) || 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A Google tag for the demo's settings (BENCH_WEB_GTAG): the pages are measured with the consent banner showing. */
const GTAG = process.env.BENCH_WEB_GTAG?.trim() || null;
const BARE = '/bench-bare.html';
/** Each page's whole Lighthouse report, for a closer look. */
const REPORTS = '.data/lighthouse';
/**
 * Pages kept out of search engines on purpose, and why: their SEO score is Lighthouse's without `is-crawlable`
 * (the audit a `noindex` page fails by design), marked * in the table, with the reason printed under it.
 */
const NOINDEX: Record<string, string> = {
  '/loja/carrinho': "a visitor's own cart is not a search result",
  '/loja/finalizar-pedido': 'the checkout form is not a search result',
};
const NOINDEX_AUDIT = 'is-crawlable';
/** The exact targets (bytes, not timings): the document in the first TCP window, on every page. */
const DOCUMENT_TARGET = 14 * 1024;
/** The JavaScript targets by Lighthouse's count (what the page downloads, lazy chunks included). */
function jsTarget(page: string): number | null {
  if (page === '/loja/carrinho') return 80 * 1024;
  if (page.startsWith('/loja/') && page !== '/loja/finalizar-pedido') return 20 * 1024;
  return null;
}
/**
 * What is cleared before each run, so each is a first visit: Lighthouse's defaults (it empties the HTTP cache
 * itself) and local storage, where a page notes that the web font is cached (src/client/font-later.ts); left
 * there, a run would ask for the font as a later page does, from a cache Lighthouse has emptied.
 */
const FIRST_VISIT: ('file_systems' | 'shader_cache' | 'service_workers' | 'cache_storage' | 'local_storage')[] = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

type Row = {
  /** The whole Lighthouse result, as JSON. */
  report: string;
  page: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  /** The SEO score leaves out is-crawlable (a noindex page on purpose). */
  noindex: boolean;
  lcp: number;
  missed: string[];
  tbt: number;
  cls: number;
  bytes: number;
  /** The document's transfer size (its headers included), which should fit the first TCP window. */
  doc: number;
  js: number;
  /** Lighthouse's LCP element, as its opening tag (shortened by Lighthouse), for the table's notes. */
  lcpElement: string;
  /** Set when the LCP element is an image: the ratio is then taken to a bare page with that same image. */
  imageReference?: { path: string; lcp: number };
};

/** The first published slug of a table, for the item pages. */
async function firstSlug(url: string, table: 'posts' | 'events' | 'medias' | 'products'): Promise<string> {
  const sql = createSql(url, 1);
  try {
    const [row] = await sql.unsafe(`select slug from ${table} where status = 'published' order by id limit 1`);
    return String(row.slug);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

type Audits = Record<
  string,
  { title?: string; score?: number | null; scoreDisplayMode?: string; numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }
>;
type Categories = Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;

/** A category's score as Lighthouse weighs it (not-applicable audits weigh nothing), without the audits left out. */
function scoreWithout(category: Categories[string] | undefined, audits: Audits, leftOut: string): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const a = audits[ref.id];
    if (ref.id === leftOut || !a || typeof a.score !== 'number' || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
    weighted += ref.weight * a.score;
    weights += ref.weight;
  }
  return weights ? weighted / weights : 0;
}

/** The weighted audits of a category that did not pass, so a score below 100 says why. */
function missed(categories: Categories, audits: Audits, noindex: boolean): string[] {
  const ids = new Set<string>();
  for (const category of Object.values(categories)) {
    for (const ref of category.auditRefs) {
      const a = audits[ref.id];
      if (noindex && ref.id === NOINDEX_AUDIT) continue;
      if (ref.weight > 0 && a && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && typeof a.score === 'number' && a.score < 1) ids.add(ref.id);
    }
  }
  return [...ids];
}

async function audit(port: number, path: string): Promise<Row> {
  const result = await lighthouse(`${ORIGIN}${path}`, { port, output: 'json', logLevel: 'error', clearStorageTypes: FIRST_VISIT });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  const { categories, audits } = result.lhr as unknown as { categories: Categories; audits: Audits };
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const requests = audits['network-requests']?.details?.items ?? [];
  const noindex = path in NOINDEX;
  const seo = noindex ? Math.round(scoreWithout(categories.seo, audits, NOINDEX_AUDIT) * 100) : score('seo');
  return {
    report: JSON.stringify(result.lhr),
    page: path,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo },
    noindex,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    missed: missed(categories, audits, noindex),
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    bytes: audits['total-byte-weight']?.numericValue ?? 0,
    doc: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
    js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lcpSnippet(audits),
  };
}

/** The opening tag of Lighthouse's LCP element (its snippet), or '' when the report has none. */
function lcpSnippet(audits: Audits): string {
  type Node = { node?: { snippet?: string } };
  const details = audits['largest-contentful-paint-element']?.details as { items?: { items?: Node[] }[] } | undefined;
  const first = details?.items?.[0]?.items?.[0] ?? (details?.items?.[0] as Node | undefined);
  return first?.node?.snippet ?? '';
}

const isImage = (snippet: string) => /^<(img|picture|svg|video)\b/i.test(snippet);

/** The bare reference page: a heading, a paragraph and, for an image LCP, that same image. */
function barePage(image = ''): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Página de referência</title><meta name="description" content="Página estática mínima de referência.">' +
    (image ? '<style>img{max-width:100%;height:auto}</style>' : '') +
    '</head>' +
    `<body><main><h1>Página de referência</h1><p>Uma página estática mínima, servida da mesma forma.</p>${image}</main></body></html>`
  );
}

/**
 * The LCP image of a page, whole (its <picture> when it has one, every attribute kept: srcset, sizes, width,
 * height, fetchpriority, loading), as the phone Lighthouse emulates (412 px wide at 1.75x) sees it. Lighthouse
 * shortens the attributes of its snippet, so the element is read from the page itself, in Chromium.
 */
async function lcpImage(path: string): Promise<string | null> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(`${ORIGIN}${path}`, { waitUntil: 'load' });
    // The entries of the LCP so far, then those that come once the image is decoded and painted (after load).
    return await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          let last: (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
          new PerformanceObserver((list) => {
            last = list.getEntries().at(-1) ?? last;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => {
            const element = last?.element;
            if (element instanceof HTMLImageElement) resolve((element.parentElement instanceof HTMLPictureElement ? element.parentElement : element).outerHTML);
            else if (last?.url) resolve(`<img src="${last.url}" alt="">`);
            else resolve(null);
          }, 2000);
        }),
    );
  } finally {
    await browser.close();
  }
}

/** The run whose LCP is the median of the runs. */
function medianRun(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function table(rows: Row[], bareLcp: number): string {
  const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'x bare', 'TBT ms', 'CLS', 'transfer', 'HTML', 'JS'];
  const ratio = (r: Row) => {
    if (r.imageReference) return `${(r.lcp / r.imageReference.lcp).toFixed(2)}i`;
    return bareLcp ? (r.lcp / bareLcp).toFixed(2) : '-';
  };
  const lines = rows.map((r) => [
    r.page,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    r.noindex ? `${r.scores.seo}*` : String(r.scores.seo),
    r.lcp.toFixed(0),
    ratio(r),
    r.tbt.toFixed(0),
    r.cls.toFixed(3),
    kb(r.bytes),
    kb(r.doc),
    kb(r.js),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [head, ...lines].map((l) => l.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const url = await freshBenchDatabase('vitrine_bench_web');
  if (!url) throw new Error('the TEST_DATABASE_URL server is needed for the web bench');
  await applyMigrations(url);
  const sql = createSql(url, 1);
  try {
    await seedDemo(sql);
    if (GTAG) await sql`update settings set gtag = ${GTAG}`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  const all = [
    '/',
    '/noticias',
    `/noticias/${await firstSlug(url, 'posts')}`,
    '/agenda',
    '/biblioteca',
    '/login',
    '/loja',
    `/loja/${await firstSlug(url, 'products')}`,
    '/loja/carrinho',
    '/loja/finalizar-pedido',
  ];
  // BENCH_WEB_PAGES=/,/agenda: only those pages (the bare one is always measured, as the reference).
  const chosen = process.env.BENCH_WEB_PAGES?.split(',').map((page) => page.trim()).filter(Boolean) ?? [];
  const pages = chosen.length > 0 ? all.filter((page) => chosen.includes(page)) : all;

  console.log(`Starting npm run preview on ${ORIGIN} (build of the demo site)…`);
  const preview: ChildProcess = spawn(bin('tsx'), ['scripts/preview.ts'], {
    env: { ...process.env, DATABASE_URL: url, PREVIEW_PORT: String(PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitForServer(`${ORIGIN}/404.html`, 300);
    if (GTAG && !(await (await fetch(`${ORIGIN}/`)).text()).includes('data-consent-settings')) {
      throw new Error(`BENCH_WEB_GTAG=${GTAG} is set but the home page has no consent banner`);
    }
    // The reference: a bare static page (a heading and a paragraph) served by the same server.
    writeFileSync(`dist${BARE}`, barePage());
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
    });
    // A first run warms Chrome and the server up; it is not counted.
    await audit(chrome.port, BARE);
    const rows: Row[] = [];
    for (const path of [BARE, ...pages]) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, path));
      const median = medianRun(runs);
      rows.push(median);
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(`${REPORTS}/${path.replace(/^\/$/, 'home').replace(/[^a-z0-9.-]+/gi, '_').replace(/^_/, '')}.json`, median.report);
      console.log(`  measured ${path} (${RUNS} runs, LCP ${runs.map((r) => r.lcp.toFixed(0)).join(' / ')} ms, performance ${runs.map((r) => r.scores.performance).join(' / ')}, TBT ${runs.map((r) => r.tbt.toFixed(0)).join(' / ')} ms)`);
      // A page whose LCP is an image is compared with a bare page holding that same image.
      if (path !== BARE && isImage(median.lcpElement)) {
        const image = await lcpImage(path);
        if (image) {
          const reference = `/bench-bare-${rows.length}.html`;
          writeFileSync(`dist${reference}`, barePage(image));
          const refRuns: Row[] = [];
          for (let i = 0; i < RUNS; i++) refRuns.push(await audit(chrome.port, reference));
          median.imageReference = { path: reference, lcp: medianRun(refRuns).lcp };
          console.log(`  measured the bare page with ${path}'s LCP image (LCP ${refRuns.map((r) => r.lcp.toFixed(0)).join(' / ')} ms)`);
        }
      }
    }
    const bare = rows[0];
    const banner = GTAG ? `, Google tag ${GTAG} set: consent banner showing` : '';
    console.log(`\nLighthouse (mobile defaults, median of ${RUNS} runs), demo site${banner} on npm run preview:\n\n${table(rows, bare.lcp)}`);
    const unindexed = rows.filter((r) => r.noindex);
    if (unindexed.length) {
      console.log(`\n* SEO without ${NOINDEX_AUDIT}: these pages are noindex on purpose:`);
      for (const r of unindexed) console.log(`  ${r.page}: ${NOINDEX[r.page]}`);
    }
    console.log('\nLCP elements (an "i" after the ratio: taken to a bare page with that same image):');
    for (const r of rows.slice(1)) console.log(`  ${r.page}: ${r.lcpElement || '(none reported)'}`);
    console.log('\nAudits below full marks (full reports in ' + REPORTS + '):');
    for (const r of rows) console.log(`  ${r.page}: ${r.missed.length ? r.missed.join(', ') : 'none'}`);
    console.log('\nTargets: 100 in every category; LCP within 1.3x of the bare page (of the bare page with the same image, where the LCP is one); TBT 0 ms; CLS 0; transfer under 300 KB.');
    // The byte targets are exact (the timings swing with the machine's load): a page over one fails the run.
    const over = rows.slice(1).flatMap((r) => {
      const misses = [];
      if (r.doc > DOCUMENT_TARGET) misses.push(`${r.page}: HTML ${kb(r.doc)} > ${kb(DOCUMENT_TARGET)} (one TCP window)`);
      const js = jsTarget(r.page);
      if (js !== null && r.js > js) misses.push(`${r.page}: JS ${kb(r.js)} > ${kb(js)}`);
      return misses;
    });
    console.log(`Byte targets (HTML <= ${kb(DOCUMENT_TARGET)} on every page; JS <= 20 KB on a product, <= 80 KB on the cart): ${over.length ? 'missed' : 'met'}`);
    for (const line of over) console.log(`  ${line}`);
    if (over.length) process.exitCode = 1;
  } finally {
    await chrome?.kill();
    preview.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`npm run bench:web: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
