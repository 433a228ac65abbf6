import { describe, expect, it } from 'vitest';
import { FILE_KEY, IMAGE_ACCEPT, isTooLarge, MAX_UPLOAD_BYTES } from '../../src/lib/schemas/upload';
import { uploadResult } from '../../src/client/upload-image';
import { detectImageType, isSvg } from '../../src/server/uploads/file-signature';
import { sanitizeSvg } from '../../src/server/uploads/sanitize-svg';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const text = (value: string) => new TextEncoder().encode(value);

describe('detectImageType', () => {
  it.each([
    ['a JPEG by its FF D8 FF start', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0), 'image/jpeg'],
    ['a PNG by its 8-byte signature', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['a GIF87a', bytes('GIF87a', 1, 0), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', 1, 0), 'image/gif'],
    ['a WebP by RIFF….WEBP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['an SVG root element', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['an SVG after a declaration, comment and doctype', text('<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>'), 'image/svg+xml'],
    ['an SVG with a BOM', text('\uFEFF<svg width="1">'), 'image/svg+xml'],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), null],
    ['plain text', text('uma imagem, prometo'), null],
    ['HTML', text('<!doctype html><html><svg></svg></html>'), null],
    ['an <svgx> root', text('<svgx>'), null],
    ['an SVG with an internal DTD subset', text('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'), null],
    ['an entity declared later in the file', text('<svg><!ENTITY x "y"></svg>'), null],
    ['bytes that are not UTF-8', bytes(0xc3, 0x28, '<svg>'), null],
    ['an empty file', new Uint8Array(), null],
  ])('reads %s', (_case, data, expected) => {
    expect(detectImageType(data)).toBe(expected);
  });

  it('looks for the SVG root only near the start', () => {
    expect(isSvg(text(`${' '.repeat(5000)}<svg>`))).toBe(false);
  });
});

describe('sanitizeSvg', () => {
  it.each([
    ['script elements with their text', '<svg><script>alert(1)</script><rect/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>'],
    ['event handler attributes', '<svg onload="alert(1)"><rect onclick="x()" width="2"/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="2"></rect></svg>'],
    ['foreignObject and its HTML', '<svg><foreignObject><div>texto<img src="x" onerror="y"/></div></foreignObject></svg>', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['links (their drawing stays)', '<svg><a href="javascript:alert(1)"><circle r="1"/></a></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"></circle></svg>'],
    ['external href and xlink:href', '<svg><use href="https://x.org/a.svg#i"/><image xlink:href="http://x.org/p.png"/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><use></use><image></image></svg>'],
    ['url() to outside addresses in attributes', '<svg><rect fill="url(https://x.org/p)" style="fill:url(//x.org/q)"/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><rect></rect></svg>'],
    ['@import and outside url() in style sheets', '<svg><style>@import "x.css"; a{fill:url(http://x/y)} b{fill:url(#g)}</style></svg>', '<svg xmlns="http://www.w3.org/2000/svg"><style> a{fill:none} b{fill:url(#g)}</style></svg>'],
    ['animation elements that can set handlers', '<svg><set attributeName="onclick" to="alert(1)"/><animate attributeName="href" to="javascript:x"/></svg>', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
  ])('removes %s', (_case, input, expected) => {
    expect(sanitizeSvg(input)).toBe(expected);
  });

  it.each([
    ['internal references', '<svg><linearGradient id="g"/><use href="#g"/><rect fill="url(#g)"/></svg>'],
    ['embedded raster images as data URLs', '<svg><image href="data:image/png;base64,iVBORw0KGgo="/></svg>'],
    ['the viewBox and presentation attributes in their case', '<svg viewBox="0 0 2 2" preserveAspectRatio="none"><path d="M0 0" stroke-width="2"/></svg>'],
  ])('keeps %s', (_case, input) => {
    const out = sanitizeSvg(input) ?? '';
    for (const part of input.match(/[\w:-]+="[^"]*"/g) ?? []) expect(out).toContain(part);
  });

  it('keeps markup written as entities inside a style sheet as inert text', () => {
    expect(sanitizeSvg('<svg><style>&lt;/style&gt;&lt;script&gt;x()&lt;/script&gt;</style></svg>')).not.toContain('<script');
  });

  it('answers null when no svg root is left', () => {
    expect(sanitizeSvg('<script>x</script>')).toBeNull();
  });
});

describe('upload limits and keys', () => {
  it.each([
    [MAX_UPLOAD_BYTES, false],
    [MAX_UPLOAD_BYTES + 1, true],
    [0, false],
  ])('isTooLarge(%i) is %s', (size, expected) => {
    expect(isTooLarge(size)).toBe(expected);
  });

  it.each([
    ['0123456789abcdef0123456789abcdef-original.png', true],
    ['0123456789abcdef0123456789abcdef-average.webp', true],
    ['0123456789abcdef0123456789abcdef-thumbnail.svg', true],
    ['0123456789ABCDEF0123456789abcdef-original.png', false],
    ['0123456789abcdef0123456789abcdef-original.html', false],
    ['0123456789abcdef0123456789abcdef-big.png', false],
    ['../0123456789abcdef0123456789abcdef-original.png', false],
    ['logo.png', false],
  ])('FILE_KEY accepts %s: %s', (key, expected) => {
    expect(FILE_KEY.test(key)).toBe(expected);
  });

  it('accepts the five image types in file inputs', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,image/svg+xml');
  });
});

describe('uploadResult', () => {
  it('answers the image of a 201', () => {
    const image = { original: '/a', average: '/b', thumbnail: '/c', width: 1, height: 2, type: 'image/png' };
    expect(uploadResult(201, JSON.stringify(image))).toEqual({ ok: true, data: image });
  });

  it.each([
    ['the file field message of a 422', 422, { message: 'Verifique os campos destacados.', errors: { file: ['O arquivo não é uma imagem.'] } }, 'O arquivo não é uma imagem.'],
    ['the message of a 403', 403, { message: 'Você não tem permissão para esta ação.' }, 'Você não tem permissão para esta ação.'],
    ['error.message when there is no message', 500, { error: { message: 'falhou' } }, 'falhou'],
    ['the raw text of a non-JSON answer', 502, 'Bad Gateway', 'Bad Gateway'],
    ['the size refusal of a 413 from the platform (no JSON)', 413, '<html>Payload Too Large</html>', 'O servidor recusou o arquivo por ser grande demais. Tente uma imagem menor.'],
    ['the size refusal of an empty 413', 413, '', 'O servidor recusou o arquivo por ser grande demais. Tente uma imagem menor.'],
    ['the API message of its own 413', 413, { message: 'A imagem deve ter no máximo 10 MB.', errors: { file: ['A imagem deve ter no máximo 10 MB.'] } }, 'A imagem deve ter no máximo 10 MB.'],
  ])('reports %s', (_case, status, body, message) => {
    const result = uploadResult(status, typeof body === 'string' ? body : JSON.stringify(body));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ status, message });
  });
});
