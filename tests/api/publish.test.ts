import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import menus from '../../netlify/functions/menus.mts';
import posts from '../../netlify/functions/posts.mts';
import publish from '../../netlify/functions/publish.mts';
import scheduled from '../../netlify/functions/publish-scheduled.mts';
import setup from '../../netlify/functions/settings-setup.mts';
import settings from '../../netlify/functions/settings.mts';
import { menuSchema } from '../../src/lib/schemas/menu';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { createSql, getSql, type Sql } from '../../src/server/db/client';
import { createMenu } from '../../src/server/menus/menus';
import { requestRebuild } from '../../src/server/publish/publish';
import { claimRebuild } from '../../src/server/publish/publish-state';
import { createUser, seedSettings } from '../helpers/db';
import { movePublishClock, publishRow, refusedUrl, setHookUrl, useFakeHook } from '../helpers/publish';
import { call } from '../helpers/request';
import { callLanguages, entry } from '../helpers/translations';

const URL = '/api/publish';
const hook = useFakeHook();
let admin: string;

const saveMenu = (name = 'Notícias') => call(menus, 'POST', '/api/menus', { token: admin, body: { name, url: '/noticias' } });
const status = async () => (await call(publish, 'GET', URL, { token: admin })).body;

beforeEach(async () => {
  admin = (await createUser({ role: 'admin' })).token;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('rebuild requests after saves', () => {
  it('calls the hook once, with POST and the reason as the deploy title, after a menu is created', async () => {
    expect((await saveMenu()).status).toBe(201);
    expect(hook.calls).toEqual([{ method: 'POST', path: '/build_hooks/teste?trigger_title=Vitrine%3A+menus' }]);
    expect(await status()).toMatchObject({ hook_configured: true, pending: false, last_reason: 'menus', last_error: null });
  });

  it('calls it once for three saves within a minute and leaves the last changes pending', async () => {
    const created = await saveMenu();
    const id = created.body.id;
    expect((await call(menus, 'PUT', `/api/menus/${id}`, { token: admin, params: { id }, body: { name: 'Blog', url: '/blog' } })).status).toBe(200);
    expect((await call(menus, 'DELETE', `/api/menus/${id}`, { token: admin, params: { id } })).status).toBe(200);
    expect(hook.calls).toHaveLength(1);
    const state = await status();
    expect(state).toMatchObject({ pending: true, last_reason: 'menus' });
    expect(Date.parse(state.pending_since)).toBeGreaterThanOrEqual(Date.parse(state.last_requested_at));
  });

  it('sends the pending rebuild from the scheduled function once the minute has passed, then nothing more', async () => {
    await saveMenu('A');
    await saveMenu('B');
    expect((await scheduled()).status).toBe(204);
    expect(hook.calls).toHaveLength(1);
    await movePublishClock(61);
    await scheduled();
    expect(hook.calls).toHaveLength(2);
    expect(await publishRow()).toMatchObject({ pending_since: null, last_error: null });
    await movePublishClock(61);
    await scheduled();
    expect(hook.calls).toHaveLength(2);
  });

  it('sends a due pending rebuild when the status is read, and with the next change', async () => {
    await saveMenu('A');
    await saveMenu('B');
    await movePublishClock(61);
    expect(await status()).toMatchObject({ pending: false });
    expect(hook.calls).toHaveLength(2);
    await movePublishClock(61);
    await saveMenu('C');
    expect(hook.calls).toHaveLength(3);
  });

  it('calls the hook after settings and translations saves, and a menu order', async () => {
    await seedSettings();
    expect((await call(settings, 'PUT', '/api/settings', { token: admin, body: { title: 'Nova' } })).status).toBe(200);
    expect(hook.calls[0].path).toContain('trigger_title=Vitrine%3A+settings');
    await movePublishClock(61);
    expect((await callLanguages('POST', { token: admin, body: entry() })).status).toBe(201);
    expect(hook.calls[1].path).toContain('trigger_title=Vitrine%3A+translations');
    const menu = await createMenu(getSql(), menuSchema.parse({ name: 'Sobre', url: '/sobre' }));
    await movePublishClock(61);
    const res = await call(menus, 'PUT', '/api/menus/order', { token: admin, params: { id: 'order' }, body: { ids: [menu.id] } });
    expect(res.status).toBe(200);
    expect(hook.calls).toHaveLength(3);
  });

  it('calls the hook after a news post is published, and not when the save is refused', async () => {
    await seedSettings({ features: { ...DEFAULT_FEATURES, posts: { ...DEFAULT_FEATURES.posts, enabled: true } } });
    const body = { title: 'Nova sede inaugurada', body: '<p>Texto</p>', status: 'published' };
    expect((await call(posts, 'POST', '/api/posts', { token: admin, body: { ...body, title: '' } })).status).toBe(422);
    expect(hook.calls).toHaveLength(0);
    expect((await call(posts, 'POST', '/api/posts', { token: admin, body })).status).toBe(201);
    expect(hook.calls).toEqual([{ method: 'POST', path: '/build_hooks/teste?trigger_title=Vitrine%3A+posts' }]);
  });

  it('calls the hook after the first-time setup (the pages built before it show the setup form)', async () => {
    const body = { title: 'Flor', admin_name: 'Maria', email: 'maria@exemplo.org', password: 'segredo1', password_confirmation: 'segredo1' };
    expect((await call(setup, 'POST', '/api/settings/setup', { body })).status).toBe(201);
    expect(hook.calls.map((c) => c.path)).toEqual(['/build_hooks/teste?trigger_title=Vitrine%3A+setup']);
  });

  it('does not call the hook when the save fails', async () => {
    const res = await call(menus, 'POST', '/api/menus', { token: admin, body: { name: '' } });
    expect(res.status).toBe(422);
    expect(hook.calls).toHaveLength(0);
    expect(await publishRow()).toBeNull();
  });

  it('makes a second claim wait for the first one and then lose it (no double call under concurrency)', async () => {
    const other = createSql(process.env.DATABASE_URL!, 1);
    try {
      let second: Promise<unknown> | undefined;
      const first = await getSql().begin(async (tx) => {
        const won = await claimRebuild(tx as unknown as Sql, 'menus');
        // The other connection's claim blocks on the row lock until this transaction commits.
        second = claimRebuild(other, 'settings');
        await new Promise((resolve) => setTimeout(resolve, 200));
        return won;
      });
      expect(first).not.toBeNull();
      expect(await second).toBeNull();
    } finally {
      await other.end({ timeout: 5 });
    }
  });

  it('lets only one of several saves at once call the hook', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => requestRebuild(getSql(), 'menus')));
    expect(hook.calls).toHaveLength(1);
    expect(results.map((r) => r.outcome).sort()).toEqual(['pending', 'pending', 'pending', 'pending', 'requested']);
  });
});

describe('a failing hook', () => {
  it('records an HTTP 500 and keeps the change pending, while the save answers 201', async () => {
    hook.status = 500;
    const res = await saveMenu();
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Notícias');
    expect(hook.calls).toHaveLength(1);
    expect(await status()).toMatchObject({ pending: true, last_error: 'O build hook respondeu HTTP 500.' });
    hook.status = 200;
    await movePublishClock(61);
    await scheduled();
    expect(hook.calls).toHaveLength(2);
    expect(await status()).toMatchObject({ pending: false, last_error: null, last_error_at: null });
  });

  it('records a refused connection, while the save answers 201', async () => {
    setHookUrl(await refusedUrl());
    expect((await saveMenu()).status).toBe(201);
    expect((await status()).last_error).toBe('Não foi possível chamar o build hook (ECONNREFUSED).');
  });

  it('gives up on a hook that does not answer within the timeout', async () => {
    const { callBuildHook } = await import('../../src/server/publish/build-hook');
    hook.status = 0;
    expect(await callBuildHook(hook.url, 'menus', 200)).toEqual({ ok: false, error: 'O build hook não respondeu em 0,2 s.' });
  });

  it('a save answers 201 within BUILD_HOOK_TIMEOUT_MS of a hook that never answers; the failure recorded, sent again later', async () => {
    vi.stubEnv('BUILD_HOOK_TIMEOUT_MS', '200');
    hook.status = 0;
    const started = Date.now();
    expect((await saveMenu()).status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(hook.calls).toHaveLength(1);
    expect(await publishRow()).toMatchObject({ last_error: 'O build hook não respondeu em 0,2 s.', pending_since: expect.any(Date) });
  });
});

describe('without NETLIFY_BUILD_HOOK_URL', () => {
  it('calls nothing, stores nothing, and says no hook is configured', async () => {
    setHookUrl(undefined);
    expect((await saveMenu()).status).toBe(201);
    expect(hook.calls).toHaveLength(0);
    expect(await publishRow()).toBeNull();
    expect(await status()).toEqual({
      hook_configured: false,
      last_requested_at: null,
      pending: false,
      pending_since: null,
      last_reason: null,
      last_error: null,
      last_error_at: null,
      build: null,
    });
  });

  it('answers "Publicar agora" with 409 and the local-development note', async () => {
    setHookUrl(undefined);
    const res = await call(publish, 'POST', URL, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatchInlineSnapshot(
      `"Nenhum build hook está configurado (variável NETLIFY_BUILD_HOOK_URL), então o site não é reconstruído por aqui. Em desenvolvimento local as alterações aparecem na hora."`,
    );
  });
});
