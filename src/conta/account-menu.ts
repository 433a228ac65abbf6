import { canUseFeature, isManager, type Role } from '../lib/roles';
import type { FeatureSetting } from '../lib/features';

/** One entry of the account menu: a link, or the logout action. `label` is a label key or a feature title. */
export type AccountMenuEntry =
  | { id: string; label: string; href: string; sidebarOnly: boolean }
  | { id: 'logout'; label: string; action: 'logout'; sidebarOnly: false };

/** Who may open an account screen. */
export type Access =
  | { kind: 'anyone' }
  | { kind: 'managers' }
  | { kind: 'customers' }
  | { kind: 'feature'; name: string }
  | { kind: 'orders' };

/** Whether a role may open a screen with the given access. */
export function canAccess(access: Access, role: Role, features: Record<string, FeatureSetting>): boolean {
  switch (access.kind) {
    case 'anyone':
      return true;
    case 'managers':
      return isManager(role);
    case 'customers':
      return role === 'user';
    case 'feature':
      return canUseFeature(role, features[access.name]);
    case 'orders':
      return role === 'user' || (!!features.produtos && canUseFeature(role, features.produtos));
  }
}

const link = (id: string, label: string, href: string, sidebarOnly = false): AccountMenuEntry => ({ id, label, href, sidebarOnly });

/**
 * The account menu of a role (spec section 2 "Account menu entries", section 6): managers get pages, menus,
 * the features (and the shop's orders while the shop is on), contacts, users, settings and translations (sidebar
 * only, as the record of the data subjects' requests); only customers get "Meus pedidos"; everyone gets their details,
 * "Meus dados e privacidade" (a copy of their data, the deletion of their account) and logout.
 */
export function accountMenu(role: Role, features: Record<string, FeatureSetting>): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [];
  if (isManager(role)) {
    entries.push(link('pages', 'nav_pages', '/conta/pages'), link('menus', 'nav_menus', '/conta/menus'));
    for (const [name, feature] of Object.entries(features)) {
      if (canUseFeature(role, feature)) entries.push(link(`feature:${name}`, feature.title, `/conta/${name}`));
    }
    // The shop's orders, beside the shop's products, while the shop is on.
    if (features.produtos && canUseFeature(role, features.produtos)) entries.push(link('shop-orders', 'nav_shop_orders', '/conta/pedidos'));
    entries.push(
      link('contacts', 'nav_contacts', '/conta/contacts'),
      link('users', 'nav_users', '/conta/users'),
      link('settings', 'nav_settings', '/conta/settings'),
      link('translations', 'nav_translations', '/conta/traducoes', true),
      link('data-requests', 'nav_data_requests', '/conta/solicitacoes', true),
    );
  }
  if (role === 'user') entries.push(link('orders', 'nav_orders', '/conta/pedidos'));
  entries.push(link('profile', 'nav_profile', '/conta/profile'));
  entries.push(link('privacy', 'nav_privacy', '/conta/privacidade'));
  entries.push({ id: 'logout', label: 'nav_logout', action: 'logout', sidebarOnly: false });
  return entries;
}
