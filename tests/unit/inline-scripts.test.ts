import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspConfig, inlineScriptHashes, scriptHash, withPageHashes } from '../../src/integrations/csp';
import { INLINE_SCRIPT_DIR, inlineScriptText, inlineScriptsPlugin } from '../../src/integrations/inline-scripts';

/** What the Vite plugin gives for `src/scripts/inline/<name>?raw`, the text src/lib/inline-scripts.ts writes into pages. */
function writtenText(name: string): string {
  const plugin = inlineScriptsPlugin();
  const load = plugin.load as (this: unknown, id: string) => string | null;
  const module = load.call({ addWatchFile() {} }, `${join(INLINE_SCRIPT_DIR, name)}?raw`);
  return JSON.parse(/^export default (.*);$/s.exec(module ?? '')?.[1] ?? 'null');
}

const NAMES = readdirSync(INLINE_SCRIPT_DIR).filter((name) => name.endsWith('.js'));

describe('the inline scripts as written into the pages', () => {
  it('are minified: no comments, no indentation, the code and its strings kept', () => {
    const code = "// about\n(function () {\n  // why\n  var address = 'https://x'; // kept?\n\n  run(address);\n})();\n";
    expect(inlineScriptText('x.js', code)).toBe('(function(){run(`https://x`)})();');
  });

  it("are the plugin's text for each file's ?raw import, and nothing else is", () => {
    expect(NAMES.length).toBeGreaterThan(0);
    for (const name of NAMES) {
      const text = writtenText(name);
      expect(text, name).toBe(inlineScriptText(name, readFileSync(join(INLINE_SCRIPT_DIR, name), 'utf8')));
      expect(text, name).not.toMatch(/\/\/|\/\*|\n/);
    }
    const plugin = inlineScriptsPlugin();
    const load = plugin.load as (this: unknown, id: string) => string | null;
    expect(load.call({ addWatchFile() {} }, join(INLINE_SCRIPT_DIR, NAMES[0]))).toBeNull();
    expect(load.call({ addWatchFile() {} }, '/elsewhere/x.js?raw')).toBeNull();
  });

  it('are each allowed by a hash of the CSP, which holds exactly their hashes', () => {
    const written = NAMES.map((name) => scriptHash(writtenText(name))).sort();
    expect(inlineScriptHashes().sort()).toEqual(written);
    expect(cspConfig().scriptDirective?.hashes?.slice().sort()).toEqual(written);
  });
});

describe("a built page's policy", () => {
  const policy = (hashes: string[]) =>
    `<meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')} https://www.googletagmanager.com; style-src 'self' 'unsafe-inline' ;">`;

  it("keeps only the hashes of the page's own inline scripts, and every other source", () => {
    const [a, b, c] = ['a()', 'b()', 'c()'];
    const html = `<html><head>${policy([a, b, c].map(scriptHash))}<script>${a}</script><script type="module" src="/x.js"></script></head><body><script data-src="/y.js">${c}</script></body></html>`;
    const trimmed = withPageHashes(html);
    expect(trimmed).toContain(policy([a, c].map(scriptHash)));
    expect(trimmed).not.toContain(scriptHash(b));
    expect(trimmed.replace(policy([a, c].map(scriptHash)), '')).toBe(html.replace(policy([a, b, c].map(scriptHash)), ''));
  });

  it('leaves a page without a policy as it is', () => {
    expect(withPageHashes('<p>x</p><script>a()</script>')).toBe('<p>x</p><script>a()</script>');
  });
});
