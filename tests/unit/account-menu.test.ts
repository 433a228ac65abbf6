import { describe, expect, it } from 'vitest';
import { accountMenu, canAccess, type Access } from '../../src/conta/account-menu';
import type { Role } from '../../src/lib/roles';
import type { FeatureSetting } from '../../src/lib/features';

const features: Record<string, FeatureSetting> = {
  posts: { title: 'Notícias', url: '/noticias', enabled: true },
  events: { title: 'Agenda', url: '/agenda', enabled: false },
  produtos: { title: 'Loja', url: '/loja', enabled: true },
};
const allOff: Record<string, FeatureSetting> = Object.fromEntries(
  Object.entries(features).map(([name, feature]) => [name, { ...feature, enabled: false }]),
);

const ids = (role: Role, map: Record<string, FeatureSetting>) => accountMenu(role, map).map((entry) => entry.id);
const MANAGER_HEAD = ['pages', 'menus'];
const MANAGER_TAIL = ['contacts', 'users', 'settings', 'translations', 'data-requests', 'profile', 'privacy', 'logout'];

describe('accountMenu', () => {
  describe.each([
    ['a customer sees only orders, details and logout', 'user', features, ['orders', 'profile', 'privacy', 'logout']],
    ['a customer sees no feature even when all are off', 'user', allOff, ['orders', 'profile', 'privacy', 'logout']],
    [
      'an admin sees every feature, enabled or not',
      'admin',
      features,
      [...MANAGER_HEAD, 'feature:posts', 'feature:events', 'feature:produtos', 'shop-orders', ...MANAGER_TAIL],
    ],
    [
      "an admin sees the features (and the shop's orders) even when all are disabled",
      'admin',
      allOff,
      [...MANAGER_HEAD, 'feature:posts', 'feature:events', 'feature:produtos', 'shop-orders', ...MANAGER_TAIL],
    ],
    ['a super sees only the enabled features and the orders of an enabled shop', 'super', features, [...MANAGER_HEAD, 'feature:posts', 'feature:produtos', 'shop-orders', ...MANAGER_TAIL]],
    ['a super sees no feature when all are disabled', 'super', allOff, [...MANAGER_HEAD, ...MANAGER_TAIL]],
    ['a manager without features gets the fixed entries', 'admin', {}, [...MANAGER_HEAD, ...MANAGER_TAIL]],
  ] as const)('%s', (_rule, role, map, expected) => {
    it(`gives ${role} the entries ${expected.join(', ')}`, () => {
      expect(ids(role, map)).toEqual(expected);
    });
  });

  it('links features to /conta/{name} titled from the settings, and marks translations and the data requests sidebar-only', () => {
    expect(accountMenu('super', features).filter((entry) => entry.id.startsWith('feature:') || entry.sidebarOnly))
      .toMatchInlineSnapshot(`
        [
          {
            "href": "/conta/posts",
            "id": "feature:posts",
            "label": "Notícias",
            "sidebarOnly": false,
          },
          {
            "href": "/conta/produtos",
            "id": "feature:produtos",
            "label": "Loja",
            "sidebarOnly": false,
          },
          {
            "href": "/conta/traducoes",
            "id": "translations",
            "label": "nav_translations",
            "sidebarOnly": true,
          },
          {
            "href": "/conta/solicitacoes",
            "id": "data-requests",
            "label": "nav_data_requests",
            "sidebarOnly": true,
          },
        ]
      `);
  });

  it('ends every menu with the logout action', () => {
    for (const role of ['user', 'admin', 'super'] as const) {
      expect(accountMenu(role, features).at(-1)).toEqual({ id: 'logout', label: 'nav_logout', action: 'logout', sidebarOnly: false });
    }
  });
});

describe('canAccess', () => {
  const events: Access = { kind: 'feature', name: 'events' };
  const posts: Access = { kind: 'feature', name: 'posts' };
  describe.each([
    ['anyone logged in opens an open screen', { kind: 'anyone' }, [true, true, true]],
    ['only admin and super open a manager screen', { kind: 'managers' }, [false, true, true]],
    ['only a customer opens a customer screen', { kind: 'customers' }, [true, false, false]],
    ['a disabled feature opens for admin only', events, [false, true, false]],
    ['an enabled feature opens for admin and super', posts, [false, true, true]],
    ['an unknown feature opens for admin only', { kind: 'feature', name: 'galeria' }, [false, true, false]],
    ['the orders open for a customer (own) and for managers while the shop is on', { kind: 'orders' }, [true, true, true]],
  ] as const)('%s', (_rule, access, expected) => {
    it(`answers user/admin/super: ${expected.join('/')}`, () => {
      expect((['user', 'admin', 'super'] as const).map((role) => canAccess(access, role, features))).toEqual(expected);
    });
  });

  it('closes the orders to a super while the shop is off (admin always; a customer still sees own orders)', () => {
    expect((['user', 'admin', 'super'] as const).map((role) => canAccess({ kind: 'orders' }, role, allOff))).toEqual([true, true, false]);
  });
});
