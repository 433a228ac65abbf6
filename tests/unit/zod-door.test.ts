import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, sources } from '../helpers/source-imports';

describe('zod is imported through src/lib/zod.ts only', () => {
  it('so the browser never probes eval, which the CSP refuses', () => {
    const direct = [...sources('src'), ...sources('netlify')].filter(
      (file) => file !== join('src', 'lib', 'zod.ts') && importsOf(file).some(({ specifier }) => /^zod(\/|$)/.test(specifier)),
    );
    expect(direct).toEqual([]);
  });
});
