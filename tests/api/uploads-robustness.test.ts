import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import uploads from '../../netlify/functions/uploads.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { makeImage, upload, useBlobsServer } from '../helpers/uploads';

useBlobsServer();
beforeEach(resetDb);

const admin = async () => (await createUser({ role: 'admin' })).token;
const raw = async (body: BodyInit, contentType: string) =>
  upload(uploads, { token: await admin(), body, headers: { 'content-type': contentType } });

// Careless or hostile requests: each gets a 4xx with a message, never a 500, and nothing is stored.
describe('POST /api/uploads/images: hostile requests', () => {
  it.each([
    ['multipart without a boundary', 'garbage', 'multipart/form-data'],
    ['multipart with a boundary and a garbage body', 'não é multipart', 'multipart/form-data; boundary=abc'],
    ['a truncated multipart body', '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', 'multipart/form-data; boundary=abc'],
    ['an empty multipart body', '', 'multipart/form-data; boundary=abc'],
    ['random bytes', new Uint8Array(2048).map((_, i) => (i * 7919) % 256), 'multipart/form-data; boundary=----x'],
    ['a urlencoded form', 'file=abc', 'application/x-www-form-urlencoded'],
    ['plain text', 'file', 'text/plain'],
  ] as const)('answers 400 or 422 for %s', async (_case, body, type) => {
    const res = await raw(body as BodyInit, type);
    expect([400, 422]).toContain(res.status);
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['a JPEG signature followed by garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)])],
    ['a GIF signature followed by garbage', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(500, 1)])],
    ['a WebP header followed by garbage', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), Buffer.alloc(500, 3)])],
    ['a malformed SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" </svg')],
  ])('answers 422 for %s', async (_case, data) => {
    const res = await upload(uploads, { token: await admin(), file: { data, name: 'x.png' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['Não foi possível ler a imagem: o arquivo está corrompido ou é inválido.']);
  });

  it('refuses an image of more than 40 megapixels before decoding it (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#000' } }).png().toBuffer();
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const res = await upload(uploads, { token: await admin(), file: { data: bomb, name: 'bomba.png' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['A imagem tem pixels demais (no máximo 40 megapixels).']);
  });

  it('takes the first of two file fields and ignores a hostile file name', async () => {
    const token = await admin();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeImage('png'))]), 'a\u0000b<script>.png');
    form.append('file', new Blob(['texto']), 'b.txt');
    const res = await upload(uploads, { token, body: form });
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('image/png');
    const [{ n }] = await getSql()`select count(*)::int as n from uploads`;
    expect(n).toBe(1);
  });

  it('answers 401 before anything else for a hostile anonymous body', async () => {
    const res = await upload(uploads, { body: 'x'.repeat(10_000), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(res.status).toBe(401);
  });
});
