// npm run preview: builds the site from the current database and serves it as Netlify would, on one port:
// the static build (dist/), Blobs, the redirects, rewrites and headers of netlify.toml through @netlify/dev's
// NetlifyDev (the library behind Netlify's own local emulation), and the functions as Netlify's build bundles
// them, built once at the start beside the site and served in-process (scripts/lib/function-server.ts: a warm
// function answers in milliseconds; NetlifyDev's function emulation rebuilt each function on every call).
// Answers are gzipped on the way out as Netlify's CDN does (scripts/lib/compress.ts).
// Publishing from /conta calls this server's stand-in build hook, which rebuilds the site in the background.
import './lib/load-env';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { fromWebResponse, toWebRequest } from '@netlify/dev-utils';
import { bin, runChild } from './lib/child';
import { compressed } from './lib/compress';
import { resolveDatabase } from './lib/database';
import { bundleFunctions, FUNCTIONS_DIST, type BundledFunction } from './lib/function-bundles';
import { functionServer } from './lib/function-server';
import { applyMigrations } from './lib/migrations';
import { PREVIEW_HOOK_PATH, previewStatusFile, type PreviewBuildStatus } from '../src/server/publish/preview-build';

const port = Number(process.env.PREVIEW_PORT) || 8888;
const host = '127.0.0.1';
const origin = `http://${host}:${port}`;

const NEXT = '.data/preview-next';
const OLD = '.data/preview-old';

/** Puts a finished build in place of dist/ (two renames: no request meets a half-written site). */
function swapIn(): void {
  rmSync(OLD, { recursive: true, force: true });
  if (existsSync('dist')) renameSync('dist', OLD);
  renameSync(NEXT, 'dist');
  rmSync(OLD, { recursive: true, force: true });
}

/** Builds one at a time, beside the served one; a request during a build runs one more build after it (changes saved meanwhile). */
function builder(env: Record<string, string>, statusFile: string) {
  let status: PreviewBuildStatus = { running: false, started_at: null, finished_at: null, ok: null };
  let again = false;
  const save = (next: PreviewBuildStatus) => {
    status = next;
    writeFileSync(statusFile, JSON.stringify(status));
  };
  const run = async (): Promise<boolean> => {
    save({ ...status, running: true, started_at: new Date().toISOString() });
    rmSync(NEXT, { recursive: true, force: true });
    const code = await runChild(bin('astro'), ['build', '--outDir', NEXT], env);
    if (code === 0) swapIn();
    save({ ...status, running: false, finished_at: new Date().toISOString(), ok: code === 0 });
    if (code !== 0) console.error(`npm run preview: the build failed (exit ${code}); the previous one is still served.`);
    return code === 0;
  };
  const request = (): void => {
    if (status.running) {
      again = true;
      return;
    }
    void (async () => {
      do {
        again = false;
        await run();
      } while (again);
    })();
  };
  return { run, request };
}

/** dist/404.html with status 404, as Netlify answers a path nothing else matches. */
function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  try {
    res.end(readFileSync(path.resolve('dist/404.html')));
  } catch {
    res.end('Not found');
  }
}

/** The client's address as a function sees it (`context.ip`): IPv4 without its IPv6 prefix. */
const clientAddress = (req: IncomingMessage): string => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/** Builds the site and the functions side by side; null (after saying why) when either failed. */
async function buildAll(build: ReturnType<typeof builder>): Promise<BundledFunction[] | null> {
  const started = Date.now();
  const bundling = bundleFunctions(process.cwd()).then(({ functions, reused }) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`npm run preview: ${functions.length} functions ${reused ? `unchanged, bundles of ${FUNCTIONS_DIST} reused` : `built in ${seconds} s`}`);
    return functions;
  });
  const [site, functions] = await Promise.allSettled([build.run(), bundling]);
  if (functions.status === 'rejected') console.error('npm run preview: building the functions failed:', functions.reason);
  return site.status === 'fulfilled' && site.value && functions.status === 'fulfilled' ? functions.value : null;
}

/** The Netlify emulation of everything but the functions (served by function-server.ts). */
async function startNetlify(): Promise<NetlifyDev> {
  const netlify = new NetlifyDev({
    projectRoot: process.cwd(),
    serverAddress: origin,
    functions: { enabled: false },
    // The project has no edge functions and its own database; images are served as they are.
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
    images: { enabled: false },
    environmentVariables: { enabled: false },
  });
  await netlify.start();
  return netlify;
}

/**
 * The server: the build hook, then the functions' paths (a `preferStatic` one gives way to a file of the build),
 * then NetlifyDev (netlify.toml's redirects, static files, headers).
 */
function serve(netlify: NetlifyDev, functions: ReturnType<typeof functionServer>, build: ReturnType<typeof builder>) {
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<Response | undefined> => {
    const pathname = new URL(req.url ?? '/', origin).pathname;
    const match = functions.match(pathname);
    if (match) return functions.invoke(match, toWebRequest(req), clientAddress(req));
    const headersCollector = (name: string, value: string) => res.setHeader(name, value);
    return (await netlify.handleAndIntrospectNodeRequest(req, { serverAddress: origin, headersCollector }))?.response;
  };
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.split('?')[0] === PREVIEW_HOOK_PATH) {
      build.request();
      res.statusCode = 202;
      return void res.end('{}');
    }
    answer(req, res)
      .then((response) => (response ? fromWebResponse(compressed(response, req.headers['accept-encoding']), res) : notFound(res)))
      .catch((error: unknown) => {
        console.error(`npm run preview: ${req.method} ${req.url}:`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });
}

async function main(): Promise<void> {
  const target = await resolveDatabase();
  console.log(`Database: ${target.label}`);
  await applyMigrations(target.url);
  mkdirSync('.data', { recursive: true });
  const statusFile = previewStatusFile();
  // What the build and the functions read: the database, and the local hook that asks for a rebuild.
  const env: Record<string, string> = {
    DATABASE_URL: target.url,
    DATABASE_POOL_MAX: String(target.poolMax),
    SITE_URL: process.env.SITE_URL || origin,
    NETLIFY_BUILD_HOOK_URL: `${origin}${PREVIEW_HOOK_PATH}`,
    PREVIEW_BUILD_STATUS_FILE: statusFile,
  };
  Object.assign(process.env, env);
  const build = builder(env, statusFile);
  const functions = await buildAll(build);
  if (!functions) {
    await target.stop();
    process.exitCode = 1;
    return;
  }
  const netlify = await startNetlify();
  const server = serve(netlify, functionServer(functions), build);
  server.listen(port, host, () => console.log(`\nVitrine preview (the static build, as Netlify serves it): ${origin}/\n`));

  const stop = async () => {
    server.close();
    await netlify.stop();
    await target.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`npm run preview: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
