import { describe, expect, it } from 'vitest';
import { cspConfig, inlineScriptHashes, scriptHash } from '../../src/integrations/csp';
import { compactInline } from '../../src/lib/inline-code';
import { INLINE_SCRIPTS } from '../../src/lib/inline-scripts';

describe('the inline scripts as written into the pages', () => {
  it('drop whole-line comments, indentation and blank lines, and keep code, line breaks and // inside a line', () => {
    const code = "// about\n(function () {\n  // why\n  var a = 'https://x'; // kept\n\n  run(a);\n})();\n";
    expect(compactInline(code)).toBe("(function () {\nvar a = 'https://x'; // kept\nrun(a);\n})();");
  });

  it('are each allowed by a hash of the CSP, which holds exactly their hashes', () => {
    const written = Object.values(INLINE_SCRIPTS).map(scriptHash).sort();
    expect(inlineScriptHashes().sort()).toEqual(written);
    const directive = cspConfig().scriptDirective;
    expect(directive?.hashes?.slice().sort()).toEqual(written);
  });

  it('carry no comment lines (every page pays for them before its first paint)', () => {
    for (const code of Object.values(INLINE_SCRIPTS)) expect(code.split('\n').some((line) => line.trim().startsWith('//'))).toBe(false);
  });
});
