// Used by .ci/run: sums the vitest and Playwright counts of one `npm test` run into "N passed, N failed".
// Usage: tsx scripts/test-summary.ts <npm test log> <Playwright JSON report>; the preview run's report is read
// beside it (`<name>-preview.json`, see playwright.config.ts).
import { existsSync, readFileSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number };

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** vitest's closing "Tests  2 failed | 40 passed | 1 skipped (43)" line (absent when vitest never got there). */
function vitestCounts(log: string): Counts {
  const line = stripAnsi(log)
    .split('\n')
    .findLast((l) => /^\s*Tests\s+.*\(\d+\)\s*$/.test(l));
  const count = (word: string) => Number(line?.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo') };
}

/** Playwright's JSON stats; a flaky test (failed, then passed on retry) counts as passed. */
function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const [logFile, jsonFile] = process.argv.slice(2);
const api = vitestCounts(existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
const dev = playwrightCounts(jsonFile);
const preview = playwrightCounts(jsonFile.replace(/\.json$/, '-preview.json'));
const e2e = { passed: dev.passed + preview.passed, failed: dev.failed + preview.failed, skipped: dev.skipped + preview.skipped };
// Only the last line has the 'N passed, N failed' shape CI reads; the two above are for people.
console.log(`  API (vitest):         ${api.passed} ok · ${api.failed} failing · ${api.skipped} skipped`);
console.log(`  browser (Playwright): ${dev.passed} ok · ${dev.failed} failing · ${dev.skipped} skipped`);
console.log(`  browser on preview:   ${preview.passed} ok · ${preview.failed} failing · ${preview.skipped} skipped`);
console.log(`${api.passed + e2e.passed} passed, ${api.failed + e2e.failed} failed`);
