import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../src/integrations/csp';
import { closure, compactMap, screenFiles, screensOf, withInlineStart, withPreloads } from '../../src/integrations/conta-preload';
import { screenFilesIn } from '../../src/lib/conta-preload';
import { SCREEN_CODE } from '../../src/conta/screen-code';

// What the build writes into the /conta page so that its files are asked for at once (src/integrations/conta-preload.ts).

const chunk = (file: string, imports: string[] = [], module?: string) => [file, { file, imports, modules: module ? [module] : [] }] as const;
const CHUNKS = new Map([
  chunk('_astro/ContaEntry.a.js', ['_astro/react.b.js', '_astro/screen-code.c.js'], 'src/conta/ContaEntry.tsx'),
  chunk('_astro/screen-code.c.js', ['_astro/labels.d.js']),
  chunk('_astro/labels.d.js', ['_astro/react.b.js']),
  chunk('_astro/react.b.js'),
  chunk('_astro/client.e.js', ['_astro/react.b.js']),
  chunk('_astro/OrdersScreen.f.js', ['_astro/Screen.g.js', '_astro/react.b.js'], 'src/conta/orders/OrdersScreen.tsx'),
  chunk('_astro/Screen.g.js'),
  chunk('_astro/orders.h.js', [], 'src/i18n/sets/orders.ts'),
]);
const SOURCE = "export const SCREEN_CODE = {\n  OrdersScreen: screen(() => import('./orders/OrdersScreen'), ['orders']),\n  Gone: screen(() => import('./gone/Gone'), []),\n};\n";

describe('the /conta preloads', () => {
  it("follows a file's imports at any depth, once each", () => {
    expect([...closure(CHUNKS, '_astro/ContaEntry.a.js')].sort()).toEqual(['_astro/ContaEntry.a.js', '_astro/labels.d.js', '_astro/react.b.js', '_astro/screen-code.c.js']);
  });

  it("reads every screen of screen-code.ts with its label sets", () => {
    const screens = screensOf(readFileSync('src/conta/screen-code.ts', 'utf8'));
    expect(screens.map((screen) => screen.name).sort()).toEqual(Object.keys(SCREEN_CODE).sort());
    for (const screen of screens) expect(screen.sets).toEqual(SCREEN_CODE[screen.name as keyof typeof SCREEN_CODE].sets);
  });

  it("lists a screen's code, its imports and its label sets, and leaves out a screen that was not built", () => {
    expect(screenFiles(CHUNKS, SOURCE)).toEqual({
      OrdersScreen: ['/_astro/OrdersScreen.f.js', '/_astro/Screen.g.js', '/_astro/react.b.js', '/_astro/orders.h.js'],
    });
  });

  it("puts the shell's files with each screen's, the biggest first", () => {
    const sized = new Map([...CHUNKS].map(([file, item]) => [file, { ...item, size: { '_astro/client.e.js': 65_000, '_astro/OrdersScreen.f.js': 2_000, '_astro/orders.h.js': 3_000 }[file] ?? 100 }]));
    expect(screenFiles(sized, SOURCE, ['_astro/ContaEntry.a.js', '_astro/client.e.js'])).toEqual({
      OrdersScreen: ['/_astro/client.e.js', '/_astro/orders.h.js', '/_astro/OrdersScreen.f.js', '/_astro/ContaEntry.a.js', '/_astro/Screen.g.js', '/_astro/react.b.js'],
    });
  });

  it("writes the map before the page's first script and the island's and renderer's files after it", () => {
    const html =
      '<html><head><title>x</title><script type="module" async src="/_astro/conta-start.z.js"></script></head><body>' +
      '<astro-island uid="1" component-url="/_astro/ContaEntry.a.js" component-export="default" renderer-url="/_astro/client.e.js" props="{}" ssr client="only" opts="{&quot;name&quot;:&quot;ContaEntry&quot;}"></astro-island></body></html>';
    const out = withPreloads(html, CHUNKS, SOURCE);
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.indexOf('id="conta-preload"')).toBeLessThan(head.indexOf('conta-start.z.js'));
    expect(head.indexOf('conta-start.z.js')).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
    for (const file of ['ContaEntry.a.js', 'react.b.js', 'screen-code.c.js', 'labels.d.js', 'client.e.js']) {
      expect(head).toContain(`<link rel="modulepreload" href="/_astro/${file}">`);
    }
    expect(head).not.toContain('<link rel="modulepreload" href="/_astro/OrdersScreen.f.js">'); // the first script's to ask for
    expect(() => withPreloads('<html><head></head></html>', CHUNKS, SOURCE)).toThrow(/no ContaEntry island/);
  });

  it('carries each file once and gives each screen its files back', () => {
    const files = { A: ['/_astro/a.js', '/_astro/shared.js'], B: ['/_astro/shared.js', '/_astro/b.js'] };
    const map = JSON.parse(JSON.stringify(compactMap(files)));
    expect(map.f).toEqual(['/_astro/a.js', '/_astro/shared.js', '/_astro/b.js']);
    expect(screenFilesIn(map, 'A')).toEqual(files.A);
    expect(screenFilesIn(map, 'B')).toEqual(files.B);
    expect(screenFilesIn(map, 'C')).toEqual([]);
    expect(screenFilesIn(map, 'constructor')).toEqual([]);
    expect(screenFilesIn({ f: 'x', s: { A: [0] } }, 'A')).toEqual([]);
    expect(screenFilesIn(null, 'A')).toEqual([]);
  });

  describe("the page's first script", () => {
    const page = (policy = "default-src 'self'; script-src 'self' 'sha256-other='") =>
      `<html><head><meta http-equiv="content-security-policy" content="${policy}"><script type="application/json" id="conta-preload">{}</script>` +
      '<script type="module" async src="/_astro/conta-start.Ab-1.js"></script><link rel="modulepreload" href="/_astro/x.js"></head><body></body></html>';

    it('is written into the page where it was requested, allowed by its hash', () => {
      const code = 'const e=localStorage.getItem("t");e&&fetch("/api/profile");';
      const out = withInlineStart(page(), (file) => (file === '_astro/conta-start.Ab-1.js' ? `${code}\n` : ''));
      expect(out).not.toContain('conta-start.Ab-1.js');
      const written = `(function(){"use strict";${code}\n})();`;
      expect(out).toContain(`id="conta-preload">{}</script><script>${written}</script><link rel="modulepreload"`);
      expect(out).toContain(`script-src 'self' 'sha256-other=' '${scriptHash(written)}'">`);
    });

    it('cannot end its own tag', () => {
      const out = withInlineStart(page(), () => 'const s="</script><img src=x>";');
      expect(out).toContain('const s="<\\/script><img src=x>";\n})();</script>');
      expect(out.match(/<\/script>/g)).toHaveLength(2);
    });

    it('stays requested when its bundle imports or exports, reads import.meta, or when the page has no such script', () => {
      for (const code of ['import{a as e}from"./x.js";e();', 'import("./late.js");', 'import x from "./y.js";x()', 'const a=1;export{a};', 'fetch(import.meta.url)']) {
        expect(withInlineStart(page(), () => code)).toBe(page());
      }
      expect(withInlineStart(page(), () => 'console.log("importante")')).toContain('importante');
      expect(withInlineStart('<html><head></head></html>', () => 'x')).toBe('<html><head></head></html>');
    });
  });
});
