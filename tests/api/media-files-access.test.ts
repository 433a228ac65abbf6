import { beforeEach, describe, expect, it } from 'vitest';
import mediaFiles from '../../netlify/functions/media-files.mts';
import type { Role } from '../../src/lib/roles';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { seedMedia, seedMediasFeature, TINY_PDF, uploadMediaFile } from '../helpers/medias';
import { useBlobsServer } from '../helpers/uploads';

useBlobsServer();

// GET /api/media-files/:id follows the library's read rule (src/server/http/section-access.ts): a file of a
// published item is public while the feature is on; a file of a draft, or of no item yet, is served only to
// whoever sees the library's drafts (admin always, super while the feature is on), never cached publicly.
type Owner = 'published' | 'draft' | 'none';
type Reader = Role | 'anonymous';

/** A finished upload of a PDF, attached to an item of the given status (or to none). */
async function fileOf(owner: Owner): Promise<string> {
  const { token } = await createUser({ role: 'admin' });
  const upload = await uploadMediaFile(token, TINY_PDF, 'arquivo.pdf');
  if (upload.status !== 200) throw new Error(`upload failed: ${upload.status}`);
  const fileId: string = upload.body.id;
  if (owner !== 'none') {
    const item = await seedMedia({ status: owner, media_type: 'documento', external_url: null });
    await getSql()`update medias set file_id = ${fileId} where id = ${item.id}`;
  }
  return fileId;
}

async function turnLibrary(enabled: boolean): Promise<void> {
  await getSql()`update settings set features = jsonb_set(features, '{medias,enabled}', to_jsonb(${enabled}::boolean))`;
}

async function fetchFile(id: string, reader: Reader) {
  const token = reader === 'anonymous' ? null : (await createUser({ role: reader })).token;
  const headers: Record<string, string> = token ? { authorization: `Token ${token}` } : {};
  const response = await mediaFiles(new Request(`http://localhost:8888/api/media-files/${id}`, { headers }), { params: { id } });
  return { status: response.status, cache: response.headers.get('cache-control'), body: Buffer.from(await response.arrayBuffer()) };
}

const PUBLIC = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-store';

// [owner, reader, library on, expected status, expected cache-control when served]
const CASES: [Owner, Reader, boolean, number, string | null][] = [
  ['published', 'anonymous', true, 200, PUBLIC],
  ['published', 'user', true, 200, PUBLIC],
  ['published', 'super', true, 200, PUBLIC],
  ['draft', 'anonymous', true, 404, null],
  ['draft', 'user', true, 404, null],
  ['draft', 'admin', true, 200, PRIVATE],
  ['draft', 'super', true, 200, PRIVATE],
  ['none', 'anonymous', true, 404, null],
  ['none', 'user', true, 404, null],
  ['none', 'admin', true, 200, PRIVATE],
  ['none', 'super', true, 200, PRIVATE],
  ['published', 'anonymous', false, 404, null],
  ['published', 'admin', false, 200, PUBLIC],
  ['draft', 'admin', false, 200, PRIVATE],
  ['draft', 'super', false, 404, null],
  ['none', 'super', false, 404, null],
];

beforeEach(async () => {
  await resetDb();
  await seedMediasFeature();
});

describe('GET /api/media-files/:id', () => {
  it.each(CASES)('a file of %s item, asked by %s, library on %s: %i', async (owner, reader, on, status, cache) => {
    const id = await fileOf(owner);
    await turnLibrary(on);
    const res = await fetchFile(id, reader);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.cache).toBe(cache);
      expect(res.body.equals(TINY_PDF)).toBe(true);
    }
  });
});
