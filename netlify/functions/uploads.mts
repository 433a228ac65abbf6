import type { Config } from '@netlify/functions';
import { getSql } from '../../src/server/db/client';
import { managers } from '../../src/server/http/access';
import { json } from '../../src/server/http/respond';
import { route } from '../../src/server/http/route';
import { readUploadedFile } from '../../src/server/uploads/read-upload';
import { createImageUpload } from '../../src/server/uploads/uploads';

export default route({
  // Admin and super: multipart with the field `file` (JPEG, PNG, WebP, GIF or SVG, at most 10 MB).
  POST: async (request) => {
    const user = await managers(request);
    const data = await readUploadedFile(request);
    return json(await createImageUpload(getSql(), user.id, data), 201);
  },
});

export const config: Config = { path: '/api/uploads/images' };
