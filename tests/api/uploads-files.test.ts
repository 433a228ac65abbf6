import { beforeEach, describe, expect, it } from 'vitest';
import files from '../../netlify/functions/files.mts';
import uploads from '../../netlify/functions/uploads.mts';
import { createUser, resetDb } from '../helpers/db';
import { fetchFile, makeImage, upload, useBlobsServer } from '../helpers/uploads';

useBlobsServer();
beforeEach(resetDb);

const admin = async () => (await createUser({ role: 'admin' })).token;
const uploadSvg = async (svg: string, name = 'logo.svg') =>
  upload(uploads, { token: await admin(), file: { data: svg, name, type: 'image/svg+xml' } });

const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40" onload="alert('onload')">
  <script type="text/javascript">alert('script')</script>
  <style>@import url(https://evil.example/x.css); .a { fill: url(#g); } .b { background: url(https://evil.example/t.png) }</style>
  <linearGradient id="g"><stop offset="0" stop-color="#4a2c2a"/></linearGradient>
  <a href="javascript:alert('link')" xlink:href="javascript:alert('xlink')"><rect class="a" width="120" height="40" onclick="steal()"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe>texto</div></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <circle cx="5" cy="5" r="4" fill="url(https://evil.example/p)" style="fill: url(javascript:alert(1))"/>
  <style>&lt;/style&gt;&lt;script&gt;alert('entity')&lt;/script&gt;</style>
  <set attributeName="onmouseover" to="alert('set')"/>
</svg>`;

describe('POST /api/uploads/images: SVG', () => {
  it('keeps a clean SVG as SVG, one file for every variant, with its size', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect width="64" height="32" fill="#f08a76"/></svg>';
    const res = await uploadSvg(svg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image/svg+xml', width: 64, height: 32 });
    expect(res.body.original).toMatch(/^\/api\/files\/[0-9a-f]{32}-original\.svg$/);
    expect(res.body.average).toBe(res.body.original);
    expect(res.body.thumbnail).toBe(res.body.original);
    const served = (await fetchFile(files, res.body.original)).data.toString();
    expect(served).toContain('<rect width="64" height="32" fill="#f08a76"');
  });

  it('removes scripts, event handlers, foreignObject, external references and javascript: links', async () => {
    const res = await uploadSvg(HOSTILE_SVG, 'ataque.png');
    expect(res.status).toBe(201);
    const served = (await fetchFile(files, res.body.original)).data.toString();
    expect(served).toMatch(/^<svg[\s>]/);
    for (const bad of ['<script', 'alert(1)', "alert('onload')", "alert('script')", 'onload', 'onclick', 'onmouseover', 'foreignObject', 'iframe', 'javascript:', 'evil.example', '@import', '<a ', '<set']) {
      expect(served, bad).not.toContain(bad);
    }
    // Markup written as entities inside a style sheet stays inert text.
    expect(served).toContain('&lt;script&gt;');
    // What draws the image stays.
    expect(served).toContain('fill: url(#g)');
    expect(served).toContain('<linearGradient id="g">');
    expect(served).toContain('<rect class="a" width="120" height="40"');
  });

  it('accepts an SVG without an XML declaration and with a BOM and comments', async () => {
    const res = await uploadSvg('\uFEFF<!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></svg>');
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('image/svg+xml');
  });

  it('adds the SVG namespace when the file has none, so browsers can draw it', async () => {
    const res = await uploadSvg('<svg width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(res.status).toBe(201);
    expect((await fetchFile(files, res.body.original)).data.toString()).toContain('xmlns="http://www.w3.org/2000/svg"');
  });
});

describe('GET /api/files/:key', () => {
  it('serves a raster file with its type, a year of immutable cache and nosniff, without a CSP', async () => {
    const res = await upload(uploads, { token: await admin(), file: { data: await makeImage('jpeg'), name: 'a.jpg' } });
    const file = await fetchFile(files, res.body.original);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect((await fetchFile(files, res.body.average)).headers.get('content-type')).toBe('image/webp');
  });

  it('serves an SVG with a sandboxing Content-Security-Policy', async () => {
    const res = await uploadSvg('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const file = await fetchFile(files, res.body.original);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['an unknown key of the right shape', '0123456789abcdef0123456789abcdef-original.png'],
    ['a key of the wrong shape', 'logo.png'],
    ['a path traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['an empty key', ''],
  ])('answers 404 without caching for %s', async (_case, key) => {
    const file = await files(new Request(`http://localhost/api/files/${key}`), { params: { key } });
    expect(file.status).toBe(404);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.json()).toEqual({ message: 'Arquivo não encontrado.' });
  });

  it('answers 405 for other methods, even for anyone logged in', async () => {
    const res = await files(new Request('http://localhost/api/files/x', { method: 'DELETE' }), { params: { key: 'x' } });
    expect(res.status).toBe(405);
  });
});
