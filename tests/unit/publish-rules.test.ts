import { describe, expect, it } from 'vitest';
import { lastCallFailed, REBUILD_INTERVAL_SECONDS } from '../../src/lib/schemas/publish';

describe('lastCallFailed', () => {
  it.each([
    ['no call yet', null, null, false],
    ['a call and no error', '2026-11-23T00:40:00.000Z', null, false],
    ['an error of an older call', '2026-11-23T00:40:00.000Z', '2026-11-23T00:38:00.500Z', false],
    ['an error of the last call', '2026-11-23T00:40:00.000Z', '2026-11-23T00:40:04.900Z', true],
    ['an error at the same instant', '2026-11-23T00:40:00.000Z', '2026-11-23T00:40:00.000Z', true],
    ['an error without a call (cleared state)', null, '2026-11-23T00:40:00.000Z', false],
  ])('%s -> %s', (_case, last_requested_at, last_error_at, expected) => {
    expect(lastCallFailed({ last_requested_at, last_error_at })).toBe(expected);
  });

  it('debounces the hook to one call a minute', () => {
    expect(REBUILD_INTERVAL_SECONDS).toBe(60);
  });
});
