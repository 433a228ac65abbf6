import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEarly, EARLY_TTL_MS, fetchEarly, takeEarly } from '../../src/client/early-fetch';
import { resolveScreen } from '../../src/conta/conta-routes';
import { SCREEN_CODE } from '../../src/conta/screen-code';
import { SCREEN_STARTS, screenStart } from '../../src/client/account-start';
import { DEFAULT_FEATURES } from '../../src/lib/features';

// The account area's first requests (src/client/account-start.ts) and the answers the app takes from them
// (src/client/early-fetch.ts) instead of asking again.

const ON = Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, feature]) => [key, { ...feature, enabled: true }]));
const example = (pattern: string) => pattern.replace(/:(\w+)/g, '1');

describe('the first screen of /conta', () => {
  it('starts only paths the app routes, with a screen the app knows', () => {
    for (const start of SCREEN_STARTS) {
      expect(resolveScreen(example(start.pattern), ON), start.pattern).not.toBeNull();
      const screens = typeof start.screen === 'function' ? (['user', 'admin', 'super', null] as const).map(start.screen) : [start.screen];
      for (const screen of screens) if (screen) expect(SCREEN_CODE).toHaveProperty(screen);
    }
  });

  it("starts the dashboard of the role last seen, and none without one", () => {
    const screen = screenStart('/conta')?.start.screen;
    const of = (role: 'user' | 'admin' | 'super' | null) => (typeof screen === 'function' ? screen(role) : screen);
    expect([of('user'), of('admin'), of('super'), of(null)]).toEqual(['CustomerDashboard', 'ManagerDashboard', 'ManagerDashboard', undefined]);
  });

  it("asks for a list's first page only when the address asks for no other", () => {
    const found = screenStart('/conta/pedidos');
    expect(found?.start.data?.(found.params, 'admin', '')).toEqual(['/api/orders?per_page=20']);
    expect(found?.start.data?.(found.params, 'admin', '?status=paid')).toEqual([]);
    const products = screenStart('/conta/produtos');
    expect(products?.start.data?.(products.params, 'admin', '')).toEqual(['/api/products?per_page=20', '/api/product-categories']);
    expect(products?.start.data?.(products.params, 'admin', '?q=caneca')).toEqual(['/api/product-categories']);
    const item = screenStart('/conta/pedidos/abc%20d');
    expect(item?.start.data?.(item.params, 'user', '')).toEqual(['/api/orders/abc%20d']);
  });

  it("asks for the dashboard's data by the role last seen (a manager's in one call), and nothing without one", () => {
    const found = screenStart('/conta');
    const data = (role: 'admin' | 'super' | 'user' | null) => found?.start.data?.(found.params, role, '') ?? [];
    expect(data(null)).toEqual([]);
    expect(data('user')).toEqual(['/api/addresses?per_page=100']);
    expect(data('admin')).toEqual(['/api/dashboard']);
    expect(data('super')).toEqual(['/api/dashboard']);
  });
});

describe('early answers', () => {
  const answers: string[] = [];
  beforeEach(() => {
    answers.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        answers.push(`${path} ${(init.headers as Record<string, string>).authorization}`);
        if (path === '/down') throw new TypeError('network');
        return new Response(JSON.stringify({ path }), { status: path === '/gone' ? 404 : 200, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    clearEarly();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are taken as many times as they were started for, with their status and body', async () => {
    fetchEarly('/api/profile', 'tok', 2);
    fetchEarly('/gone', 'tok');
    expect(answers).toEqual(['/api/profile Token tok', '/gone Token tok']);
    expect(await (await takeEarly('/api/profile', 'tok'))?.json()).toEqual({ path: '/api/profile' });
    expect(await (await takeEarly('/api/profile', 'tok'))?.json()).toEqual({ path: '/api/profile' });
    expect(await takeEarly('/api/profile', 'tok')).toBeNull();
    expect((await takeEarly('/gone', 'tok'))?.status).toBe(404);
  });

  it('are not given to another session, after their time, or when the network failed', async () => {
    fetchEarly('/a', 'tok');
    expect(await takeEarly('/a', 'other')).toBeNull();
    fetchEarly('/down', 'tok');
    expect(await takeEarly('/down', 'tok')).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchEarly('/late', 'tok');
    vi.setSystemTime(Date.now() + EARLY_TTL_MS + 1);
    expect(await takeEarly('/late', 'tok')).toBeNull();
    expect(await takeEarly('/never', 'tok')).toBeNull();
  });
});
