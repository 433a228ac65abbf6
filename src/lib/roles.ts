import type { FeatureSetting } from './features';

/** The account roles, in the spec's order (see src/lib/user-rules.ts: admin is the higher managing role). */
export const ROLES = ['user', 'admin', 'super'] as const;
/** One account role. */
export type Role = (typeof ROLES)[number];

/** Label key of each role in the label sets (Cliente, Administrador, Super). */
export const ROLE_LABEL_KEYS: Record<Role, string> = {
  user: 'role_user',
  admin: 'role_admin',
  super: 'role_super',
};

/** Roles that manage the site (pages, menus, contacts, users, settings, translations). */
export const MANAGER_ROLES: readonly Role[] = ['admin', 'super'];

/** Whether a role manages the site. */
export const isManager = (role: Role | undefined | null): boolean => !!role && MANAGER_ROLES.includes(role);

/**
 * Whether a role works on a feature section (its drafts, its account screen): admin always, super only while
 * the feature is enabled (spec section 6); the server applies it to reads, the account menu to its entries.
 */
export function canUseFeature(role: Role | undefined | null, feature: FeatureSetting | undefined): boolean {
  if (role === 'admin') return true;
  return role === 'super' && !!feature?.enabled;
}
