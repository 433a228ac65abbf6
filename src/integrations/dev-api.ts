import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import netlifyVitePlugin from '@netlify/vite-plugin';
import type { AstroIntegration } from 'astro';
import type { Plugin, PluginOption, ViteDevServer } from 'vite';
import { declaredPaths, findFunction, type FunctionModule, type FunctionPaths } from './function-paths';

const FUNCTIONS_DIR = 'netlify/functions';
const NETLIFY_PLUGIN = 'vite-plugin-netlify';

// In `astro dev`, /api/* is answered by this middleware, which loads the function module matching the path
// (by its `config.path`) through Vite and calls its handler with the request as it came.
// Netlify's own function emulation is turned off in dev because it
// - bundles every function on the first request of any page (18 s on a fresh clone, longer with each function),
// - decodes multipart bodies as text, corrupting binary uploads,
// - and, at times, answered "Cannot find module …/functions-serve/…" while rebuilding.
// Netlify's other emulation (Blobs for the uploads, redirects, static files) stays. Production is unchanged:
// the functions are deployed and routed by Netlify itself.

type FunctionFile = { file: string; paths: FunctionPaths | null };

/** The function files with the paths they declare, read from their source (cheap; no compilation). */
async function functionFiles(root: string): Promise<FunctionFile[]> {
  const names = (await readdir(join(root, FUNCTIONS_DIR))).filter((name) => /\.m?[jt]s$/.test(name));
  return Promise.all(
    names.map(async (name) => {
      const file = `/${FUNCTIONS_DIR}/${name}`;
      return { file, paths: declaredPaths(await readFile(join(root, file), 'utf8')) };
    }),
  );
}

/** The module answering `pathname`, with the path parameters; modules whose config is not literal are loaded. */
async function resolveFunction(server: ViteDevServer, pathname: string) {
  const files = await functionFiles(server.config.root);
  for (const file of files.filter((f) => f.paths === null)) {
    const module = (await server.ssrLoadModule(file.file)) as FunctionModule;
    file.paths = module.config?.path;
  }
  return findFunction(files as { file: string; paths: FunctionPaths }[], pathname);
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !name.startsWith(':')) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function answer(server: ViteDevServer, req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const found = await resolveFunction(server, pathname);
  if (!found) return next();
  const module = (await server.ssrLoadModule(found.fn.file)) as FunctionModule;
  if (!module.default) return next();
  const response = await module.default(toRequest(req), {
    params: found.params,
    ip: req.socket.remoteAddress,
    waitUntil: (promise) => void promise.catch((error) => server.config.logger.error(String(error))),
  });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body || req.method === 'HEAD') return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

const apiPlugin: Plugin = {
  name: 'vitrine:dev-api',
  apply: 'serve',
  // Before any other middleware, so the API never falls through to a page.
  enforce: 'pre',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (!(req.url ?? '').startsWith('/api/')) return next();
      answer(server, req, res, next).catch((error: unknown) => {
        server.config.logger.error(`dev api ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
        if (res.headersSent) return void res.end();
        res.statusCode = 500;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: 'Erro interno no servidor de desenvolvimento.' }));
      });
    });
  },
};

/** Replaces the adapter's Netlify dev plugin with one that leaves out functions (served above) and the database. */
function withoutFunctionEmulation(plugins: PluginOption[]): PluginOption[] {
  return plugins.map((plugin) => {
    if (Array.isArray(plugin)) return withoutFunctionEmulation(plugin);
    if (plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === NETLIFY_PLUGIN) {
      return netlifyVitePlugin({
        functions: { enabled: false },
        // Netlify's own database emulation: the project has its own (scripts/dev.ts).
        database: { enabled: false },
        aiGateway: { enabled: false },
        // As the adapter is configured in astro.config.mjs.
        edgeFunctions: { enabled: false },
        images: { enabled: false },
        environmentVariables: { enabled: false },
      });
    }
    return plugin;
  });
}

/** In `astro dev`: /api/* from the function modules through Vite, and no Netlify function emulation. */
export function devApi(): AstroIntegration {
  let dev = false;
  return {
    name: 'vitrine:dev-api',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        dev = command === 'dev';
        if (dev) updateConfig({ vite: { plugins: [apiPlugin] } });
      },
      'astro:config:done': ({ config, logger }) => {
        if (!dev) return;
        const plugins = config.vite.plugins ?? [];
        const found = JSON.stringify(plugins.flat(3).map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null)));
        if (!found.includes(NETLIFY_PLUGIN)) return;
        config.vite.plugins = withoutFunctionEmulation(plugins);
        logger.debug('Netlify function and database emulation off; /api/* served by vitrine:dev-api');
      },
    },
  };
}
