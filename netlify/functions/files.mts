import type { Config } from '@netlify/functions';
import { FILE_KEY } from '../../src/lib/schemas/upload';
import { notFound } from '../../src/server/http/http-error';
import { route } from '../../src/server/http/route';
import { readFile } from '../../src/server/uploads/blob-store';

// Keys are never reused, so a file never changes: browsers and the CDN keep it for a year.
const FILE_HEADERS = { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' };
// An SVG opened on its own may not run anything or load anything.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export default route({
  // Public: the uploaded files, by key (404 for a key of the wrong shape or not stored).
  GET: async (_request, context) => {
    const key = context.params?.key ?? '';
    const file = FILE_KEY.test(key) ? await readFile(key) : null;
    if (!file) throw notFound('Arquivo não encontrado.');
    const headers: Record<string, string> = { ...FILE_HEADERS, 'content-type': file.type };
    if (file.type === 'image/svg+xml') headers['content-security-policy'] = SVG_CSP;
    return new Response(file.body, { status: 200, headers });
  },
});

export const config: Config = { path: '/api/files/:key' };
