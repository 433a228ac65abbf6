import type { Role } from './roles';

/** Something a manager does to an account on the users screens and API. */
export type UserAction = 'edit' | 'delete' | 'password';

/** Who acts and on whom: ids and roles are enough. */
type Account = { id: string; role: Role };

/** Why a manager may not act: a super touching an admin, deleting yourself, or removing the last admin. */
export type UserRuleBlock = 'super_vs_admin' | 'self_delete' | 'last_admin' | 'self_role';

/**
 * The role rule (admin is the higher role: it sees every feature, super only the enabled ones):
 * a super may not create an admin nor touch one; an admin may do everything.
 */
export const canAssignRole = (actor: Role, role: Role): boolean => actor === 'admin' || role !== 'admin';

/** Why `actor` may not do `action` to `target` (null when allowed); `admins` counts the admin accounts. */
export function userActionBlock(actor: Account, target: Account, action: UserAction, admins: number): UserRuleBlock | null {
  if (actor.role !== 'admin' && target.role === 'admin') return 'super_vs_admin';
  if (action !== 'delete') return null;
  if (actor.id === target.id) return 'self_delete';
  if (target.role === 'admin' && admins <= 1) return 'last_admin';
  return null;
}

/** Why an edit that sets `role` on `target` is refused (null when allowed). */
export function roleChangeBlock(actor: Account, target: Account, role: Role, admins: number): UserRuleBlock | null {
  if (role === target.role) return null;
  if (!canAssignRole(actor.role, role)) return 'super_vs_admin';
  if (actor.id === target.id) return 'self_role';
  if (target.role === 'admin' && admins <= 1) return 'last_admin';
  return null;
}

/** The Portuguese message the API answers for each refusal. */
export const USER_RULE_MESSAGES: Record<UserRuleBlock, string> = {
  super_vs_admin: 'Apenas um administrador pode criar, alterar ou excluir contas de administrador.',
  self_delete: 'Você não pode excluir a sua própria conta.',
  last_admin: 'Esta é a última conta de administrador: o site precisa de pelo menos um administrador.',
  self_role: 'Você não pode alterar o seu próprio papel.',
};
