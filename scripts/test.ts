// npm test: the API tests (vitest) and the browser tests on the preview (`npm run test:e2e:preview`) side by side,
// then the browser tests on astro dev (`npm run test:e2e`); each runs to its end, and the exit code is 1 when any
// failed. Why side by side: vitest keeps about one core busy (its files wait on PostgreSQL), and the preview run is
// mostly one `astro build` after another, also about one core; on a 2-core machine the two together take little
// more than the longer one alone. They share nothing: vitest has its databases (TEST_DATABASE_URL and its copies) and
// temporary directories, the preview its E2E databases, dist/ and .data/. The dev run keeps both cores to itself
// (its two workers' browsers and dev servers fill them), and comes last: its servers remove dist/, which the
// preview serves.
// The preview's output is held while vitest prints, then shown as one block (and live from there on).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { startChild } from './lib/child';

type Outcome = { name: string; code: number; seconds: number };

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const since = (started: number) => Math.round((Date.now() - started) / 1000);

/** `npm run <script>` with its output held in memory until `release()`, then passed through as it comes. */
function heldRun(script: string) {
  const started = Date.now();
  const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') } });
  const held: Buffer[] = [];
  let live = false;
  const take = (chunk: Buffer) => (live ? process.stdout.write(chunk) : held.push(chunk));
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const stop = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const exited = new Promise<Outcome>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve({ name: script, code: code ?? 128 + (signal ? constants.signals[signal] : 0), seconds: since(started) });
    });
  });
  const release = () => {
    process.stdout.write(Buffer.concat(held));
    held.length = 0;
    live = true;
  };
  return { exited, release };
}

async function run(script: string): Promise<Outcome> {
  const started = Date.now();
  const code = await startChild(npm, ['run', script], {}).exited;
  return { name: script, code, seconds: since(started) };
}

// Ctrl+C (or a SIGTERM) reaches the runs under way (see above and startChild); no further run is started.
let interrupted = false;
process.once('SIGINT', () => (interrupted = true));
process.once('SIGTERM', () => (interrupted = true));

const started = Date.now();
const preview = heldRun('test:e2e:preview');
const api = await run('test:api');
console.log(`\n== npm test: the browser tests on the preview (started beside the API tests)\n`);
preview.release();
const previewOutcome = await preview.exited;
const outcomes = [api, previewOutcome];
if (!interrupted) outcomes.push(await run('test:e2e'));
console.log(
  `\nnpm test: ${outcomes.map((o) => `${o.name} ${o.code === 0 ? 'passed' : `failed (exit ${o.code})`} in ${o.seconds} s`).join(', ')}; ` +
    `${since(started)} s in all (${api.name} and ${previewOutcome.name} side by side)`,
);
process.exitCode = interrupted || outcomes.some((o) => o.code !== 0) ? 1 : 0;
