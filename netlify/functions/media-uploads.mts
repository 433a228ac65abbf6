import type { Config } from '@netlify/functions';
import { MEDIA_PART_BYTES, mediaUploadStartSchema } from '../../src/lib/schemas/media';
import { getSql } from '../../src/server/db/client';
import { HttpError, invalid } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/respond';
import { routes, type Methods } from '../../src/server/http/route';
import { featureManagers, featureWriters } from '../../src/server/http/section-access';
import { parseBody } from '../../src/server/http/validate';
import { cancelUpload, completeUpload, receivePart, startUpload } from '../../src/server/medias/media-uploads';
import { readLimited } from '../../src/server/uploads/read-upload';

const partTooLarge = () => new HttpError(413, `Cada parte do arquivo deve ter no máximo ${MEDIA_PART_BYTES} bytes.`);

// POST /api/media-uploads {name, size}: starts a chunked upload of a library file (at most 100 MB). Every path: admin;
// super while the library is on (section-access.ts).
const start: Methods = {
  POST: async (request) => {
    const user = await featureWriters(request, 'medias');
    const { name, size } = await parseBody(request, mediaUploadStartSchema);
    return json(await startUpload(getSql(), user.id, name, size), 201);
  },
};

// PUT /api/media-uploads/part?upload=<id>&index=<n>: one part as raw bytes (application/octet-stream).
const part: Methods = {
  PUT: async (request) => {
    const user = await featureManagers(request, 'medias');
    const params = new URL(request.url).searchParams;
    const index = params.get('index') ?? '';
    if (!/^\d{1,4}$/.test(index)) throw invalid({ index: ['O parâmetro index deve ser o número da parte.'] });
    const data = await readLimited(request, MEDIA_PART_BYTES, partTooLarge);
    return json(await receivePart(getSql(), user.id, params.get('upload') ?? '', Number(index), data));
  },
};

// POST /api/media-uploads/:id/complete: checks the parts and finishes; DELETE /api/media-uploads/:id: cancels.
const complete: Methods = {
  POST: async (request, context) => {
    const user = await featureManagers(request, 'medias');
    return json(await completeUpload(getSql(), user.id, context.params?.id ?? ''));
  },
};
const upload: Methods = {
  DELETE: async (request, context) => {
    const user = await featureManagers(request, 'medias');
    await cancelUpload(getSql(), user.id, context.params?.id ?? '');
    return json({ ok: true });
  },
};

export default routes({
  '/api/media-uploads': start,
  '/api/media-uploads/part': part,
  '/api/media-uploads/:id': upload,
  '/api/media-uploads/:id/complete': complete,
});

export const config: Config = {
  path: ['/api/media-uploads', '/api/media-uploads/part', '/api/media-uploads/:id', '/api/media-uploads/:id/complete'],
};
