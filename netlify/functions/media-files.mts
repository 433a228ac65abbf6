import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { notFound } from '../../src/server/http/http-error';
import { route } from '../../src/server/http/route';
import { mediaFileResponse } from '../../src/server/medias/media-download';

export default route({
  // Public: a library file by its upload id, streamed part by part; `Range: bytes=…` answers 206 (at most
  // 16 MiB at a time, see media-download.ts); `?download=1` asks the browser to save it.
  GET: async (request, context) => {
    const id = context.params?.id ?? '';
    if (!/^[0-9a-f]{32}$/.test(id)) throw notFound('Arquivo não encontrado.');
    const download = new URL(request.url).searchParams.has('download');
    return mediaFileResponse(getSql(), id, request.headers.get('range'), download);
  },
});

export const config: Config = { path: '/api/media-files/:id' };
