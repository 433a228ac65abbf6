import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  for (let run = 0; run < Number(process.argv[3] ?? 1); run++) {
    const result: any = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes: ['file_systems','shader_cache','service_workers','cache_storage','local_storage'] as any });
    const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
    const events = trace.traceEvents as any[];
    const main = events.find((e) => e.name === 'TracingStartedInBrowser');
    const a = result.lhr.audits;
    console.log(`run ${run}: perf ${Math.round(result.lhr.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)}`);
    // renderer main thread: find the pid/tid with most RunTask events whose frame is the page
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
    const pid = nav.pid, tid = nav.tid;
    const t0 = nav.ts;
    const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 4000);
    for (const t of tasks) {
      const kids = events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t && e.dur > 1000 && e.ph === 'X')
        .map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''} ${(e.dur / 1000).toFixed(1)}`);
      console.log(`  task @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(1)}ms: ${kids.slice(0, 12).join(', ')}`);
    }
    const paint = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
    if (paint) console.log('  FCP @', ((paint.ts - t0) / 1000).toFixed(0));
    if (process.argv[4]) writeFileSync(process.argv[4], JSON.stringify(trace));
  }
} finally {
  await chrome.kill();
}
