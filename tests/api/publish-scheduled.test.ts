import { beforeEach, describe, expect, it } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import posts from '../../netlify/functions/posts.mts';
import scheduled from '../../netlify/functions/publish-scheduled.mts';
import { getSql } from '../../src/server/db/client';
import { createUser } from '../helpers/db';
import { seedPost, seedPostsFeature } from '../helpers/posts';
import { movePublishClock, publishRow, setHookUrl, useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';

const hook = useFakeHook();
const SCHEDULED_CALL = '/build_hooks/teste?trigger_title=Vitrine%3A+conte%C3%BAdo+agendado';
let admin: string;

beforeEach(async () => {
  await seedPostsFeature();
  admin = (await createUser({ role: 'admin' })).token;
});

/** Saves a published post dated `inSeconds` from now through the API (its save asks for a rebuild itself). */
async function savePost(title: string, inSeconds: number | null, status = 'published') {
  const published_at = inSeconds === null ? null : new Date(Date.now() + inSeconds * 1000).toISOString();
  const res = await call(posts, 'POST', '/api/posts', { token: admin, body: { title, body: '<p>Texto</p>', status, published_at } });
  expect(res.status).toBe(201);
}

/** As if `seconds` had passed: every stored time of the posts and of the publishing state moves back. */
async function passTime(seconds: number) {
  await getSql()`
    update posts set published_at = published_at - make_interval(secs => ${seconds}),
      created_at = created_at - make_interval(secs => ${seconds}), updated_at = updated_at - make_interval(secs => ${seconds})`;
  await movePublishClock(seconds);
}

const scheduledCalls = () => hook.calls.filter((c) => c.path === SCHEDULED_CALL).length;

describe('the scheduled function and posts scheduled for later', () => {
  it('asks for one rebuild when a scheduled post has become due since the last request, and not again', async () => {
    await savePost('Agendada', 3600);
    expect(hook.calls).toHaveLength(1);
    await passTime(3660);
    expect((await scheduled()).status).toBe(204);
    expect(hook.calls.map((c) => c.path)).toEqual(['/build_hooks/teste?trigger_title=Vitrine%3A+posts', SCHEDULED_CALL]);
    expect(await publishRow()).toMatchObject({ pending_since: null, last_reason: 'conteúdo agendado' });
    await passTime(120);
    await scheduled();
    await passTime(120);
    await scheduled();
    expect(hook.calls).toHaveLength(2);
  });

  it('waits for the minute after the last call, then sends it once', async () => {
    await savePost('Agendada', 3600);
    await passTime(3590);
    expect((await call(menus, 'POST', '/api/menus', { token: admin, body: { name: 'Sobre', url: '/sobre' } })).status).toBe(201);
    expect(hook.calls).toHaveLength(2);
    await passTime(20);
    await scheduled();
    await scheduled();
    expect(hook.calls).toHaveLength(2);
    expect(await publishRow()).toMatchObject({ last_reason: 'conteúdo agendado' });
    await passTime(61);
    await scheduled();
    await scheduled();
    expect(scheduledCalls()).toBe(1);
    expect(hook.calls).toHaveLength(3);
  });

  describe.each([
    ['a post still scheduled for later', () => savePost('Depois', 3600)],
    ['a post published without a date (its save asked already)', () => savePost('Agora', null)],
    ['a post dated in the past when saved', () => savePost('Antiga', -3600)],
    ['a draft dated before now', () => savePost('Rascunho', 60, 'draft')],
  ])('with %s', (_case, arrange) => {
    it('asks nothing', async () => {
      await arrange();
      const before = hook.calls.length;
      await passTime(1800);
      await scheduled();
      expect(hook.calls).toHaveLength(before);
      expect(scheduledCalls()).toBe(0);
    });
  });

  it('asks nothing for a post that became due before the last rebuild request', async () => {
    await savePost('Agendada', 600);
    await passTime(900);
    expect((await call(menus, 'POST', '/api/menus', { token: admin, body: { name: 'Sobre', url: '/sobre' } })).status).toBe(201);
    await passTime(120);
    await scheduled();
    expect(scheduledCalls()).toBe(0);
  });

  it('asks nothing and stores nothing without a build hook', async () => {
    setHookUrl(undefined);
    await seedPost({ published_at: new Date(Date.now() - 60_000) });
    await getSql()`update posts set updated_at = now() - interval '1 hour'`;
    await scheduled();
    expect(hook.calls).toHaveLength(0);
    expect(await publishRow()).toBeNull();
  });
});
