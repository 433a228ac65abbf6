import { describe, expect, it } from 'vitest';
import { isSlowConnection } from '../../src/client/prefetch-guard';

// The same test as Astro's prefetch script (astro/dist/prefetch/index.js, isSlowConnection): data saver, or 2g.
describe.each([
  { connection: undefined, slow: false },
  { connection: {}, slow: false },
  { connection: { saveData: false, effectiveType: '4g' }, slow: false },
  { connection: { saveData: false, effectiveType: '3g' }, slow: false },
  { connection: { saveData: true, effectiveType: '4g' }, slow: true },
  { connection: { saveData: false, effectiveType: '2g' }, slow: true },
  { connection: { effectiveType: 'slow-2g' }, slow: true },
])('isSlowConnection($connection)', ({ connection, slow }) => {
  it(`is ${slow}`, () => {
    expect(isSlowConnection(connection)).toBe(slow);
  });
});
