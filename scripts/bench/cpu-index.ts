// How fast this machine's Chromium runs JavaScript, on the scale Lighthouse and Chrome DevTools use to class devices
// (their "benchmark index": a GC-heavy string loop and an array copy, each timed for half the duration, as
// iterations per second / 10, averaged). DevTools' calibrated presets take a mid-tier phone (a Pixel 5) as 1000 and
// a low-tier one as 264. "CPU 4x slower" is a share of the machine it runs on, not a phone: on a fast desktop 4x is
// about a mid-tier phone, on a slow cloud core it is a low-tier one. The account bench prints the index it ran at,
// and can find the slowdown that makes this machine the mid-tier phone (BENCH_CONTA_CPU=mid).
import type { CDPSession, Page } from '@playwright/test';

/** DevTools' calibration targets. */
export const PHONE_INDEX = { mid: 1000, low: 264 } as const;

/**
 * The benchmark, as source for the page (a string: the test runner's transform would add helpers the page lacks).
 * Returns the index for a run of `duration` ms.
 */
const BENCHMARK = `(duration) => {
  const half = duration / 2;
  const perSecond = (count, started) => Math.round(count / 10 / ((Date.now() - started) / 1000));
  const strings = () => {
    const started = Date.now();
    let count = 0;
    while (Date.now() - started < half) {
      let text = '';
      for (let i = 0; i < 10000; i += 1) text += 'a';
      if (text.length === 1) throw new Error('unreachable');
      count += 1;
    }
    return perSecond(count, started);
  };
  const copies = () => {
    const one = [];
    const two = [];
    for (let i = 0; i < 100000; i += 1) one[i] = two[i] = i;
    const started = Date.now();
    let count = 0;
    while (count % 10 !== 0 || Date.now() - started < half) {
      const [from, to] = count % 2 === 0 ? [one, two] : [two, one];
      for (let i = 0; i < from.length; i += 1) to[i] = from[i];
      count += 1;
    }
    return perSecond(count, started);
  };
  return (strings() + copies()) / 2;
}`;

/** The index of the page's main thread at a CPU slowdown: the best of `runs` runs of `duration` ms (after a warm-up). */
export async function benchmarkIndex(page: Page, cdp: CDPSession, rate: number, runs = 3, duration = 500): Promise<number> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const scores: number[] = [];
  for (let i = 0; i <= runs; i += 1) scores.push(Number(await page.evaluate(`(${BENCHMARK})(${duration})`)));
  return Math.max(...scores.slice(1));
}

/**
 * The slowdown at which this machine scores `target` (DevTools' way: bisect between 1x and a rate surely too slow,
 * until within 3% of the target). 1 when the machine is not faster than the target.
 */
export async function calibratedRate(page: Page, cdp: CDPSession, target: number): Promise<{ rate: number; index: number; host: number }> {
  const host = await benchmarkIndex(page, cdp, 1);
  if (host <= target) return { rate: 1, index: host, host };
  let low = 1;
  let high = (host / target) * 1.5;
  let best = { rate: 1, index: host };
  for (let step = 0; step < 8; step += 1) {
    const rate = Number(((low + high) / 2).toFixed(2));
    const index = await benchmarkIndex(page, cdp, rate);
    if (Math.abs(index - target) < Math.abs(best.index - target)) best = { rate, index };
    if (Math.abs(index - target) <= target * 0.03) break;
    if (index < target) high = rate;
    else low = rate;
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { ...best, host };
}
