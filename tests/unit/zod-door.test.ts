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

describe('zod is imported through src/lib/zod.ts only', () => {
  it('so the browser never probes eval, which the CSP refuses', () => {
    const direct = [...sources('src'), ...sources('netlify')].filter(
      (file) => file !== join('src', 'lib', 'zod.ts') && /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
