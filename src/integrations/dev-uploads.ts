import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { AstroIntegration } from 'astro';
import type { Plugin, ViteDevServer } from 'vite';

type Handler = (request: Request, context: { params: Record<string, string> }) => Promise<Response>;

// Netlify's local function emulation (@netlify/functions-dev) reads request bodies as UTF-8 text and then
// decodes multipart bodies as base64, so binary uploads arrive corrupted in `astro dev` (production passes
// the bytes intact). In development only, this middleware answers the upload route with the same handler
// module, given the request's real byte stream.
const FUNCTIONS: Record<string, string> = {
  '/api/uploads/images': '/netlify/functions/uploads.mts',
  '/api/media-uploads/part': '/netlify/functions/media-uploads.mts',
};

/** Calls the handler module with a web Request built from the Node request, and writes its answer. */
async function answer(server: ViteDevServer, modulePath: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const module = (await server.ssrLoadModule(modulePath)) as { default: Handler };
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream),
    duplex: 'half',
  } as RequestInit);
  const response = await module.default(request, { params: {} });
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** In `astro dev`, serves the upload function with the request's bytes intact (see the note above). */
export function devUploads(): AstroIntegration {
  const plugin: Plugin = {
    name: 'vitrine:dev-uploads',
    apply: 'serve',
    // Before Netlify's middleware, which would otherwise take the route.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const modulePath = FUNCTIONS[(req.url ?? '').split('?')[0]];
        if (!modulePath) return next();
        answer(server, modulePath, req, res).catch(next);
      });
    },
  };
  return {
    name: 'vitrine:dev-uploads',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
