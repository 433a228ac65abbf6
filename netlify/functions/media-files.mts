import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { notFound } from '../../src/server/http/http-error';
import { route } from '../../src/server/http/route';
import { canSeeDraftsOr404 } from '../../src/server/http/section-access';
import { mediaFileResponse } from '../../src/server/medias/media-download';

export default route({
  // A library file by its upload id, streamed part by part; `Range: bytes=…` answers 206 (at most 16 MiB at a
  // time, see media-download.ts); `?download=1` asks the browser to save it. The library's read rule applies
  // (section-access.ts): files of published items are public while the feature is on; files of drafts, or of no
  // item yet, only for whoever sees the library's drafts (admin, super while the feature is on).
  GET: async (request, context) => {
    const id = context.params?.id ?? '';
    if (!/^[0-9a-f]{32}$/.test(id)) throw notFound('Arquivo não encontrado.');
    const drafts = await canSeeDraftsOr404(request, 'medias');
    const download = new URL(request.url).searchParams.has('download');
    return mediaFileResponse(getSql(), id, { range: request.headers.get('range'), download, drafts });
  },
});

export const config: Config = { path: '/api/media-files/:id' };
