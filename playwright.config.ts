import { execSync } from 'node:child_process';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { e2eBaseUrl, e2eCepPort, e2eDatabaseUrl, e2eMelhorEnvioPort, e2eMercadoPagoPort, e2eOutboxDir, e2ePort } from './tests/e2e/fixtures/env';
import { E2E_TARGET } from './tests/e2e/fixtures/target';
import { runWorkers } from './tests/e2e/global-setup';

const CI = !!process.env.CI;
const PREVIEW = E2E_TARGET === 'preview';
// Each worker has its own server (see tests/e2e/fixtures/env.ts): its port, database, outbox and stand-in services.
// Outside services point at local addresses (a stand-in, or nothing listening): no browser test calls the internet.
// SITE_URL: reset links are built from the configured address only (scripts/preview.ts sets the same one).
const serverEnv = (worker: number) => ({
  DATABASE_URL: e2eDatabaseUrl(worker),
  DATABASE_POOL_MAX: '3',
  OUTBOX_DIR: e2eOutboxDir(worker),
  SITE_URL: e2eBaseUrl(worker),
  CEP_API_BASE: `http://127.0.0.1:${e2eCepPort(worker)}`,
  CORREIOS_API_BASE: 'http://127.0.0.1:9',
  MERCADOPAGO_API_BASE: `http://127.0.0.1:${e2eMercadoPagoPort(worker)}`,
  MELHORENVIO_API_BASE: `http://127.0.0.1:${e2eMelhorEnvioPort(worker)}`,
});

const devServer = (worker: number) => ({
  // --ignore-lock: runs beside a developer's own `npm run dev` of the same project, and beside the other workers'.
  // A leftover build (dist/) would be served ahead of the dev server by Netlify's emulation: remove it first.
  command: `node -e "require('node:fs').rmSync('dist', { recursive: true, force: true })" && node_modules/.bin/astro dev --port ${e2ePort(worker)} --ignore-lock`,
  // Playwright starts the servers before globalSetup has prepared the databases: wait on a file that needs none.
  url: `${e2eBaseUrl(worker)}/@vite/client`,
  // Each server pre-bundles its dependencies into a cache of its own (astro.config.mjs): two servers writing one
  // cache at once could serve each other half-written files.
  // Astro's dev toolbar is left out (astro.config.mjs): no test uses it, and it costs every page load.
  env: { ...serverEnv(worker), VITE_CACHE_DIR: `node_modules/.vite-e2e-w${worker}`, DEV_TOOLBAR: 'off' },
  reuseExistingServer: !CI,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

// The preview builds the site before it listens: the database is prepared first (globalSetup does nothing then).
const previewServer = {
  command: 'node_modules/.bin/tsx tests/e2e/prepare-database.ts && node_modules/.bin/tsx scripts/preview.ts',
  url: `${e2eBaseUrl(0)}/404.html`,
  env: { ...serverEnv(0), PREVIEW_PORT: String(e2ePort(0)) },
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

const WORKERS = runWorkers();

/** The first of these commands on the PATH, if any. */
function onPath(...commands: string[]): string | undefined {
  try {
    return execSync(commands.map((c) => `command -v ${c}`).join(' || '), { encoding: 'utf8', shell: '/bin/sh' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A run that shows the browser (--headed, --debug, --ui, PWDEBUG; or E2E_HEADED=1) needs the whole browser. Set in
 * the environment here, in the main process, so the workers (started from it) choose the same browser.
 */
if (['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) || process.env.PWDEBUG) process.env.E2E_HEADED = '1';
const HEADED = process.env.E2E_HEADED === '1';

/**
 * The system's Chromium; Playwright's own download is not used. A headless run takes the headless shell when there is
 * one (CHROMIUM_HEADLESS_SHELL_PATH, else `chromium-headless-shell` on the PATH; Debian's package of that name): the
 * same engine and version as the browser, and what Playwright itself runs headless tests in, at about a third of the
 * whole browser's CPU per page (24 dev-server page loads: 19 CPU-seconds against 58), which on a 2-core machine is
 * most of the browser tests' time. Otherwise, and for a headed run, the whole browser: CHROMIUM_PATH, else `chromium`
 * on the PATH.
 */
function chromiumPath(): string | undefined {
  if (!HEADED) {
    const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || onPath('chromium-headless-shell');
    if (shell) return shell;
  }
  return process.env.CHROMIUM_PATH || onPath('chromium', 'chromium-browser');
}

// .ci/run sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts; the list reporter is what people read.
const reporter: ReporterDescription[] = [['list']];
// The preview run (E2E_TARGET=preview) writes its report beside the dev run's.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
if (jsonReport) reporter.push(['json', { outputFile: PREVIEW ? jsonReport.replace(/\.json$/, '-preview.json') : jsonReport }]);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Each worker has its own server and database; a file's tests run in order in one worker.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Each worker's own server: set by the `baseURL` fixture in tests/e2e/fixtures/db.ts.
    baseURL: e2eBaseUrl(0),
    trace: 'on-first-retry',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The dev server compiles a page on its first visit.
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  // E2E_TARGET=preview: only the smoke path, against the static build (`npm run preview`), unless E2E_GREP names
  // other tests (the command line's --grep does not override a grep set here).
  grep: PREVIEW ? new RegExp(process.env.E2E_GREP || '@smoke') : undefined,
  webServer: PREVIEW ? previewServer : Array.from({ length: WORKERS }, (_, worker) => devServer(worker)),
});
