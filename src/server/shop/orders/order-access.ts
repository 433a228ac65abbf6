import { canUseFeature } from '../../../lib/roles';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/http-error';
import { managers } from '../../http/access';
import { getSql } from '../../db/client';
import { getPublicSettings } from '../../settings/settings';

/** Answered (403) to a super managing orders while the shop is off. */
export const ORDERS_CLOSED_TO_SUPER = 'A loja está desativada: só um administrador gerencia os pedidos enquanto isso.';

/**
 * Whether a user manages every order: admin always, super while the shop (`produtos`) is on, as the account menu
 * offers "Pedidos" (the spec's feature rule); anyone else sees only their own orders.
 */
export async function managesOrders(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'super') return false;
  const settings = await getPublicSettings(db);
  return canUseFeature(user.role, settings?.features.produtos);
}

/**
 * Access rule of the shop's management endpoints (orders' status, summary and export; coupons): see managesOrders
 * (403 with `closed`, which names what a super cannot manage while the shop is off).
 */
export async function orderManagers(request: Request, closed = ORDERS_CLOSED_TO_SUPER): Promise<SessionUser> {
  const user = await managers(request);
  if (!(await managesOrders(getSql(), user))) throw forbidden(closed);
  return user;
}
