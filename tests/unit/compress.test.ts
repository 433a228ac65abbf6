import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressed, shouldCompress } from '../../scripts/lib/compress';

const html = () => new Response('<!doctype html><p>Olá</p>'.repeat(50), { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1300' } });

describe('preview compression', () => {
  it('gzips text answers for clients that accept gzip, and the bytes come back the same', async () => {
    const out = compressed(html(), 'gzip, deflate, br');
    expect(out.headers.get('content-encoding')).toBe('gzip');
    expect(out.headers.get('content-length')).toBeNull();
    expect(out.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await out.arrayBuffer());
    expect(gunzipSync(bytes).toString('utf8')).toBe(await html().text());
    expect(bytes.length).toBeLessThan(200);
  });

  it('leaves alone clients without gzip, binary files, ranges and answers already encoded', () => {
    expect(shouldCompress(html(), 'identity')).toBe(false);
    expect(shouldCompress(html(), null)).toBe(false);
    expect(shouldCompress(new Response('x', { headers: { 'content-type': 'font/woff2' } }), 'gzip')).toBe(false);
    expect(shouldCompress(new Response('x', { status: 206, headers: { 'content-type': 'text/plain' } }), 'gzip')).toBe(false);
    expect(shouldCompress(new Response('x', { headers: { 'content-type': 'text/plain', 'content-encoding': 'br' } }), 'gzip')).toBe(false);
    expect(shouldCompress(new Response(null, { status: 204 }), 'gzip')).toBe(false);
  });

  it('compresses scripts, JSON, feeds and SVG', () => {
    for (const type of ['application/javascript', 'application/json', 'application/rss+xml', 'image/svg+xml', 'text/css']) {
      expect(shouldCompress(new Response('x', { headers: { 'content-type': type } }), 'gzip')).toBe(true);
    }
  });
});
