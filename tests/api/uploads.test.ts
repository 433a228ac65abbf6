import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import files from '../../netlify/functions/files.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { MAX_UPLOAD_BYTES } from '../../src/lib/schemas/upload';
import { getSql } from '../../src/server/db/client';
import { createUser, expireSessions, resetDb } from '../helpers/db';
import { fetchFile, makeAnimatedGif, makeImage, makeJpegWithExif, upload, useBlobsServer } from '../helpers/uploads';

useBlobsServer();
beforeEach(resetDb);

const uploadCount = async () => (await getSql()`select count(*)::int as n from uploads`)[0].n as number;
const admin = async () => (await createUser({ role: 'admin' })).token;

describe('POST /api/uploads/images: access', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['user', 'user', 403],
  ] as const)('refuses %s with %i and stores nothing', async (_case, role, status) => {
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await upload(uploads, { token, file: { data: await makeImage('png'), name: 'a.png', type: 'image/png' } });
    expect(res.status).toBe(status);
    expect(await uploadCount()).toBe(0);
  });

  it('refuses an expired session with 401', async () => {
    const token = await admin();
    await expireSessions();
    expect((await upload(uploads, { token, file: { data: await makeImage('png'), name: 'a.png' } })).status).toBe(401);
  });

  it.each(['admin', 'super'] as const)('lets %s upload and records who did', async (role) => {
    const { token, user } = await createUser({ role });
    const res = await upload(uploads, { token, file: { data: await makeImage('png', 50, 20), name: 'logo.png', type: 'image/png' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 50, height: 20, type: 'image/png' });
    const [row] = await getSql()`select uploaded_by, content_type, size_bytes, original_key from uploads`;
    expect(row).toMatchObject({ uploaded_by: BigInt(user.id), content_type: 'image/png' });
    expect(res.body.original).toBe(`/api/files/${row.original_key}`);
  });

  it('answers 405 for GET', async () => {
    const res = await uploads(new Request('http://localhost/api/uploads/images', { headers: { authorization: `Token ${await admin()}` } }), {});
    expect(res.status).toBe(405);
  });
});

describe('POST /api/uploads/images: accepted types, read from the bytes', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('stores a %s with an average and a thumbnail in WebP', async (format) => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeImage(format, 1600, 900), name: `foto.${format}` } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 900, type: `image/${format}` });
    expect(res.body.original).toMatch(new RegExp(`^/api/files/[0-9a-f]{32}-original\\.${format === 'jpeg' ? 'jpg' : format}$`));
    const original = await fetchFile(files, res.body.original);
    expect((await sharp(original.data).metadata()).format).toBe(format);
    const average = await sharp((await fetchFile(files, res.body.average)).data).metadata();
    expect(average).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    const thumbnail = await sharp((await fetchFile(files, res.body.thumbnail)).data).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 320, height: 180 });
  });

  it('never enlarges a small image', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeImage('png', 40, 30), name: 'p.png' } });
    const average = await sharp((await fetchFile(files, res.body.average)).data).metadata();
    expect(average).toMatchObject({ width: 40, height: 30 });
  });

  it('stores a PNG named .jpg and declared as JPEG as a PNG', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeImage('png'), name: 'foto.jpg', type: 'image/jpeg' } });
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('image/png');
    expect(res.body.original).toMatch(/-original\.png$/);
    expect((await fetchFile(files, res.body.original)).headers.get('content-type')).toBe('image/png');
  });

  it('keeps no part of the file name in the keys', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeImage('png'), name: '../../segredo<x>.png' } });
    expect(res.status).toBe(201);
    for (const url of [res.body.original, res.body.average, res.body.thumbnail]) expect(url).not.toMatch(/segredo|\.\./);
  });

  it('strips EXIF metadata from every stored variant', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeJpegWithExif(), name: 'c.jpg' } });
    expect(res.status).toBe(201);
    for (const url of [res.body.original, res.body.average, res.body.thumbnail]) {
      const { data } = await fetchFile(files, url);
      expect(data.includes('CameraSecreta')).toBe(false);
      expect((await sharp(data).metadata()).exif).toBeUndefined();
    }
  });

  it('keeps a GIF animation in the original only', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeAnimatedGif(), name: 'a.gif' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image/gif', width: 20, height: 10 });
    expect((await sharp((await fetchFile(files, res.body.original)).data).metadata()).pages).toBe(2);
    const average = await sharp((await fetchFile(files, res.body.average)).data).metadata();
    expect(average).toMatchObject({ format: 'webp', width: 20, height: 10 });
    expect(average.pages ?? 1).toBe(1);
  });
});

describe('POST /api/uploads/images: refused input', () => {
  it.each([
    ['a text file with an image name', 'apenas texto, nada de imagem', 'foto.png', 'image/png'],
    ['an HTML file with an image name', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'foto.jpg', 'image/jpeg'],
    ['an HTML document holding an svg', '<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>', 'x.svg', 'image/svg+xml'],
    ['a PDF', '%PDF-1.4\n1 0 obj <<>> endobj', 'doc.png', 'image/png'],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]), 'p.png', 'image/png'],
    ['an SVG with an entity declaration', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>', 'e.svg', 'image/svg+xml'],
  ] as const)('answers 422 for %s', async (_case, data, name, type) => {
    const res = await upload(uploads, { token: await admin(), file: { data: data as Uint8Array | string, name, type } });
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toMatch(/imagem|arquivo/);
    expect(await uploadCount()).toBe(0);
  });

  it('answers 422 when the field is missing', async () => {
    const res = await upload(uploads, { token: await admin(), fields: { other: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['Selecione um arquivo de imagem para enviar.'] });
  });

  it('answers 422 when the file is under another field name or is a plain text value', async () => {
    const token = await admin();
    const other = await upload(uploads, { token, field: 'imagem', file: { data: await makeImage('png'), name: 'a.png' } });
    expect(other.status).toBe(422);
    expect((await upload(uploads, { token, fields: { file: 'texto' } })).status).toBe(422);
  });

  it('answers 422 for an empty file', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: new Uint8Array(), name: 'vazio.png' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['O arquivo enviado está vazio.']);
  });

  it('answers 400 for a JSON body', async () => {
    const res = await upload(uploads, { token: await admin(), body: '{"file":"x"}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('refuses a file over 10 MB with 413 and a Portuguese message', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await makeImage('png'));
    const res = await upload(uploads, { token: await admin(), file: { data: big, name: 'grande.png' } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'A imagem deve ter no máximo 10 MB.', errors: { file: ['A imagem deve ter no máximo 10 MB.'] } });
    expect(await uploadCount()).toBe(0);
  });

  it('refuses early on a Content-Length over the limit', async () => {
    const res = await upload(uploads, {
      token: await admin(),
      file: { data: await makeImage('png'), name: 'a.png' },
      headers: { 'content-length': String(MAX_UPLOAD_BYTES * 2) },
    });
    expect(res.status).toBe(413);
  });

  it('checks access before reading the body', async () => {
    const res = await upload(uploads, { file: { data: new Uint8Array(MAX_UPLOAD_BYTES + 1), name: 'a.png' } });
    expect(res.status).toBe(401);
    expect(await uploadCount()).toBe(0);
  });
});
