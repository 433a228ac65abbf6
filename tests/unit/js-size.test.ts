import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePageJs, pageScriptUrls, staticImports } from '../../scripts/bench/js-size';

describe('the bench JS measure', () => {
  it('finds module scripts, preloads and island URLs, not external or inline scripts', () => {
    const html =
      '<script type="module" src="/_astro/a.js"></script><script src="https://cdn.example/x.js"></script>' +
      '<link rel="modulepreload" href="/_astro/b.js"><script>inline()</script>' +
      '<astro-island component-url="/_astro/C.js" renderer-url="/_astro/client.js"></astro-island>';
    expect(pageScriptUrls(html)).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/C.js', '/_astro/client.js']);
  });

  it("counts the public pages' one script, which an inline loader requests after the first paint", () => {
    const html = '<script data-src="/_astro/public.X1.js">(function(){})()</script><script data-languages="[]">x()</script>';
    expect(pageScriptUrls(html)).toEqual(['/_astro/public.X1.js']);
  });

  it('follows static imports and leaves lazy ones', () => {
    const code = 'import{a as b}from"./x.js";import"./y.js";export*from"./z.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code, '/_astro/main.js')).toEqual(['/_astro/x.js', '/_astro/y.js', '/_astro/z.js']);
  });

  it('sums the gzip sizes of a page and its imports once each, and answers null for a page not built', () => {
    const dist = mkdtempSync(join(tmpdir(), 'js-size-'));
    mkdirSync(join(dist, '_astro'));
    mkdirSync(join(dist, 'noticias'));
    writeFileSync(join(dist, 'noticias', 'index.html'), '<script type="module" src="/_astro/a.js"></script><script type="module" src="/_astro/b.js"></script>');
    writeFileSync(join(dist, '_astro', 'a.js'), 'import"./shared.js";console.log(1)');
    writeFileSync(join(dist, '_astro', 'b.js'), 'import"./shared.js";console.log(2)');
    writeFileSync(join(dist, '_astro', 'shared.js'), 'export const s=1');
    const measured = measurePageJs(dist, '/noticias');
    expect(measured?.files.map((f) => f.path)).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/shared.js']);
    expect(measured?.gzip).toBe(measured?.files.reduce((sum, f) => sum + f.gzip, 0));
    expect(measurePageJs(dist, '/agenda')).toBeNull();
  });
});
