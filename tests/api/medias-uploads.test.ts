import { beforeEach, describe, expect, it } from 'vitest';
import mediaFiles from '../../netlify/functions/media-files.mts';
import mediaUploads from '../../netlify/functions/media-uploads.mts';
import { MEDIA_PART_BYTES } from '../../src/lib/schemas/media';
import { getSql } from '../../src/server/db/client';
import { parseRange } from '../../src/server/medias/media-download';
import { cleanupStaleUploads } from '../../src/server/medias/media-uploads';
import { createUser, resetDb } from '../helpers/db';
import { pdfOfSize, seedMediasFeature, sendPart, TINY_PDF, uploadMediaFile } from '../helpers/medias';
import { call } from '../helpers/request';
import { makeImage, useBlobsServer } from '../helpers/uploads';

useBlobsServer();

const START = '/api/media-uploads';
const start = (token: string | undefined, body: unknown) => call(mediaUploads, 'POST', START, { token, body });
const complete = (token: string | undefined, id: string) => call(mediaUploads, 'POST', `${START}/${id}/complete`, { token });
const cancel = (token: string | undefined, id: string) => call(mediaUploads, 'DELETE', `${START}/${id}`, { token });
// A file of no item yet is served to managers only: the admin asks for it.
const download = async (id: string, headers: Record<string, string> = {}, query = '') => {
  const request = new Request(`http://localhost:8888/api/media-files/${id}${query}`, { headers: { authorization: `Token ${admin}`, ...headers } });
  const response = await mediaFiles(request, { params: { id } });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
};
const uploadRows = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from media_uploads`)[0].n;

let admin: string;
beforeEach(async () => {
  await resetDb();
  await seedMediasFeature();
  admin = (await createUser({ role: 'admin' })).token;
});

describe('chunked upload of library files', () => {
  it('joins a file of several parts in order and serves it whole, with its headers', async () => {
    const data = pdfOfSize(MEDIA_PART_BYTES * 2 + 1234);
    data.write('meio', MEDIA_PART_BYTES + 10);
    const started = await start(admin, { name: 'Relatório Final.pdf', size: data.length });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ part_size: MEDIA_PART_BYTES, parts: 3 });
    const { id } = started.body;
    // Parts may arrive in any order: each is stored under its index.
    for (const index of [2, 0, 1]) {
      const sent = await sendPart(admin, id, index, data.subarray(index * MEDIA_PART_BYTES, (index + 1) * MEDIA_PART_BYTES));
      expect(sent.status).toBe(200);
    }
    const done = await complete(admin, id);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ id, url: `/api/media-files/${id}`, name: 'Relatório Final.pdf', size: data.length, mime: 'application/pdf' });
    const served = await download(id, {}, '?download=1');
    expect(served.status).toBe(200);
    expect(served.data.equals(data)).toBe(true);
    expect(served.headers.get('content-length')).toBe(String(data.length));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="Relatorio Final.pdf"; filename*=UTF-8''Relat%C3%B3rio%20Final.pdf`);
    expect((await download(id)).headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('answers byte ranges across parts (206), suffix ranges and 416 outside the file', async () => {
    const data = pdfOfSize(MEDIA_PART_BYTES + 100);
    for (let i = 0; i < data.length; i += 1) if (i > 20) data[i] = i % 251;
    const { body } = await uploadMediaFile(admin, data);
    const across = await download(body.id, { range: `bytes=${MEDIA_PART_BYTES - 5}-${MEDIA_PART_BYTES + 4}` });
    expect(across.status).toBe(206);
    expect(across.headers.get('content-range')).toBe(`bytes ${MEDIA_PART_BYTES - 5}-${MEDIA_PART_BYTES + 4}/${data.length}`);
    expect(across.headers.get('content-length')).toBe('10');
    expect(across.data.equals(data.subarray(MEDIA_PART_BYTES - 5, MEDIA_PART_BYTES + 5))).toBe(true);
    const suffix = await download(body.id, { range: 'bytes=-50' });
    expect(suffix.data.equals(data.subarray(data.length - 50))).toBe(true);
    const outside = await download(body.id, { range: `bytes=${data.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${data.length}`);
  });

  it.each([
    ['bytes=0-', 1000, { start: 0, end: 999 }],
    ['bytes=10-19', 1000, { start: 10, end: 19 }],
    ['bytes=990-5000', 1000, { start: 990, end: 999 }],
    ['bytes=-10', 1000, { start: 990, end: 999 }],
    ['bytes=0-', 100 * 1024 * 1024, { start: 0, end: 16 * 1024 * 1024 - 1 }],
    ['bytes=5-1', 1000, 'unsatisfiable'],
    ['bytes=0-1,5-6', 1000, null],
    ['items=0-1', 1000, null],
    [null, 1000, null],
  ])('reads the range %j of a file of %i bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('refuses to complete while a part is missing, and names how many arrived', async () => {
    const data = pdfOfSize(MEDIA_PART_BYTES + 10);
    const { body } = await start(admin, { name: 'a.pdf', size: data.length });
    await sendPart(admin, body.id, 0, data.subarray(0, MEDIA_PART_BYTES));
    const res = await complete(admin, body.id);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toBe('O envio está incompleto: 1 de 2 parte(s) recebida(s). Envie o arquivo novamente.');
    expect((await download(body.id)).status).toBe(404);
  });

  it('refuses a file over 100 MB before anything is sent, and a part over the part size while reading', async () => {
    const res = await start(admin, { name: 'grande.mp4', size: 100 * 1024 * 1024 + 1 });
    expect(res.status).toBe(413);
    expect(res.body.errors.file[0]).toBe('O arquivo deve ter no máximo 100 MB.');
    expect(await uploadRows()).toBe(0);
    const { body } = await start(admin, { name: 'a.pdf', size: MEDIA_PART_BYTES * 2 });
    const big = await sendPart(admin, body.id, 0, pdfOfSize(MEDIA_PART_BYTES + 1));
    expect(big.status).toBe(413);
    const short = await sendPart(admin, body.id, 0, pdfOfSize(100));
    expect(short.status).toBe(422);
    expect(short.body.errors.file[0]).toBe(`A parte 0 deveria ter ${MEDIA_PART_BYTES} bytes e chegou com 100.`);
    const beyond = await sendPart(admin, body.id, 2, pdfOfSize(100));
    expect(beyond.body.errors.index[0]).toBe('A parte 2 não existe: o arquivo tem 2 parte(s), de 0 a 1.');
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00 executável')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a ZIP file', Buffer.from('PK\x03\x04 zip')],
  ])('refuses %s from its first bytes, whatever its name', async (_case, data) => {
    const { body } = await start(admin, { name: 'documento.pdf', size: data.length });
    const res = await sendPart(admin, body.id, 0, data);
    expect(res.status).toBe(422);
    expect(res.body.errors.file[0]).toBe(
      'O arquivo deve ser um PDF, um áudio (MP3, OGG, WAV, FLAC, M4A), um vídeo (MP4, WebM, MOV, OGV) ou uma imagem (JPEG, PNG, WebP, GIF).',
    );
    expect((await complete(admin, body.id)).status).toBe(422);
  });

  it.each([
    ['PDF', TINY_PDF, 'application/pdf'],
    ['MP3', Buffer.concat([Buffer.from('ID3\x03\x00'), Buffer.alloc(20)]), 'audio/mpeg'],
    ['MP4', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(20)]), 'video/mp4'],
    ['WebM', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from('B\x82\x84webm'), Buffer.alloc(20)]), 'video/webm'],
    ['WAV', Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt '), Buffer.alloc(20)]), 'audio/wav'],
  ])('takes a %s and records its type from the bytes', async (_case, data, mime) => {
    const res = await uploadMediaFile(admin, data, 'sem-extensao');
    expect(res.status).toBe(200);
    expect(res.body.mime).toBe(mime);
  });

  it('takes a PNG image', async () => {
    expect((await uploadMediaFile(admin, await makeImage('png'), 'foto.png')).body.mime).toBe('image/png');
  });

  it('refuses anonymous visitors and customers at every step, and parts of another admin\'s upload', async () => {
    const { token: user } = await createUser({ role: 'user' });
    expect((await start(undefined, { name: 'a.pdf', size: 10 })).status).toBe(401);
    expect((await start(user, { name: 'a.pdf', size: 10 })).status).toBe(403);
    const { body } = await start(admin, { name: 'a.pdf', size: TINY_PDF.length });
    expect((await sendPart(undefined, body.id, 0, TINY_PDF)).status).toBe(401);
    expect((await sendPart(user, body.id, 0, TINY_PDF)).status).toBe(403);
    const { token: other } = await createUser({ role: 'super' });
    expect((await sendPart(other, body.id, 0, TINY_PDF)).status).toBe(404);
    expect((await complete(user, body.id)).status).toBe(403);
    expect((await cancel(undefined, body.id)).status).toBe(401);
    expect(await uploadRows()).toBe(1);
  });

  it('cancels an upload: its parts and record are removed', async () => {
    const data = pdfOfSize(MEDIA_PART_BYTES + 10);
    const { body } = await start(admin, { name: 'a.pdf', size: data.length });
    await sendPart(admin, body.id, 0, data.subarray(0, MEDIA_PART_BYTES));
    expect((await cancel(admin, body.id)).status).toBe(200);
    expect(await uploadRows()).toBe(0);
    expect((await sendPart(admin, body.id, 1, data.subarray(MEDIA_PART_BYTES))).status).toBe(404);
  });

  it('answers 409 while the feature is off, and 422 for a bad start body', async () => {
    expect((await start(admin, { name: '', size: 10 })).body.errors.name[0]).toBe('O campo Nome do arquivo é obrigatório.');
    expect((await start(admin, { name: 'a.pdf', size: 0 })).body.errors.size[0]).toBe('O arquivo enviado está vazio.');
    expect((await start(admin, { name: 'a.pdf', size: '10' })).status).toBe(422);
    await getSql()`update settings set features = jsonb_set(features, '{medias,enabled}', 'false')`;
    const res = await start(admin, { name: 'a.pdf', size: 10 });
    expect(res.status).toBe(409);
  });

  it('cleans uploads abandoned for more than a day, finished or not, but keeps recent ones', async () => {
    const old = await uploadMediaFile(admin, TINY_PDF);
    const pending = await start(admin, { name: 'b.pdf', size: 10 });
    const recent = await uploadMediaFile(admin, TINY_PDF);
    await getSql()`update media_uploads set created_at = now() - interval '25 hours' where id in (${old.body.id}, ${pending.body.id})`;
    expect(await cleanupStaleUploads(getSql())).toBe(2);
    expect((await download(old.body.id)).status).toBe(404);
    expect((await download(recent.body.id)).status).toBe(200);
  });
});
