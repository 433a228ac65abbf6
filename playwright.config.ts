import { execSync } from 'node:child_process';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { E2E_BASE_URL, E2E_CEP_PORT, E2E_MP_PORT, E2E_OUTBOX_DIR, E2E_PORT, e2eDatabaseUrl } from './tests/e2e/fixtures/env';
import { E2E_TARGET } from './tests/e2e/fixtures/target';

const CI = !!process.env.CI;
const PREVIEW = E2E_TARGET === 'preview';
// Outside services point at local addresses (a stand-in, or nothing listening): no browser test calls the internet.
// SITE_URL: reset links are built from the configured address only (scripts/preview.ts sets the same one).
const serverEnv = {
  DATABASE_URL: e2eDatabaseUrl(),
  DATABASE_POOL_MAX: '3',
  OUTBOX_DIR: E2E_OUTBOX_DIR,
  SITE_URL: E2E_BASE_URL,
  CEP_API_BASE: `http://127.0.0.1:${E2E_CEP_PORT}`,
  CORREIOS_API_BASE: 'http://127.0.0.1:9',
  MERCADOPAGO_API_BASE: `http://127.0.0.1:${E2E_MP_PORT}`,
};

const devServer = {
  // --ignore-lock: runs beside a developer's own `npm run dev` of the same project.
  // A leftover build (dist/) would be served ahead of the dev server by Netlify's emulation: remove it first.
  command: `node -e "require('node:fs').rmSync('dist', { recursive: true, force: true })" && node_modules/.bin/astro dev --port ${E2E_PORT} --ignore-lock`,
  // Playwright starts the server before globalSetup has migrated the database: wait on a file that needs none.
  url: `${E2E_BASE_URL}/@vite/client`,
  env: serverEnv,
  reuseExistingServer: !CI,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

// The preview builds the site before it listens: the database is prepared first (globalSetup runs later).
const previewServer = {
  command: 'node_modules/.bin/tsx tests/e2e/prepare-database.ts && node_modules/.bin/tsx scripts/preview.ts',
  url: `${E2E_BASE_URL}/404.html`,
  env: { ...serverEnv, PREVIEW_PORT: String(E2E_PORT) },
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/** The system Chromium (CHROMIUM_PATH, else the one on the PATH); Playwright's own download is not used. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

// .ci/run sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts; the list reporter is what people read.
const reporter: ReporterDescription[] = [['list']];
// The preview run (E2E_TARGET=preview) writes its report beside the dev run's.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
if (jsonReport) reporter.push(['json', { outputFile: PREVIEW ? jsonReport.replace(/\.json$/, '-preview.json') : jsonReport }]);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // The tests share one database and arrange it directly, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  reporter,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
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
  webServer: PREVIEW ? previewServer : devServer,
});
