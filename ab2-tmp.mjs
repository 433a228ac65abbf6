import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function run(port) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { path: '/tmp/ab/t2.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await browser.stopTracing();
  await context.close();
  const ev = JSON.parse(readFileSync('/tmp/ab/t2.json', 'utf8')).traceEvents;
  const main = ev.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const mine = ev.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const layout = mine.filter((e) => e.name === 'Layout').reduce((s, e) => s + e.dur, 0) / 1000;
  const maxLayout = Math.max(...mine.filter((e) => e.name === 'Layout').map((e) => e.dur)) / 1000;
  const style = mine.filter((e) => e.name === 'UpdateLayoutTree').reduce((s, e) => s + e.dur, 0) / 1000;
  return { layout: Math.round(layout), maxLayout: Math.round(maxLayout), style: Math.round(style) };
}
const ports = process.argv.slice(3).map(Number);
const res = Object.fromEntries(ports.map((p) => [p, []]));
for (let i = 0; i < Number(process.argv[2] || 5); i++) for (const p of ports) res[p].push(await run(p));
const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const p of ports) console.log(p, 'layout', med(res[p].map((r) => r.layout)), 'max', med(res[p].map((r) => r.maxLayout)), 'style', med(res[p].map((r) => r.style)));
await browser.close();
