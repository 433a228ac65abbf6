import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSql } from '../../src/server/db/client';
import { flushPending, getPublishStatus, requestRebuild } from '../../src/server/publish/publish';
import { useEmbeddedDatabase } from '../helpers/pglite';
import { movePublishClock, setHookUrl, startFakeHook, type FakeHook } from '../helpers/publish';

// The publishing state's conditional upserts and interval arithmetic on the embedded database of `npm run dev`.
describe('publishing on embedded PGlite', () => {
  useEmbeddedDatabase();
  let hook: FakeHook;
  beforeAll(async () => {
    hook = await startFakeHook();
    setHookUrl(hook.url);
  });
  afterAll(async () => {
    setHookUrl(undefined);
    await hook.close();
  });

  it('calls once, queues the next change, and flushes it after the minute', async () => {
    const sql = getSql();
    expect((await requestRebuild(sql, 'menus')).outcome).toBe('requested');
    expect((await requestRebuild(sql, 'settings')).outcome).toBe('pending');
    expect(await flushPending(sql)).toBeNull();
    await movePublishClock(61);
    expect((await flushPending(sql))?.outcome).toBe('requested');
    expect(hook.calls.map((c) => c.path)).toEqual([
      '/build_hooks/teste?trigger_title=Vitrine%3A+menus',
      '/build_hooks/teste?trigger_title=Vitrine%3A+settings',
    ]);
    expect(await getPublishStatus(sql)).toMatchObject({ hook_configured: true, pending: false, last_reason: 'settings', last_error: null });
  });
});
