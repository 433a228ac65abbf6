import type { Config } from '@netlify/functions';
import { MEDIA_PART_BYTES, mediaUploadStartSchema } from '../../src/lib/schemas/media';
import { getSql } from '../../src/server/db/client';
import { assertFeatureEnabled } from '../../src/server/features/features';
import { managers } from '../../src/server/http/access';
import { HttpError, invalid, notFound } from '../../src/server/http/http-error';
import { errorResponse, json } from '../../src/server/http/respond';
import { route, type RouteContext } from '../../src/server/http/route';
import { parseBody } from '../../src/server/http/validate';
import { cancelUpload, completeUpload, receivePart, startUpload } from '../../src/server/medias/media-uploads';
import { readLimited } from '../../src/server/uploads/read-upload';

const partTooLarge = () => new HttpError(413, `Cada parte do arquivo deve ter no máximo ${MEDIA_PART_BYTES} bytes.`);

// POST /api/media-uploads {name, size}: starts a chunked upload of a library file (at most 100 MB).
const start = route({
  POST: async (request) => {
    const user = await managers(request);
    await assertFeatureEnabled(getSql(), 'medias');
    const { name, size } = await parseBody(request, mediaUploadStartSchema);
    return json(await startUpload(getSql(), user.id, name, size), 201);
  },
});

// PUT /api/media-uploads/part?upload=<id>&index=<n>: one part as raw bytes (application/octet-stream).
const part = route({
  PUT: async (request) => {
    const user = await managers(request);
    const params = new URL(request.url).searchParams;
    const index = params.get('index') ?? '';
    if (!/^\d{1,4}$/.test(index)) throw invalid({ index: ['O parâmetro index deve ser o número da parte.'] });
    const data = await readLimited(request, MEDIA_PART_BYTES, partTooLarge);
    return json(await receivePart(getSql(), user.id, params.get('upload') ?? '', Number(index), data));
  },
});

// POST /api/media-uploads/:id/complete: checks the parts and finishes; DELETE /api/media-uploads/:id: cancels.
const complete = route({
  POST: async (request, context) => {
    const user = await managers(request);
    return json(await completeUpload(getSql(), user.id, context.params?.id ?? ''));
  },
});
const upload = route({
  DELETE: async (request, context) => {
    const user = await managers(request);
    await cancelUpload(getSql(), user.id, context.params?.id ?? '');
    return json({ ok: true });
  },
});

// Dispatched on the path itself ('/part' is also of the shape of ':id'; a literal path wins, as in Netlify).
export default (request: Request, context: RouteContext) => {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  if (path === '/api/media-uploads') return start(request, context);
  if (path === '/api/media-uploads/part') return part(request, context);
  const match = /^\/api\/media-uploads\/([^/]+)(\/complete)?$/.exec(path);
  if (!match) return Promise.resolve(errorResponse(notFound(), request));
  const params = { ...context.params, id: match[1] };
  return match[2] ? complete(request, { params }) : upload(request, { params });
};

export const config: Config = {
  path: ['/api/media-uploads', '/api/media-uploads/part', '/api/media-uploads/:id', '/api/media-uploads/:id/complete'],
};
