import { describe, expect, it } from 'vitest';
import { cspConfig, inlineScriptHashes, scriptHash, withPageHashes } from '../../src/integrations/csp';
import { inlineScriptText } from '../../src/integrations/inline-scripts';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts';

describe('the inline scripts as written into the pages', () => {
  it('are minified: no comments, no indentation, the code and its strings kept', () => {
    const code = "// about\n(function () {\n  // why\n  var address = 'https://x'; // kept?\n\n  run(address);\n})();\n";
    expect(inlineScriptText('x.js', code)).toBe('(function(){run(`https://x`)})();');
  });

  it('are each allowed by a hash of the CSP, which holds exactly their hashes', () => {
    const written = Object.values(INLINE_SCRIPTS).map(scriptHash).sort();
    expect(inlineScriptHashes().sort()).toEqual(written);
    const directive = cspConfig().scriptDirective;
    expect(directive?.hashes?.slice().sort()).toEqual(written);
  });

  it('carry no comments and no line breaks (every page pays for them before its first paint)', () => {
    for (const code of Object.values(INLINE_SCRIPTS)) {
      expect(code).not.toMatch(/^\s*\/\/|\/\*/m);
      expect(code).not.toContain('\n');
    }
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
