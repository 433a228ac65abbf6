import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { CallResult, Handler } from './request';

/**
 * Starts a local Netlify Blobs server for the calling test file and points the code at it through
 * NETLIFY_BLOBS_CONTEXT (what Netlify sets in production), so the real store code runs. Stopped after the file.
 */
export function useBlobsServer(): void {
  let server: BlobsServer | undefined;
  let directory = '';
  const previous = process.env.NETLIFY_BLOBS_CONTEXT;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'vitrine-blobs-'));
    const token = 'test-blobs-token';
    server = new BlobsServer({ directory, token });
    const { port } = await server.start();
    const url = `http://127.0.0.1:${port}`;
    const context = { siteID: 'vitrine-test', token, edgeURL: url, uncachedEdgeURL: url, primaryRegion: 'us-east-2' };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  });
  afterAll(async () => {
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
    if (previous === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = previous;
  });
}

/** A small generated image in a raster format (a red-to-blue picture, `width` × `height`). */
export async function makeImage(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** An animated GIF of two 20 × 10 frames (red, then blue). */
export async function makeAnimatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 20, height: 10, channels: 3, background } }).png().toBuffer();
  const frames = await Promise.all([frame('#ff0000'), frame('#0000ff')]);
  return sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100], loop: 0 }).toBuffer();
}

/** A JPEG carrying EXIF metadata (camera and a comment), to check that stored files lose it. */
export async function makeJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .withExif({ IFD0: { Make: 'CameraSecreta', ImageDescription: 'casa da pessoa' } })
    .jpeg()
    .toBuffer();
}

/** Upload options: the session token, the file (bytes, name and declared type) or other form fields, headers. */
export type UploadOptions = {
  token?: string;
  file?: { data: Uint8Array | string; name: string; type?: string };
  field?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  body?: BodyInit;
};

/** Calls the upload handler with a multipart request, as a browser's FormData sends it. */
export async function upload(handler: Handler, options: UploadOptions = {}): Promise<CallResult> {
  const form = new FormData();
  if (options.file) {
    const { data, name, type = 'application/octet-stream' } = options.file;
    form.append(options.field ?? 'file', new Blob([data as BlobPart], { type }), name);
  }
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Token ${options.token}`;
  const request = new Request('http://localhost:8888/api/uploads/images', {
    method: 'POST',
    headers,
    body: options.body ?? form,
  });
  const response = await handler(request, { params: {}, ip: '198.51.100.7' });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Fetches a served file through the files handler: status, headers and bytes. */
export async function fetchFile(handler: Handler, url: string): Promise<{ status: number; headers: Headers; data: Buffer }> {
  const key = url.split('/').pop() ?? '';
  const response = await handler(new Request(new URL(url, 'http://localhost:8888')), { params: { key } });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}
