import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|tsx|astro|mts)$/.test(name) ? [path] : [];
  });
}

/** The module specifiers a file imports (static and dynamic). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

// The layers of docs/ARCHITECTURE.md: src/lib is pure (server and browser), src/client is browser-only, src/server is
// server-only. A forbidden import is listed as "file -> specifier".
describe.each([
  {
    layer: 'src/lib',
    forbidden: /(^|\/)(client|stores|conta|islands|server)\/|^(react|react-dom|react-hot-toast|nanostores|@nanostores\/.*)$/,
  },
  { layer: 'src/server', forbidden: /(^|\/)(client|stores|conta|islands)\/|^(react|react-hot-toast|nanostores)$/ },
  { layer: 'netlify/functions', forbidden: /(^|\/)(client|stores|conta|islands)\// },
])('$layer', ({ layer, forbidden }) => {
  it('imports nothing from a layer above it', () => {
    const wrong = sources(layer).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => forbidden.test(specifier))
        .map((specifier) => `${file} -> ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });
});
